/**
 * Parsing the pieces statements are made of: numbers and amounts, the set's names, icon lists
 * and character tests, comparisons, and the set's card types. Selectors of players and
 * characters live in `parse-selectors.ts`.
 */
import type { Annotations, NameRef, NameRole } from "./ast";
import { EXPECT_CARD_TYPE, EXPECT_FAMILY, EXPECT_ICON, EXPECT_NUMBER } from "./cursor";
import type { Cursor } from "./cursor";
import type { Amount, CharacterTest, Compare, Count } from "./ir";
import { spanRange, tokenRange } from "./lexer";
import { CARD_TYPE_WORDS, CARD_TYPES } from "../model";
import type { Token } from "./lexer";

/** The largest number effect text may use. */
const MAX_NUMBER = 99;

/** Number words read as numbers ("draw two cards"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Words that start a character selector; an icon list stops before them ("… and this character"). */
const SELECTOR_STARTS = ["this", "that", "any", "another", "one", "a", "an"] as const;

/** The cursor and the annotations of the statement being parsed. */
export interface ParseState {
  cur: Cursor;
  ann: Annotations;
}

/** Records a set name whose resolved id goes to `slot[key]`. */
function addName(
  st: ParseState,
  role: NameRole,
  first: Token,
  last: Token,
  text: string,
  slot: NameRef["slot"],
  key: string | number,
  alternatives?: readonly string[],
): void {
  const ref: NameRef = { role, text, range: spanRange(first, last), slot, key, alternatives };
  if (alternatives) ref.line = { tokens: st.cur.tokens, index: st.cur.tokens.indexOf(first) };
  st.ann.names.push(ref);
  st.cur.names.push(ref);
}

/**
 * A number: digits, a number word, or — when `article` — `a`/`an` meaning 1. Numbers above
 * {@link MAX_NUMBER} are reported (`dsl/number-out-of-range`) and read as the maximum.
 */
export function parseNumber(st: ParseState, article: boolean): number {
  const { cur } = st;
  cur.note(cur.pos, EXPECT_NUMBER);
  const token = cur.peek();
  if (token?.kind === "number") {
    cur.take("number");
    const value = token.text.length > 6 ? Infinity : Number(token.text);
    if (value > MAX_NUMBER) {
      cur.problems.push({
        code: "dsl/number-out-of-range",
        message: `${token.text.length > 12 ? `${token.text.slice(0, 12)}…` : token.text} is too large — numbers in effects go from 0 to ${MAX_NUMBER}`,
        range: tokenRange(token),
      });
      return MAX_NUMBER;
    }
    return value;
  }
  if (token?.kind === "word") {
    const word = NUMBER_WORDS[token.lower];
    if (word !== undefined) {
      cur.take("number");
      return word;
    }
  }
  if (article && cur.acceptAnyWord(["a", "an"])) return 1;
  return cur.fail();
}

/**
 * An amount: a number, then what `noun` consumes (`cards`, `free plays`), then optionally
 * `for each <count>`.
 */
export function parseAmount(st: ParseState, noun: () => void): Amount {
  const value = parseNumber(st, true);
  noun();
  const { cur } = st;
  if (cur.isWord("for") && cur.isWord("each", 1)) {
    return cur.within("for-each", () => {
      cur.take("keyword");
      cur.take("keyword");
      return { kind: "count", each: value, count: parseCount(st) };
    });
  }
  return { kind: "number", value };
}

/** `card` or `cards` after a number, optional. */
export function acceptCards(cur: Cursor): void {
  cur.acceptAnyWord(["cards", "card"]);
}

/**
 * What `for each` counts: `rose icon this character has`, `tide icon your family shows`, `dead
 * character`, `living character [in your family]`, `of your dead|living characters`.
 */
