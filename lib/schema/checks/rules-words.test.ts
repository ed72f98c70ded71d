import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../../model";
import { validateSetValue } from "../index";

const sample = (): VellumSet =>
  JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;

describe("the set's words per language", () => {
  it("accepts words in a listed language", () => {
    const set = sample();
    set.rules.translations = { fr: { familyWord: "famille", pointsWord: "Amour-propre" } };
    expect(
      validateSetValue(set).diagnostics.filter(
        // Whether Vellum ships a catalog for the language is not what these tests are about.
        (d) => d.severity !== "info" && d.code !== "set/no-catalog",
      ),
    ).toEqual([]);
  });

  it("warns of words in a language the set does not list", () => {
    const set = sample();
    set.rules.translations = { de: { pointsWord: "Selbstwert" } };
    const found = validateSetValue(set).diagnostics.filter(
      (d) => d.code === "set/unlisted-language",
    );
    expect(found.map((d) => [d.severity, d.pointer, d.message])).toEqual([
      [
        "warning",
        "/rules/translations/de",
        "the set's words have a translation into 'de', which is not in the set's 'languages' — add 'de' to 'languages' or remove the translation",
      ],
    ]);
  });

  it("refuses an empty word", () => {
    const set = sample();
    set.rules.translations = { fr: { familyWord: "" } };
    expect(validateSetValue(set).diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
});

describe("the set's own texts per language (translations, printWords)", () => {
  it("accepts a name, description and printed words in a listed language", () => {
    const set = sample();
    set.translations = {
      fr: { name: "Sel-de-Moelle", description: "Hors saison.", printWords: { fronts: "recto" } },
    };
    set.printWords = { page: "p. {n}/{total}" };
    expect(
      validateSetValue(set).diagnostics.filter(
        // Whether Vellum ships a catalog for the language is not what these tests are about.
        (d) => d.severity !== "info" && d.code !== "set/no-catalog",
      ),
    ).toEqual([]);
  });

  it("warns of texts in a language the set does not list", () => {
    const set = sample();
    set.translations = { de: { name: "Salzmark" } };
    const found = validateSetValue(set).diagnostics.filter(
      (d) => d.code === "set/unlisted-language",
    );
    expect(found.map((d) => [d.severity, d.pointer])).toEqual([["warning", "/translations/de"]]);
  });

  it("refuses a page number without {n}, and an unknown printed word", () => {
    const set = sample();
    set.printWords = { page: "page" };
    expect(validateSetValue(set).diagnostics.some((d) => d.severity === "error")).toBe(true);
    const other = sample() as unknown as { printWords: Record<string, string> };
    other.printWords = { footer: "x" };
    expect(validateSetValue(other).diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
});

describe("validate speaks the set's words", () => {
  it("says the set's word for family in its messages (party, parties)", () => {
    const set = sample();
    set.rules.familyWord = "party";
    const family = set.families[0];
    if (!family) throw new Error("the sample has families");
    set.cards = set.cards.filter((c) => c.type !== "character" || c.family !== family.id);
    set.cards.push({ id: "stray", type: "modifier", name: "Stray", family: family.id });
    set.rules.maxPlayers = 5;
    set.rules.fourPlayerRemoval = 0;
    const messages = validateSetValue(set).diagnostics.map((d) => d.message);
    const small = messages.find((m) => m.includes("needs at least 2"));
    expect(small).toContain(`party '${family.id}' has 0 characters; every party needs at least 2`);
    expect(messages.some((m) => m.includes("only characters belong to a party"))).toBe(true);
    expect(messages.some((m) => m.includes("5 players need a fifth party"))).toBe(true);
    expect(messages.join("\n")).not.toMatch(/\bfamil(y|ies)\b(?!')/);
  });

  it("says the set's word in effect diagnostics", () => {
    const set = sample();
    set.rules.familyWord = "party";
    const card = set.cards.find((c) => c.type === "event");
    if (!card) throw new Error("the sample has events");
    card.effect = "on play:\n  if this character is in the nowhere party: draw 1 card";
    const messages = validateSetValue(set).diagnostics.map((d) => d.message);
    expect(messages.some((m) => m.includes(": unknown party 'nowhere'"))).toBe(true);
  });
});

describe("the set's effect-category headings", () => {
  it("warns of a heading that collides, and accepts the set's own", () => {
    const set = sample();
    set.rules.effectCategories = {
      continuous: { heading: "ongoing" },
      immediate: { heading: "draw" },
    };
    const found = validateSetValue(set).diagnostics.filter(
      (d) => d.code === "set/ambiguous-heading",
    );
    expect(found.map((d) => [d.severity, d.pointer])).toEqual([
      ["warning", "/rules/effectCategories/immediate/heading"],
    ]);
    expect(found[0]?.message).toContain("'draw' is a word of the effect language");
  });
});
