/**
 * Turns a line that failed to parse into one diagnostic that says what was expected and how to
 * fix it, with "did you mean" for the nearest word that would have fitted.
 */
import type { DslContext } from "./context";
import { CARD_TYPE_WORDS, wordList } from "../model";
import type { Problem } from "./cursor";
import { EXPECT_CARD_TYPE, EXPECT_FAMILY, EXPECT_ICON, EXPECT_NUMBER } from "./cursor";
import { isKeyword } from "./keywords";
import { spanRange, tokenRange } from "./lexer";
import type { Token } from "./lexer";
import { HEADINGS } from "./parse-line";
import type { LineFailure } from "./parse-line";
import { NUMBER_WORDS } from "./parse-values";
import { exampleLine } from "./reference";
import { fitsAt, fittingVerbs, fittingWord, listedVerbOf } from "./suggest";
import { TRIGGER_STARTS } from "./parse-trigger";

const MAX_LISTED = 8;

function describeExpectation(what: string): string | undefined {
  if (what === EXPECT_NUMBER) return "a number";
  if (what === EXPECT_ICON) return "an icon";
  if (what === EXPECT_FAMILY) return "a family";
  if (what === EXPECT_CARD_TYPE) return "a card type";
  if (what.startsWith("$")) return undefined;
  return `'${what}'`;
}

/** Words that start a heading (from the heading tables): listed last, since most lines are statements. */
const HEADING_STARTS = new Set([
  ...HEADINGS.map((h) => h.words[0] ?? ""),
  ...TRIGGER_STARTS,
  "story",
]);

const NOTHING_LISTED = "something else";

/** "'a', 'b' or 'c'" from the expectations (at most eight, then "…"). */
function expectedList(expected: readonly string[]): string {
  const parts: string[] = [];
  const ordered = [
    ...expected.filter((e) => !HEADING_STARTS.has(e)),
    ...expected.filter((e) => HEADING_STARTS.has(e)),
  ];
  for (const what of ordered) {
    const text = describeExpectation(what);
    if (text !== undefined && !parts.includes(text)) parts.push(text);
  }
  if (parts.length === 0) return NOTHING_LISTED;
  if (parts.length > MAX_LISTED) return `${parts.slice(0, MAX_LISTED).join(", ")}, …`;
  return wordList(parts, "or");
}

function example(construct: string): string {
  const line = exampleLine(construct);
  return line === undefined ? "" : ` — e.g. '${line}'`;
}

function setWordKind(word: string, ctx: DslContext): string | undefined {
  if (ctx.icons.includes(word)) return "an icon";
  if (ctx.families.includes(word)) return "a family";
  if (ctx.cardTypes.some((type) => CARD_TYPE_WORDS[type].one === word || type === word)) {
    return "a card type";
  }
  return undefined;
}

