/**
 * Parsing one line: an ability heading (`on play:` with an optional statement after the
 * colon), a story requirement, an `if` (guarding the statement after its colon or the indented
 * lines below), or an operation. A line is parsed on its own; where it sits in the blocks is
 * decided by `parse-program.ts`. A line that cannot be parsed yields a `LineFailure` describing
 * where and what was expected; `describe-failure.ts` turns it into a diagnostic.
 */
import type { Range } from "../model";
import type { Annotations, IfNode, OpNode, StepNode, StoryRequirementNode } from "./ast";
import { Cursor, ParseFailure } from "./cursor";
import type { Condition, StepCategory, Trigger } from "./ir";
import type { Token } from "./lexer";
import { spanRange, tokenRange } from "./lexer";
import { parseOperation } from "./parse-operation";
import { atTrigger, parseTrigger } from "./parse-trigger";
import {
  parseCharacterRef,
  parseCompare,
  parseFamilyTest,
  parseHasTest,
  parseName,
} from "./parse-values";
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

/** Parses the (non-bad) tokens of one line; `depth` is how many `if`s enclose it. */
export function parseLine(tokens: readonly Token[], depth: number): ParsedLine {
  const cur = new Cursor(tokens);
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

function parseLineContent(cur: Cursor, depth: number): LineResult {
  // Trigger headings (parse-trigger.ts): `at the start of your turn:`, `whenever …:`, and
  // either after `while persistent,` / `while visible,` (when the trigger acts from a stack).
  const timed =
    cur.isWord("while") && (cur.isWord("persistent", 1) || cur.isWord("visible", 1))
      ? cur.isSymbol(",", 2)
      : false;
  if (timed || atTrigger(cur)) {
    return cur.within("trigger", () => {
      const first = cur.peek()!;
      let lasts: Trigger["while"] = "visible";
      if (timed) {
        cur.take("keyword");
        lasts = cur.take("keyword").lower === "persistent" ? "persistent" : "visible";
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
  for (const heading of HEADINGS) {
    if (!startsWithWords(cur, heading.words)) continue;
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
 * A condition: `this character has raven and rose`, `that character is in the ashgrove family`,
 * `at least 2 of your characters are dead`.
 */
function parseCondition(st: ParseState): Condition {
  const { cur } = st;
  if (cur.isWord("at") || cur.isWord("exactly")) {
    return cur.within("dead-characters", () => {
      const { compare, value } = parseCompare(st);
      let owner: "anyone" | "you" = "anyone";
      if (cur.acceptWord("of")) {
        cur.expectWord("your");
        owner = "you";
      }
      cur.expectAnyWord(["characters", "character"]);
      cur.expectAnyWord(["are", "is"]);
      cur.expectWord("dead");
      return { kind: "dead-characters" as const, owner, compare, value };
    });
  }
  const subject = parseCharacterRef(st, true);
  if (cur.isWord("is")) {
    cur.within("in-family", () => cur.take("keyword"));
    return { kind: "character", subject, test: parseFamilyTest(st) };
  }
  cur.expectAnyWord(["has", "have"]);
  return { kind: "character", subject, test: parseHasTest(st) };
}
