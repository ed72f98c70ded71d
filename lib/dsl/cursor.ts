/**
 * A cursor over the tokens of one line, for the recursive-descent parser. Every test of the
 * next token records what would have fitted there, so a failure can say what was expected
 * ("expected 'visible' or 'persistent' after 'while'") and the editor can complete at the end of
 * a prefix. Tokens consumed are tagged with their role and the construct they belong to, for
 * syntax colouring and hover help.
 */
import type { Range, Severity } from "../model";
import type { NameRef } from "./ast";
import type { DslContext } from "./context";
import type { Token } from "./lexer";

/** What a token turned out to be, for colouring. */
export type TokenRoleKind = "keyword" | "number" | "operator" | "icon" | "family" | "card-type";

/** A consumed token's role and the reference entry (construct) it belongs to. */
export interface TokenRole {
  kind: TokenRoleKind;
  construct: string;
}

/** Expectations that are not one fixed word or symbol. */
export const EXPECT_NUMBER = "$number";
export const EXPECT_ICON = "$icon";
export const EXPECT_FAMILY = "$family";
export const EXPECT_CARD_TYPE = "$card-type";

/** A non-fatal problem found while parsing (the line still parses). */
export interface Problem {
  code: string;
  message: string;
  range: Range;
  severity?: Severity;
  /** The "did you mean" replacement of `range` (Diagnostic.suggestion). */
  suggestion?: string;
}

/**
 * Thrown inside the parser when a line cannot be parsed; caught per line. Not an `Error`, so
 * throwing it is cheap (no stack trace). `complete` means a whole statement was read and words
 * are left over; `silent` means the problem is already in `Cursor.problems`.
 */
export class ParseFailure {
  constructor(
    readonly position: number,
    readonly construct: string,
    readonly complete = false,
    readonly silent = false,
  ) {}
}

/** The token cursor of one line. */
export class Cursor {
  pos = 0;
  /** The furthest token index at which something was tested, and what was expected there. */
  farthest = -1;
  expected: string[] = [];
  /** The construct being parsed when each expectation was recorded (parallel to `expected`). */
  expectedIn: string[] = [];
  /** The construct the tokens being consumed belong to (a reference-entry id). */
  construct = "statement";
  readonly roles = new Map<Token, TokenRole>();
  /** Every set name read on the line, so names on a line that fails are still checked. */
  readonly names: NameRef[] = [];
  readonly problems: Problem[] = [];

  /** The words that stand for the noun "family": it, and the set's own word (`party`). */
  readonly familyNouns: readonly string[];
  /** The words that stand for "self-worth": it, and the set's own word (`pathos`). */
  readonly pointsNouns: readonly string[];

  /** `ctx` gives the set's own words (its word for family, its headings); none without it. */
  constructor(
    readonly tokens: readonly Token[],
    readonly ctx?: DslContext,
  ) {
    this.familyNouns = ctx?.familyWord ? ["family", ctx.familyWord] : ["family"];
    this.pointsNouns = ctx?.pointsWord ? ["self-worth", ctx.pointsWord] : ["self-worth"];
  }

  /** The token `k` ahead of the cursor, if any. */
  peek(k = 0): Token | undefined {
    return this.tokens[this.pos + k];
  }

  /** The last token consumed. */
  previous(): Token | undefined {
    return this.tokens[this.pos - 1];
  }

  atEnd(): boolean {
    return this.pos >= this.tokens.length;
  }

  /** Records that `what` would fit at token index `at`. */
  note(at: number, what: string): void {
    if (at > this.farthest) {
      this.farthest = at;
      this.expected = [what];
      this.expectedIn = [this.construct];
    } else if (at === this.farthest && !this.expected.includes(what)) {
      this.expected.push(what);
      this.expectedIn.push(this.construct);
    }
  }

  /** Whether the token `k` ahead is the word `word` (lower case); records the expectation. */
  isWord(word: string, k = 0): boolean {
    this.note(this.pos + k, word);
    const token = this.tokens[this.pos + k];
    return token !== undefined && token.kind === "word" && token.lower === word;
  }

