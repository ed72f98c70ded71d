import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { setFamilyName, setPrintWord, setSetTranslation } from "./set-texts";

describe("the set's own texts per language", () => {
  it("sets and clears a translated name, removing an emptied translation", () => {
    const set = { ...minimalSet(), languages: ["fr"] };
    const named = setSetTranslation(set, "fr", "name", "Le Manoir");
    expect(named.translations).toEqual({ fr: { name: "Le Manoir" } });
    expect(setSetTranslation(named, "fr", "name", " ").translations).toBeUndefined();
  });

  it("keeps the main language's printed words in printWords, another's in its translation", () => {
    const set = { ...minimalSet(), languages: ["fr"] };
    const main = setPrintWord(set, set.language, "fronts", "faces");
    expect(main.printWords).toEqual({ fronts: "faces" });
    expect(setPrintWord(main, set.language, "fronts", "").printWords).toBeUndefined();
    const fr = setPrintWord(set, "fr", "sheet", "planche {n} sur {total}");
    expect(fr.translations).toEqual({ fr: { printWords: { sheet: "planche {n} sur {total}" } } });
    expect(setPrintWord(fr, "fr", "sheet", "").translations).toBeUndefined();
  });

  it("sets a family's name in another language", () => {
    const set = minimalSet();
    const id = set.families[0]!.id;
    const named = setFamilyName(set, id, "fr", "Les Frênes");
    expect(named.families[0]!.translations).toEqual({ fr: { name: "Les Frênes" } });
    expect(setFamilyName(named, id, "fr", "").families[0]!.translations).toBeUndefined();
    expect(named.families[1]).toBe(set.families[1]);
  });
});
