import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { setAfter, setFor } from "./validation-job";

const sample = JSON.parse(
  readFileSync(new URL("../../../../examples/saltmarrow/set.json", import.meta.url), "utf8"),
) as VellumSet;

describe("the validation worker's jobs", () => {
  it("sends an edited card alone, and the worker's set is then the page's", () => {
    const cards = sample.cards.slice();
    cards[2] = { ...cards[2]!, name: "Renamed" };
    const edited = { ...sample, cards };
    const job = setFor(sample, edited);
    expect(job).toEqual({ changed: [[2, cards[2]]] });
    expect(setAfter(sample, { id: 1, ...job })).toEqual(edited);
  });

  it("sends the whole set when a field besides the cards, or the number of cards, changed", () => {
    const renamed = { ...sample, name: "Other" };
    expect(setFor(sample, renamed)).toEqual({ doc: renamed });
    const fewer = { ...sample, cards: sample.cards.slice(1) };
    expect(setFor(sample, fewer)).toEqual({ doc: fewer });
    expect(setFor(undefined, sample)).toEqual({ doc: sample });
  });

  it("sends the whole set when more than half its cards changed", () => {
    const all = { ...sample, cards: sample.cards.map((c) => ({ ...c })) };
    expect(setFor(sample, all)).toEqual({ doc: all });
  });
});
