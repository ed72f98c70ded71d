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
      expect(ka.size).toBe(kb.size);
    }
  });
});
