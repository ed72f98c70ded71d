import { describe, expect, it } from "vitest";
import {
  START_RANGE,
  diagnostic,
  errorDiagnostic,
  formatDiagnostic,
  warningDiagnostic,
} from "./diagnostic";

describe("diagnostic constructors", () => {
  const range = {
    start: { line: 2, column: 3, offset: 9 },
    end: { line: 2, column: 7, offset: 13 },
  };

  it("build the one shape, with a pointer only when given", () => {
    expect(errorDiagnostic("set/x", "fix it", "set.json", { range, pointer: "/cards/0" })).toEqual({
      code: "set/x",
      severity: "error",
      message: "fix it",
      source: "set.json",
      range,
      pointer: "/cards/0",
    });
    expect(Object.keys(warningDiagnostic("csv/y", "careful", "cards.csv", { range }))).toEqual([
      "code",
      "severity",
      "message",
      "source",
      "range",
    ]);
    expect(diagnostic("info", "render/z", "note", "card:a").severity).toBe("info");
  });

  it("point at the start of the source with a fresh range by default", () => {
    const a = errorDiagnostic("move/x", "no", "move");
    const b = errorDiagnostic("move/x", "no", "move");
    expect(a.range).toEqual(START_RANGE);
    expect(a.range).not.toBe(b.range);
    expect(a.range.start).not.toBe(b.range.start);
    expect(formatDiagnostic(a)).toBe("move:1:1 error move/x no");
  });
});
