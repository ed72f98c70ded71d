import type { ScanProblem } from "./json-scan";

/**
 * The token-level half of the strict JSON checker: strings, bare words (numbers and literals),
 * comments, and the messages for what is found in the wrong place. Each scanner returns the
 * offset after its token or throws a {@link ScanFailure}, which `scanJson` turns into its result.
 */

const NUMBER_RE = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const ESCAPES = new Set([34, 92, 47, 98, 102, 110, 114, 116]); // " \ / b f n r t

/** JSON whitespace: space, tab, line feed, carriage return. */
export function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Characters that end a bare word (a number, a literal or a mistake). */
export function endsWord(c: number): boolean {
  return (
    isSpace(c) ||
    c === 44 || // ,
    c === 58 || // :
    c === 123 || // {
    c === 125 || // }
    c === 91 || // [
    c === 93 || // ]
    c === 34 || // "
    c === 47 || // /
    Number.isNaN(c)
  );
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** Thrown by the scanners to stop at the first problem; never escapes `scanJson`. */
export class ScanFailure {
  constructor(readonly problem: ScanProblem) {}
}

/** Stops the scan with a problem at `start`–`end`. */
export function fail(
  message: string,
  start: number,
  end: number,
  code: ScanProblem["code"] = "json/syntax",
): never {
  throw new ScanFailure({ code, message, start, end });
}

/** The end of the bare word starting at `start`. */
export function wordEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && !endsWord(text.charCodeAt(i))) i++;
  return i;
}

/** How the token at `pos` reads in a message, and where it ends. */
export function tokenAt(text: string, pos: number): { shown: string; end: number } {
  if (pos >= text.length) return { shown: "the end of the file", end: pos };
  const c = text.charCodeAt(pos);
  if (c === 34) {
    let i = pos + 1;
    while (i < text.length && i - pos < 40) {
      const d = text.charCodeAt(i);
      if (d === 34 || d === 10 || d === 13) break;
      i += d === 92 ? 2 : 1;
    }
    const end = Math.min(text.length, text.charCodeAt(i) === 34 ? i + 1 : i);
    return { shown: text.slice(pos, end), end };
  }
  const end = endsWord(c) ? pos + 1 : wordEnd(text, pos);
  const word = text.slice(pos, end);
  return { shown: `'${word.length > 30 ? `${word.slice(0, 30)}…` : word}'`, end };
}

/** Stops the scan: "<expected>, found <token>". */
export function failAt(text: string, pos: number, expected: string, hint = ""): never {
  const { shown, end } = tokenAt(text, pos);
  return fail(`${expected}, found ${shown}${hint}`, pos, Math.max(end, pos));
}

/** Stops the scan at a comment (JSON has none) or a stray slash. */
export function failComment(text: string, pos: number): never {
  const next = text.charCodeAt(pos + 1);
  if (next === 47) {
    let end = pos;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
    return fail("comments are not allowed in JSON — remove the '//' comment", pos, end);
  }
  if (next === 42) {
    const close = text.indexOf("*/", pos + 2);
    const end = close < 0 ? text.length : close + 2;
    return fail("comments are not allowed in JSON — remove the '/* */' comment", pos, end);
  }
  return fail("unexpected '/' — text must be in double quotes", pos, pos + 1);
}

/** Scans a string starting at the quote at `start`; returns the offset after its closing quote. */
export function scanString(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    if (i >= text.length) {
      return fail("unterminated text: add the closing '\"'", start, text.length);
    }
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) {
      const e = text.charCodeAt(i + 1);
      if (ESCAPES.has(e)) {
        i += 2;
        continue;
      }
      if (e === 117) {
        let n = 0;
        while (n < 4 && isHex(text.charCodeAt(i + 2 + n))) n++;
        if (n < 4) {
          return fail("'\\u' must be followed by 4 hex digits, e.g. \\u00e9", i, i + 2 + n);
        }
        i += 6;
        continue;
      }
      if (i + 1 >= text.length) {
        return fail("unterminated text: add the closing '\"'", start, text.length);
      }
      if (e === 10 || e === 13) {
        return fail(
          "a backslash cannot end a line inside text — write a line break as \\n",
          i,
          i + 1,
        );
      }
      return fail(
        `invalid escape '\\${text[i + 1] ?? ""}' in text — write \\\\ for a backslash`,
        i,
        i + 2,
      );
    }
    if (c < 32) {
      if (c === 10 || c === 13) {
        return fail(
          "text is not closed before the end of the line: add the closing '\"' (write a line break inside text as \\n)",
          start,
          i,
        );
      }
      if (c === 9) return fail("a tab inside text must be written as \\t", i, i + 1);
      const hex = c.toString(16).padStart(4, "0");
      return fail(
        `control character U+${hex.toUpperCase()} inside text must be written as \\u${hex}`,
        i,
        i + 1,
      );
    }
    i++;
  }
}

/** Checks a bare word in value position (a number or true/false/null); returns its end. */
export function scanWord(text: string, pos: number): number {
  const end = wordEnd(text, pos);
  const word = text.slice(pos, end);
  const c = text.charCodeAt(pos);
  if (c === 45 || c === 43 || c === 46 || (c >= 48 && c <= 57)) {
    if (NUMBER_RE.test(word)) return end;
    if (/^-?0[0-9]/.test(word) && /^-?[0-9]+$/.test(word)) {
      const fixed = word.replace(/^(-?)0+(?=[0-9])/, "$1");
      return fail(`numbers cannot start with 0: write ${fixed} instead of ${word}`, pos, end);
    }
    return fail(`invalid number '${word}': write numbers like 12, -3, 0.5 or 1e3`, pos, end);
  }
  if (word === "true" || word === "false" || word === "null") return end;
  const lower = word.toLowerCase();
  if (lower === "true" || lower === "false" || lower === "null") {
    return fail(`write ${lower} in lower case, not '${word}'`, pos, end);
  }
  if (word === "NaN" || word === "Infinity" || word === "undefined") {
    return fail(`'${word}' is not allowed in JSON — use a number or null`, pos, end);
  }
  if (c === 39) {
    return fail('text must be in double quotes ("…"), not single quotes', pos, end);
  }
  const shown = word.length > 30 ? `${word.slice(0, 30)}…` : word;
  return fail(`unexpected '${shown}' — text must be in double quotes, e.g. "${shown}"`, pos, end);
}
