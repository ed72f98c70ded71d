import { describe, expect, it } from "vitest";
import type { Diagnostic, VellumSet } from "@/lib/model";
import { DEFAULT_RULES } from "@/lib/model";
import { validateSetValue } from "@/lib/schema";
import { buildReport } from "./problems";

const set: VellumSet = {
  id: "s",
  name: "S",
  version: "1.0.0",
  language: "en",
  families: [],
  icons: [
    {
      id: "raven",
      name: "Raven",
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    },
  ],
  cards: [
    { id: "a", type: "modifier", name: "A", copies: 0 },
    { id: "b", type: "modifier", name: "B", icons: [null, "ravn", null] },
  ],
  rules: { ...DEFAULT_RULES, stories: false, maxPlayers: 2, minPlayers: 2 },
};

describe("problem report", () => {
  it("places schema and cross-check problems on their card and field, with counts per card", () => {
    const report = buildReport(set, validateSetValue(set).diagnostics, new Map());
    const a = report.problems.find((p) => p.cardId === "a");
    expect(a).toMatchObject({ field: "copies" });
    expect(report.byCard.get("a")?.error).toBe(1);
    expect(report.errors).toBeGreaterThanOrEqual(1);
  });

  it("places render warnings by their card source, and ignores infos", () => {
    const overflow: Diagnostic = {
      code: "render/text-overflow",
      severity: "warning",
      message: "too long",
      source: "card:b/flavor",
      range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    };
    const info: Diagnostic = { ...overflow, code: "render/missing-art", severity: "info" };
    const report = buildReport(set, [], new Map([["b", [overflow, info]]]));
    expect(report.problems).toEqual([{ diagnostic: overflow, cardId: "b", field: "flavor" }]);
    expect(report.byCard.get("b")).toEqual({ error: 0, warning: 1, info: 0 });
  });
});
