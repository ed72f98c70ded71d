import type * as Monaco from "monaco-editor";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@/lib/model";
import { toMarkers, toMonacoRange } from "./markers";

const monaco = {
  MarkerSeverity: { Error: 8, Warning: 4, Info: 2, Hint: 1 },
} as unknown as Pick<typeof Monaco, "MarkerSeverity">;

const at = (line: number, column: number) => ({ line, column, offset: 0 });
const diagnostic = (severity: Diagnostic["severity"], from: number, to: number): Diagnostic => ({
  code: "dsl/x",
  severity,
  message: `${severity} here`,
  source: "set.json",
  range: { start: at(2, from), end: at(2, to) },
});

describe("toMarkers", () => {
  it("keeps a range exactly, with the severity, message, code and source", () => {
    expect(toMarkers(monaco, [diagnostic("warning", 3, 7)], "Vellum")).toEqual([
      {
        startLineNumber: 2,
        startColumn: 3,
        endLineNumber: 2,
        endColumn: 7,
        severity: 4,
        message: "warning here",
        code: "dsl/x",
        source: "Vellum",
      },
    ]);
  });

  it("widens an empty range to one character, so the squiggle shows", () => {
    const [error, info] = toMarkers(
      monaco,
      [diagnostic("error", 5, 5), diagnostic("info", 1, 1)],
      "effect language",
    );
    expect(error).toMatchObject({ startColumn: 5, endColumn: 6, severity: 8 });
    expect(info).toMatchObject({ startColumn: 1, endColumn: 2, severity: 2 });
    expect(toMonacoRange(diagnostic("error", 5, 5).range).endColumn).toBe(5);
  });
});