export function parseCount(st: ParseState): Count {
  const { cur } = st;
  if (cur.acceptWord("of")) {
    cur.expectWord("your");
    const state = cur.expectAnyWord(["dead", "living"]);
    cur.expectAnyWord(["characters", "character"]);
    return state === "dead"
      ? { kind: "dead-characters", owner: "you" }
      : { kind: "living-characters", owner: "you" };
  }
  if (cur.acceptWord("dead")) {
    cur.expectAnyWord(["character", "characters"]);
    return { kind: "dead-characters", owner: "anyone" };
  }
  if (cur.isWord("living")) {
    return cur.within("for-each-living", () => {
      cur.take("keyword");
      cur.expectAnyWord(["character", "characters"]);
      if (!cur.acceptWord("in")) return { kind: "living-characters" as const, owner: "anyone" };
      cur.expectWord("your");
      parseFamilyNoun(cur);
      return { kind: "living-characters" as const, owner: "you" };
    });
  }
  const count: Count & { kind: "icons" } = { kind: "icons", icon: "", of: { kind: "this" } };
  parseName(st, "icon", count, "icon", ["of", "dead", "living"]);
  cur.acceptAnyWord(["icon", "icons"]);
  if (cur.isWord("your")) {
    return cur.within("for-each-family-icon", () => {
      cur.take("keyword");
      parseFamilyNoun(cur);
      const verb = cur.expectAnyWord(["shows", "has", "show", "have"]);
      if (verb === "has" || verb === "have") cur.acceptWord("showing");
      return { kind: "family-icons" as const, owner: "you" as const, icon: count.icon };
    });
  }
  count.of = parseCharacterRef(st);
  cur.expectAnyWord(["has", "have"]);
  return count;
}

/**
 * Consumes the family noun: "family", or the set's own word for it ("party"); fails otherwise.
 * The one test of the noun is the cursor's (`Cursor.isFamilyNoun`, which knows the set's word).
 */
export function parseFamilyNoun(cur: Cursor): string {
  return cur.expectFamilyNoun().lower;
}

/**
 * `this character` or `that character` (a character known without a new choice); with `bare`,
 * also `character` alone, meaning this character.
 */
export function parseCharacterRef(
  st: ParseState,
  bare = false,
): { kind: "this" } | { kind: "that" } {
  const { cur } = st;
  if (bare && cur.isWord("character")) {
    // Card wording "if character has raven" (RULES R6.6) means this character.
    cur.within("this-character", () => cur.take("keyword"));
    return { kind: "this" };
  }
  if (cur.isWord("this")) {
    return cur.within("this-character", () => {
      cur.take("keyword");
      cur.expectWord("character");
      return { kind: "this" as const };
    });
  }
  if (cur.isWord("that")) {
    return cur.within("that-character", () => {
      const first = cur.take("keyword");
      const last = cur.expectWord("character");
      st.ann.thatRefs.push(spanRange(first, last));
      return { kind: "that" as const };
    });
  }
  return cur.fail();
}

/** One word naming an icon or family; the checker resolves it. Returns the word's token. */
export function parseName(
  st: ParseState,
  role: "icon" | "family",
  slot: NameRef["slot"],
  key: string | number,
  alternatives?: readonly string[],
): Token {
  const { cur } = st;
  cur.note(cur.pos, role === "icon" ? EXPECT_ICON : EXPECT_FAMILY);
  const token = cur.peek();
  if (token?.kind !== "word") return cur.fail();
  cur.take(role);
  (slot as Record<string | number, unknown>)[key] = token.lower;
  addName(st, role, token, token, token.lower, slot, key, alternatives);
  return token;
}

/**
 * A card type as written: up to three words before a word in `stop` or the end
 * (`untimely deaths`, `modifier`). The checker resolves it against the set's card types.
 */
