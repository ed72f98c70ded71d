/**
 * The checker: resolves the set's words (icons, families, card types) against a `DslContext`,
 * writing the resolved ids into the tree, and checks what the grammar cannot: that each
 * operation sits under a heading where it means something, that `that character` has an
 * earlier choice to refer to, that a response cancels something, and — when the card type is
 * known — that the abilities suit the card.
 */
import { CARD_TYPE_WORDS, cardTypeWithArticle, nearestWord, wordList } from "../model";
import type { CardType, Range } from "../model";
import type { AbilityNode, NameRef, OpNode, Program, StepNode } from "./ast";
import type { DslContext } from "./context";
import { resolveCardType } from "./context";
import type { Problem } from "./cursor";
import type { StepCategory } from "./ir";
import { triggerHeading } from "./parse-trigger";
import { allowedCardTypes, allowedCategories, HEADING_OF, misplacedMessage } from "./placement";

const MAX_LISTED = 10;

function list(words: readonly string[]): string {
  const shown = words.slice(0, MAX_LISTED).join(", ");
  return words.length > MAX_LISTED ? `${shown}, …` : shown;
}

/** Resolves one name, writing the id into its slot, or reports it. */
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
  if (resolved !== undefined) {
    (ref.slot as Record<string | number, unknown>)[ref.key] = resolved;
    return resolved;
  }
  const noun = ref.role === "card-type" ? "card type" : ref.role;
  const known =
    ref.role === "card-type"
      ? ctx.cardTypes.flatMap((type) => [CARD_TYPE_WORDS[type].one, CARD_TYPE_WORDS[type].many])
      : names;
  const near = nearestWord(ref.text, [...known, ...(ref.alternatives ?? [])]);
  const shownKnown =
    ref.role === "card-type" ? ctx.cardTypes.map((t) => CARD_TYPE_WORDS[t].one) : known;
  const hint = near
    ? `did you mean '${near}'?`
    : shownKnown.length === 0
      ? `this set has no ${noun === "family" ? "families" : `${noun}s`} yet`
      : `this set's ${noun === "family" ? "families" : `${noun}s`} are ${list(shownKnown)}`;
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
        message: misplacedMessage(op.type, words(named), category),
        range: named,
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
  if (opts.cardType) problems.push(...checkCardType(program, opts.cardType));
  return problems;
}

function containsCancel(steps: readonly StepNode[]): boolean {
  return steps.some((step) =>
    step.kind === "if" ? containsCancel(step.body) : step.op.type === "cancel",
  );
}

const STORY_CATEGORIES = new Set(["story-requirement", "on-claim", "while-held"]);

/** Warnings for abilities that do not suit the card they are on. */
function checkCardType(program: Program, cardType: CardType): Problem[] {
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
  if (cardType === "story") problems.push(...checkStoryRequirement(program));
  return problems;
}

/** A story needs a requirement of two or more icons, or any family claims it at once (R6.7). */
function checkStoryRequirement(program: Program): Problem[] {
  const requirement = program.abilities.find((a) => a.kind === "story-requirement");
  const code = "dsl/story-requirement";
  if (!requirement) {
    const first = program.abilities[0];
    if (!first) return [];
    return [
      {
        code,
        severity: "warning",
        message:
          "this story has no 'story requires' line, so any family could claim it at once — add one, e.g. 'story requires raven, rose' (RULES R6.7)",
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
