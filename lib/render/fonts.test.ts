import { describe, expect, it } from "vitest";
import { readFontBytes } from "../export/fonts-node";
import { loadFonts, loadFontsInSteps } from "./fonts";

describe("loading the fonts", () => {
  it("in steps gives the set loadFonts gives, pausing between the faces", async () => {
    const bytes = readFontBytes();
    let pauses = 0;
    const stepped = await loadFontsInSteps(bytes, async () => void pauses++);
    const whole = loadFonts(bytes);
    expect(pauses).toBe(3);
    for (const role of ["display", "body", "italic", "bold"] as const) {
      const { font: a, kerning: ka, ...restA } = stepped[role];
      const { font: b, kerning: kb, ...restB } = whole[role];
      expect(restA).toEqual(restB);
      expect(a.names.fullName).toEqual(b.names.fullName);
      expect(a.numGlyphs).toBe(b.numGlyphs);
      // The same pairs kerned, e.g. the first glyphs against each other.
      for (let l = 1; l < 40; l++)
        for (let r = 1; r < 40; r++) expect(ka.get(l, r)).toBe(kb.get(l, r));
    }
  });
});