export function parseCardType(
  st: ParseState,
  slot: NameRef["slot"],
  key: string,
  stop: readonly string[],
): void {
  const { cur } = st;
  const words: Token[] = [];
  while (words.length < 3) {
    // The first word may be any card type; later words continue the ones begun so far.
    const soFar = words.map((w) => w.lower).join(" ");
    cur.note(cur.pos, words.length === 0 ? EXPECT_CARD_TYPE : `${EXPECT_CARD_TYPE}+${soFar}`);
    const token = cur.peek();
    if (token?.kind !== "word" || (words.length > 0 && stop.some((w) => cur.isWord(w)))) break;
    if (words.length > 0 && !continuesCardType(soFar, token.lower)) break;
    words.push(cur.take("card-type"));
  }
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined) return cur.fail();
  const text = words.map((w) => w.lower).join(" ");
  (slot as Record<string, unknown>)[key] = text;
  addName(st, "card-type", first, last, text, slot, key);
}

/** Every way a card type is written, singular and plural, as words (`untimely deaths`). */
const CARD_TYPE_PHRASES: readonly string[] = CARD_TYPES.flatMap((type) => [
  CARD_TYPE_WORDS[type].one,
  CARD_TYPE_WORDS[type].many,
]);

/** Words that never continue a card type, even a misspelt one ("… a modifer or an event"). */
const CARD_TYPE_BREAKS = new Set(["and", "or", "then", "to", "from", "on", "as", "it", "with"]);

/**
 * Whether `word` continues the card type begun with `soFar`: for a known beginning, only as a
 * known card type goes on (`untimely` + `death`); for an unknown one (a misspelling), any word
 * but a connective, so "untimley death" is suggested whole.
 */
function continuesCardType(soFar: string, word: string): boolean {
  const known = CARD_TYPE_PHRASES.filter((p) => p === soFar || p.startsWith(`${soFar} `));
  const next = `${soFar} ${word}`;
  if (known.length > 0) return known.some((p) => p === next || p.startsWith(`${next} `));
  return !CARD_TYPE_BREAKS.has(word) && !NUMBER_WORDS[word] && !/^\d/.test(word);
}

/**
 * A number with an optional sign written against it (`-20`, `+5`, `0`), for self-worth, which
 * is usually negative in this genre.
 */
function parseSignedNumber(st: ParseState): number {
  const { cur } = st;
  const sign = cur.peek();
  const next = cur.peek(1);
  const attached = sign !== undefined && next?.kind === "number" && next.start === sign.end;
  if (attached && sign.kind === "minus") {
    cur.take("operator");
    return -parseNumber(st, false);
  }
  if (attached && sign.kind === "plus") cur.take("operator");
  return parseNumber(st, false);
}

/**
 * `at least N`, `at most N`, `exactly N`, `fewer than N` or `more than N`; with `signed`, N may be
 * negative (`at most -20`) and `fewer`/`more` are not read.
 */
export function parseCompare(st: ParseState, signed = false): { compare: Compare; value: number } {
  const { cur } = st;
  const value = () => (signed ? parseSignedNumber(st) : parseNumber(st, false));
  if (cur.acceptWord("exactly")) return { compare: "exactly", value: value() };
  if (!signed) {
    // `fewer than 3` / `more than 3` of a count read as `at most 2` / `at least 4`.
    const than = cur.acceptAnyWord(["fewer", "more"]);
    if (than !== undefined) {
      cur.expectWord("than");
      const numberToken = cur.peek();
      const n = value();
      if (than === "more") return { compare: "at-least", value: Math.min(n + 1, MAX_NUMBER) };
      if (n === 0 && numberToken) {
        cur.problems.push({
          code: "dsl/number-out-of-range",
          message: "'fewer than 0' never holds — write 'exactly 0' or 'fewer than 1'",
          range: tokenRange(numberToken),
        });
      }
      return { compare: "at-most", value: Math.max(n - 1, 0) };
    }
  }
  cur.expectWord("at");
  const which = cur.expectAnyWord(["least", "most"]);
  return { compare: which === "least" ? "at-least" : "at-most", value: value() };
}

const HAS_ALTERNATIVES = ["negative", "self-worth", "the", "highest"];

