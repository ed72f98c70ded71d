/**
 * Parsing one line: an ability heading (`on play:` with an optional statement after the
 * colon), a story requirement, an `if` (guarding the statement after its colon or the indented
 * lines below), or an operation. A line is parsed on its own; where it sits in the blocks is
 * decided by `parse-program.ts`. A line that cannot be parsed yields a `LineFailure` describing
 * where and what was expected; `describe-failure.ts` turns it into a diagnostic.
 */
import type { Range } from "../model";
import type {
  Annotations,
  IfNode,
  OpNode,
  OutcomeNode,
  RollNode,
  StepNode,
  StoryRequirementNode,
} from "./ast";
import type { DslContext } from "./context";
import { Cursor, ParseFailure } from "./cursor";
import type { Amount, LastingPlayers, Operation, StepCategory, Trigger } from "./ir";
import type { Token } from "./lexer";
import { spanRange, tokenRange } from "./lexer";
import { parseCondition } from "./parse-conditions";
import { parseOperation } from "./parse-operation";
import { atTrigger, parseTrigger } from "./parse-trigger";
import { parseAmount, parseCount, parseName, parseNumber, NUMBER_WORDS } from "./parse-values";
import type { ParseState } from "./parse-values";

/** How deep `if`s may nest inside an ability. */
export const MAX_DEPTH = 8;

/** An ability heading: its words, the IR category and the reference entry. */
export interface Heading {
  words: readonly string[];
  category: StepCategory;
  construct: string;
}

/** Every ability heading, in the order the docs list them. */
export const HEADINGS: readonly Heading[] = [
  { words: ["on", "play"], category: "immediate", construct: "on-play" },
  { words: ["while", "visible"], category: "continuous", construct: "while-visible" },
  { words: ["while", "persistent"], category: "persistent", construct: "while-persistent" },
  { words: ["response"], category: "response", construct: "response" },
  { words: ["on", "draw"], category: "on-draw", construct: "on-draw" },
  { words: ["on", "claim"], category: "on-claim", construct: "on-claim" },
  { words: ["while", "held"], category: "while-held", construct: "while-held" },
];

/** The built-in heading of each category a set may name (`rules.effectCategories`). */
export function builtInHeading(category: StepCategory): Heading | undefined {
  return HEADINGS.find((heading) => heading.category === category);
}

/**
 * The set's own headings (`ongoing` for `while visible`), each with its category's construct;
 * they come before the built-in ones, so a set heading that starts like a built-in one wins.
 */
export function setHeadings(ctx: DslContext | undefined): Heading[] {
  const out: Heading[] = [];
  for (const own of ctx?.headings ?? []) {
    const builtIn = builtInHeading(own.category);
    if (!builtIn || own.words.length === 0) continue;
    if (own.words.join(" ") === builtIn.words.join(" ")) continue;
    out.push({ words: own.words, category: own.category, construct: builtIn.construct });
  }
  return out;
}

/** Every heading a line of the set may start with: the set's own, then the built-in ones. */
export function headingsOf(ctx: DslContext | undefined): readonly Heading[] {
  return ctx?.headings ? [...setHeadings(ctx), ...HEADINGS] : HEADINGS;
}

/** What a line turned out to be. */
export type LineResult =
  | {
      kind: "heading";
      category: StepCategory;
      range: Range;
      inline?: StepNode;
      /** The trigger of a `trigger` heading (parse-trigger.ts). */
      trigger?: Trigger;
    }
  | { kind: "story"; node: StoryRequirementNode }
  | { kind: "step"; node: StepNode }
  | { kind: "error" };

/** Where a line stopped parsing and what would have fitted there. */
export interface LineFailure {
  /** The token that did not fit; absent when the line ended too early. */
  token?: Token;
  /** The token before it (the last token of the line when `token` is absent). */
  previous?: Token;
  /** Tokens from `token` to the end of the line (for leftover words). */
  rest: Token[];
  /** Every token of the line. */
  line: readonly Token[];
  expected: string[];
  /** A whole statement was read and words are left over. */
  complete: boolean;
  /** The reference entry being parsed (its example goes into the message). */
  construct: string;
}

/** A parsed line. */
export interface ParsedLine {
  result: LineResult;
  cursor: Cursor;
  failure?: LineFailure;
}

/**
 * Parses the (non-bad) tokens of one line; `depth` is how many `if`s enclose it. `ctx` gives the
 * set's own words (its headings, its word for family); without it only the built-in ones parse.
 */
