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
