import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "../model";
import type { VellumSet } from "../model";
import { setCategoryEnabled, setCategoryHeading } from "./effect-categories";

const set: VellumSet = {
  id: "s",
  name: "S",
  version: "1.0.0",
  language: "en",
  languages: ["fr"],
  families: [],
  icons: [],
  cards: [],
  rules: { ...DEFAULT_RULES },
};

describe("effect-category edits", () => {
  it("sets and clears a heading in the main language and a translation", () => {
    const named = setCategoryHeading(set, "continuous", "en", " ongoing ");
    expect(named.rules.effectCategories).toEqual({ continuous: { heading: "ongoing" } });
    const fr = setCategoryHeading(named, "continuous", "fr", "toujours");
    expect(fr.rules.effectCategories?.continuous).toEqual({
      heading: "ongoing",
      translations: { fr: { heading: "toujours" } },
    });
    const cleared = setCategoryHeading(
      setCategoryHeading(fr, "continuous", "fr", ""),
      "continuous",
      "en",
      "",
    );
    expect(cleared.rules.effectCategories).toBeUndefined();
    expect(cleared.rules).toEqual(set.rules);
  });

  it("stores only enabled: false", () => {
    const off = setCategoryEnabled(set, "persistent", false);
    expect(off.rules.effectCategories).toEqual({ persistent: { enabled: false } });
    expect(setCategoryEnabled(off, "persistent", true).rules.effectCategories).toBeUndefined();
  });
});
