/**
 * The checker: resolves the set's words (icons, families, card types) against a `DslContext`,
 * writing the resolved ids into the tree, and checks what the grammar cannot: that each
 * operation sits under a heading where it means something, that `that character` has an
 * earlier choice to refer to, that a response cancels something, and — when the card type is
 * known — that the abilities suit the card.
 */
import { CARD_TYPE_WORDS, cardTypeWithArticle, pluralWord, wordList } from "../model";
import type { CardType, Range } from "../model";
import type { AbilityNode, NameRef, OpNode, Program, RollNode, StepNode } from "./ast";
import type { DslContext } from "./context";
import { resolveCardType, resolveIcon } from "./context";
import type { Problem } from "./cursor";
import type { StepCategory, Trigger } from "./ir";
import { fitsAt, fittingWord } from "./suggest";
import {
  allowedCardTypes,
  allowedCategories,
  HEADING_OF,
  headingLine,
  LASTING_CATEGORIES,
  misplacedMessage,
} from "./placement";
import { triggerHeading } from "./parse-trigger";

const MAX_LISTED = 10;

function list(words: readonly string[]): string {
  const shown = words.slice(0, MAX_LISTED).join(", ");
  return words.length > MAX_LISTED ? `${shown}, …` : shown;
}

/** Resolves one name, writing the id into its slot, or reports it. */
/** The set's word for family, as its designer reads it. */
function familyNoun(ctx: DslContext): string {
  return ctx.familyWord ?? "family";
}

function resolveName(
  ref: NameRef,
  ctx: DslContext,
  problems: Problem[],
): CardType | string | undefined {
  const names = ref.role === "icon" ? ctx.icons : ref.role === "family" ? ctx.families : [];
  let resolved: string | undefined;
  if (ref.role === "card-type") resolved = resolveCardType(ref.text, ctx);
  else
    for (const name of names)
      if (name === ref.text || name.toLowerCase() === ref.text) resolved ??= name;
  // An icon in the plural (`ravens`, `torches`) is the icon, when the set has no icon so named.
  if (resolved === undefined && ref.role === "icon") resolved = resolveIcon(ref.text, names);
  if (resolved !== undefined) {
    (ref.slot as Record<string | number, unknown>)[ref.key] = resolved;
    return resolved;
  }
  // The set's own word for family ("party") is the one its designer reads.
  const noun =
    ref.role === "card-type" ? "card type" : ref.role === "family" ? familyNoun(ctx) : ref.role;
  const nouns = ref.role === "family" ? pluralWord(noun) : `${noun}s`;
  const known =
    ref.role === "card-type"
      ? ctx.cardTypes.flatMap((type) => [CARD_TYPE_WORDS[type].one, CARD_TYPE_WORDS[type].many])
      : names;
  // A set name always fits its place; a keyword alternative only where the line then parses on.
  const { line } = ref;
  const near = fittingWord(
    ref.text,
    [...known, ...(ref.alternatives ?? [])],
    (word) =>
      known.includes(word) ||
      (line !== undefined && fitsAt(line.tokens, line.index, word, [], 1, undefined, ctx)),
  );
  const shownKnown =
    ref.role === "card-type" ? ctx.cardTypes.map((t) => CARD_TYPE_WORDS[t].one) : known;
  const hint = near
    ? `did you mean '${near}'?`
    : shownKnown.length === 0
      ? `this set has no ${nouns} yet`
      : `this set's ${nouns} are ${list(shownKnown)}`;
  const shown = ref.text.length > 40 ? `${ref.text.slice(0, 40)}…` : ref.text;
  problems.push({
    code: `dsl/unknown-${ref.role}`,
    message: `unknown ${noun} '${shown}' — ${hint}`,
    range: ref.range,
    ...(near === undefined ? {} : { suggestion: near }),
  });
  return undefined;
}

/** Options of {@link check}. */
export interface CheckOptions {
  /** The type of the card the effect is on, for `dsl/wrong-card-type` warnings. */
  cardType?: CardType;
}

/** Reports the unknown ones among names read outside the tree (on lines that failed). */
export function checkNames(names: readonly NameRef[], ctx: DslContext): Problem[] {
  const problems: Problem[] = [];
  for (const ref of names) resolveName(ref, ctx, problems);
  return problems;
}

