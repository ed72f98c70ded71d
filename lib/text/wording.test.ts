/**
 * Wording a native reader asked for (issue 24 review): the set's own words for points and family
 * where the grammar needs no inflection (never a label in brackets), two characters chosen alike
 * as "two", one colon after a trigger's condition, a nested German condition after its steps.
 */
import { describe, expect, it } from "vitest";
import { generateRulesText } from ".";
import { textTestSet } from "./test-set.test-support";

/** The test set with its own words in every catalog's language (as a designer would set them). */
function ownWordsSet() {
  const set = textTestSet({ languages: ["it", "pl", "de", "fr", "es"] });
  set.rules = {
    ...set.rules,
    familyWord: "house",
    pointsWord: "Prestige",
    translations: {
      it: { familyWord: "casata", pointsWord: "Prestigio" },
      pl: { familyWord: "ród", pointsWord: "Prestiż" },
      de: { familyWord: "Haus", pointsWord: "Ansehen" },
      fr: { familyWord: "maison", pointsWord: "Prestige" },
      es: { familyWord: "casa", pointsWord: "Prestigio" },
    },
  };
  return set;
}

const text = (source: string, language: string, set = ownWordsSet()): string =>
  generateRulesText(source, set, language).text;

const LANGUAGES = ["en", "it", "pl", "de", "fr", "es"] as const;

describe("the set's words for points and family", () => {
  const effects = [
    "on play:\n  if this character has self-worth at most 3: discard 1 card",
    "on play:\n  kill any living character with negative self-worth",
    "on play:\n  if this character has negative self-worth: draw 1 card",
    "on play:\n  discard the top modifier of any living character with the highest self-worth",
    "on play:\n  if this character is in the ashgrove family: draw 1 card\n  kill any living character in blackwood",
    "on play:\n  draw 1 card for each rose icon your family shows",
    "on play:\n  if your family has raven showing: draw 1 card",
    "while visible:\n  this character counts as a member of the ashgrove family",
  ];
  for (const language of LANGUAGES)
    it(`'${language}' prints them in the sentence, never as a label in brackets`, () => {
      for (const source of effects) expect(text(source, language)).not.toMatch(/[()]/);
    });

  it("they stand where they need no inflection, with the grammar around them", () => {
    const atMost = "on play:\n  if this character has self-worth at most -20: draw 2 cards";
    expect(text(atMost, "en")).toBe(
      "If this character has a Prestige of at most -20: draw 2 cards.",
    );
    expect(text(atMost, "pl")).toBe(
      "Jeśli Prestiż tej postaci wynosi co najwyżej -20: dobierz 2 karty.",
    );
    expect(text(atMost, "de")).toBe(
      "Falls dieser Charakter höchstens -20 Ansehen hat: Ziehe 2 Karten.",
    );
    expect(text(atMost, "it")).toBe(
      "Se il valore di Prestigio di questo personaggio è al massimo -20: pesca 2 carte.",
    );
    expect(text(atMost, "fr")).toBe(
      "Si ce personnage a au plus -20 en Prestige : piochez 2 cartes.",
    );
    const kill = "on play:\n  kill any living character in blackwood";
    expect(text(kill, "pl")).toBe("Zabij dowolną żywą postać, której ród to Blackwood.");
    expect(text(kill, "de")).toBe(
      "Töte einen beliebigen lebenden Charakter, dessen Haus Blackwood ist.",
    );
    // Without a word of its own the catalog's word is declined as usual.
    expect(text(kill, "pl", textTestSet())).toBe("Zabij dowolną żywą postać z rodziny Blackwood.");
  });

  it("a relative clause inside a sentence closes with a comma, and only there", () => {
    const move =
      "on play:\n  move the top modifier from any living character with self-worth at least 2 to this character";
    expect(text(move, "pl")).toBe(
      "Przenieś wierzchni modyfikator z dowolnej żywej postaci, której Prestiż wynosi co najmniej 2, na tę postać.",
    );
    expect(text(move, "de")).toBe(
      "Verschiebe den obersten Modifikator von einem beliebigen lebenden Charakter, dessen Ansehen mindestens 2 beträgt, auf diesen Charakter.",
    );
  });
});

describe("two characters chosen alike", () => {
  const swap =
    "on play:\n  swap the top modifiers of another living character and another living character";
  const expected: Record<(typeof LANGUAGES)[number], string> = {
    en: "Swap the top modifiers of two other living characters.",
    it: "Scambia i modificatori in cima alle pile di altri due personaggi vivi.",
    pl: "Zamień wierzchnie modyfikatory dwóch innych żywych postaci.",
    de: "Tausche die obersten Modifikatoren zweier anderer lebender Charaktere.",
    fr: "Échangez les modificateurs du dessus de deux autres personnages vivants.",
    es: "Intercambia los modificadores superiores de otros dos personajes vivos.",
  };
  for (const language of LANGUAGES)
    it(`'${language}' reads as two, not "another … and another …"`, () => {
      expect(text(swap, language)).toBe(expected[language]);
    });

  it("two characters chosen differently keep their own words", () => {
    expect(
      text(
        "on play:\n  swap the stacks of any living character and another living character",
        "en",
      ),
    ).toBe("Swap the stacks of any living character and another living character.");
    expect(
      text("on play:\n  swap the stacks of this character and another living character", "pl"),
    ).toBe("Zamień stosy tej postaci i innej żywej postaci.");
  });
});

describe("conditions after a heading", () => {
  const dies = "whenever a character dies:\n  if this character has tide: draw 1 card";
  it("a trigger's condition follows its event after a comma: one colon per sentence", () => {
    expect(text(dies, "pl")).toBe(
      "Za każdym razem, gdy umiera dowolna postać, jeśli ta postać ma {tide}: dobierz 1 kartę.",
    );
    expect(text(dies, "de")).toBe(
      "Immer wenn ein Charakter stirbt, falls dieser Charakter {tide} hat: Ziehe 1 Karte.",
    );
    expect(text("while visible:\n  if this character has tide: draw limit +1", "de")).toBe(
      "Solange dieser Text sichtbar ist, falls dieser Charakter {tide} hat: Dein Ziehlimit ist um 1 höher.",
    );
    // Without a condition the heading keeps its colon.
    expect(text("whenever a character dies:\n  draw 1 card", "de")).toBe(
      "Immer wenn ein Charakter stirbt: Ziehe 1 Karte.",
    );
  });

  it("a German condition inside another comes after its steps, so where it ends is plain", () => {
    const nested =
      "on play:\n  if this character has raven:\n    draw 1 card\n    if at most 1 of your characters are dead:\n      discard 1 card\n  draw 1 card";
    expect(text(nested, "de")).toBe(
      "Falls dieser Charakter {raven} hat: Ziehe 1 Karte, danach: Lege 1 Karte ab, falls höchstens 1 deiner Charaktere tot ist. Ziehe 1 Karte.",
    );
  });
});

describe("words of the catalogs", () => {
  it("Polish: 'Efekt trwały:', 'dowolną liczbę z nich'; German: 'Ziehlimit'", () => {
    expect(text("while persistent:\n  draw limit -1", "pl")).toBe(
      "Efekt trwały: twój limit dobierania jest mniejszy o 1.",
    );
    expect(
      text(
        "on play:\n  look at the top 3 cards of the draw pile, discard any of them and put the rest back in any order",
        "pl",
      ),
    ).toContain("odrzuć dowolną liczbę z nich");
    expect(text("while visible:\n  draw limit -1", "de")).toBe(
      "Solange dieser Text sichtbar ist: Dein Ziehlimit ist um 1 niedriger.",
    );
  });
});
