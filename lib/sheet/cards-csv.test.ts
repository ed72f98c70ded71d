import { describe, expect, it } from "vitest";
import { mergeCardsCsv } from "./cards-csv";
import { cardOf, sampleSet } from "./sets.test.support";

const HERON = "lost-a-wager-to-a-heron";

describe("mergeCardsCsv reads rows as a pulled sheet does", () => {
  it("refuses an unknown icon, family or out-of-range number at its cell", () => {
    const set = sampleSet();
    const csv = [
      "id,type,name,family,points.1,icons.1",
      `${HERON},modifier,Lost a Wager to a Heron,,-150,rven`,
      "new-one,character,New One,gannets,,",
    ].join("\n");
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    expect(merged.diagnostics.map((d) => d.message)).toEqual([
      "cell E2 (points.1): '-150' is out of range: points are whole numbers from -99 to 99",
      "cell F2 (icons.1): 'rven' is not an icon of the set — did you mean 'raven'?",
      "cell D3 (family): 'gannets' is not a family of the set — did you mean 'gannetts'?",
    ]);
    expect(merged.added + merged.updated).toBe(0);
  });

  it("takes headers in any case or by their labels", () => {
    const set = sampleSet();
    const merged = mergeCardsCsv(set, `ID,Points 1\n${HERON},-20\n`, "cards.csv");
    expect(merged.diagnostics).toEqual([]);
    expect(cardOf({ ...set, cards: merged.cards }, HERON).points).toEqual([-20, null, null]);
  });

  it("finds cards by name when the CSV has no id column", () => {
    const set = sampleSet();
    const merged = mergeCardsCsv(set, "name,points.1\nLost a Wager to a Heron,-20\n", "cards.csv");
    expect([merged.added, merged.updated]).toEqual([0, 1]);
  });
});
