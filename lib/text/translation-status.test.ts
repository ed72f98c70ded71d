import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { sourceFingerprint } from "./fingerprint";
import { translationSource, translationStatus } from "./translation-status";

const fp = sourceFingerprint;

/** A set in English and Italian with the given cards. */
function setOf(...cards: Card[]): VellumSet {
  return { ...minimalSet(), languages: ["it"], cards };
}

const card = (over: Partial<Card>): Card => ({ id: "c", type: "modifier", name: "Heron", ...over });

describe("translationStatus", () => {
  it("says missing where the source has text and the translation none", () => {
    const set = setOf(card({ flavor: "Double or nothing." }));
    const [row] = translationStatus(set, "it").cards;
    expect(row!.fields.name.state).toBe("missing");
    expect(row!.fields.flavor.state).toBe("missing");
  });

  it("says done for a translation made from the current source, changed once the source moves", () => {
    const tr = { name: "Airone", from: { name: fp("Heron") } };
    const set = setOf(card({ translations: { it: tr } }));
    expect(translationStatus(set, "it").cards[0]!.fields.name).toMatchObject({
      state: "done",
      tracked: true,
      translation: "Airone",
    });
    const edited = setOf(card({ name: "Grey heron", translations: { it: tr } }));
    expect(translationStatus(edited, "it").cards[0]!.fields.name.state).toBe("changed");
  });

  it("counts the source's line ends and outer spaces as the same source", () => {
    const tr = { flavor: "Niente.", from: { flavor: fp("Nothing.") } };
    const set = setOf(card({ flavor: "  Nothing.\r\n", translations: { it: tr } }));
    expect(translationStatus(set, "it").cards[0]!.fields.flavor.state).toBe("done");
  });

  it("counts a translation without its source's fingerprint as done but not tracked", () => {
    const set = setOf(card({ translations: { it: { name: "Airone" } } }));
    const status = translationStatus(set, "it");
    expect(status.cards[0]!.fields.name).toMatchObject({ state: "done", tracked: false });
    expect(status.counts).toMatchObject({ done: 1, untracked: 1, missing: 0 });
  });

  it("needs no rules text where the language's catalog generates it, written in the main language or not", () => {
    const set = setOf(card({ effect: "on play:\n  draw 2 cards" }));
    const text = translationStatus(set, "it").cards[0]!.fields.text;
    expect(text.state).toBe("not-needed");
    expect(text.source).toMatchObject({ kind: "generated", language: "en" });
    expect(text.source.text).toMatch(/2/);
    const writtenSet = setOf(card({ effect: "on play:\n  draw 2 cards", text: "Draw two." }));
    expect(translationStatus(writtenSet, "it").cards[0]!.fields.text.state).toBe("not-needed");
    // Both ways: a written rules text the effect does not generate needs its translation.
    const noEffect = setOf(card({ text: "Draw two." }));
    expect(translationStatus(noEffect, "it").cards[0]!.fields.text.state).toBe("missing");
  });

  it("tracks a rules text translated over a generated one against the effect", () => {
    const tr = { text: "Pesca 2 carte.", from: { text: fp("on play:\n  draw 2 cards") } };
    const set = setOf(card({ effect: "on play:\n  draw 2 cards", translations: { it: tr } }));
    expect(translationStatus(set, "it").cards[0]!.fields.text.state).toBe("done");
    const changed = setOf(card({ effect: "on play:\n  draw 3 cards", translations: { it: tr } }));
    expect(translationStatus(changed, "it").cards[0]!.fields.text.state).toBe("changed");
  });

  it("R24 point 3: where Vellum has no catalog, generated (English) rules text is missing, sourced from the main language's printed text", () => {
    const set = { ...setOf(card({ effect: "on play:\n  draw 2 cards" })), languages: ["it", "nl"] };
    const text = translationStatus(set, "nl").cards[0]!.fields.text;
    expect(text.state).toBe("missing");
    expect(text.need).toMatchObject({ prints: "main", needed: true, printedLanguage: "en" });
    expect(text.source.text).toBe(translationStatus(set, "it").cards[0]!.fields.text.source.text);
  });

  it("R24 point 8: an effect that generates nothing leaves the written text printed, so it is missing", () => {
    for (const effect of ["# to be decided", "on play:\n  draw 2 kards"]) {
      const set = setOf(card({ effect, text: "Draw two." }));
      const text = translationStatus(set, "it").cards[0]!.fields.text;
      expect([effect, text.state, text.source.text]).toEqual([effect, "missing", "Draw two."]);
    }
  });

  it("R24 point 9: a persistent card's reminder is translated like its other texts; an unprinted one needs nothing", () => {
    const persistent = setOf(card({ persistent: true, reminder: "Hand −1" }));
    expect(translationStatus(persistent, "it").cards[0]!.fields.reminder.state).toBe("missing");
    const notPrinted = setOf(card({ reminder: "Hand −1" }));
    expect(translationStatus(notPrinted, "it").cards[0]!.fields.reminder.state).toBe("not-needed");
  });

  it("says not needed where there is no source and no translation", () => {
    const set = setOf(card({}));
    const { fields } = translationStatus(set, "it").cards[0]!;
    expect(fields.flavor.state).toBe("not-needed");
    expect(fields.text.state).toBe("not-needed");
    expect(translationSource(card({}), "flavor")).toEqual({ text: "", kind: "none" });
  });

  it("counts fields and cards per state", () => {
    const set = setOf(
      card({
        id: "a",
        flavor: "F",
        translations: { it: { name: "A", from: { name: fp("Heron") } } },
      }),
      card({
        id: "b",
        name: "Moved",
        translations: { it: { name: "B", from: { name: fp("Old") } } },
      }),
      card({ id: "c" }),
    );
    expect(translationStatus(set, "it").counts).toEqual({
      missing: 2,
      changed: 1,
      done: 1,
      untracked: 0,
      notNeeded: 8,
      cardsMissing: 2,
      cardsChanged: 1,
    });
  });

  it("needs nothing in the set's main language", () => {
    const set = setOf(card({ flavor: "F" }));
    const status = translationStatus(set, "en");
    expect(status.counts.notNeeded).toBe(4);
    expect(status.counts.missing).toBe(0);
  });

  it("keeps a card's fields across edits of other cards, and reads them again when the set's words change", () => {
    const a = card({ id: "a", effect: "on play:\n  draw 2 cards" });
    const set = setOf(a, card({ id: "b" }));
    const first = translationStatus(set, "it").cards[0]!.fields;
    const edited = { ...set, cards: [a, card({ id: "b", name: "B2" })] };
    expect(translationStatus(edited, "it").cards[0]!.fields).toBe(first);
    // Another rule option leaves what generated text reads alone; an Italian word does not.
    const hand = { ...edited, rules: { ...set.rules, handSize: 7 } };
    expect(translationStatus(hand, "it").cards[0]!.fields).toBe(first);
    const word = {
      ...edited,
      rules: { ...set.rules, translations: { it: { familyWord: "casa" } } },
    };
    expect(translationStatus(word, "it").cards[0]!.fields).not.toBe(first);
    const nl = { ...edited, languages: ["it", "nl"] };
    expect(translationStatus(nl, "nl").cards[0]!.fields.text.state).toBe("missing");
  });
});
