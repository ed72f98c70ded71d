import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/model";
import { checkRulesText } from "@/lib/text";
import { minimalSet } from "@/test/fixtures/minimal-set";
import { placeDiagnostic } from "@/app/sets/[id]/_set/problems";
import { createSetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { disagreementLanguage, generatedTextLanguage, applyGeneratedText } from "./text-fix";

function setWithCard() {
  const set = { ...minimalSet(), languages: ["fr"] };
  const card: Card = {
    id: "the-card",
    type: "event",
    name: "The Card",
    effect: "on play:\n  draw 2 cards",
    text: "Draw 3 cards.",
    translations: { fr: { text: "Piochez 3 cartes." } },
  };
  set.cards.push(card);
  return { set, card };
}

describe("Use the generated text", () => {
  it("drops the written text the problem is about, as one undoable edit", () => {
    const { set, card } = setWithCard();
    const store = createSetDocumentStore(set);
    const [en] = checkRulesText(card, set).map((d) => placeDiagnostic(set, d));
    const [fr] = checkRulesText(card, set, "fr").map((d) => placeDiagnostic(set, d));
    expect(generatedTextLanguage(en!, set)).toBe("en");
    expect(generatedTextLanguage(fr!, set)).toBe("fr");
    expect(applyGeneratedText(store, fr!)).toBe(true);
    const after = store.getSnapshot().doc.cards.find((c) => c.id === card.id)!;
    expect(after.translations).toBeUndefined();
    expect(after.text).toBe("Draw 3 cards.");
    expect(applyGeneratedText(store, en!)).toBe(true);
    expect(store.getSnapshot().doc.cards.find((c) => c.id === card.id)!.text).toBeUndefined();
    store.undo();
    store.undo();
    expect(store.getSnapshot().doc.cards.find((c) => c.id === card.id)).toEqual(card);
  });

  it("is offered for that problem only", () => {
    const { set } = setWithCard();
    const other = placeDiagnostic(set, {
      code: "render/text-overflow",
      severity: "warning",
      message: "x",
      source: "card:the-card/text",
      range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    });
    expect(generatedTextLanguage(other, set)).toBeUndefined();
  });

  it("R24 point 5: is not offered for a language Vellum has no catalog for; the disagreement still shows", () => {
    const { set, card } = setWithCard();
    set.languages = ["fr", "nl"];
    card.translations = { nl: { text: "Trek 3 kaarten." } };
    const [nl] = checkRulesText(card, set, "nl").map((d) => placeDiagnostic(set, d));
    expect(nl).toBeDefined();
    expect(disagreementLanguage(nl!, set)).toBe("nl");
    expect(generatedTextLanguage(nl!, set)).toBeUndefined();
    expect(applyGeneratedText(createSetDocumentStore(set), nl!)).toBe(false);
  });
});
