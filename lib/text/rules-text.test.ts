import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { cardRulesText, catalogLanguages, generateRulesText } from ".";
import { textTestSet } from "./test-set.test-support";

const sample = (): VellumSet =>
  JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;

describe("generateRulesText", () => {
  it("writes each shipped language as its editions print card text, plural forms included", () => {
    const set = textTestSet();
    const say = (effect: string, language: string) => generateRulesText(effect, set, language);
    expect(say("on play:\n  draw 2 cards", "en").text).toBe("Draw 2 cards.");
    expect(say("on play:\n  draw 2 cards", "it").text).toBe("Pesca 2 carte.");
    expect(say("on play:\n  draw 1 card", "pl").text).toBe("Dobierz 1 kartę.");
    expect(say("on play:\n  draw 2 cards", "pl").text).toBe("Dobierz 2 karty.");
    expect(say("on play:\n  draw 5 cards", "pl").text).toBe("Dobierz 5 kart.");
    expect(say("on play:\n  draw 22 cards", "pl").text).toBe("Dobierz 22 karty.");
    expect(say("on play:\n  draw 1 card", "fr").text).toBe("Piochez 1 carte.");
    expect(say("on play:\n  draw 2 cards", "fr").text).toBe("Piochez 2 cartes.");
    expect(say("on play:\n  draw 2 cards", "de").text).toBe("Ziehe 2 Karten.");
    expect(say("on play:\n  discard 1 card", "de").text).toBe("Lege 1 Karte ab.");
    expect(say("on play:\n  draw 2 cards", "es").text).toBe("Roba 2 cartas.");
    expect(say("on play:\n  draw 1 card", "es").text).toBe("Roba 1 carta.");
    // Cases: German writes the character a modifier leaves in the dative, where it goes in the accusative.
    expect(
      say("on play:\n  move the top modifier from this character to another living character", "de")
        .text,
    ).toBe(
      "Verschiebe den obersten Modifikator von diesem Charakter auf einen anderen lebenden Charakter.",
    );
    // French: "de" elides with the character after it; a plain space before ":" (the renderer
    // makes it non-breaking).
    expect(
      say("on play:\n  discard the top modifier of an opponent's living character", "fr").text,
    ).toBe("Défaussez le modificateur du dessus d’un personnage vivant d’un adversaire.");
    expect(say("on play:\n  if this character has raven: draw 1 card", "fr").text).toBe(
      "Si ce personnage a {raven} : piochez 1 carte.",
    );
    for (const language of ["en", "it", "pl", "fr", "de", "es"]) {
      expect(catalogLanguages()).toContain(language);
      const out = say("on play:\n  draw 2 cards", language);
      expect(out.problems).toEqual([]);
      expect(out.language).toBe(language);
    }
  });

  it("one paragraph per ability, icons as tokens, the sample's heading style", () => {
    const set = textTestSet();
    const out = generateRulesText(
      "on play:\n  if this character has raven and rose: draw 2 cards\nwhile persistent:\n  draw limit -1",
      set,
      "en",
    );
    expect(out.text).toBe(
      "If this character has {raven} and {rose}: draw 2 cards.\nPersistent: your draw limit is 1 lower.",
    );
  });

  it("writes the sample set's texts as its designer did, where the effect says the same", () => {
    const set = sample();
    const same = set.cards.filter(
      (c) => c.effect && c.text && generateRulesText(c.effect, set, "en").text === c.text,
    );
    // e.g. "While this text is visible, your draw limit is 1 lower.", "Each other player
    // discards 1 card for each {candle} this character has."
    expect(same.length).toBeGreaterThanOrEqual(20);
  });

  it("uses the set's word for family ('party'), in each language where it has one", () => {
    const set = textTestSet();
    set.rules.familyWord = "party";
    set.rules.translations = { pl: { familyWord: "drużyna" } };
    const effect = "on play:\n  draw 1 card for each rose icon your party shows";
    expect(generateRulesText(effect, set, "en").text).toBe(
      "Draw 1 card for each {rose} your party shows.",
    );
    // Polish cannot decline the word: it stands where a nominative does, or "twoje postacie".
    expect(generateRulesText(effect, set, "pl").text).toBe(
      "Dobierz 1 kartę za każdy symbol {rose} twoich postaci.",
    );
    expect(
      generateRulesText("on play:\n  kill any living character in blackwood", set, "pl").text,
    ).toBe("Zabij dowolną żywą postać, której drużyna to Blackwood.");
    // Italian has no word of its own, and would need the word's gender: "i tuoi personaggi".
    expect(generateRulesText(effect, set, "it").text).toBe(
      "Pesca 1 carta per ogni {rose} che mostrano i tuoi personaggi.",
    );
    // Without a word of its own, each catalog writes its own ("la tua famiglia").
    const plain = "on play:\n  draw 1 card for each rose icon your family shows";
    expect(generateRulesText(plain, textTestSet(), "it").text).toBe(
      "Pesca 1 carta per ogni {rose} che mostra la tua famiglia.",
    );
  });

  it("uses the set's own category headings, per language", () => {
    const set = textTestSet();
    set.rules.effectCategories = {
      continuous: { heading: "ongoing", translations: { it: { heading: "continuo" } } },
    };
    const effect = "ongoing:\n  draw limit -1";
    expect(generateRulesText(effect, set, "en").text).toBe("Ongoing: your draw limit is 1 lower.");
    expect(generateRulesText(effect, set, "it").text).toBe(
      "Continuo: il tuo limite di pesca diminuisce di 1.",
    );
    // No Polish heading: the catalog's own.
    expect(generateRulesText(effect, set, "pl").text).toMatch(/^Dopóki ten tekst jest widoczny, /);
  });

  it("an effect with errors: no text, and a problem that says so", () => {
    const out = generateRulesText("on play:\n  draw lots of cards", textTestSet(), "en");
    expect(out.text).toBe("");
    expect(out.problems.map((p) => [p.code, p.severity])).toEqual([
      ["text/effect-has-errors", "error"],
    ]);
  });

  it("memoises per set object, language and effect", () => {
    const set = textTestSet();
    const a = generateRulesText("on play:\n  draw 2 cards", set, "pl");
    expect(generateRulesText("on play:\n  draw 2 cards", set, "pl")).toBe(a);
    expect(generateRulesText("on play:\n  draw 2 cards", textTestSet(), "pl")).not.toBe(a);
  });
});

