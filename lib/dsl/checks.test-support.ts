/**
 * What the effect-language tests check compiler output against: the IR schema validator and
 * range checks. Test support (`*.test-support.ts`): never exported from `index.ts`.
 */
import Ajv2020 from "ajv/dist/2020";
import type { Diagnostic, Range } from "../model";
import schema from "../../schemas/effect-ir.schema.json";
import { compileEffect } from "./compile";
import type { CompileOptions } from "./compile";
import type { DslContext } from "./context";
import { lex } from "./lexer";

/** The compiled JSON Schema of the IR (strict mode, so the schema itself is checked too). */
export const validateIR = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** `line:col-line:col` of a range, as fixtures write it. */
export function at(range: Range): string {
  return `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}`;
}

/** The 1-based line and column of a 0-based offset, with `\n`, `\r\n` and `\r` ending lines. */
export function lineColumnOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const c = source.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && source.charCodeAt(i + 1) === 10) {
        if (i + 1 >= offset) break;
        i++;
      }
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/** Why a diagnostic's range is not a valid half-open span of `source`, or `undefined`. */
export function rangeProblem(source: string, d: Diagnostic): string | undefined {
  const { start, end } = d.range;
  if (!(0 <= start.offset && start.offset <= end.offset && end.offset <= source.length)) {
    return `offsets ${start.offset}..${end.offset} outside 0..${source.length}`;
  }
  for (const p of [start, end]) {
    const expected = lineColumnOf(source, p.offset);
    if (expected.line !== p.line || expected.column !== p.column) {
      return `offset ${p.offset} is ${expected.line}:${expected.column}, not ${p.line}:${p.column}`;
    }
  }
  return undefined;
}

/** Diagnostics of a line the parser could not read at a word (describe-failure.ts, cursor problems). */
const PARSE_CODES = new Set([
  "dsl/unexpected-word",
  "dsl/unknown-word",
  "dsl/unexpected-token",
  "dsl/missing-colon",
  "dsl/extra-words",
  "dsl/unexpected-end",
  "dsl/expected-number",
  "dsl/subject-not-allowed",
  "dsl/may-not-allowed",
]);

/** Parse diagnostics that only say a line stops early: the word before them did fit. */
const STOPS_EARLY = new Set(["dsl/unexpected-end", "dsl/expected-number", "dsl/missing-colon"]);

/**
 * Why a diagnostic's "did you mean" leads nowhere, or `undefined` when it leads somewhere (issue
 * 23): with the suggestion in place of its range, the parser reads past it — no parse error on
 * the suggested word (except that the line stops there, when nothing follows it), and none newly
 * on the word after it unless that one carries a suggestion of its own (two typos in a row).
 * Where the statement stands (`dsl/misplaced`, …) is another diagnostic's business.
 */
export function suggestionProblem(
  source: string,
  d: Diagnostic,
  ctx: DslContext,
  opts: CompileOptions = {},
): string | undefined {
  if (d.suggestion === undefined) return undefined;
  const { start, end } = d.range;
  const fixed = source.slice(0, start.offset) + d.suggestion + source.slice(end.offset);
  const wordEnd = start.offset + d.suggestion.length;
  // The good tokens of the fixed line after the suggested word (odd characters are not read).
  const line = lex(fixed).find((l) => l.tokens.some((t) => t.start === start.offset));
  const following = (line?.tokens ?? []).filter((t) => t.start >= wordEnd && t.kind !== "bad");
  const last = following.length === 0;
  const next = following[0];
  const parseErrors = (text: string, opt: CompileOptions) =>
    compileEffect(text, ctx, opt).diagnostics.filter(
      (a) => a.severity === "error" && PARSE_CODES.has(a.code),
    );
  const after = parseErrors(fixed, opts);
  const onWord = after.find(
    (a) =>
      a.range.start.offset < wordEnd &&
      a.range.end.offset > start.offset &&
      !(last && STOPS_EARLY.has(a.code)),
  );
  if (onWord) return `'${d.suggestion}' still fails there: ${onWord.code} ${onWord.message}`;
  if (!next) return undefined;
  const nextStart = next.start;
  const shift = d.suggestion.length - (end.offset - start.offset);
  const before = parseErrors(source, opts).some((a) => a.range.start.offset === nextStart - shift);
  const onNext = after.find(
    (a) =>
      a.range.start.offset === nextStart &&
      a.suggestion === undefined &&
      a.code !== "dsl/subject-not-allowed" &&
      a.code !== "dsl/may-not-allowed" &&
      !before &&
      !(following.length === 1 && STOPS_EARLY.has(a.code)),
  );
  if (onNext) return `the word after '${d.suggestion}' fails: ${onNext.code} ${onNext.message}`;
  return undefined;
}
