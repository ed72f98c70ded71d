import { describe, expect, it } from "vitest";
import { mapHeaders } from "./mapping";
import { sampleSet } from "./sets.test.support";

describe("mapHeaders", () => {
  it("maps card columns to themselves, trimmed, in any case and by their labels", () => {
    const mapping = mapHeaders(
      [" name ", "ID", "Points 1", "points2", "Icon 3", "Name (fr)", "name@fr", "Copies"],
      sampleSet(),
    );
    expect(mapping.byIndex).toEqual([
      "name",
      "id",
      "points.1",
      "points.2",
      "icons.3",
      "name@fr",
      "name@fr",
      "copies",
    ]);
    expect(mapping.unmatched).toEqual([]);
  });

  it("then follows the saved mapping; the rest are unmatched with a suggestion", () => {
    const mapping = mapHeaders(["Card", "Cost", "Notes", "Pionts 1", ""], sampleSet(), {
      Card: "name",
      Notes: null,
      Cost: "no-such-column",
    });
    expect(mapping.byIndex).toEqual(["name", null, null, null, null]);
    expect(mapping.unmatched).toEqual([
      { index: 1, header: "Cost" },
      { index: 3, header: "Pionts 1", suggestion: "points.1" },
    ]);
  });

  it("knows no translation column for a language the set does not list", () => {
    const mapping = mapHeaders(["name@es"], sampleSet());
    expect(mapping.byIndex).toEqual([null]);
    expect(mapping.unmatched[0]?.header).toBe("name@es");
  });
});

describe("mapHeaders' suggestions for a sheet of one's own", () => {
  it("suggests the column a common heading stands for, with its slot, and still asks", () => {
    const set = sampleSet();
    const mapping = mapHeaders(
      ["Card name", "Pts 1", "Symbol 2", "Qty", "Rules text", "Notes"],
      set,
    );
    expect(mapping.byIndex).toEqual([null, null, null, null, null, null]);
    expect(mapping.unmatched.map((u) => [u.header, u.suggestion])).toEqual([
      ["Card name", "name"],
      ["Pts 1", "points.1"],
      ["Symbol 2", "icons.2"],
      ["Qty", "copies"],
      ["Rules text", "text"],
      ["Notes", mapping.unmatched[5]?.suggestion],
    ]);
    expect(["name", "text", "effect"]).not.toContain(mapping.unmatched[5]?.suggestion);
  });

  it("reads the set's own word for family as the family column", () => {
    const set = { ...sampleSet(), rules: { ...sampleSet().rules, familyWord: "party" } };
    expect(mapHeaders(["Party"], set).unmatched[0]?.suggestion).toBe("family");
  });
});