describe("a language without a catalog falls back, never silently", () => {
  it("to its base language (pl-PL → pl), with a warning", () => {
    const out = generateRulesText("on play:\n  draw 5 cards", textTestSet(), "pl-PL");
    expect(out.text).toBe("Dobierz 5 kart.");
    expect(out.language).toBe("pl");
    expect(out.problems.map((p) => [p.code, p.severity])).toEqual([["text/no-catalog", "warning"]]);
    expect(out.problems[0]!.message).toContain("'pl'");
  });

  it("else to the set's main language, else English, saying which stands in", () => {
    const italian = textTestSet({ language: "it" });
    const out = generateRulesText("on play:\n  draw 2 cards", italian, "eo");
    expect([out.text, out.language]).toEqual(["Pesca 2 carte.", "it"]);
    expect(out.problems[0]!.code).toBe("text/no-catalog");
    expect(out.problems[0]!.message).toContain("'eo'");
    expect(out.problems[0]!.message).toContain("the set's main language");
    const nowhere = textTestSet({ language: "tlh" });
    const en = generateRulesText("on play:\n  draw 2 cards", nowhere, "eo");
    expect([en.text, en.language, en.problems[0]!.code]).toEqual([
      "Draw 2 cards.",
      "en",
      "text/no-catalog",
    ]);
  });

  it("no warning for a language with its own catalog", () => {
    expect(generateRulesText("on play:\n  draw 2 cards", textTestSet(), "it").problems).toEqual([]);
  });
});

