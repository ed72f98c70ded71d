/**
 * The lexer: source text → lines of tokens. The language is line-based, so every token lies on
 * one line and a line is lexed without looking at any other.
 *
 * Words are letters, digits, inner hyphens and inner apostrophes (`self-worth`, `opponent's`);
 * a word is compared in lower case with `’` read as `'`. Numbers are runs of ASCII digits.
 * Symbols are `:` `,` `.` `+` `-`; `#` starts a comment. Anything else is a `bad` token, which
 * the parser skips and the compiler reports as `dsl/unexpected-character`.
 */
import type { Position, Range } from "../model";

/** What a token is, lexically. */
export type TokenKind = "word" | "number" | "colon" | "comma" | "period" | "plus" | "minus" | "bad";

/** One token. Offsets are 0-based UTF-16 indexes into the whole source, `end` exclusive. */
export interface Token {
  kind: TokenKind;
  /** The text as written. */
  text: string;
  /** Lower-cased text with typographic apostrophes made plain: what keywords compare against. */
  lower: string;
  start: number;
  end: number;
  /** 1-based line of the token. */
  line: number;
  /** Offset where the token's line starts. */
  lineStart: number;
}

/** One line of source: its indentation, tokens (comment excluded) and comment span. */
export interface LexedLine {
  /** 1-based line number. */
  line: number;
  /** Offset of the line's first character. */
  start: number;
  /** Offset just past the line's last character (before the line break). */
  end: number;
  /** Indentation width: spaces count 1, a tab moves to the next multiple of 4. */
  indent: number;
  /** Tokens before any comment, `bad` ones included. */
  tokens: Token[];
  /** The comment's span, `#` included, when the line has one. */
  comment?: { start: number; end: number };
}

const TAB_WIDTH = 4;

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const NON_ASCII_WORD = /^[\p{L}\p{M}\p{N}]$/u;

/** Whether the code point starting at `i` is a letter (or, when `digits`, a digit) of a word. */
function isWordChar(source: string, i: number, digits: boolean): boolean {
  const c = source.charCodeAt(i);
  if (isAsciiLetter(c) || c === 95) return true;
  if (isDigit(c)) return digits;
  if (c < 128 || Number.isNaN(c)) return false;
  const cp = source.codePointAt(i) ?? 0;
  return NON_ASCII_WORD.test(String.fromCodePoint(cp));
}

function codePointLength(source: string, i: number): number {
  const c = source.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < source.length) {
    const d = source.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

function isSpace(c: number): boolean {
  return (
    c === 32 ||
    c === 9 ||
    c === 0xa0 ||
    c === 0xfeff ||
    (c >= 0x2000 && c <= 0x200b) ||
    c === 0x3000 ||
    c === 0x0b ||
    c === 0x0c
  );
}

const SYMBOLS: Record<string, TokenKind> = {
  ":": "colon",
  ",": "comma",
  ".": "period",
  "+": "plus",
  "-": "minus",
  // Pasted card text often has a typographic minus or an en dash for a negative number.
  "\u2212": "minus",
  "\u2013": "minus",
};

/** The plurals whose possessive (`characters'`) is one word. */
const POSSESSIVE_PLURALS: ReadonlySet<string> = new Set(["characters", "players", "opponents"]);

/** Reads a word starting at `i` (a letter or a digit run followed by a letter); returns its end. */
function wordEnd(source: string, i: number, end: number): number {
  let j = i;
  while (j < end) {
    if (isWordChar(source, j, true)) {
      j += codePointLength(source, j);
      continue;
    }
    const c = source.charCodeAt(j);
    // Inner hyphens and apostrophes join words: self-worth, opponent's, lady-ada.
    if ((c === 45 || c === 39 || c === 0x2019) && j + 1 < end && isWordChar(source, j + 1, true)) {
      j += 1;
      continue;
    }
    // A plural's possessive apostrophe ends the word: `characters'`, `players'` (only these: an
    // apostrophe after another word stays a stray character, as a suggestion for the word
    // before it expects).
    if ((c === 39 || c === 0x2019) && POSSESSIVE_PLURALS.has(source.slice(i, j).toLowerCase())) {
      j += 1;
    }
    break;
  }
  return j;
}

function pushToken(
  out: LexedLine,
  source: string,
  kind: TokenKind,
  from: number,
  to: number,
): void {
  const text = source.slice(from, to);
  // `lower` is the normalised text parsers compare: every minus sign reads as "-".
  const lower =
    kind === "word" ? text.toLowerCase().replace(/\u2019/g, "'") : kind === "minus" ? "-" : text;
  out.tokens.push({
    kind,
    text,
    lower,
    start: from,
    end: to,
    line: out.line,
    lineStart: out.start,
  });
}

function lexLine(source: string, line: number, start: number, end: number): LexedLine {
  let i = start;
  let indent = 0;
  while (i < end) {
    const c = source.charCodeAt(i);
    if (c === 9) indent = (Math.floor(indent / TAB_WIDTH) + 1) * TAB_WIDTH;
    else if (isSpace(c)) indent += 1;
    else break;
    i++;
  }
  const tokens: Token[] = [];
  const out: LexedLine = { line, start, end, indent, tokens };
  while (i < end) {
    const c = source.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 35) {
      out.comment = { start: i, end };
      break;
    }
    if (isDigit(c)) {
      let j = i;
      while (j < end && isDigit(source.charCodeAt(j))) j++;
      // Digits glued to letters make a word (3rd, 2-headed), not a number.
      const glued =
        j < end &&
        (isWordChar(source, j, false) ||
          ((source.charCodeAt(j) === 45 || source.charCodeAt(j) === 39) &&
            j + 1 < end &&
            isWordChar(source, j + 1, false)));
      if (glued) {
        const k = wordEnd(source, i, end);
        pushToken(out, source, "word", i, k);
        i = k;
      } else {
        pushToken(out, source, "number", i, j);
        i = j;
      }
      continue;
    }
    if (isWordChar(source, i, false)) {
      const k = wordEnd(source, i, end);
      pushToken(out, source, "word", i, k);
      i = k;
      continue;
    }
    const symbol = SYMBOLS[source[i] ?? ""];
    if (symbol) {
      pushToken(out, source, symbol, i, i + 1);
      i++;
      continue;
    }
    const n = codePointLength(source, i);
    pushToken(out, source, "bad", i, i + n);
    i += n;
  }
  return out;
}

/** Splits the source into lines (`\n`, `\r\n` or `\r` end a line) and lexes each. */
export function lex(source: string): LexedLine[] {
  const lines: LexedLine[] = [];
  let line = 1;
  let start = 0;
  const n = source.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? source.charCodeAt(i) : -1;
    if (c === 10 || c === 13 || c === -1) {
      lines.push(lexLine(source, line, start, i));
      if (c === 13 && source.charCodeAt(i + 1) === 10) i++;
      line++;
      start = i + 1;
    }
  }
  return lines;
}

/** The position of `offset` on a line that starts at `lineStart`. */
export function positionAt(line: number, lineStart: number, offset: number): Position {
  return { line, column: offset - lineStart + 1, offset };
}

/** The range of one token. */
export function tokenRange(token: Token): Range {
  return {
    start: positionAt(token.line, token.lineStart, token.start),
    end: positionAt(token.line, token.lineStart, token.end),
  };
}

/** The range from the start of `first` to the end of `last` (both on one line). */
export function spanRange(first: Token, last: Token): Range {
  return {
    start: positionAt(first.line, first.lineStart, first.start),
    end: positionAt(last.line, last.lineStart, last.end),
  };
}
