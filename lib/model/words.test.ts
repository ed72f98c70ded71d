import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "./types";
import { setWords } from "./words";

describe("setWords", () => {
  const set = {
    language: "en",
    rules: {
      ...DEFAULT_RULES,
      pointsWord: "Misery",
      translations: { fr: { familyWord: "maison" } },
    },
  };

  it("gives the main language's words by default and for the main language", () => {
    expect(setWords(set)).toEqual({ familyWord: "family", pointsWord: "Misery" });
    expect(setWords(set, "en")).toEqual({ familyWord: "family", pointsWord: "Misery" });
  });

  it("gives a translation's words, each falling back to the main language's", () => {
    expect(setWords(set, "fr")).toEqual({ familyWord: "maison", pointsWord: "Misery" });
    expect(setWords(set, "de")).toEqual({ familyWord: "family", pointsWord: "Misery" });
  });
});
