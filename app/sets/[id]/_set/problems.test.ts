import { describe, expect, it } from "vitest";
import { bareSet } from "@/test/fixtures/bare-set";
import type { Diagnostic, VellumSet } from "@/lib/model";
import { DEFAULT_RULES } from "@/lib/model";
import { validateSetValue } from "@/lib/schema";
import { buildReport } from "./problems";

const set: VellumSet = {
  ...bareSet(),
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

describe("problem messages", () => {
  const named = (name: string, copies: number): VellumSet => ({
    ...set,
    cards: [{ id: "new-modifier-4", type: "modifier", name, copies, icons: [null, "ravn", null] }],
  });
  const messages = (s: VellumSet) =>
    buildReport(s, validateSetValue(s).diagnostics, new Map()).problems.map(
      (p) => p.diagnostic.message,
    );

  it("name cards by their current name in the schema's problems, and follow a rename", () => {
    expect(messages(named("Drowned Lantern", 0))).toEqual([
      "'copies' of card “Drowned Lantern” must be from 1 to 99; got 0",
    ]);
    expect(messages(named("Lantern, Unlit", 0))).toEqual([
      "'copies' of card “Lantern, Unlit” must be from 1 to 99; got 0",
    ]);
  });

  it("name cards by their current name in the cross-checks, never by an id nobody chose", () => {
    const found = messages(named("Drowned Lantern", 1));
    expect(found).toContain(
      "card “Drowned Lantern” shows the unknown icon 'ravn' — did you mean 'raven'?",
    );
    expect(found.join("\n")).not.toContain("new-modifier-4");
  });
});