export function parseLine(tokens: readonly Token[], depth: number, ctx?: DslContext): ParsedLine {
  const cur = new Cursor(tokens, ctx);
  try {
    return { result: parseLineContent(cur, depth), cursor: cur };
  } catch (caught) {
    if (!(caught instanceof ParseFailure)) throw caught;
    if (caught.silent) return { result: { kind: "error" }, cursor: cur };
    const at = Math.max(caught.position, cur.farthest);
    const expected = at === cur.farthest ? cur.expected : [];
    const failure: LineFailure = {
      token: tokens[at],
      previous: tokens[Math.min(at, tokens.length) - 1],
      rest: tokens.slice(at),
      line: tokens,
      expected,
      complete: caught.complete && at === caught.position,
      construct: caught.construct,
    };
    return { result: { kind: "error" }, cursor: cur, failure };
  }
}

/** Whether the next tokens are `words`, recording each test (stops at the first mismatch). */
function startsWithWords(cur: Cursor, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) if (!cur.isWord(words[k] ?? "", k)) return false;
  return true;
}

/**
 * The heading before a trigger's comma, when the line starts with one: `while visible,`, `while
 * persistent,`, or the set's own heading of either (`ongoing,`).
 */
function triggerPrefix(cur: Cursor): Heading | undefined {
  for (const heading of headingsOf(cur.ctx)) {
    if (heading.category !== "continuous" && heading.category !== "persistent") continue;
    if (startsWithWords(cur, heading.words) && cur.isSymbol(",", heading.words.length)) {
      return heading;
    }
  }
  return undefined;
}

function parseLineContent(cur: Cursor, depth: number): LineResult {
  // Trigger headings (parse-trigger.ts): `at the start of your turn:`, `whenever …:`, and
  // either after `while persistent,` / `while visible,` or the set's own heading of either
  // (`ongoing,`): whether the trigger acts while its text or its persistent icon shows.
  const timed = triggerPrefix(cur);
  if (timed || atTrigger(cur)) {
    return cur.within("trigger", () => {
      const first = cur.peek()!;
      let lasts: Trigger["while"] = "visible";
      if (timed) {
        for (let k = 0; k < timed.words.length; k++) cur.take("keyword");
        lasts = timed.category === "persistent" ? "persistent" : "visible";
        cur.take("operator");
      }
      const trigger = parseTrigger(cur, lasts);
      const colon = cur.expectSymbol(":");
      const range = spanRange(first, colon);
      const heading = { kind: "heading" as const, category: "trigger" as const, range, trigger };
      if (cur.atEnd()) return heading;
      return { ...heading, inline: parseStep(cur, depth) };
    });
  }
  const own = setHeadings(cur.ctx);
  for (const heading of [...own, ...HEADINGS]) {
    if (!startsWithWords(cur, heading.words)) continue;
    // A set's heading is one only when its colon follows, so a heading that starts like a
    // statement (settings refuse one, but a hand-edited file may hold it) never hides one.
    if (own.includes(heading) && !cur.peekSymbol(":", heading.words.length)) continue;
    return cur.within(heading.construct, () => {
      const first = cur.take("keyword");
      for (let k = 1; k < heading.words.length; k++) cur.take("keyword");
      const colon = cur.expectSymbol(":");
      const range = spanRange(first, colon);
      if (cur.atEnd()) return { kind: "heading" as const, category: heading.category, range };
      const inline = parseStep(cur, depth);
      return { kind: "heading" as const, category: heading.category, range, inline };
    });
  }
  if (cur.isWord("story")) return parseStoryRequirement(cur);
  const node = parseStep(cur, depth);
  return { kind: "step", node };
}

function newAnnotations(): Annotations {
  return { names: [], thatRefs: [], choosesCharacter: false };
}

function parseStoryRequirement(cur: Cursor): LineResult {
  return cur.within("story-requires", () => {
    const first = cur.take("keyword");
    cur.expectWord("requires");
    cur.acceptSymbol(":");
    const node: StoryRequirementNode = {
      kind: "story-requirement",
      range: tokenRange(first),
      icons: [],
      names: [],
    };
    const st: ParseState = {
      cur,
      ann: { names: node.names, thatRefs: [], choosesCharacter: false },
    };
    parseName(st, "icon", node.icons, 0);
    while (cur.acceptSymbol(",") || cur.acceptWord("and")) {
      cur.acceptWord("and");
      parseName(st, "icon", node.icons, node.icons.length);
    }
    cur.acceptSymbol(".");
    if (!cur.atEnd()) throw new ParseFailure(cur.pos, cur.construct, true);
    node.range = spanRange(first, cur.previous() ?? first);
    return { kind: "story" as const, node };
  });
}

