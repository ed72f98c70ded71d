import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { setTextProblems } from "./set-text-checks";

describe("setTextProblems", () => {
  it("lists a missing glyph as a warning placed at the flavour in the file", () => {
    const set = minimalSet();
    const card = set.cards.find((c) => c.type === "modifier")!;
    card.flavor = "A cup of 茶.";
    const text = `${JSON.stringify(set, null, 2)}\n`;
    const problems = setTextProblems(text, set, "tea/set.json");
    expect(problems.map((d) => [d.code, d.severity, d.source, d.message])).toEqual([
      [
        "render/missing-glyph",
        "warning",
        "tea/set.json",
        `card “${card.name}”, en flavour: the card's fonts have no glyph for '茶' — it prints as a box; write the text with characters the bundled fonts have (Latin, Greek and Cyrillic in the texts, Latin in names)`,
      ],
    ]);
    const at = text.indexOf("A cup of 茶.");
    const line = text.slice(0, at).split("\n").length;
    expect(problems[0]?.range.start.line).toBe(line);
  });

  it("finds nothing in a set the fonts can print", () => {
    const set = minimalSet();
    expect(setTextProblems(JSON.stringify(set), set, "set.json")).toEqual([]);
  });
});