/** Checks a parsed program, resolving its names in place. Returns the problems found. */
export function check(
  program: Program,
  source: string,
  ctx: DslContext,
  opts: CheckOptions = {},
): Problem[] {
  const problems: Problem[] = [];
  const words = (range: Range) =>
    source.slice(range.start.offset, range.end.offset).replace(/\s+/g, " ");
  for (const ability of program.abilities) {
    if (ability.kind === "ability") joinContinuations(ability.body, words, problems);
  }

  /** The heading of the trigger being checked (`at the start of your turn:`), for messages. */
  let triggerWords: string | undefined;
  const checkOp = (node: OpNode, category: StepCategory | undefined) => {
    const types: CardType[] = [];
    for (const ref of node.names) {
      const resolved = resolveName(ref, ctx, problems);
      if (ref.role === "card-type" && resolved !== undefined) types.push(resolved as CardType);
    }
    const { op } = node;
    if (category !== undefined && !allowedCategories(op.type).includes(category)) {
      // "no modifiers" reads better than "no" in the message.
      const typeEnd =
        op.type === "forbid" || op.type === "allow-on-dead" ? node.names[0]?.range.end : undefined;
      const named = typeEnd ? { start: node.keywordRange.start, end: typeEnd } : node.keywordRange;
      problems.push({
        code: "dsl/misplaced",
        message: misplacedMessage(op.type, words(named), category, ctx, triggerWords),
        range: named,
      });
    }
    if (
      op.type === "shuffle-stack-into-draw" &&
      op.of.kind === "choose" &&
      op.of.state === "dead"
    ) {
      problems.push({
        code: "dsl/dead-stack",
        message:
          "a dead character's stack is set aside and never shuffled (RULES R7.3) — name a living character, e.g. 'shuffle the stack of any living character into the draw pile'",
        range: node.range,
      });
    }
    const onThis = op.type === "forbid" && op.where === "this-character";
    const allowed = allowedCardTypes(op.type, onThis);
    const typeRef = node.names.find((ref) => ref.role === "card-type");
    for (const type of types) {
      if (allowed.includes(type) || !typeRef) continue;
      const plural = op.type === "forbid" || op.type === "allow-on-dead";
      const options = allowed.map((t) =>
        plural ? CARD_TYPE_WORDS[t].many : cardTypeWithArticle(t),
      );
      problems.push({
        code: "dsl/card-type-not-allowed",
        message: `'${words(node.keywordRange)}' cannot name ${plural ? CARD_TYPE_WORDS[type].many : cardTypeWithArticle(type)} — use ${wordList(options, "or")}`,
        range: typeRef.range,
      });
    }
  };

  const checkSteps = (
    steps: readonly StepNode[],
    category: StepCategory | undefined,
    chosen: boolean,
  ) => {
    let hasChoice = chosen;
    for (const step of steps) {
      if (step.uncounted) {
        problems.push({
          code: "dsl/nothing-to-count",
          message:
            step.uncounted.reason === "no-amount"
              ? "'for each' multiplies a number of cards or plays, and this statement has none — write e.g. 'for each tide icon your family shows: draw 1 card'"
              : "this statement already counts with 'for each' — keep one count",
          range: step.uncounted.range,
        });
      }
      for (const range of step.thatRefs) {
        if (hasChoice) continue;
        problems.push({
          code: "dsl/no-earlier-choice",
          message:
            "'that character' means the character chosen by an earlier statement of this ability, and there is none — choose one first (e.g. 'any living character') or write 'this character'",
          range,
        });
      }
      if (step.kind === "if") {
        for (const ref of step.names) resolveName(ref, ctx, problems);
        checkSteps(step.body, category, hasChoice);
      } else if (step.kind === "roll") {
        if (category !== undefined && LASTING_CATEGORIES.includes(category)) {
          problems.push({
            code: "dsl/misplaced",
            message: `a die is rolled once, so '${words(step.range)}' cannot be under '${headingLine(category, ctx)}' — put it under '${headingLine("immediate", ctx)}'`,
            range: step.range,
          });
        }
        problems.push(...checkRoll(step, words));
        for (const child of step.body) {
          if (child.kind === "outcome") checkSteps(child.body, category, hasChoice);
        }
      } else if (step.kind === "outcome") {
        problems.push({
          code: "dsl/roll-outcome",
          message: `'${words(step.range)}' names results of a die roll — put it on an indented line under 'roll a die:'`,
          range: step.range,
        });
      } else {
        checkOp(step, category);
        hasChoice ||= step.choosesCharacter;
      }
    }
  };

  let requirement: AbilityNode | undefined;
  for (const ability of program.abilities) {
    if (ability.kind === "story-requirement") {
      for (const ref of ability.names) resolveName(ref, ctx, problems);
      if (requirement) {
        problems.push({
          code: "dsl/duplicate-story-requirement",
          message:
            "a story has one requirement — put all its icons on the first 'story requires' line",
          range: ability.range,
        });
      }
      requirement ??= ability;
      continue;
    }
    triggerWords = ability.trigger ? triggerHeading(ability.trigger) : undefined;
    checkSteps(ability.body, ability.category, false);
    if (ability.category === "response" && !containsCancel(ability.body)) {
      problems.push({
        code: "dsl/response-without-cancel",
        message:
          "a response must cancel something — add a line such as 'cancel an event' under 'response:'",
        range: ability.range,
      });
    }
  }
  if (opts.cardType) problems.push(...checkCardType(program, opts.cardType, ctx));
  return problems;
}