describe("the set's phrases (house style)", () => {
  it("an override replaces the catalog's phrase, in its language only", () => {
    const set = textTestSet({
      phrases: {
        en: { "heading.persistent": "Lasting: {body}" },
        pl: {
          "op.draw":
            "{who, select, you {{optional, select, yes {możesz wziąć} other {weź}}} other {{players} {optional, select, yes {może wziąć} other {bierze}}}} {n, plural, one {# kartę} few {# karty} many {# kart} other {# karty}}{per}",
        },
      },
    });
    expect(generateRulesText("while persistent:\n  draw limit -1", set, "en").text).toBe(
      "Lasting: your draw limit is 1 lower.",
    );
    expect(generateRulesText("while persistent:\n  draw limit -1", set, "it").text).toMatch(
      /^Persistente: /,
    );
    expect(generateRulesText("on play:\n  draw 5 cards", set, "pl").text).toBe("Weź 5 kart.");
  });

  it("a refused override (does not parse, drops a placeholder, unknown id) is ignored", () => {
    const set = textTestSet({
      phrases: {
        en: {
          "heading.persistent": "Lasting: {body",
          "op.draw": "draw {n} cards",
          "op.drawz": "pick {n}",
        },
      },
    });
    expect(generateRulesText("while persistent:\n  draw limit -1", set, "en").text).toBe(
      "Persistent: your draw limit is 1 lower.",
    );
    expect(generateRulesText("on play:\n  draw 2 cards", set, "en").text).toBe("Draw 2 cards.");
  });
});

describe("cardRulesText", () => {
  it("a card without written text prints its generated text, in the language asked for", () => {
    const set = textTestSet();
    const card = { id: "c", name: "C", type: "event", effect: "on play:\n  draw 2 cards" };
    expect(cardRulesText(card as never, set, "pl")).toEqual({
      text: "Dobierz 2 karty.",
      origin: "generated",
      language: "pl",
      field: "effect",
    });
  });
});

describe("cardRulesText in a translated edition", () => {
  const card = {
    id: "c",
    name: "C",
    type: "event",
    effect: "on play:\n  draw 5 cards",
    text: "Draw five cards.",
  };

  it("prints the language's generated text over the main language's written text", () => {
    expect(cardRulesText(card as never, textTestSet(), "pl")).toEqual({
      text: "Dobierz 5 kart.",
      origin: "generated",
      language: "pl",
      field: "effect",
    });
    expect(cardRulesText(card as never, textTestSet(), "en")?.origin).toBe("written");
  });

  it("keeps the main language's written text where no catalog writes the language", () => {
    expect(cardRulesText(card as never, textTestSet(), "eo")).toEqual({
      text: "Draw five cards.",
      origin: "written",
      language: "en",
      field: "text",
    });
  });

  it("a translation written by hand wins", () => {
    const translated = { ...card, translations: { pl: { text: "Dobierz pięć kart." } } };
    expect(cardRulesText(translated as never, textTestSet(), "pl")?.origin).toBe("translated");
  });
});

describe("speed", () => {
  it("generates every sample card in every shipped language quickly (cold, then memoised)", () => {
    const set = sample();
    const effects = set.cards.map((c) => c.effect).filter((e): e is string => !!e);
    const languages = catalogLanguages();
    const run = (): number => {
      const start = performance.now();
      for (const language of languages)
        for (const effect of effects) generateRulesText(effect, set, language);
      return performance.now() - start;
    };
    const cold = run();
    const warm = run();
    console.log(
      `rules text: ${effects.length} effects × ${languages.length} languages — cold ${cold.toFixed(1)} ms, memoised ${warm.toFixed(2)} ms`,
    );
    expect(cold).toBeLessThan(3000);
    expect(warm).toBeLessThan(cold);
  });
});

describe("R24 point 10: a regional variant of the main language", () => {
  it("generates with the variant's own words and family names, with the main catalog", () => {
    const set = textTestSet({ languages: ["en-US"] });
    set.rules = { ...set.rules, translations: { "en-US": { pointsWord: "Self-Esteem" } } };
    set.families = set.families.map((f) => ({
      ...f,
      translations: { "en-US": { name: `${f.name} (US)` } },
    }));
    const family = set.families[0]!;
    const effect = `while visible:\n  this character counts as a member of ${family.id}`;
    const points =
      "on play:\n  discard the top modifier of a living character with the highest self-worth";
    const us = [effect, points].map((e) => generateRulesText(e, set, "en-US"));
    expect(us[0]!.text).toContain(`${family.name} (US)`);
    expect(us[1]!.text).toContain("Self-Esteem");
    expect(us.map((g) => g.language)).toEqual(["en", "en"]);
    // Both ways: the main language keeps its own.
    const en = [effect, points].map((e) => generateRulesText(e, set, "en").text);
    expect(en[0]).not.toContain("(US)");
    expect(en[1]).toContain("Self-Worth");
  });
});
