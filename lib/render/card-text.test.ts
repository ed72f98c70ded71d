import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { cardStrings } from "./card-text";

describe("cardStrings", () => {
  it("takes a translation's fields and falls back to the card's own", () => {
    const set = { ...minimalSet(), languages: ["fr"] };
    const card = set.cards.find((c) => c.effect);
    if (!card) throw new Error("fixture drifted");
    card.translations = { fr: { name: "Le Testament" } };
    const fr = cardStrings(card, set, "fr");
    expect(fr.name.text).toBe("Le Testament");
    expect(fr.text?.text).toBe(card.text ?? card.effect);
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "never reads an inherited property as a translation (%s)",
    (language) => {
      const set = minimalSet();
      const card = set.cards[0]!;
      card.translations = {};
      expect(cardStrings(card, set, language).name.text).toBe(card.name);
    },
  );
});