function containsCancel(steps: readonly StepNode[]): boolean {
  return steps.some((step) =>
    step.kind === "op" ? step.op.type === "cancel" : containsCancel(step.body),
  );
}

/**
 * A roll's outcomes: only outcomes stand under it, each result is on the die, one `otherwise`;
 * warnings for a result named twice (the first outcome naming it applies) and for results no
 * outcome covers (nothing happens on them).
 */
function checkRoll(roll: RollNode, words: (range: Range) => string): Problem[] {
  const problems: Problem[] = [];
  const named = new Map<number, string>();
  let otherwise: Range | undefined;
  const die = roll.sides === 6 ? "a die" : `a d${roll.sides}`;
  for (const child of roll.body) {
    if (child.kind !== "outcome") {
      problems.push({
        code: "dsl/roll-outcome",
        message: `under '${words(roll.range)}' each line names results, then a colon — write e.g. '1-2: ${words(child.range)}' or 'otherwise: …'`,
        range: child.range,
      });
      continue;
    }
    if (child.results === "otherwise") {
      if (otherwise) {
        problems.push({
          code: "dsl/roll-outcome",
          message: "a roll has one 'otherwise:' — join their steps under the first",
          range: child.range,
        });
      }
      otherwise ??= child.range;
      continue;
    }
    // An outcome whose every result an earlier one already names would never happen: its steps
    // cannot be kept in the IR, so that is an error rather than an overlap warning.
    const onDie = child.results.filter((n) => n >= 1 && n <= roll.sides);
    const first = onDie.length > 0 ? named.get(onDie[0]!) : undefined;
    if (first !== undefined && onDie.every((n) => named.has(n))) {
      problems.push({
        code: "dsl/roll-outcome",
        message: `every result of '${words(child.range)}' is already named by '${first}' above, so its steps would never happen — join them under the first or name other results`,
        range: child.range,
      });
      continue;
    }
    // Results this outcome itself names (`1, 1:` is no overlap with another outcome).
    const here = new Set<number>();
    child.results.forEach((n, k) => {
      const range = child.resultRanges[k] ?? child.range;
      if (n < 1 || n > roll.sides) {
        problems.push({
          code: "dsl/roll-outcome",
          message: `${die} shows 1 to ${roll.sides}, so ${n} never comes up — name results from 1 to ${roll.sides}`,
          range,
        });
        return;
      }
      const before = named.get(n);
      if (before !== undefined && !here.has(n)) {
        problems.push({
          code: "dsl/roll-overlap",
          severity: "warning",
          message: `${n} is already named by '${before}', which applies first — name each result once`,
          range,
        });
      }
      if (before === undefined) {
        named.set(n, words(child.range));
        here.add(n);
      }
    });
  }
  const missing: number[] = [];
  for (let n = 1; n <= roll.sides; n++) if (!named.has(n)) missing.push(n);
  if (!otherwise && missing.length > 0 && roll.body.some((c) => c.kind === "outcome")) {
    problems.push({
      code: "dsl/roll-uncovered",
      severity: "warning",
      message: `nothing happens on ${resultsText(missing)} — add an outcome for ${missing.length === 1 ? "it" : "them"} or an 'otherwise:' line`,
      range: roll.range,
    });
  }
  return problems;
}

/** Results as ranges: `1-2, 4`. */
export function resultsText(results: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < results.length; i++) {
    const low = results[i]!;
    let high = low;
    while (results[i + 1] === high + 1) high = results[++i]!;
    parts.push(high === low ? `${low}` : `${low}-${high}`);
  }
  return parts.join(", ");
}

const STORY_CATEGORIES = new Set(["story-requirement", "on-claim", "while-held"]);

