import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import type { Card, VellumSet } from "../model";
import { PRINT_WORD_KEYS } from "../model";
import {
  cardRulesText,
  catalogLanguages,
  editionGapCount,
  editionGapDiagnostics,
  editionGaps,
  hasCatalog,
  printedOrigin,
} from "./index";

/** The minimal set with Italian listed, its set texts and families all translated. */
function italianSet(): VellumSet {
  const set = minimalSet();
  set.languages = ["it"];
  set.translations = {
    it: {
      name: "Il Maniero",
      printWords: Object.fromEntries(PRINT_WORD_KEYS.map((k) => [k, `${k} {n}`])),
    },
  };
  set.rules = { ...set.rules, translations: { it: { familyWord: "casata", pointsWord: "Onore" } } };
  for (const f of set.families) f.translations = { it: { name: `I ${f.name}` } };
  for (const c of set.cards) {
    const it: NonNullable<Card["translations"]>[string] = { name: `${c.name} (it)` };
    for (const field of ["text", "flavor", "reminder"] as const)
      if (c[field] !== undefined) it[field] = `${c[field]} (it)`;
    c.translations = { it };
  }
  return set;
}

describe("editionGaps", () => {
  it("lists nothing for a fully translated edition, nor for the main language", () => {
    const set = italianSet();
    const gaps = editionGaps(set, "it");
    expect(gaps.cards).toEqual([]);
    expect(gaps.families).toEqual([]);
    expect(gaps.setName).toBe(false);
    expect(gaps.setWords).toEqual([]);
    expect(gaps.printWords).toEqual([]);
    expect(editionGapCount(editionGaps(minimalSet(), "en"))).toBe(0);
  });

  it("lists each card's missing name, flavour, reminder and hand-written rules text", () => {
    const set = italianSet();
    const [a, b, c, d] = set.cards.filter((x) => x.type !== "character");
    a!.translations = {};
    b!.text = "Draw two cards.";
    b!.flavor = "Quietly.";
    c!.effect = "on play:\n  draw 2 cards";
    delete c!.text;
    d!.persistent = true;
    d!.reminder = "Hand size −1";
    const gaps = editionGaps(set, "it");
    expect(gaps.cards).toEqual([
      { id: a!.id, name: a!.name, missing: ["name"] },
      { id: b!.id, name: b!.name, missing: ["text", "flavor"] },
      { id: d!.id, name: d!.name, missing: ["reminder"] },
    ]);
    // A card whose rules text is generated from its effect lacks none: it is written in Italian.
    expect(gaps.cards.some((g) => g.id === c!.id)).toBe(false);
  });

  it("a written text with an effect behind it is missing only where Vellum cannot write the language", () => {
    const set = italianSet();
    set.languages = ["it", "nl"];
    const e = set.cards.find((x) => x.effect && x.text)!;
    e.translations = { it: { name: "E" }, nl: { name: "E" } };
    for (const language of ["it", "nl"]) {
      const missing = editionGaps(set, language).cards.find((g) => g.id === e.id)?.missing ?? [];
      // The edition prints the card's English words only when no catalog writes the effect.
      expect(missing.includes("text")).toBe(!hasCatalog(language));
      expect(printedOrigin(e, set, language)).toBe(cardRulesText(e, set, language)?.origin);
    }
  });

  it("printedOrigin says what cardRulesText prints, without generating it", () => {
    const set = italianSet();
    set.languages = ["it", "fr", "pl", "nl", "de-AT"];
    const cards = set.cards.filter((c) => c.type !== "character").slice(0, 12);
    cards[0]!.translations = { fr: { text: "Piochez." } };
    delete cards[1]!.text;
    cards[2]!.effect = undefined;
    for (const card of cards)
      for (const language of ["en", ...set.languages])
        expect([card.id, language, printedOrigin(card, set, language)]).toEqual([
          card.id,
          language,
          cardRulesText(card, set, language)?.origin,
        ]);
  });

  it("lists the families, the set's name, its words and its print words left untranslated", () => {
    const set = italianSet();
    set.families[1]!.translations = {};
    set.translations = { it: { printWords: { fronts: "fronte" } } };
    set.rules = { ...set.rules, translations: { it: { familyWord: "casata" } } };
    const gaps = editionGaps(set, "it");
    expect(gaps.families).toEqual([{ id: set.families[1]!.id, name: set.families[1]!.name }]);
    expect(gaps.setName).toBe(true);
    expect(gaps.setWords).toEqual(["pointsWord"]);
    expect(gaps.printWords).toEqual(PRINT_WORD_KEYS.filter((k) => k !== "fronts"));
    expect(editionGapCount(gaps)).toBe(1 + 1 + 1 + 7 + (gaps.catalog ? 0 : 1));
  });

  it("narrowed to an export's cards, lists only theirs and their families'", () => {
    const set = italianSet();
    for (const f of set.families) f.translations = {};
    for (const c of set.cards) c.translations = {};
    const chosen = set.cards.filter((c) => c.family === set.families[0]!.id).slice(0, 2);
    const gaps = editionGaps(set, "it", chosen);
    expect(gaps.cards.map((g) => g.id)).toEqual(chosen.map((c) => c.id));
    expect(gaps.families.map((f) => f.id)).toEqual([set.families[0]!.id]);
  });

  it("a language without a catalog is a gap when a card prints generated text, never silently", () => {
    const set = italianSet();
    set.languages = ["it", "nl"];
    const effectOnly = set.cards.find((c) => c.effect)!;
    delete effectOnly.text;
    expect(catalogLanguages()).not.toContain("nl");
    const gaps = editionGaps(set, "nl");
    expect(gaps.catalog).toBe(false);
    expect(editionGapDiagnostics(gaps).map((d) => d.code)).toContain("text/no-catalog");
    // Written in Dutch by hand, nothing is generated: no catalog is needed.
    effectOnly.translations = { nl: { text: "Trek twee kaarten." } };
    expect(editionGaps(set, "nl").catalog).toBe(true);
  });

  it("says each kind of gap once, naming the first few and where to fix it", () => {
    const set = italianSet();
    for (const c of set.cards) c.translations = {};
    delete set.translations;
    const ds = editionGapDiagnostics(editionGaps(set, "it")).filter(
      (d) => d.code === "text/edition-missing",
    );
    expect(ds.map((d) => d.source)).toEqual([
      "edition:it/cards",
      "edition:it/name",
      "edition:it/print-words",
    ]);
    expect(ds[0]!.severity).toBe("warning");
    expect(ds[0]!.message).toMatch(
      new RegExp(
        `^${set.cards.length} cards lack Italian \\(it\\) texts, printed in English \\(en\\): .* and ${set.cards.length - 5} more — translate them`,
      ),
    );
    expect(ds[1]!.message).toMatch(/set's name has no Italian \(it\) translation/);
    expect(ds[2]!.message).toMatch(/^8 print words are not translated into Italian/);
  });
});

describe("R24 the one rule in the edition's gaps", () => {
  it("R24 point 8: printedOrigin agrees with cardRulesText when the effect generates nothing or does not compile, and the gap is listed", () => {
    const set = italianSet();
    const card = set.cards.find((c) => c.effect && c.text)!;
    card.translations = { it: { name: "N" } };
    for (const effect of ["# to be decided", "on play:\n  draw 2 kards", "  \n# later\n"]) {
      card.effect = effect;
      expect(printedOrigin(card, set, "it")).toBe("written");
      expect(cardRulesText(card, set, "it")?.origin).toBe("written");
      expect(editionGaps(set, "it").cards.find((g) => g.id === card.id)?.missing).toEqual(["text"]);
    }
  });

  it("R24 point 3: without a catalog, a card printing generated English text lacks its rules text", () => {
    const set = italianSet();
    set.languages = ["it", "nl"];
    const card = set.cards.find((c) => c.effect && c.text)!;
    delete card.text;
    card.translations = { nl: { name: "N" } };
    expect(cardRulesText(card, set, "nl")).toMatchObject({ origin: "generated", language: "en" });
    expect(editionGaps(set, "nl").cards.find((g) => g.id === card.id)?.missing).toEqual(["text"]);
    // Both ways: in Italian it is generated in Italian, nothing lacks.
    card.translations = { it: { name: "N" } };
    expect(editionGaps(set, "it").cards.find((g) => g.id === card.id)).toBeUndefined();
  });
});
