/**
 * Every diagnostic code the effect language reports, with what it means and an effect that
 * triggers it. The docs' table of codes is generated from this list, and a test checks that
 * each example really reports its code.
 */
import type { CardType, Severity } from "../model";
import { MAX_DEPTH } from "./parse-line";

/** One diagnostic code. */
export interface DiagnosticCodeInfo {
  code: string;
  severity: Severity;
  /** What is wrong and how to fix it, in a sentence. */
  summary: string;
  /** An effect that reports this code (absent only for `dsl/internal-error`). */
  example?: string;
  /** The card type the example is compiled for, when the code depends on it. */
  cardType?: CardType;
}

const DEEP = `on play: ${"if this character has raven: ".repeat(MAX_DEPTH + 1)}draw 1 card`;

/** Every code, in the order the docs list them: lexical, syntax, structure, names, meaning. */
export const DIAGNOSTIC_CODES: readonly DiagnosticCodeInfo[] = [
  {
    code: "dsl/unexpected-character",
    severity: "error",
    summary:
      "A character the language does not use (only words, numbers and : , . + - and # for comments).",
    example: "on play: draw 2 cards!",
  },
  {
    code: "dsl/unknown-word",
    severity: "error",
    summary: "A word the language does not know; the message suggests the nearest word that fits.",
    example: "on play:\n  drwa 2 cards",
  },
  {
    code: "dsl/unexpected-word",
    severity: "error",
    summary:
      "A known word (or one of the set's names) where it does not fit; the message lists what fits.",
    example: "on play:\n  swap hands with this character",
  },
  {
    code: "dsl/unexpected-token",
    severity: "error",
    summary: "A number or symbol where it does not fit.",
    example: "while visible:\n  draw limit 1",
  },
  {
    code: "dsl/expected-number",
    severity: "error",
    summary: "A number is needed here (digits, or a word from zero to ten).",
    example: "on play:\n  draw cards",
  },
  {
    code: "dsl/unexpected-end",
    severity: "error",
    summary: "The line stops before the statement is complete.",
    example: "on play:\n  move the top modifier from this character",
  },
  {
    code: "dsl/extra-words",
    severity: "error",
    summary: "Words left after a complete statement; one statement per line.",
    example: "on play:\n  draw 2 cards please",
  },
  {
    code: "dsl/missing-colon",
    severity: "error",
    summary: "A heading or an `if` condition must end with ':'.",
    example: "on play\n  draw 1 card",
  },
  {
    code: "dsl/number-out-of-range",
    severity: "error",
    summary: "Numbers go from 0 to 99.",
    example: "on play:\n  draw 500 cards",
  },
  {
    code: "dsl/mixed-and-or",
    severity: "error",
    summary: "A list of icons uses 'and' (all) or 'or' (any), not both.",
    example: "on play:\n  if this character has raven and rose or tide: draw 1 card",
  },
  {
    code: "dsl/subject-not-allowed",
    severity: "error",
    summary:
      "Only draw, discard, skip and gain can be done by other players; other statements are done by you.",
    example: "on play:\n  each player swaps hands with an opponent",
  },
  {
    code: "dsl/may-not-allowed",
    severity: "error",
    summary: "Lasting effects, cancel and play at once are not choices, so they cannot take 'may'.",
    example: "while visible:\n  you may draw limit +1",
  },
  {
    code: "dsl/empty-block",
    severity: "error",
    summary: "A heading or `if` with nothing after its colon and nothing indented below it.",
    example: "on play:",
  },
  {
    code: "dsl/unexpected-indent",
    severity: "error",
    summary: "A line indented deeper than the line above, which does not end with ':'.",
    example: "on play:\n  draw 1 card\n    draw 1 card",
  },
  {
    code: "dsl/bad-indent",
    severity: "error",
    summary: "A line whose indentation lines up with no block above it.",
    example: "on play:\n    draw 1 card\n  draw 1 card",
  },
  {
    code: "dsl/nested-heading",
    severity: "error",
    summary:
      "An ability heading (or 'story requires') inside another block; headings start at the left.",
    example: "on play:\n  while visible:\n    draw limit +1",
  },
  {
    code: "dsl/too-deep",
    severity: "error",
    summary: `Conditions nest at most ${MAX_DEPTH} deep.`,
    example: DEEP,
  },
  {
    code: "dsl/unknown-icon",
    severity: "error",
    summary: "A word where an icon goes that is not one of the set's icons.",
    example: "on play:\n  if this character has ravn: draw 1 card",
  },
  {
    code: "dsl/unknown-family",
    severity: "error",
    summary: "A word where a family goes that is not one of the set's families.",
    example: "on play:\n  if this character is in the ashgrov family: draw 1 card",
  },
  {
    code: "dsl/unknown-card-type",
    severity: "error",
    summary: "A word where a card type goes that is not a card type.",
    example: "response: cancel an evnt",
  },
  {
    code: "dsl/card-type-not-allowed",
    severity: "error",
    summary: "A card type the statement cannot name (e.g. cancelling a character).",
    example: "response: cancel a character",
  },
  {
    code: "dsl/roll-outcome",
    severity: "error",
    summary:
      "A die roll's outcomes are wrong: a line under 'roll a die:' that names no results, results written outside a roll, a result the die cannot show, an outcome whose every result an earlier one already names (its steps would never happen), or a second 'otherwise:'.",
    example: "on play:\n  roll a die:\n    1-2: draw 1 card\n    7: discard 1 card",
  },
  {
    code: "dsl/roll-overlap",
    severity: "warning",
    summary:
      "A result named by two outcomes of one roll: only the first applies. Name each result once.",
    example: "on play:\n  roll a die:\n    1-3: draw 1 card\n    3-6: discard 1 card",
  },
  {
    code: "dsl/roll-uncovered",
    severity: "warning",
    summary:
      "Results of a roll that no outcome names and no 'otherwise:' catches: nothing happens on them. Add an outcome or 'otherwise:'.",
    example: "on play:\n  roll a die:\n    1-2: draw 1 card\n    6: discard 1 card",
  },
  {
    code: "dsl/misplaced",
    severity: "error",
    summary:
      "A statement under a heading where it means nothing: one-shot steps go under 'on play:', lasting ones under 'while visible:' or 'while persistent:', cancel under 'response:', play at once under 'on draw:'.",
    example: "on play:\n  draw limit +1",
  },
  {
    code: "dsl/nothing-looked-at",
    severity: "error",
    summary:
      "'put them back in any order' or 'discard any of them' on a line with no 'look at the top … of the draw pile' just before it in the same block.",
    example: "on play:\n  draw 2 cards\n  put them back in any order",
  },
  {
    code: "dsl/dead-stack",
    severity: "error",
    summary:
      "A dead character's stack is set aside with its untimely death and is never shuffled into the draw pile (RULES R7.3): choose among living characters.",
    example: "on play:\n  shuffle the stack of any dead character into the draw pile",
  },
  {
    code: "dsl/nothing-to-count",
    severity: "error",
    summary:
      "A leading 'for each …:' multiplies the number of the statement after it; that statement has no number (or counts already).",
    example: "on play:\n  for each raven icon this character has: kill this character",
  },
  {
    code: "dsl/no-earlier-choice",
    severity: "error",
    summary:
      "'that character' needs a character chosen by an earlier statement of the same ability.",
    example: "on play:\n  if that character has raven: draw 1 card",
  },
  {
    code: "dsl/response-without-cancel",
    severity: "error",
    summary: "A response must cancel something.",
    example: "response:\n  draw 1 card",
  },
  {
    code: "dsl/duplicate-story-requirement",
    severity: "error",
    summary: "A story has one 'story requires' line.",
    example: "story requires raven, rose\nstory requires tide",
  },
  {
    code: "dsl/wrong-card-type",
    severity: "warning",
    summary:
      "An ability that does not suit the card's type (only when the card type is known): effects on characters or reference cards, story abilities on other cards, other abilities on stories, lasting abilities on events, and `this character` in an event (which is on no character).",
    example: "story requires raven, rose",
    cardType: "modifier",
  },
  {
    code: "dsl/story-requirement",
    severity: "warning",
    summary:
      "A story with no 'story requires' line (any family could claim it at once), or a requirement of one icon (it names two or more, one per character).",
    example: "story requires raven",
    cardType: "story",
  },
  {
    code: "dsl/internal-error",
    severity: "error",
    summary: "The compiler itself failed. This should never happen: please report the effect text.",
  },
];
