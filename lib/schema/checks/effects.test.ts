import { describe, expect, it } from "vitest";
import { minimalSet } from "../../../test/fixtures/minimal-set";
import { positionOfText } from "../../../test/fixtures/text-position";
import { validateSetText, validateSetValue } from "../index";

/** The minimal set with one event's effect replaced, as pretty-printed text. */
function withEffect(effect: string): string {
  const set = minimalSet();
  const card = set.cards.find((c) => c.id === "the-will-is-read");
  if (!card) throw new Error("fixture drifted");
  card.effect = effect;
  return JSON.stringify(set, null, 2);
}

describe("card effects are compiled as part of validation", () => {
  it("points a compile error at the very word inside the effect string in the set file", () => {
    const text = withEffect("draw 2 cards\nif this character has ravn: draw 1 card");
    const { set, diagnostics } = validateSetText(text);
    expect(set).toBeUndefined();
    const d = diagnostics.find((x) => x.code === "dsl/unknown-icon");
    // "\n" is two characters in the file but one in the effect: the range must account for it.
    const start = positionOfText(text, "ravn");
    expect(d).toMatchObject({
      severity: "error",
      source: "set.json",
      pointer: expect.stringMatching(/^\/cards\/\d+\/effect$/),
      range: {
        start,
        end: { line: start.line, column: start.column + 4, offset: start.offset + 4 },
      },
    });
    expect(d?.message).toMatch(
      /^effect of card “The Will Is Read”: .*'ravn'.*did you mean 'raven'\?/,
    );
  });

  it("accounts for \\u escapes and quotes before the error", () => {
    const text = withEffect('# "Séance" \u0007\ndraw two kards');
    const d = validateSetText(text).diagnostics.find((x) => x.code.startsWith("dsl/"));
    expect(d?.range.start).toEqual(positionOfText(text, "kards"));
  });

  it("accepts a set whose effects all compile", () => {
    const { set, diagnostics } = validateSetText(withEffect("on play:\n  draw 2 cards"));
    expect(diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    expect(set).toBeDefined();
  });

  it("reports effect errors of a set built in code at its pointer", () => {
    const set = JSON.parse(withEffect("draw many cards")) as unknown;
    const d = validateSetValue(set).diagnostics.find((x) => x.code.startsWith("dsl/"));
    expect(d?.pointer).toMatch(/^\/cards\/\d+\/effect$/);
    expect(d?.range.start).toEqual({ line: 1, column: 1, offset: 0 });
  });
});
