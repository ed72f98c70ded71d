import { describe, expect, it } from "vitest";
import { DEFAULT_PRINT_WORDS, fillPrintWord, setText } from "./set-text";

const SET = {
  name: "Saltmarrow-on-Sea",
  description: "Out of season.",
  language: "en",
  printWords: { fronts: "faces" },
  translations: {
    fr: {
      name: "Sel-de-Moelle",
      printWords: { fronts: "recto", page: "page {n} sur {total}" },
    },
    de: { name: " ", description: "Außerhalb der Saison." },
  },
};

describe("setText", () => {
  it("gives the main language's name, description and printed words, Vellum's where unset", () => {
    expect(setText(SET)).toEqual({
      name: "Saltmarrow-on-Sea",
      description: "Out of season.",
      printWords: { ...DEFAULT_PRINT_WORDS, fronts: "faces" },
    });
  });

  it("gives another language's texts, each falling back to the main language's", () => {
    expect(setText(SET, "fr")).toEqual({
      name: "Sel-de-Moelle",
      description: "Out of season.",
      printWords: { ...DEFAULT_PRINT_WORDS, fronts: "recto", page: "page {n} sur {total}" },
    });
    // A blank name falls back, as one left out.
    expect(setText(SET, "de").name).toBe("Saltmarrow-on-Sea");
    expect(setText(SET, "de").description).toBe("Außerhalb der Saison.");
    expect(setText(SET, "it")).toEqual(setText(SET));
  });

  it("fills the numbers of a printed word", () => {
    expect(fillPrintWord("planche {n} sur {total}", 2, 5)).toBe("planche 2 sur 5");
    expect(fillPrintWord(DEFAULT_PRINT_WORDS.page, 1, 1)).toBe("page 1 of 1");
  });
});
