import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { validateSetValue } from "../schema";
import { editionGaps, translationStatus } from "../text";
import {
  addBack,
  addLanguage,
  backOfType,
  chooseBack,
  generalProblem,
  languageGaps,
  parseLanguageTag,
  removeBack,
  removeLanguage,
  setGeneral,
  setRule,
  setWord,
} from "./settings";

function sample(): VellumSet {
  return JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;
}

const errors = (set: VellumSet) =>
  validateSetValue(set).diagnostics.filter((d) => d.severity === "error");

describe("languages", () => {
  it("checks and canonicalises a typed tag, refusing bad, main and listed ones", () => {
    const set = sample();
    expect(parseLanguageTag(set, " de_at ")).toEqual({ ok: true, value: "de-AT" });
    expect(parseLanguageTag(set, "pt-br")).toEqual({ ok: true, value: "pt-BR" });
    expect(parseLanguageTag(set, "english")).toEqual({
      ok: false,
      error: "'english' is not a language tag of the form fr, de-AT or pt-BR",
    });
    expect(parseLanguageTag(set, "de_at_x")).toEqual({
      ok: false,
      error: "'de-at-x' is not a language tag — use e.g. fr, de-AT or pt-BR",
    });
    expect(parseLanguageTag(set, "qq")).toEqual({
      ok: false,
      error: "'qq' is not a known language — use e.g. fr, de-AT or pt-BR",
    });
    expect(parseLanguageTag(set, "en")).toEqual({
      ok: false,
      error: "'en' is already the set's main language",
    });
    expect(parseLanguageTag(set, "FR")).toEqual({ ok: false, error: "'fr' is already listed" });
    expect(parseLanguageTag(set, "")).toEqual({
      ok: false,
      error: "type a language tag, e.g. fr, de-AT or pt-BR",
    });
  });

  it("adds and removes a language, keeping translations on the cards", () => {
    const set = addLanguage(sample(), "de");
    expect(set.languages).toEqual(["fr", "de"]);
    expect(errors(set)).toEqual([]);
    const without = removeLanguage(removeLanguage(set, "de"), "fr");
    expect(without.languages).toBeUndefined();
    expect(without.cards.some((c) => c.translations?.fr)).toBe(true);
  });

  it("lists every card for a new language and each missing field", () => {
    const set = sample();
    const gaps = languageGaps(set, "de");
    expect(gaps).toHaveLength(set.cards.length);
    const withFlavour = set.cards.find((c) => c.flavor && c.text);
    expect(gaps.find((g) => g.card === withFlavour)?.missing).toEqual(
      expect.arrayContaining(["name", "flavor"]),
    );
  });

  it("finds only the texts a translation still lacks", () => {
    const set: VellumSet = {
      ...sample(),
      cards: [
        { id: "a", type: "modifier", name: "A", effect: "on play:\n  draw 1 card", flavor: "F" },
        { id: "b", type: "event", name: "B", translations: { de: { name: "Be" } } },
        {
          id: "c",
          type: "event",
          name: "C",
          text: "Draw a card.",
          effect: "on play:\n  draw 1 card",
        },
      ],
    };
    // A's and C's rules text are generated from their effects in German (C's English words
    // need no translation): neither lacks one.
    expect(languageGaps(set, "de")).toEqual([
      { card: set.cards[0], missing: ["name", "flavor"] },
      { card: set.cards[2], missing: ["name"] },
    ]);
  });

  it("R24 point 1: Settings lists a rules text as missing by the one rule, with the translation view and the print page", () => {
    const cards: VellumSet["cards"] = [
      {
        id: "a",
        type: "event",
        name: "A",
        text: "Draw a card.",
        effect: "on play:\n  draw 1 card",
      },
      { id: "b", type: "event", name: "B", text: "Draw a card." },
      { id: "c", type: "event", name: "C", effect: "on play:\n  draw 1 card" },
      { id: "d", type: "event", name: "D", text: "Draw a card.", effect: "# to be decided" },
      {
        id: "e",
        type: "modifier",
        name: "E",
        persistent: true,
        reminder: "Hand −1",
        effect: "on play:\n  draw 1 card",
      },
      { id: "f", type: "event", name: "F", reminder: "Not printed" },
    ];
    const set: VellumSet = { ...sample(), languages: ["fr", "de", "nl"], cards };
    const textOf = (language: string) =>
      languageGaps(set, language)
        .filter((g) => g.missing.includes("text"))
        .map((g) => g.card.id);
    // German has a catalog: only texts no effect generates (b, and d's "to be decided").
    expect(textOf("de")).toEqual(["b", "d"]);
    // Dutch has none: every rules text prints in English, so each needs translating.
    expect(textOf("nl")).toEqual(["a", "b", "c", "d", "e"]);
    for (const language of ["de", "nl"]) {
      const status = translationStatus(set, language);
      const gaps = editionGaps(set, language);
      for (const g of languageGaps(set, language)) {
        const row = status.cards.find((c) => c.card === g.card)!;
        expect(g.missing).toEqual(
          (["name", "text", "flavor", "reminder"] as const).filter(
            (f) => row.fields[f].state === "missing",
          ),
        );
        expect(gaps.cards.find((c) => c.id === g.card.id)?.missing).toEqual(g.missing);
      }
    }
    // Point 9: a reminder counts where the card prints it (a persistent card's), in all three.
    expect(languageGaps(set, "de").find((g) => g.card.id === "e")?.missing).toContain("reminder");
    expect(languageGaps(set, "de").find((g) => g.card.id === "f")?.missing).toEqual(["name"]);
  });
});

