import { describe, expect, it } from "vitest";
import type { Card } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { cardRulesText } from "./rules-text";
import { canUseGeneratedText, withGeneratedText } from "./use-generated";

const card: Card = {
  id: "the-card",
  type: "event",
  name: "The Card",
  effect: "on play:\n  draw 2 cards",
  text: "Draw 3 cards.",
  translations: {
    fr: { name: "La Carte", text: "Piochez 3 cartes.", from: { name: "a", text: "b" } },
  },
};

describe("withGeneratedText (the quick fix “Use the generated text”)", () => {
  it("drops the main language's written text: the card prints text generated from its effect", () => {
    const set = minimalSet();
    const next = withGeneratedText(card, set);
    expect(next.text).toBeUndefined();
    expect(next.translations).toEqual(card.translations);
    expect(cardRulesText(next, set)?.origin).toBe("generated");
  });

  it("drops a translation's text and what it remembered of its source, keeping the rest", () => {
    const set = { ...minimalSet(), languages: ["fr"] };
    const next = withGeneratedText(card, set, "fr");
    expect(next.text).toBe(card.text);
    expect(next.translations).toEqual({ fr: { name: "La Carte", from: { name: "a" } } });
    const bare = withGeneratedText({ ...card, translations: { fr: { text: "x" } } }, set, "fr");
    expect(bare.translations).toBeUndefined();
  });

  it("leaves a card without written text as it is", () => {
    const set = minimalSet();
    const plain = { ...card };
    delete plain.text;
    expect(withGeneratedText(plain, set)).toBe(plain);
    expect(withGeneratedText(plain, set, "it")).toBe(plain);
  });
});

describe("R24 point 5: “Use the generated text” only where the text is generated in that language", () => {
  it("is not applied in a language without a catalog, nor where the effect generates nothing", () => {
    const set = { ...minimalSet(), languages: ["fr", "nl"] };
    const dutch: Card = { ...card, translations: { nl: { text: "Trek 3 kaarten." } } };
    expect(canUseGeneratedText(dutch, set, "nl")).toBe(false);
    expect(withGeneratedText(dutch, set, "nl")).toBe(dutch);
    const undecided: Card = { ...card, effect: "# to be decided" };
    expect(canUseGeneratedText(undecided, set)).toBe(false);
    expect(withGeneratedText(undecided, set)).toBe(undecided);
    // Both ways: in French it is generated in French.
    expect(canUseGeneratedText(card, set, "fr")).toBe(true);
    expect(cardRulesText(withGeneratedText(card, set, "fr"), set, "fr")).toMatchObject({
      origin: "generated",
      language: "fr",
    });
  });
});
