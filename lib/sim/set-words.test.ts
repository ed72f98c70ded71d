/** The simulation report speaks the set's words: "win rate by party", "Δ Pathos". */
import { describe, expect, it } from "vitest";
import { sampleSet } from "../../test/fixtures/sample-set";
import { formatReport } from "./format";
import { simulate } from "./simulate";

describe("the report in the set's words", () => {
  it("names the set's family and points words in the report and its text", async () => {
    const base = sampleSet();
    const set = { ...base, rules: { ...base.rules, familyWord: "party", pointsWord: "Pathos" } };
    const r = await simulate({ set, games: 40, players: 3, bots: ["greedy"], seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.set).toMatchObject({ familyWord: "party", pointsWord: "Pathos" });
    const text = formatReport(r.value);
    expect(text).toContain("win rate by party");
    expect(text).toContain("Δ Pathos");
    expect(text).not.toMatch(/win rate by family|Δ self-worth/i);
  });

  it("reads a report stored before the words were kept in the built-in words", async () => {
    const r = await simulate({
      set: sampleSet(),
      games: 40,
      players: 3,
      bots: ["greedy"],
      seed: 1,
    });
    if (!r.ok) throw new Error(r.error.message);
    const { familyWord: _f, pointsWord: _p, ...set } = r.value.set;
    const text = formatReport({ ...r.value, set });
    expect(text).toContain("win rate by family");
    expect(text).toContain("Δ self-worth");
  });
});
