import { describe, expect, it } from "vitest";
import { languageLabel, languageName, setLanguageTags } from "./languages";

describe("languages", () => {
  it("names a language in English with its tag, and an unknown tag by itself", () => {
    expect(languageName("it")).toBe("Italian");
    expect(languageName("de-AT")).toBe("Austrian German");
    expect(languageLabel("it")).toBe("Italian (it)");
    expect(languageName("qqq")).toBeUndefined();
    expect(languageLabel("qqq")).toBe("qqq");
    expect(languageName("not a tag")).toBeUndefined();
  });

  it("lists a set's main language first, then each other one once", () => {
    expect(setLanguageTags({ language: "en" })).toEqual(["en"]);
    expect(setLanguageTags({ language: "en", languages: ["it", "fr", "it", "en"] })).toEqual([
      "en",
      "it",
      "fr",
    ]);
  });
});