/** Warnings for abilities that do not suit the card they are on. */
function checkCardType(program: Program, cardType: CardType, ctx: DslContext): Problem[] {
  const problems: Problem[] = [];
  const warn = (message: string, range: Range) =>
    problems.push({ code: "dsl/wrong-card-type", message, range, severity: "warning" });
  for (const ability of program.abilities) {
    const category = ability.kind === "story-requirement" ? ability.kind : ability.category;
    const heading =
      ability.kind === "story-requirement"
        ? "story requires"
        : ability.trigger
          ? triggerHeading(ability.trigger)
          : HEADING_OF[ability.category];
    if (cardType === "character") {
      warn(
        "a character card has no effects of its own (RULES R1.6) — leave its effect empty",
        ability.range,
      );
    } else if (cardType === "reference") {
      warn(
        "a reference card is never played, so its effect never happens — leave it empty",
        ability.range,
      );
    } else if (
      cardType === "story" &&
      ability.kind !== "story-requirement" &&
      ability.trigger &&
      onThisCharacter(ability.trigger)
    ) {
      warn(
        `a story lies on no character, so '${heading}' never happens — write e.g. 'whenever one of your characters dies:'`,
        ability.range,
      );
    } else if (cardType === "story" && category !== "trigger" && !STORY_CATEGORIES.has(category)) {
      warn(
        `a story's effects go under 'on claim:' or 'while held:', not '${heading}'`,
        ability.range,
      );
    } else if (cardType !== "story" && STORY_CATEGORIES.has(category)) {
      warn(
        `only story cards use '${heading}' — this card is ${cardTypeWithArticle(cardType)}`,
        ability.range,
      );
    } else if (
      cardType === "event" &&
      (category === "continuous" || category === "persistent" || category === "trigger")
    ) {
      warn(
        `an event is discarded as soon as it resolves (RULES R5.3), so '${heading}' never applies — use 'on play:'`,
        ability.range,
      );
    }
  }
  if (cardType === "event") {
    for (const ability of program.abilities)
      if (ability.kind === "ability") problems.push(...thisOnEvent(ability.body));
  }
  if (cardType === "story") problems.push(...checkStoryRequirement(program, ctx));
  return problems;
}

/** Whether a trigger waits for something on the character its card is on. */
function onThisCharacter(trigger: Trigger): boolean {
  const { event } = trigger;
  return (
    (event.kind === "played-on" && event.on === "this") ||
    (event.kind === "character-dies" && event.whose === "this")
  );
}

/**
 * `this character` in an event's steps: an event is played on no character (R5.3), so such a
 * step never acts. Read off the IR (a CharacterRef is its only shape of kind "this").
 */
function thisOnEvent(steps: readonly StepNode[]): Problem[] {
  const out: Problem[] = [];
  for (const step of steps) {
    const ir = step.kind === "op" ? step.op : step.kind === "if" ? step.condition : undefined;
    if (ir !== undefined && /"kind":"this"/.test(JSON.stringify(ir)))
      out.push({
        code: "dsl/wrong-card-type",
        severity: "warning",
        message:
          "an event is played on no character (RULES R5.3), so 'this character' here never acts — choose one first (e.g. 'any living character') and write 'that character'",
        range: step.range,
      });
    if (step.kind !== "op") out.push(...thisOnEvent(step.body));
  }
  return out;
}

/** A story needs a requirement of two or more icons, or any family claims it at once (R6.7). */
function checkStoryRequirement(program: Program, ctx: DslContext): Problem[] {
  const requirement = program.abilities.find((a) => a.kind === "story-requirement");
  const code = "dsl/story-requirement";
  if (!requirement) {
    const first = program.abilities[0];
    if (!first) return [];
    return [
      {
        code,
        severity: "warning",
        message: `this story has no 'story requires' line, so any ${familyNoun(ctx)} could claim it at once — add one, e.g. 'story requires raven, rose' (RULES R6.7)`,
        range: first.range,
      },
    ];
  }
  if (requirement.icons.length >= 2) return [];
  return [
    {
      code,
      severity: "warning",
      message:
        "a story requirement names at least 2 icons, one per character (RULES R6.7) — add another icon",
      range: requirement.range,
    },
  ];
}

/**
 * Joins each `put them back in any order` / `discard any of them` line to the `look at the top …
 * of the draw pile` statement right before it in the same block (removing the line), or reports
 * it where there is none.
 */
function joinContinuations(
  steps: StepNode[],
  words: (range: Range) => string,
  problems: Problem[],
): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.kind !== "op") {
      // Conditions, rolls and their outcomes hold blocks of their own.
      joinContinuations(step.body, words, problems);
      continue;
    }
    if (!step.continues || step.op.type !== "look-at-draw") continue;
    const before = steps[i - 1];
    if (before?.kind === "op" && before.op.type === "look-at-draw" && !before.continues) {
      before.op.discard ||= step.op.discard;
      before.op.reorder ||= step.op.reorder;
      before.range = { start: before.range.start, end: step.range.end };
      steps.splice(i, 1);
      i--;
      continue;
    }
    problems.push({
      code: "dsl/nothing-looked-at",
      message: `'${words(step.range)}' is about the cards of a look at the draw pile — write it right after 'look at the top 3 cards of the draw pile', or on the same line`,
      range: step.range,
    });
  }
}