describe("general and rules", () => {
  it("sets the title and removes an emptied author", () => {
    const set = setGeneral(setGeneral(sample(), "name", "Brinewick"), "author", " ");
    expect(set.name).toBe("Brinewick");
    expect(set.author).toBeUndefined();
    expect(generalProblem("name", "  ")).toBe("the set needs a title");
    expect(generalProblem("version", "1.0")).toBe(
      "a version is MAJOR.MINOR.PATCH, e.g. 1.0.0 or 0.2.1-beta",
    );
    expect(generalProblem("version", "2.1.0-beta")).toBeUndefined();
    expect(generalProblem("name", "x".repeat(81))).toBe("at most 80 characters");
    expect(generalProblem("name", "x".repeat(80))).toBeUndefined();
  });

  it("leaves whether the rules options can be played to the set's setup check", () => {
    const set = sample();
    const at = (s: VellumSet) => errors(s).map((d) => [d.code, d.pointer]);
    expect(at(setRule(setRule(set, "maxPlayers", 3), "minPlayers", 4))).toEqual([
      ["set/player-range", "/rules/minPlayers"],
    ]);
    expect(at(setRule(set, "maxPlayers", 7))).toEqual([
      ["set/too-few-families", "/rules/maxPlayers"],
    ]);
    expect(at(set)).toEqual([]);
  });

  it("keeps the main language's words in the rules and others in translations", () => {
    let set = setWord(sample(), "en", "pointsWord", "Misery");
    expect(set.rules.pointsWord).toBe("Misery");
    set = setWord(set, "fr", "pointsWord", "Misère");
    expect(set.rules.translations).toEqual({ fr: { pointsWord: "Misère" } });
    expect(errors(set)).toEqual([]);
    set = setWord(set, "fr", "pointsWord", "");
    expect(set.rules.translations).toBeUndefined();
  });
});

describe("card backs", () => {
  it("gives each type one back, moving it off the back it had", () => {
    let set = sample();
    expect(backOfType(set, "event")?.id).toBe("saltmarrow-deck");
    set = chooseBack(set, "event", "saltmarrow-portrait");
    expect(backOfType(set, "event")?.id).toBe("saltmarrow-portrait");
    expect(set.backs?.find((b) => b.id === "saltmarrow-deck")?.types).not.toContain("event");
    set = chooseBack(set, "character", undefined);
    expect(backOfType(set, "character")).toBeUndefined();
    expect(errors(set)).toEqual([]);
  });

  it("adds a back and refuses to remove one that a card names", () => {
    const added = addBack(sample(), "Stormy back");
    expect(added.id).toBe("saltmarrow-stormy-back");
    const named: VellumSet = {
      ...added.set,
      cards: added.set.cards.map((c, i) => (i === 0 ? { ...c, back: added.id } : c)),
    };
    const refused = removeBack(named, added.id);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(/uses this back; give them another back first$/);
    const removed = removeBack(added.set, added.id);
    expect(removed.ok && removed.value.backs?.map((b) => b.id)).toEqual([
      "saltmarrow-portrait",
      "saltmarrow-deck",
    ]);
  });
});
