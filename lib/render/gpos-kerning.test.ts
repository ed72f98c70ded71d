import { describe, expect, it } from "vitest";
import { readFontBytes } from "../export/fonts-node";
import { loadFonts } from "./fonts";
import { readPairKerning } from "./gpos-kerning";

const bytes = readFontBytes();
const fonts = loadFonts(bytes);
const pair = (role: "display" | "body", a: string, b: string) => {
  const f = fonts[role];
  return f.kerning.get(f.font.charToGlyph(a).index, f.font.charToGlyph(b).index);
};

describe("readPairKerning", () => {
  it("agrees with opentype.js where opentype.js can read the table (Cinzel)", () => {
    const f = fonts.display.font;
    for (const [a, b] of [
      ["A", "V"],
      ["T", "o"],
      ["L", "T"],
      ["A", "B"],
    ] as const) {
      expect(pair("display", a, b)).toBe(f.getKerningValue(f.charToGlyph(a), f.charToGlyph(b)));
    }
    expect(pair("display", "A", "V")).toBeLessThan(0);
  });

  it("reads EB Garamond's kerning, which sits in extension lookups opentype.js skips", () => {
    expect(pair("body", "A", "V")).toBeLessThan(0);
    expect(pair("body", "T", "o")).toBeLessThan(0);
    const f = fonts.body.font;
    expect(f.getKerningValue(f.charToGlyph("A"), f.charToGlyph("V"))).toBe(0);
  });

  it("gives 0 for unknown pairs and for bytes that are not a font", () => {
    expect(pair("body", "x", "x")).toBe(0);
    const junk = readPairKerning(new Uint8Array([0, 1, 0, 0, 0, 9, 1, 2]).buffer);
    expect(junk.get(1, 2)).toBe(0);
    const truncated = readPairKerning(bytes.body.slice(0, 4096));
    expect(truncated.get(36, 57)).toBe(0);
  });
});
