import { describe, expect, it } from "vitest";
import type { Card } from "../model";
import { sourceFingerprint } from "../text";
import { confirmTranslation, translateCard } from "./translations";

const heron: Card = { id: "heron", type: "modifier", name: "Heron", flavor: "Double or nothing." };

describe("a card's translation, typed or confirmed", () => {
  it("remembers the source each translated field was made from", () => {
    const translations = translateCard(heron, "it", "name", "Airone");
    expect(translations).toEqual({
      it: { name: "Airone", from: { name: sourceFingerprint("Heron") } },
    });
    const both = translateCard({ ...heron, translations }, "it", "flavor", "Doppio o niente.");
    expect(both?.it?.from).toEqual({
      name: sourceFingerprint("Heron"),
      flavor: sourceFingerprint("Double or nothing."),
    });
  });

  it("forgets the fingerprint with the text it cleared, and an emptied translation", () => {
    const named = { ...heron, translations: translateCard(heron, "it", "name", "Airone") };
    const flavoured = {
      ...named,
      translations: translateCard(named, "it", "flavor", "Niente."),
    };
    expect(translateCard(flavoured, "it", "name", "")).toEqual({
      it: { flavor: "Niente.", from: { flavor: sourceFingerprint("Double or nothing.") } },
    });
    expect(translateCard(named, "it", "name", "")).toBeUndefined();
    // Another language's translation is kept.
    const fr = { ...named, translations: { ...named.translations, fr: { name: "Héron" } } };
    expect(translateCard(fr, "it", "name", "")).toEqual({ fr: { name: "Héron" } });
  });

  it("re-fingerprints a translation kept as still right, without changing its text", () => {
    const old = { ...heron, translations: { it: { name: "Airone", from: { name: "0badf00d" } } } };
    expect(confirmTranslation(old, "it", "name")).toEqual({
      it: { name: "Airone", from: { name: sourceFingerprint("Heron") } },
    });
    // Nothing to confirm: unchanged.
    expect(confirmTranslation(old, "it", "flavor")).toBe(old.translations);
  });

  it("fingerprints a rules text translated over a generated one with the effect", () => {
    const card: Card = { ...heron, effect: "on play: draw 2 cards" };
    expect(translateCard(card, "it", "text", "Pesca 2 carte.")?.it?.from).toEqual({
      text: sourceFingerprint("on play: draw 2 cards"),
    });
  });
});
