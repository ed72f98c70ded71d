import { describe, expect, it } from "vitest";
import { CARD_TYPES, DEFAULT_RULES } from "../model";
import type { VellumSet } from "../model";
import { compileEffect } from "./compile";
import { cardTypeWordsOf, contextFromSet, resolveCardType } from "./context";
import { TEST_CONTEXT } from "./fixtures";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>';

const set: VellumSet = {
  id: "gaslight",
  name: "Gaslight",
  version: "0.1.0",
  language: "en",
  families: [{ id: "ashgrove", name: "The Ashgroves", symbol: "raven" }],
  icons: [
    { id: "raven", name: "Raven", svg: SVG },
    { id: "tide", name: "Tide", svg: SVG },
  ],
  cards: [],
  rules: { ...DEFAULT_RULES },
};

describe("contextFromSet", () => {
  it("takes the set's icon and family ids and every card type", () => {
    expect(contextFromSet(set)).toEqual({
      icons: ["raven", "tide"],
      families: ["ashgrove"],
      cardTypes: [...CARD_TYPES],
    });
  });

  it("gives a context effects of the set compile against", () => {
    const ctx = contextFromSet(set);
    expect(
      compileEffect("on play: if this character is in ashgrove: draw 1", ctx).diagnostics,
    ).toEqual([]);
    expect(compileEffect("story requires rose", ctx).diagnostics.map((d) => d.message)).toEqual([
      "unknown icon 'rose' — this set's icons are raven, tide",
    ]);
  });
});

describe("card type words", () => {
  it("resolves singular, plural, spaced and hyphenated forms in any case", () => {
    expect(resolveCardType("Untimely Deaths", TEST_CONTEXT)).toBe("untimely-death");
    expect(resolveCardType("untimely-death", TEST_CONTEXT)).toBe("untimely-death");
    expect(resolveCardType("stories", TEST_CONTEXT)).toBe("story");
    expect(resolveCardType("events", TEST_CONTEXT)).toBe("event");
    expect(resolveCardType("evnt", TEST_CONTEXT)).toBeUndefined();
    expect(resolveCardType("event", { ...TEST_CONTEXT, cardTypes: ["modifier"] })).toBeUndefined();
  });

  it("names every word of a card type's phrases", () => {
    expect(cardTypeWordsOf("untimely-death")).toEqual(["untimely", "death", "untimely", "deaths"]);
    expect(cardTypeWordsOf("story")).toEqual(["story", "stories"]);
  });
});