/**
 * What follows `has` / `with`: icons (`raven and rose`, `raven or rose`), `negative
 * self-worth`, `self-worth at most 2`, `the highest self-worth`.
 */
export function parseHasTest(st: ParseState): CharacterTest {
  const { cur } = st;
  if (cur.isWord("negative")) {
    return cur.within("negative-self-worth", () => {
      cur.take("keyword");
      cur.expectPointsNoun();
      return { kind: "negative-self-worth" as const };
    });
  }
  if (cur.isPointsNoun()) {
    return cur.within("self-worth", () => {
      cur.take("keyword");
      return { kind: "self-worth" as const, ...parseCompare(st, true) };
    });
  }
  if (cur.isWord("the") || cur.isWord("highest")) {
    return cur.within("highest-self-worth", () => {
      cur.acceptWord("the");
      cur.expectWord("highest");
      cur.expectPointsNoun();
      return { kind: "highest-self-worth" as const };
    });
  }
  return cur.within("has-icons", () => parseIconList(st));
}

function parseIconList(st: ParseState): CharacterTest {
  return { kind: "has-icons", ...parseIcons(st, false, HAS_ALTERNATIVES) };
}

/**
 * A list of icons joined by `,`, `and` or `or`. With `articles` (a family's icons: "a raven and
 * a candle"), each icon may have `a`/`an` before it and `icon`/`icons` after it.
 */
export function parseIcons(
  st: ParseState,
  articles: boolean,
  alternatives?: readonly string[],
): { icons: string[]; match: "all" | "any" } {
  const { cur } = st;
  const icons: string[] = [];
  let mode: "and" | "or" | undefined;
  const one = (first: boolean) => {
    if (articles) cur.acceptAnyWord(["a", "an", "one"]);
    parseName(st, "icon", icons, icons.length, first ? alternatives : undefined);
    if (articles) cur.acceptAnyWord(["icon", "icons"]);
  };
  one(true);
  for (;;) {
    let separator: Token | undefined;
    if (cur.acceptSymbol(",")) {
      separator = cur.previous();
      const joined = cur.acceptAnyWord(["and", "or"]);
      if (joined) mode = checkMode(st, mode, joined);
    } else if (cur.isAnyWord(["and", "or"]) && (articles || startsIcon(cur))) {
      const word = cur.peek()?.lower === "or" ? "or" : "and";
      cur.take("keyword");
      separator = cur.previous();
      mode = checkMode(st, mode, word);
    }
    if (separator === undefined) break;
    one(false);
  }
  return { icons, match: mode === "or" ? "any" : "all" };
}

/** Whether the word after an `and`/`or` is an icon rather than the next selector. */
function startsIcon(cur: Cursor): boolean {
  const next = cur.peek(1);
  return next?.kind === "word" && !(SELECTOR_STARTS as readonly string[]).includes(next.lower);
}

function checkMode(st: ParseState, mode: "and" | "or" | undefined, word: string): "and" | "or" {
  const next = word === "or" ? "or" : "and";
  const token = st.cur.previous();
  if (mode !== undefined && mode !== next && token) {
    st.cur.problems.push({
      code: "dsl/mixed-and-or",
      message: `a list of icons uses either 'and' (all of them) or 'or' (any of them), not both — write '${next === "or" ? "and" : "or"}' here, or split it into two conditions`,
      range: tokenRange(token),
    });
  }
  return mode ?? next;
}

/**
 * `in the ashgrove family` (`the` and `family`, or the set's word for it, optional), after `is`
 * or in a filter.
 */
export function parseFamilyTest(st: ParseState): CharacterTest {
  const { cur } = st;
  return cur.within("in-family", () => {
    cur.expectWord("in");
    cur.acceptWord("the");
    const test = { kind: "in-family" as const, family: "" };
    parseName(st, "family", test, "family");
    cur.acceptFamilyNoun();
    return test;
  });
}
