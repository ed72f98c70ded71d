/**
 * `irToText`: IR → canonical effect text. Every ability gets its heading on a line of its
 * own, statements are indented by two spaces per level, and amounts name their cards. The
 * output compiles back to the same IR (the round-trip tests check every fixture).
 */
import { CARD_TYPE_WORDS, cardTypeWithArticle, wordList } from "../model";
import type {
  Amount,
  CharacterSelector,
  CharacterTest,
  Compare,
  Condition,
  Count,
  EffectIR,
  LastingPlayers,
  Operation,
  PlayerSelector,
  Step,
} from "./ir";
import type { DslContext } from "./context";
import { resultsText } from "./checker";
import { headingLine } from "./placement";
import { triggerHeading } from "./parse-trigger";

const INDENT = "  ";

/** The set's words the text is written in (its word for "family"); empty: the built-in words. */
export type SetWords = Pick<DslContext, "familyWord">;

function familyOf(words: SetWords): string {
  return words.familyWord ?? "family";
}

function compareText(compare: Compare, value: number): string {
  return `${compare === "exactly" ? "exactly" : compare === "at-least" ? "at least" : "at most"} ${value}`;
}

function countText(count: Count, words: SetWords): string {
  switch (count.kind) {
    case "icons":
      return `${count.icon} icon ${count.of.kind} character has`;
    case "dead-characters":
      return count.owner === "you" ? "of your dead characters" : "dead character";
    case "family-icons":
      return `${count.icon} icon your ${familyOf(words)} shows`;
    case "living-characters":
      return count.owner === "you"
        ? `living character in your ${familyOf(words)}`
        : "living character";
  }
}

/** An amount with its noun: `2 cards`, `1 card for each dead character`. */
function amountText(amount: Amount, singular: string, plural: string, words: SetWords): string {
  const n = amount.kind === "number" ? amount.value : amount.each;
  const noun = singular === "" ? "" : ` ${n === 1 ? singular : plural}`;
  return amount.kind === "number"
    ? `${n}${noun}`
    : `${n}${noun} for each ${countText(amount.count, words)}`;
}

function hasText(test: CharacterTest, words: SetWords): string {
  switch (test.kind) {
    case "has-icons":
      return wordList(test.icons, test.match === "any" ? "or" : "and");
    case "negative-self-worth":
      return "negative self-worth";
    case "self-worth":
      return `self-worth ${compareText(test.compare, test.value)}`;
    case "highest-self-worth":
      return "the highest self-worth";
    case "in-family":
      return `the ${test.family} ${familyOf(words)}`;
  }
}

function filterText(test: CharacterTest, words: SetWords): string {
  return test.kind === "in-family"
    ? ` in ${hasText(test, words)}`
    : ` with ${hasText(test, words)}`;
}

function characterText(selector: CharacterSelector, words: SetWords): string {
  if (selector.kind === "this" || selector.kind === "that") return `${selector.kind} character`;
  const state = selector.state === "any" ? "" : `${selector.state} `;
  const other = selector.excludeThis ? "other " : "";
  const filter = selector.filter ? filterText(selector.filter, words) : "";
  if (selector.owner === "you") return `one of your ${other}${state}characters${filter}`;
  if (selector.owner === "opponent") return `an opponent's ${other}${state}character${filter}`;
  return `${selector.excludeThis ? "another" : "any"} ${state}character${filter}`;
}

const SUBJECT: Readonly<Record<PlayerSelector["kind"], string>> = {
  you: "you",
  "each-player": "each player",
  "each-other-player": "each other player",
  "chosen-player": "a chosen player",
  opponent: "an opponent",
};

/** Whose draw limit or plays: nothing for yours (`draw limit +1`), `each other player's `. */
const LASTING_OWNER: Readonly<Record<LastingPlayers | "you", string>> = {
  you: "",
  "each-player": "each player's ",
  "each-other-player": "each other player's ",
};

function possessive(players: PlayerSelector): string {
  return players.kind === "opponent" ? "an opponent's" : `${SUBJECT[players.kind]}'s`;
}

/** `draw 2 cards`, `you may draw 2 cards`, `each player draws 2 cards`, `… may draw …`. */
function withSubject(
  players: PlayerSelector,
  optional: boolean | undefined,
  base: string,
  third: string,
): string {
  if (players.kind === "you") return optional ? `you may ${base}` : base;
  return `${SUBJECT[players.kind]} ${optional ? `may ${base}` : third}`;
}

/** `to the left` / `to the right` (the left is the next player, R3.6). */
function neighbourText(direction: "left" | "right"): string {
  return `to the ${direction}`;
}

function youMay(op: { optional?: true }, text: string): string {
  return op.optional ? `you may ${text}` : text;
}

