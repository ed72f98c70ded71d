import { describe, expect, it } from "vitest";
import { errorDiagnostic, warningDiagnostic } from "../model";
import type { Diagnostic } from "../model";
import { MAX_DIAGNOSTICS, capDiagnostics } from "./limits";

const at = (line: number) => ({
  range: { start: { line, column: 1, offset: 0 }, end: { line, column: 2, offset: 1 } },
});
const warnings = (n: number): Diagnostic[] =>
  Array.from({ length: n }, (_, i) => warningDiagnostic("t/w", `warning ${i}`, "t", at(i + 1)));

describe("capDiagnostics", () => {
  it("keeps a list of at most MAX_DIAGNOSTICS as it is", () => {
    const list = warnings(MAX_DIAGNOSTICS);
    expect(capDiagnostics(list, { code: "t/too-many-problems", source: "t" })).toEqual(list);
  });

  it("keeps the first MAX_DIAGNOSTICS and says how many more there are, where the last kept is", () => {
    const list = warnings(MAX_DIAGNOSTICS + 2);
    const capped = capDiagnostics(list, { code: "t/too-many-problems", source: "t" });
    expect(capped).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(capped.slice(0, MAX_DIAGNOSTICS)).toEqual(list.slice(0, MAX_DIAGNOSTICS));
    expect(capped.at(-1)).toEqual({
      code: "t/too-many-problems",
      severity: "warning",
      message: "2 more problems are not shown — fix the ones above first",
      source: "t",
      range: at(MAX_DIAGNOSTICS).range,
    });
  });

  it("is an error when a hidden problem is one", () => {
    const list = [...warnings(MAX_DIAGNOSTICS), errorDiagnostic("t/e", "error", "t")];
    expect(capDiagnostics(list, { code: "t/x", source: "t" }).at(-1)).toMatchObject({
      severity: "error",
      message: "1 more problem is not shown — fix the ones above first",
    });
  });

  it("says what was left unchecked, at the range given, even under the cap", () => {
    const capped = capDiagnostics(warnings(3), {
      code: "t/x",
      source: "t",
      unchecked: "the last 7 lines were not read",
      ...at(40),
    });
    expect(capped).toHaveLength(4);
    expect(capped.at(-1)).toMatchObject({
      severity: "error",
      message: "the last 7 lines were not read — fix the ones above first",
      range: at(40).range,
    });
  });
});
