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
    expect(validateSetValue(set).diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
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
    expect(validateSetValue(set).diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
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