function operationText(op: Operation, words: SetWords): string {
  switch (op.type) {
    case "draw": {
      const amount = amountText(op.amount, "card", "cards", words);
      return withSubject(op.players, op.optional, `draw ${amount}`, `draws ${amount}`);
    }
    case "discard": {
      const amount = amountText(op.amount, "card", "cards", words);
      return withSubject(op.players, op.optional, `discard ${amount}`, `discards ${amount}`);
    }
    case "discard-hand":
      return op.players.kind === "you"
        ? youMay(op, "discard your hand")
        : withSubject(op.players, op.optional, "discard their hand", "discards their hand");
    case "skip": {
      const phase = op.phase === "turn" ? "next turn" : "next draw step";
      return op.players.kind === "you"
        ? youMay(op, `skip your ${phase}`)
        : withSubject(op.players, op.optional, `skip their ${phase}`, `skips their ${phase}`);
    }
    case "take-cards": {
      const random = op.random ? " at random" : "";
      return youMay(
        op,
        `take ${amountText(op.amount, "card", "cards", words)}${random} from ${possessive(op.from)} hand`,
      );
    }
    case "look-at-hand":
      return youMay(op, `look at ${possessive(op.of)} hand`);
    case "swap-hands":
      return youMay(op, `swap hands with ${SUBJECT[op.with.kind]}`);
    case "gain-free-plays": {
      const type = op.cardType ? ` for ${cardTypeWithArticle(op.cardType)}` : "";
      const gained = `${amountText(op.amount, "free play", "free plays", words)}${type}`;
      return op.players
        ? withSubject(op.players, op.optional, `gain ${gained}`, `gains ${gained}`)
        : youMay(op, `gain ${gained}`);
    }
    case "move-modifier": {
      const which = op.which === "top" ? "the top modifier" : "a visible modifier";
      return youMay(
        op,
        `move ${which} from ${characterText(op.from, words)} to ${characterText(op.to, words)}`,
      );
    }
    case "discard-modifier": {
      const which = op.which === "top" ? "the top modifier" : "a visible modifier";
      return youMay(op, `discard ${which} of ${characterText(op.of, words)}`);
    }
    case "swap-stacks":
      return youMay(
        op,
        `swap the stacks of ${characterText(op.first, words)} and ${characterText(op.second, words)}`,
      );
    case "swap-top-modifiers":
      return youMay(
        op,
        `swap the top modifiers of ${characterText(op.first, words)} and ${characterText(op.second, words)}`,
      );
    case "return-to-life":
      return youMay(op, `return ${characterText(op.target, words)} to life`);
    case "move-untimely-death":
      return youMay(
        op,
        `move the untimely death from ${characterText(op.from, words)} to ${characterText(op.to, words)}`,
      );
    case "kill":
      return youMay(op, `kill ${characterText(op.target, words)}`);
    case "shuffle-discard-into-draw":
      return youMay(op, "shuffle the discard pile into the draw pile");
    case "search-discard":
      return youMay(
        op,
        `search the discard pile for ${op.cardType ? cardTypeWithArticle(op.cardType) : "a card"}`,
      );
    case "pass-hand": {
      const to = neighbourText(op.direction);
      return op.players.kind === "you"
        ? youMay(op, `pass your hand ${to}`)
        : withSubject(op.players, op.optional, `pass their hand ${to}`, `passes their hand ${to}`);
    }
    case "pass-cards": {
      const what = `${amountText(op.amount, "card", "cards", words)} ${neighbourText(op.direction)}`;
      return withSubject(op.players, op.optional, `pass ${what}`, `passes ${what}`);
    }
    case "look-at-draw": {
      const discard = op.discard ? " and discard any of them" : "";
      const reorder = op.reorder
        ? ` and put ${op.discard ? "the rest" : "them"} back in any order`
        : "";
      return youMay(
        op,
        `look at the top ${amountText(op.amount, "card", "cards", words)} of the draw pile${discard}${reorder}`,
      );
    }
    case "shuffle-stack-into-draw":
      return youMay(op, `shuffle the stack of ${characterText(op.of, words)} into the draw pile`);
    case "take-story":
      return youMay(op, `take a story from ${op.from === "centre" ? "the centre" : "an opponent"}`);
    case "return-story":
      return youMay(op, `return ${op.which === "yours" ? "your" : "a"} story to the centre`);
    case "cancel":
      return `cancel ${cardTypeWithArticle(op.cardType)}`;
    case "play-at-once":
      return "play at once";
    case "draw-limit":
      return `${LASTING_OWNER[op.players ?? "you"]}draw limit ${op.change === "increase" ? "+" : "-"}${amountText(op.amount, "", "", words)}`;
    case "plays-per-turn":
      return `${LASTING_OWNER[op.players ?? "you"] || "your "}plays per turn ${op.change === "increase" ? "+" : "-"}${amountText(op.amount, "", "", words)}`;
    case "cannot-return-to-life":
      return "this character cannot return to life";
    case "counts-as-family":
      return `this character counts as a member of the ${op.family} ${familyOf(words)}`;
    case "forbid": {
      const filter = !op.filter
        ? ""
        : op.filter.kind === "negative-points"
          ? " with negative points"
          : ` with ${/^[aeiou]/i.test(op.filter.icon) ? "an" : "a"} ${op.filter.icon}`;
      return `no ${CARD_TYPE_WORDS[op.cardType].many}${filter}${op.where === "this-character" ? " on this character" : ""}`;
    }
    case "allow-on-dead":
      return `allow ${CARD_TYPE_WORDS[op.cardType].many} on dead characters`;
  }
}

