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

  it("lists written rules text that disagrees with its effect, placed at the words in the file", () => {
    const set = minimalSet();
    const card = set.cards.find((c) => c.effect && c.type === "event")!;
    card.effect = "on play:\n  draw 2 cards";
    card.text = "Draw 3 cards.";
    const text = `${JSON.stringify(set, null, 2)}\n`;
    const problems = setTextProblems(text, set, "set.json");
    expect(problems.map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        "text/disagrees-with-effect",
        "warning",
        `card “${card.name}”, en: the text says “3 cards”; the effect draws 2 cards`,
      ],
    ]);
    const at = text.indexOf('"Draw 3 cards."') + 1 + "Draw ".length;
    expect(problems[0]?.range.start.offset).toBe(at);
    expect(problems[0]?.range.end.offset).toBe(at + "3 cards".length);
  });
});
