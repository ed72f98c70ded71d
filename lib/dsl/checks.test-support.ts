/**
 * What the effect-language tests check compiler output against: the IR schema validator and
 * range checks. Test support (`*.test-support.ts`): never exported from `index.ts`.
 */
import Ajv2020 from "ajv/dist/2020";
import type { Diagnostic, Range } from "../model";
import schema from "../../schemas/effect-ir.schema.json";

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