/**
 * The canonical words of a condition (`your family has raven and rose showing`), in the set's
 * own word for "family" when `words` gives one (`your party has …`).
 */
export function conditionText(condition: Condition, words: SetWords = {}): string {
  const family = familyOf(words);
  switch (condition.kind) {
    case "family-icons":
      return `your ${family} has ${wordList(condition.icons, condition.match === "any" ? "or" : "and")} showing`;
    case "living-characters": {
      const noun = condition.value === 1 ? "character" : "characters";
      return `your ${family} has ${compareText(condition.compare, condition.value)} living ${noun}`;
    }
    case "family-size": {
      const whose = condition.opponents === "each" ? "each opponent's" : "an opponent's";
      const than =
        condition.compare === "as-many"
          ? "as many living characters as"
          : `${condition.compare} living characters than`;
      return `${whose} ${family} has ${than} yours`;
    }
    default:
      break;
  }
  if (condition.kind === "dead-characters") {
    const yours = condition.owner === "you" ? "of your " : "";
    const noun =
      condition.value === 1 && condition.owner === "anyone" ? "character is" : "characters are";
    return `${compareText(condition.compare, condition.value)} ${yours}${noun} dead`;
  }
  const subject = `${condition.subject.kind} character`;
  if (condition.test.kind === "in-family")
    return `${subject} is in ${hasText(condition.test, words)}`;
  return `${subject} has ${hasText(condition.test, words)}`;
}

function printSteps(steps: readonly Step[], depth: number, out: string[], words: SetWords): void {
  const indent = INDENT.repeat(depth);
  for (const step of steps) {
    if (step.type === "if") {
      out.push(`${indent}if ${conditionText(step.condition, words)}:`);
      printSteps(step.then, depth + 1, out, words);
    } else if (step.type === "roll") {
      out.push(`${indent}roll ${step.sides === 6 ? "a die" : `a d${step.sides}`}:`);
      for (const outcome of step.outcomes) {
        out.push(`${indent}${INDENT}${resultsText(outcome.results)}:`);
        printSteps(outcome.then, depth + 2, out, words);
      }
      if (step.otherwise) {
        out.push(`${indent}${INDENT}otherwise:`);
        printSteps(step.otherwise, depth + 2, out, words);
      }
    } else {
      out.push(`${indent}${operationText(step, words)}`);
    }
  }
}

/** Options of {@link irToText}. */
export interface IrToTextOptions {
  /**
   * The set's context, to write its own headings (`ongoing:` for `while visible:`) for display;
   * the text compiles back against the same context. Default: the built-in headings.
   */
  ctx?: DslContext;
}

/**
 * The canonical source of an IR: compiling it gives the same IR back (against `opts.ctx` when it
 * writes the set's headings).
 */
export function irToText(ir: EffectIR, opts: IrToTextOptions = {}): string {
  const out: string[] = [];
  for (const ability of ir.abilities) {
    if (ability.category === "story-requirement") {
      out.push(`story requires ${ability.icons.join(", ")}`);
      continue;
    }
    out.push(
      ability.trigger
        ? triggerHeading(ability.trigger, headingLine("persistent", opts.ctx).slice(0, -1))
        : headingLine(ability.category, opts.ctx),
    );
    printSteps(ability.steps, 1, out, opts.ctx ?? {});
  }
  return out.join("\n");
}

/**
 * An optional ("may") step as the player deciding it reads it, for a yes/no question: the step
 * as its effect text says it, said to that player ("you"), without "may", one card as "a card",
 * and with `amount` (the amount the engine worked out) when given: "draw a card", "draw 2
 * cards", "discard your hand", "pass your hand to the left", "return any dead character to life".
 */
export function stepQuestion(op: Operation, words: SetWords = {}, amount?: number): string {
  const plain = { ...op } as Operation & { optional?: true };
  delete plain.optional;
  // The one asked decides for themselves, whoever the step names ("each player may draw…").
  if ("players" in plain && typeof plain.players === "object") {
    (plain as { players: PlayerSelector }).players = { kind: "you" };
  }
  if (amount !== undefined && "amount" in plain) {
    (plain as { amount: Amount }).amount = { kind: "number", value: amount };
  }
  return operationText(plain, words).replace(/\b1 (card|free play)\b/g, "a $1");
}
