/**
 * Every "did you mean" diagnostic carries its word as `suggestion`, and putting that word in
 * place of the diagnostic's range makes that diagnostic go away (editors offer it as a quick fix).
 */
import { describe, expect, it } from "vitest";
import { compileEffect } from "./compile";
import { ALL_FIXTURES, TEST_CONTEXT } from "./fixtures";

const MEANT = /did you mean '([^']+)'\?/;

const cases = ALL_FIXTURES.flatMap((fixture) =>
  compileEffect(fixture.source, TEST_CONTEXT, { cardType: fixture.cardType })
    .diagnostics.filter((d) => MEANT.test(d.message))
    .map((d) => ({ fixture, d })),
);

describe("did-you-mean suggestions", () => {
  it("are found in the fixtures", () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  for (const { fixture, d } of cases) {
    it(`${fixture.description}: ${d.message}`, () => {
      expect(d.suggestion).toBe(MEANT.exec(d.message)?.[1]);
      const fixed =
        fixture.source.slice(0, d.range.start.offset) +
        (d.suggestion ?? "") +
        fixture.source.slice(d.range.end.offset);
      const after = compileEffect(fixed, TEST_CONTEXT, { cardType: fixture.cardType });
      const same = after.diagnostics.filter(
        (a) => a.code === d.code && a.range.start.offset === d.range.start.offset,
      );
      expect(same).toEqual([]);
    });
  }

  it("are absent where there is nothing to suggest", () => {
    const { diagnostics } = compileEffect(
      "on play:\n  if this character has zzzzzzzz: draw 1",
      TEST_CONTEXT,
    );
    expect(diagnostics.map((d) => [d.code, d.suggestion])).toEqual([
      ["dsl/unknown-icon", undefined],
    ]);
  });

  it("replace a card type's words and a number word", () => {
    const at = (source: string) =>
      compileEffect(source, TEST_CONTEXT).diagnostics.map((d) => ({
        text: source.slice(d.range.start.offset, d.range.end.offset),
        suggestion: d.suggestion,
      }));
    expect(at("response: cancel an evnt")).toEqual([{ text: "evnt", suggestion: "event" }]);
    expect(at("on play: draw thre cards")).toEqual([{ text: "thre", suggestion: "three" }]);
    expect(at("on play: drwa 2 cards")).toEqual([{ text: "drwa", suggestion: "draw" }]);
  });
});
