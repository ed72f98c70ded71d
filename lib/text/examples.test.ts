/** Every phrase has an example effect, and the example's text shows a set's override. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { phraseIds } from ".";
import { phraseExample, phraseExamples } from "./examples";
import { textTestSet } from "./test-set.test-support";

/** The English draw phrase, in another verb: every placeholder kept. */
const TAKE =
  "{who, select, you {{optional, select, yes {you may take} other {take}}} other {{players} {optional, select, yes {may take} other {takes}}}} {n, plural, one {# card} other {# cards}}{per}";

describe("phrase examples", () => {
  it("every phrase id has a fixture that uses it, shortest first", () => {
    // The highest-Self-Worth test is a choice's only, never a condition's, in the language; no
    // fixture swaps two characters chosen alike (a set's own card shows it, else none).
    expect(phraseIds().filter((id) => phraseExamples(id).length === 0)).toEqual([
      "char.choose-two",
      "cond.highest-self-worth",
    ]);
    const draws = phraseExamples("op.draw");
    expect(draws[0]).toBe("on play: draw 2 cards");
    expect(phraseExamples("op.nope")).toEqual([]);
  });

  it("the example's text is written with the set's override (and without a refused one)", () => {
    const plain = textTestSet();
    expect(phraseExample("op.draw", plain, "en")?.text).toBe("Draw 2 cards.");
    const own = textTestSet({
      phrases: { en: { "op.draw": TAKE } },
    });
    expect(phraseExample("op.draw", own, "en")?.text).toBe("Take 2 cards.");
    const broken = textTestSet({ phrases: { en: { "op.draw": "take {n, plural, one {#}" } } });
    expect(phraseExample("op.draw", broken, "en")?.text).toBe("Draw 2 cards.");
  });

  it("falls back to the set's own card when no fixture compiles against the set", () => {
    const set = textTestSet({
      families: [{ id: "gulls", name: "Gulls", symbol: "raven" }],
      cards: [
        { id: "c1", name: "Plain", type: "event", effect: "on play:\n  draw 1 card" },
        {
          id: "c2",
          name: "Gull call",
          type: "event",
          effect: "on play:\n  if this character is in the gulls family: draw 1 card",
        },
      ],
    } as Partial<VellumSet>);
    expect(phraseExample("cond.in-family", set, "en")).toEqual({
      effect: "on play:\n  if this character is in the gulls family: draw 1 card",
      text: expect.stringContaining("Gulls") as string,
      card: { id: "c2", name: "Gull call" },
    });
    // No fixture and no card: no example.
    expect(phraseExample("cond.highest-self-worth", set, "en")).toBeUndefined();
    // The sample set finds one for all but the phrases its cards do not use.
    const sample = JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;
    const missing = phraseIds().filter((id) => phraseExample(id, sample, "en") === undefined);
    expect(missing).toEqual(["filter.in-family", "cond.highest-self-worth", "cond.in-family"]);
  });
});