/** A statement: `if <condition>: [statement]` or an operation, to the end of the line. */
function parseStep(cur: Cursor, depth: number): StepNode {
  // A statement after a colon does not belong to the heading's or condition's construct.
  return cur.within("statement", () => parseStatement(cur, depth));
}

function parseStatement(cur: Cursor, depth: number): StepNode {
  const st: ParseState = { cur, ann: newAnnotations() };
  const first = cur.peek();
  if (cur.isWord("if") && first) {
    if (depth >= MAX_DEPTH) {
      cur.problems.push({
        code: "dsl/too-deep",
        message: `conditions nest at most ${MAX_DEPTH} deep — join conditions or split the effect into separate abilities`,
        range: tokenRange(first),
      });
      throw new ParseFailure(cur.pos, cur.construct, false, true);
    }
    return cur.within("if", () => {
      cur.take("keyword");
      const condition = parseCondition(st);
      const colon = cur.expectSymbol(":");
      const node: IfNode = {
        kind: "if",
        condition,
        range: spanRange(first, colon),
        body: [],
        ...st.ann,
      };
      if (!cur.atEnd()) node.body.push(parseStep(cur, depth + 1));
      return node;
    });
  }
  // Peeked, not expected: the words that may start a statement stay those of the messages.
  if (first && cur.peekIs("for") && cur.peekIs("each", 1)) return parseForEach(st, first, depth);
  // Expected, like a verb: `rol a die:` is a near miss of `roll`, and completion offers it.
  if (cur.isWord("roll") && first) return parseRoll(st, first, depth);
  if (first && startsOutcome(st)) return parseOutcome(st, first, depth);
  if (first && startsLasting(st)) return parseLasting(st, first);
  const parsed = parseOperation(st);
  const last = cur.previous() ?? parsed.first;
  cur.acceptSymbol(".");
  if (!cur.atEnd()) throw new ParseFailure(cur.pos, cur.construct, true);
  const node: OpNode = {
    kind: "op",
    op: parsed.op,
    range: spanRange(parsed.first, last),
    keywordRange: spanRange(parsed.keywordFirst, parsed.keywordLast),
    ...st.ann,
  };
  return node;
}

/**
 * A leading count: `for each tide icon your family shows: draw a card` is `draw a card for each
 * tide icon your family shows` — the statement after the colon must be an operation with an
 * amount of its own (a number), which the count multiplies.
 */
function parseForEach(st: ParseState, first: Token, depth: number): StepNode {
  const { cur } = st;
  let colon: Token = first;
  const count = cur.within("for-each", () => {
    cur.take("keyword");
    cur.take("keyword");
    const counted = parseCount(st);
    colon = cur.expectSymbol(":");
    return counted;
  });
  const node = parseStep(cur, depth);
  node.names.unshift(...st.ann.names);
  node.thatRefs.unshift(...st.ann.thatRefs);
  const amount = node.kind === "op" ? amountOf(node.op) : undefined;
  if (node.kind === "op" && amount?.kind === "number") {
    (node.op as { amount: Amount }).amount = { kind: "count", each: amount.value, count };
    node.range = spanRange(first, cur.previous() ?? first);
  } else {
    // Reported by the checker: a suggestion for a word of the line is tried by parsing alone.
    const reason = amount === undefined ? "no-amount" : "counts-already";
    node.uncounted = { range: spanRange(first, colon), reason };
  }
  return node;
}

/** The amount of an operation that has one (`draw 2 cards`), else `undefined`. */
function amountOf(op: Operation): Amount | undefined {
  return "amount" in op ? op.amount : undefined;
}

/** The most faces a die may have (`roll a d100`). */
export const MAX_SIDES = 100;

/** The faces a die word names: `d8` or `eight-sided` / `8-sided`, else `undefined`. */
function sidesOf(word: string): number | undefined {
  const d = /^d(\d{1,3})$/.exec(word);
  const sided = /^([a-z]+|\d{1,3})-sided$/.exec(word);
  const text = d?.[1] ?? sided?.[1];
  if (text === undefined) return undefined;
  const n = /^\d/.test(text) ? Number(text) : NUMBER_WORDS[text];
  return n !== undefined && n >= 2 && n <= MAX_SIDES ? n : undefined;
}