  /** Whether the token `k` ahead is the word `word`, without recording an expectation. */
  peekIs(word: string, k = 0): boolean {
    const token = this.tokens[this.pos + k];
    return token !== undefined && token.kind === "word" && token.lower === word;
  }

  /** Whether the token `k` ahead is any of `words`; records each. */
  isAnyWord(words: readonly string[], k = 0): boolean {
    let found = false;
    for (const word of words) if (this.isWord(word, k)) found = true;
    return found;
  }

  /** Consumes the next token as keyword `word` when it is; returns whether it was. */
  acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.take("keyword");
    return true;
  }

  /** Consumes the next token when it is one of `words`; returns which, or `undefined`. */
  acceptAnyWord(words: readonly string[]): string | undefined {
    for (const word of words) if (this.acceptWord(word)) return word;
    return undefined;
  }

  /** Consumes keyword `word` or fails. */
  expectWord(word: string): Token {
    if (!this.isWord(word)) this.fail();
    return this.take("keyword");
  }

  /** Consumes the next token as whichever of `words` it is, or fails. */
  expectAnyWord(words: readonly string[]): string {
    const found = this.acceptAnyWord(words);
    if (found === undefined) this.fail();
    return found;
  }

  /**
   * Whether the token `k` ahead is the noun "family" or the set's own word for it (`party`);
   * records both. The one test of the noun: every construct that says "family" uses it.
   */
  isFamilyNoun(k = 0): boolean {
    return this.isAnyWord(this.familyNouns, k);
  }

  /** Consumes the noun "family" (or the set's word for it) when it is next. */
  acceptFamilyNoun(): boolean {
    return this.acceptAnyWord(this.familyNouns) !== undefined;
  }

  /** Consumes the noun "family" (or the set's word for it) or fails. */
  expectFamilyNoun(): Token {
    if (!this.isFamilyNoun()) this.fail();
    return this.take("keyword");
  }

  /** Whether the token `k` ahead is "self-worth" or the set's own word for it (`pathos`). */
  isPointsNoun(k = 0): boolean {
    return this.isAnyWord(this.pointsNouns, k);
  }

  /** Consumes "self-worth" (or the set's word for it) or fails. */
  expectPointsNoun(): Token {
    if (!this.isPointsNoun()) this.fail();
    return this.take("keyword");
  }

  /** Whether the next token is the symbol `symbol` (`:`, `,`, `.`, `+`, `-`). */
  isSymbol(symbol: string, k = 0): boolean {
    this.note(this.pos + k, symbol);
    const token = this.tokens[this.pos + k];
    return token !== undefined && token.kind !== "word" && token.lower === symbol;
  }

  /** Whether the token `k` ahead is the symbol, without recording an expectation. */
  peekSymbol(symbol: string, k = 0): boolean {
    const token = this.tokens[this.pos + k];
    return token !== undefined && token.kind !== "word" && token.lower === symbol;
  }

  /** Consumes the symbol when it is next. */
  acceptSymbol(symbol: string): boolean {
    if (!this.isSymbol(symbol)) return false;
    this.take("operator");
    return true;
  }

  /** Consumes the symbol or fails. */
  expectSymbol(symbol: string): Token {
    if (!this.isSymbol(symbol)) this.fail();
    return this.take("operator");
  }

  /** Consumes the next token with a role; the caller has checked there is one. */
  take(kind: TokenRoleKind): Token {
    const token = this.tokens[this.pos];
    if (token === undefined) this.fail();
    this.roles.set(token, { kind, construct: this.construct });
    this.pos++;
    return token;
  }

  /** Runs `parse` with tokens tagged as `construct`, restoring the outer construct after. */
  within<T>(construct: string, parse: () => T): T {
    const outer = this.construct;
    this.construct = construct;
    try {
      return parse();
    } finally {
      this.construct = outer;
    }
  }

  /** Gives up on the line at the current token. */
  fail(): never {
    throw new ParseFailure(this.pos, this.construct);
  }
}
