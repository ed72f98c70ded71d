import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { DEFAULT_RULES } from "../model";
import { blankCard, newCardKind } from "./cards";

const set: VellumSet = {
  id: "s",
  name: "S",
  version: "1.0.0",
  language: "en",
  families: [
    { id: "big", name: "Big", symbol: "x" },
    { id: "small", name: "Small", symbol: "x" },
  ],
  icons: [],
  cards: [
    { id: "a", type: "character", name: "A", family: "big" },
    { id: "b", type: "character", name: "B", family: "big" },
    { id: "c", type: "character", name: "C", family: "small" },
    { id: "m", type: "event", name: "M" },
  ],
  rules: { ...DEFAULT_RULES },
};

describe("the kind of a new card", () => {
  it("takes the selected card's type, and a character's family", () => {
    expect(newCardKind(set, set.cards[0], undefined)).toEqual({ type: "character", family: "big" });
    expect(newCardKind(set, set.cards[3], undefined)).toEqual({ type: "event" });
  });

  it("is a modifier with nothing selected, and a chosen type wins", () => {
    expect(newCardKind(set, undefined, undefined)).toEqual({ type: "modifier" });
    expect(newCardKind(set, set.cards[0], "story")).toEqual({ type: "story" });
  });

  it("gives a character without a family to take the family with the fewest characters", () => {
    expect(newCardKind(set, set.cards[3], "character")).toEqual({
      type: "character",
      family: "small",
    });
    expect(newCardKind({ ...set, families: [] }, undefined, "character")).toEqual({
      type: "character",
    });
  });

  it("makes a placeholder card of that kind, with clear slots on clear-film cards", () => {
    expect(blankCard(set, { type: "character", family: "small" })).toEqual({
      id: "new-character",
      type: "character",
      name: "New character",
      family: "small",
    });
    expect(blankCard(set, { type: "untimely-death" })).toEqual({
      id: "new-untimely-death",
      type: "untimely-death",
      name: "New untimely death",
      points: [null, null, null],
      icons: [null, null, null],
    });
  });
});