/**
 * `roll a die:` (six sides), `roll a d8:`, `roll a four-sided die:`, `roll one die:`; its
 * outcomes come after the colon or on the indented lines below.
 */
function parseRoll(st: ParseState, first: Token, depth: number): RollNode {
  const { cur } = st;
  return cur.within("roll", () => {
    cur.take("keyword");
    if (cur.peek()?.kind === "number" && cur.peek()?.text === "1") cur.take("number");
    else cur.expectAnyWord(["a", "one"]);
    let sides = 6;
    const token = cur.peek();
    const named = token?.kind === "word" ? sidesOf(token.lower) : undefined;
    if (token && named !== undefined) {
      // `d8`, `eight-sided`: a number written as a word, like `two`.
      cur.take("number");
      sides = named;
      if (!/^d\d/.test(token.lower)) cur.expectWord("die");
      else cur.acceptWord("die");
    } else {
      if (token?.kind === "word" && /^d\d|-sided$/.test(token.lower)) {
        cur.problems.push({
          code: "dsl/number-out-of-range",
          message: `a die has 2 to ${MAX_SIDES} sides — write e.g. 'd6' or 'six-sided'`,
          range: tokenRange(token),
        });
        cur.take("number");
        if (/^d\d/.test(token.lower)) cur.acceptWord("die");
        else cur.expectWord("die");
      } else cur.expectWord("die");
    }
    const colon = cur.expectSymbol(":");
    const node: RollNode = {
      kind: "roll",
      sides,
      range: spanRange(first, colon),
      body: [],
      ...st.ann,
    };
    if (!cur.atEnd()) node.body.push(parseStep(cur, depth + 1));
    return node;
  });
}

/** Whether the line starts a roll's outcome: `3`, `1-2`, `on a 6`, `otherwise`. */
function startsOutcome(st: ParseState): boolean {
  const { cur } = st;
  const token = cur.peek();
  if (token?.kind === "number") return true;
  if (cur.peekIs("otherwise")) return true;
  return (
    cur.peekIs("on") &&
    (cur.peekIs("a", 1) || cur.peekIs("an", 1) || cur.peek(1)?.kind === "number")
  );
}

/**
 * An outcome: `1-2:`, `3 to 5:`, `on a 6:`, `on a 1 or 2:`, `1, 3, 5:` or `otherwise:`, then a
 * statement or the indented lines below. Read only under a roll (the checker says so).
 */
function parseOutcome(st: ParseState, first: Token, depth: number): OutcomeNode {
  const { cur } = st;
  return cur.within("roll", () => {
    let results: number[] | "otherwise";
    const resultRanges: Range[] = [];
    if (cur.acceptWord("otherwise")) results = "otherwise";
    else {
      if (cur.acceptWord("on")) cur.acceptAnyWord(["a", "an"]);
      const list: number[] = [];
      do {
        const from = cur.peek() ?? first;
        const low = parseNumber(st, false);
        let high = low;
        if (cur.acceptSymbol("-") || cur.acceptWord("to")) high = parseNumber(st, false);
        const to = cur.previous() ?? from;
        for (let n = Math.min(low, high); n <= Math.max(low, high); n++) {
          list.push(n);
          resultRanges.push(spanRange(from, to));
        }
      } while (cur.acceptSymbol(",") || cur.acceptWord("or") || cur.acceptWord("and"));
      results = list;
    }
    const colon = cur.expectSymbol(":");
    const node: OutcomeNode = {
      kind: "outcome",
      results,
      range: spanRange(first, colon),
      resultRanges,
      body: [],
      ...st.ann,
    };
    if (!cur.atEnd()) node.body.push(parseStep(cur, depth + 1));
    return node;
  });
}

/**
 * Whether the line is a lasting statement about a player or this character: `each other
 * player's draw limit -1`, `your plays per turn +1`, `this character cannot return to life`,
 * `this character counts as a member of the ashgrove family`. (`draw limit +1` with no owner is
 * the verb `draw`'s.)
 */