/** The diagnostic (without source and severity) for a line that did not parse. */
export function describeFailure(failure: LineFailure, ctx: DslContext): Problem {
  const { token, previous, complete, construct } = failure;
  // A lookahead may have recorded the very word being rejected ("'story' … expected 'story'"):
  // it fitted only with other words around it, so it is never offered as the fix.
  const expected =
    token?.kind === "word" ? failure.expected.filter((e) => e !== token.lower) : failure.expected;
  const wantsNumber = expected.includes(EXPECT_NUMBER);
  const wantsColon = expected.includes(":");
  const words = expected.filter((e) => /^[a-z]/.test(e));
  const after = previous && previous.kind !== "colon" ? ` after '${previous.text}'` : "";
  // A missing name or number matters more than an optional colon ("story requires").
  const wantsName = expected.some((e) => e.startsWith("$"));

  if (token === undefined) {
    const range = previous ? tokenRange(previous) : { start: zero, end: zero };
    if (wantsNumber) {
      return {
        code: "dsl/expected-number",
        message: `expected a number${after}${example(construct)}`,
        range,
      };
    }
    if (wantsColon && !wantsName) {
      const first = failure.line[0];
      const text = first && previous ? shorten(spanText(failure.line)) : "";
      return {
        code: "dsl/missing-colon",
        message: `add ':' at the end of '${text}' — a heading or condition ends with a colon`,
        range,
      };
    }
    return {
      code: "dsl/unexpected-end",
      message: `the line stops too early — expected ${expectedList(expected)}${after}${example(construct)}`,
      range,
    };
  }

  const range = tokenRange(token);
  const text = shorten(token.text);
  const index = failure.line.indexOf(token);
  const isName = (word: string) => setWordKind(word, ctx) !== undefined;
  const fits = (candidate: string) => fitsAt(failure.line, index, candidate, [], 1, isName, ctx);
  if (token.kind === "word") {
    const near = fittingWord(token.lower, words, fits);
    const known = isKeyword(token.lower);
    const setKind = known ? undefined : setWordKind(token.lower, ctx);
    if (near !== undefined) {
      return known || setKind
        ? {
            code: "dsl/unexpected-word",
            message: `'${text}' does not fit here — did you mean '${near}'?`,
            range,
            suggestion: near,
          }
        : {
            code: "dsl/unknown-word",
            message: `unknown word '${text}' — did you mean '${near}'?`,
            range,
            suggestion: near,
          };
    }
    if (wantsNumber && !complete) {
      const number =
        known || setKind ? undefined : fittingWord(token.lower, Object.keys(NUMBER_WORDS), fits, 1);
      const hint = number ? ` — did you mean '${number}'?` : example(construct);
      return {
        code: "dsl/expected-number",
        message: `expected a number${after}, not '${text}'${hint}`,
        range,
        ...(number === undefined ? {} : { suggestion: number }),
      };
    }
    if (wantsColon && !complete) return colonBefore(text, range);
    if (complete) return extraWords(failure);
    const verbs = known || setKind ? [] : fittingVerbs(failure.line, index, expected, ctx);
    if (verbs.length > 0) {
      // Other words that may stand there too (`if`, `may`, a subject), after the verbs.
      const others = expected.filter((e) => listedVerbOf(e) === undefined && !e.startsWith("$"));
      const or = others.length > 0 ? ` (or ${expectedList(others)})` : "";
      return {
        code: "dsl/unknown-word",
        message: `unknown verb '${text}' — the verbs that fit here${after} are ${wordList(
          verbs.map((v) => `'${v}'`),
          "and",
        )}${or}`,
        range,
      };
    }
    if (setKind) {
      return {
        code: "dsl/unexpected-word",
        message: `'${text}' is ${setKind} of this set, but it does not fit here — expected ${expectedList(expected)}${after}`,
        range,
      };
    }
    if (known && expectedList(expected) === NOTHING_LISTED) {
      return {
        code: "dsl/unexpected-word",
        message: `'${text}' does not fit here${after}${example(construct)}`,
        range,
      };
    }
    return known
      ? {
          code: "dsl/unexpected-word",
          message: `'${text}' does not fit here — expected ${expectedList(expected)}${after}`,
          range,
        }
      : {
          code: "dsl/unknown-word",
          message: `unknown word '${text}' — expected ${expectedList(expected)}${after}`,
          range,
        };
  }
  if (complete) return extraWords(failure);
  if (wantsNumber && expected.every((e) => e === EXPECT_NUMBER || e === "a" || e === "an")) {
    return {
      code: "dsl/expected-number",
      message: `expected a number${after}, not '${text}'${example(construct)}`,
      range,
    };
  }
  if (wantsColon) return colonBefore(text, range);
  return {
    code: "dsl/unexpected-token",
    message: `unexpected '${text}' — expected ${expectedList(expected)}${after}${example(construct)}`,
    range,
  };
}

function colonBefore(text: string, range: Problem["range"]): Problem {
  return {
    code: "dsl/missing-colon",
    message: `expected ':' before '${text}' — a heading or condition ends with a colon, e.g. 'if this character has raven: draw 1 card'`,
    range,
  };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The tokens' text joined as written (single spaces, no space before ':' ',' '.'). */
function spanText(tokens: readonly Token[]): string {
  let text = "";
  for (const token of tokens) {
    const glue =
      text === "" || token.kind === "colon" || token.kind === "comma" || token.kind === "period";
    text += glue ? token.text : ` ${token.text}`;
  }
  return text;
}

const zero = { line: 1, column: 1, offset: 0 };

function extraWords(failure: LineFailure): Problem {
  const first = failure.rest[0];
  const last = failure.rest[failure.rest.length - 1];
  const range = first && last ? spanRange(first, last) : { start: zero, end: zero };
  const shown = shorten(spanText(failure.rest));
  return {
    code: "dsl/extra-words",
    message: `'${shown}' comes after a complete statement — remove it, or put it on a line of its own`,
    range,
  };
}
