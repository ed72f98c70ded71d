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
  Operation,
  PlayerSelector,
  Step,
} from "./ir";
import { HEADING_OF } from "./placement";
import { triggerHeading } from "./parse-trigger";

const INDENT = "  ";

function compareText(compare: Compare, value: number): string {
  return `${compare === "exactly" ? "exactly" : compare === "at-least" ? "at least" : "at most"} ${value}`;
}

function countText(count: Count): string {
  if (count.kind === "icons") return `${count.icon} icon ${count.of.kind} character has`;
  return count.owner === "you" ? "of your dead characters" : "dead character";
}

/** An amount with its noun: `2 cards`, `1 card for each dead character`. */
function amountText(amount: Amount, singular: string, plural: string): string {
  const n = amount.kind === "number" ? amount.value : amount.each;
  const noun = singular === "" ? "" : ` ${n === 1 ? singular : plural}`;
  return amount.kind === "number"
    ? `${n}${noun}`
    : `${n}${noun} for each ${countText(amount.count)}`;
}

function hasText(test: CharacterTest): string {
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
      return `the ${test.family} family`;
  }
}

function filterText(test: CharacterTest): string {
  return test.kind === "in-family" ? ` in ${hasText(test)}` : ` with ${hasText(test)}`;
}

function characterText(selector: CharacterSelector): string {
  if (selector.kind === "this" || selector.kind === "that") return `${selector.kind} character`;
  const state = selector.state === "any" ? "" : `${selector.state} `;
  const other = selector.excludeThis ? "other " : "";
  const filter = selector.filter ? filterText(selector.filter) : "";
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

function youMay(op: { optional?: true }, text: string): string {
  return op.optional ? `you may ${text}` : text;
}

function operationText(op: Operation): string {
  switch (op.type) {
    case "draw": {
      const amount = amountText(op.amount, "card", "cards");
      return withSubject(op.players, op.optional, `draw ${amount}`, `draws ${amount}`);
    }
    case "discard": {
      const amount = amountText(op.amount, "card", "cards");
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
        `take ${amountText(op.amount, "card", "cards")}${random} from ${possessive(op.from)} hand`,
      );
    }
    case "look-at-hand":
      return youMay(op, `look at ${possessive(op.of)} hand`);
    case "swap-hands":
      return youMay(op, `swap hands with ${SUBJECT[op.with.kind]}`);
    case "gain-free-plays": {
      const type = op.cardType ? ` for ${cardTypeWithArticle(op.cardType)}` : "";
      return youMay(op, `gain ${amountText(op.amount, "free play", "free plays")}${type}`);
    }
    case "move-modifier": {
      const which = op.which === "top" ? "the top modifier" : "a visible modifier";
      return youMay(op, `move ${which} from ${characterText(op.from)} to ${characterText(op.to)}`);
    }
    case "discard-modifier": {
      const which = op.which === "top" ? "the top modifier" : "a visible modifier";
      return youMay(op, `discard ${which} of ${characterText(op.of)}`);
    }
    case "swap-stacks":
      return youMay(
        op,
        `swap the stacks of ${characterText(op.first)} and ${characterText(op.second)}`,
      );
    case "swap-top-modifiers":
      return youMay(
        op,
        `swap the top modifiers of ${characterText(op.first)} and ${characterText(op.second)}`,
      );
    case "return-to-life":
      return youMay(op, `return ${characterText(op.target)} to life`);
    case "move-untimely-death":
      return youMay(
        op,
        `move the untimely death from ${characterText(op.from)} to ${characterText(op.to)}`,
      );
    case "kill":
      return youMay(op, `kill ${characterText(op.target)}`);
    case "shuffle-discard-into-draw":
      return youMay(op, "shuffle the discard pile into the draw pile");
    case "search-discard":
      return youMay(
        op,
        `search the discard pile for ${op.cardType ? cardTypeWithArticle(op.cardType) : "a card"}`,
      );
    case "cancel":
      return `cancel ${cardTypeWithArticle(op.cardType)}`;
    case "play-at-once":
      return "play at once";
    case "draw-limit":
      return `draw limit ${op.change === "increase" ? "+" : "-"}${amountText(op.amount, "", "")}`;
    case "forbid":
      return `no ${CARD_TYPE_WORDS[op.cardType].many}${op.where === "this-character" ? " on this character" : ""}`;
    case "allow-on-dead":
      return `allow ${CARD_TYPE_WORDS[op.cardType].many} on dead characters`;
  }
}

function conditionText(condition: Condition): string {
  if (condition.kind === "dead-characters") {
    const yours = condition.owner === "you" ? "of your " : "";
    const noun =
      condition.value === 1 && condition.owner === "anyone" ? "character is" : "characters are";
    return `${compareText(condition.compare, condition.value)} ${yours}${noun} dead`;
  }
  const subject = `${condition.subject.kind} character`;
  if (condition.test.kind === "in-family") return `${subject} is in ${hasText(condition.test)}`;
  return `${subject} has ${hasText(condition.test)}`;
}

function printSteps(steps: readonly Step[], depth: number, out: string[]): void {
  const indent = INDENT.repeat(depth);
  for (const step of steps) {
    if (step.type === "if") {
      out.push(`${indent}if ${conditionText(step.condition)}:`);
      printSteps(step.then, depth + 1, out);
    } else {
      out.push(`${indent}${operationText(step)}`);
    }
  }
}

/** The canonical source of an IR: compiling it gives the same IR back. */
export function irToText(ir: EffectIR): string {
  const out: string[] = [];
  for (const ability of ir.abilities) {
    if (ability.category === "story-requirement") {
      out.push(`story requires ${ability.icons.join(", ")}`);
      continue;
    }
    out.push(ability.trigger ? triggerHeading(ability.trigger) : HEADING_OF[ability.category]);
    printSteps(ability.steps, 1, out);
  }
  return out.join("\n");
}