function startsLasting(st: ParseState): boolean {
  const { cur } = st;
  if (cur.peekIs("plays") && cur.peekIs("per", 1)) return true;
  if (cur.peekIs("your") || cur.peekIs("their")) {
    return (cur.peekIs("draw", 1) && cur.peekIs("limit", 2)) || cur.peekIs("plays", 1);
  }
  if (cur.peekIs("each") || cur.peekIs("every")) {
    return cur.peekIs("player's", 1) || (cur.peekIs("other", 1) && cur.peekIs("player's", 2));
  }
  if (oneOtherOwner(st) > 0) return true;
  return (
    cur.peekIs("this") &&
    cur.peekIs("character", 1) &&
    (cur.peekIs("cannot", 2) || cur.peekIs("counts", 2))
  );
}

/**
 * How many words name one other player before a draw limit or plays per turn (`a chosen
 * player's`, `another player's`, `an opponent's`), or 0.
 */
function oneOtherOwner(st: ParseState): number {
  const { cur } = st;
  let k = 0;
  if (cur.peekIs("a") && cur.peekIs("chosen", 1) && cur.peekIs("player's", 2)) k = 3;
  else if (cur.peekIs("another") && cur.peekIs("player's", 1)) k = 2;
  else if (cur.peekIs("an") && cur.peekIs("opponent's", 1)) k = 2;
  if (k === 0) return 0;
  const limit = cur.peekIs("draw", k) && cur.peekIs("limit", k + 1);
  return limit || (cur.peekIs("plays", k) && cur.peekIs("per", k + 1)) ? k : 0;
}

/** The statement {@link startsLasting} found, as an operation node. */
function parseLasting(st: ParseState, first: Token): OpNode {
  const { cur } = st;
  let op: Operation;
  let keywordFirst: Token = first;
  let keywordLast: Token = first;
  if (cur.isWord("this")) {
    cur.take("keyword");
    cur.take("keyword");
    keywordFirst = cur.peek() ?? first;
    if (cur.isWord("cannot")) {
      op = cur.within("cannot-return-to-life", () => {
        cur.take("keyword");
        if (cur.acceptWord("be")) cur.expectWord("returned");
        else cur.expectWord("return");
        cur.expectWord("to");
        keywordLast = cur.expectWord("life");
        return { type: "cannot-return-to-life" as const };
      });
    } else {
      op = cur.within("counts-as-family", () => {
        cur.take("keyword");
        keywordLast = cur.expectWord("as");
        const counts = { type: "counts-as-family" as const, family: "" };
        if (cur.acceptAnyWord(["a", "an"])) {
          cur.expectWord("member");
          cur.expectWord("of");
        } else {
          cur.expectWord("in");
        }
        cur.acceptWord("the");
        parseName(st, "family", counts, "family");
        cur.acceptFamilyNoun();
        return counts;
      });
    }
  } else {
    let players: LastingPlayers | undefined;
    const one = oneOtherOwner(st);
    if (one > 0) {
      // One player's limit cannot last: whose it is would have to be chosen again and again.
      const ownerFirst = cur.peek() ?? first;
      for (let k = 0; k < one; k++) cur.take("keyword");
      cur.problems.push({
        code: "dsl/subject-not-allowed",
        message:
          "a lasting draw limit or plays per turn is yours, each player's or each other player's — write e.g. 'each other player's draw limit -1'",
        range: spanRange(ownerFirst, cur.previous() ?? ownerFirst),
      });
    } else if (cur.acceptWord("each") || cur.acceptWord("every")) {
      players = cur.acceptWord("other") ? "each-other-player" : "each-player";
      cur.expectWord("player's");
    } else cur.acceptAnyWord(["your", "their"]);
    keywordFirst = cur.peek() ?? first;
    const limit = cur.isWord("draw");
    op = cur.within(limit ? "draw-limit" : "plays-per-turn", () => {
      if (limit) {
        cur.take("keyword");
        keywordLast = cur.expectWord("limit");
      } else {
        cur.expectWord("plays");
        cur.expectWord("per");
        keywordLast = cur.expectWord("turn");
      }
      const change = cur.isSymbol("+") || !cur.isSymbol("-") ? "increase" : "decrease";
      if (!cur.acceptSymbol("+")) cur.expectSymbol("-");
      const amount = parseAmount(st, () => undefined);
      const type = limit ? ("draw-limit" as const) : ("plays-per-turn" as const);
      return players ? { type, change, amount, players } : { type, change, amount };
    });
  }
  const last = cur.previous() ?? first;
  cur.acceptSymbol(".");
  if (!cur.atEnd()) throw new ParseFailure(cur.pos, cur.construct, true);
  return {
    kind: "op",
    op,
    range: spanRange(first, last),
    keywordRange: spanRange(keywordFirst, keywordLast),
    ...st.ann,
  };
}
