import type { Position } from "../model";
import {
  ScanFailure,
  endsWord,
  fail,
  failAt,
  failComment,
  isSpace,
  scanString,
  scanWord,
  tokenAt,
  wordEnd,
} from "./json-tokens";
import { MAX_JSON_DEPTH } from "./limits";

/**
 * A strict JSON (RFC 8259) checker that runs in one linear pass with an explicit stack, so no
 * input can overflow the call stack. It finds the first syntax error with a message that says
 * the fix, refuses nesting deeper than a limit, and lists duplicate keys. It builds no values:
 * `JSON.parse` does that once the text is known to be well formed.
 *
 * NOTE: it must accept exactly what `JSON.parse` accepts; `json-scan.test.ts` checks that on
 * thousands of mutated texts.
 */

/** The first problem found: a syntax error or too deep a nesting. Offsets are 0-based. */
export interface ScanProblem {
  code: "json/syntax" | "json/too-deep";
  message: string;
  start: number;
  end: number;
}

/** A key that occurs a second time in the same object; `path` leads to the second value. */
export interface DuplicateKey {
  key: string;
  start: number;
  end: number;
  path: (string | number)[];
}

/** What {@link scanJson} found. `problem` is absent exactly when the text is valid JSON. */
export interface ScanResult {
  problem?: ScanProblem;
  duplicates: DuplicateKey[];
}

const enum State {
  Top,
  ArrayFirst,
  ArrayNext,
  ObjectFirst,
  ObjectNext,
  Colon,
  PropertyValue,
  After,
}

const OBJECT = 0;
const ARRAY = 1;

/**
 * Checks that `text` is strict JSON, at most `maxDepth` containers deep. Never throws and never
 * recurses. `positionAt` is used only to word messages about where a bracket was opened.
 */
export function scanJson(
  text: string,
  positionAt: (offset: number) => Position,
  maxDepth = MAX_JSON_DEPTH,
): ScanResult {
  const duplicates: DuplicateKey[] = [];
  try {
    scan(text, positionAt, maxDepth, duplicates);
    return { duplicates };
  } catch (e) {
    if (e instanceof ScanFailure) return { problem: e.problem, duplicates };
    throw e;
  }
}

function scan(
  text: string,
  positionAt: (offset: number) => Position,
  maxDepth: number,
  duplicates: DuplicateKey[],
): void {
  const len = text.length;
  const kinds: number[] = [];
  const opens: number[] = [];
  const path: (string | number)[] = [];
  const keySets: (Set<string> | undefined)[] = [];
  let state: State = State.Top;
  let pos = 0;
  let lastComma = -1;
  let lastKey = "";

  const open = (kind: number): State => {
    if (kinds.length >= maxDepth) {
      fail(
        `the JSON is nested more than ${maxDepth} levels deep — a set file needs about 6; look for runaway brackets`,
        pos,
        pos + 1,
        "json/too-deep",
      );
    }
    kinds.push(kind);
    opens.push(pos);
    path.push(kind === ARRAY ? 0 : "");
    keySets.push(undefined);
    pos++;
    return kind === ARRAY ? State.ArrayFirst : State.ObjectFirst;
  };
  const close = (): State => {
    kinds.pop();
    opens.pop();
    path.pop();
    keySets.pop();
    pos++;
    return State.After;
  };

  for (;;) {
    let c = text.charCodeAt(pos);
    while (isSpace(c)) c = text.charCodeAt(++pos);
    const top = kinds.length - 1;

    if (pos >= len) {
      if (state === State.Top) {
        return fail("the file is empty: a set file is one JSON object, starting with '{'", 0, len);
      }
      if (state === State.After && top < 0) return;
      const opened = positionAt(opens[top] ?? 0);
      const bracket = kinds[top] === ARRAY ? ["[", "]"] : ["{", "}"];
      return fail(
        `unexpected end of the file: the '${bracket[0]}' at line ${opened.line}, column ${opened.column} is never closed — add '${bracket[1]}'`,
        len,
        len,
      );
    }
    if (c === 47) failComment(text, pos);

    switch (state) {
      case State.Top:
      case State.ArrayFirst:
      case State.ArrayNext:
      case State.PropertyValue:
        if (c === 123) state = open(OBJECT);
        else if (c === 91) state = open(ARRAY);
        else if (c === 34) {
          pos = scanString(text, pos);
          state = State.After;
        } else if (c === 93 && state === State.ArrayFirst) state = close();
        else if (c === 93 && state === State.ArrayNext) {
          fail("trailing comma: remove the ',' before ']'", lastComma, lastComma + 1);
        } else if (c === 125 || c === 93 || c === 44 || c === 58) {
          const where =
            state === State.PropertyValue
              ? ` after the ':' of '${lastKey}'`
              : state === State.Top
                ? " (a set file is one JSON object, starting with '{')"
                : "";
          failAt(text, pos, `expected a value${where}`);
        } else {
          pos = scanWord(text, pos);
          state = State.After;
        }
        break;

      case State.ObjectFirst:
      case State.ObjectNext:
        if (c === 34) {
          const end = scanString(text, pos);
          const raw = text.slice(pos + 1, end - 1);
          const key = raw.includes("\\") ? (JSON.parse(text.slice(pos, end)) as string) : raw;
          let keys = keySets[top];
          if (keys === undefined) keySets[top] = keys = new Set();
          path[top] = key;
          if (keys.has(key)) duplicates.push({ key, start: pos, end, path: path.slice() });
          else keys.add(key);
          lastKey = key;
          pos = end;
          state = State.Colon;
        } else if (c === 125 && state === State.ObjectFirst) state = close();
        else if (c === 125) {
          fail("trailing comma: remove the ',' before '}'", lastComma, lastComma + 1);
        } else if (c === 39) {
          const end = wordEnd(text, pos);
          fail('property names must be in double quotes ("…"), not single quotes', pos, end);
        } else if (!endsWord(c)) {
          const end = wordEnd(text, pos);
          const word = text.slice(pos, end);
          fail(`property names must be in double quotes: write "${word}"`, pos, end);
        } else failAt(text, pos, "expected a property name in double quotes");
        break;

      case State.Colon:
        if (c === 58) {
          state = State.PropertyValue;
          pos++;
        } else failAt(text, pos, `expected ':' after the property name '${lastKey}'`);
        break;

      case State.After:
        if (top < 0) {
          const { shown, end } = tokenAt(text, pos);
          fail(
            `unexpected ${shown} after the end of the JSON value — a file holds exactly one object`,
            pos,
            end,
          );
        } else if (c === 44) {
          lastComma = pos;
          if (kinds[top] === ARRAY) {
            path[top] = (path[top] as number) + 1;
            state = State.ArrayNext;
          } else state = State.ObjectNext;
          pos++;
        } else if ((c === 125 && kinds[top] === OBJECT) || (c === 93 && kinds[top] === ARRAY)) {
          state = close();
        } else {
          const startsValue = c === 34 || c === 123 || c === 91 || !endsWord(c);
          const hint = startsValue ? " — is a ',' missing?" : "";
          const expected =
            kinds[top] === OBJECT
              ? "expected ',' or '}' after a property value"
              : "expected ',' or ']' after an array item";
          failAt(text, pos, expected, hint);
        }
        break;
    }
  }
}
