import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/model";
import { EMPTY_QUERY, isPlainOrder, queryCards } from "./card-query";

const cards: Card[] = [
  {
    id: "b",
    type: "modifier",
    name: "Bitten",
    icons: [null, "raven", null],
    effect: "on play: draw 1 card",
  },
  { id: "a", type: "character", name: "Ádélie", family: "penguins", flavor: "cold" },
  { id: "c", type: "event", name: "Cake", translations: { fr: { name: "Gâteau" } } },
];
const problems = new Map([["c", { error: 1, warning: 0, info: 0 }]]);
const ids = (q: Partial<typeof EMPTY_QUERY>) =>
  queryCards(cards, { ...EMPTY_QUERY, ...q }, problems).map((s) => s.card.id);

describe("card query", () => {
  it("searches names, texts and translations, accents folded, every word", () => {
    expect(ids({ search: "adelie" })).toEqual(["a"]);
    expect(ids({ search: "draw card" })).toEqual(["b"]);
    expect(ids({ search: "gateau" })).toEqual(["c"]);
    expect(ids({ search: "draw cake" })).toEqual([]);
  });
  it("filters by type, family, icon and problems", () => {
    expect(ids({ type: "event" })).toEqual(["c"]);
    expect(ids({ family: "penguins" })).toEqual(["a"]);
    expect(ids({ icon: "raven" })).toEqual(["b"]);
    expect(ids({ problemsOnly: true })).toEqual(["c"]);
  });
  it("sorts, and only the plain query allows reordering", () => {
    expect(ids({ sort: "name" })).toEqual(["a", "b", "c"]);
    expect(ids({ sort: "type" })).toEqual(["a", "b", "c"]);
    expect(ids({ sort: "problems" })).toEqual(["c", "b", "a"]);
    expect(isPlainOrder(EMPTY_QUERY)).toBe(true);
    expect(isPlainOrder({ ...EMPTY_QUERY, search: "x" })).toBe(false);
  });
});
