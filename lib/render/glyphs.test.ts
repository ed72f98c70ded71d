import { describe, expect, it } from "vitest";
import { nodeFonts } from "../export/fonts-node";
import { appendRun, glyphPath, shape } from "./glyphs";

const fonts = nodeFonts();

describe("glyph outlines", () => {
  it("are whole micrometres, without zero-length segments, placed by glyphPath", () => {
    const parts: string[] = [];
    const x = appendRun(
      parts,
      fonts.italic,
      shape(fonts.italic, "Has kept the lamp lit"),
      6.5,
      74.25,
      2.3,
    );
    expect(x).toBeGreaterThan(6.5);
    const d = parts.join("");
    expect(d).toMatch(/^M65\d\d 74\d\d\d[lqmz]/); // pen at (6.5, 74.25) mm, in µm
    expect(d).not.toMatch(/\d\.\d/);
    expect(d).not.toMatch(/l0 0(?![\d.])/);
    // The shortest spelling of the same numbers: no command letter repeated (after "m", "l" is
    // implied) and no space before a minus sign.
    expect(d).not.toMatch(/ -/);
    expect(d).not.toMatch(/([lqc])[^a-zA-Z]*\1/);
    expect(d).not.toMatch(/m[^a-zA-Z]*l/);
    expect(glyphPath("#c4bcab", d)).toBe(
      `<path fill="#c4bcab" transform="scale(0.001)" d="${d}"/>`,
    );
    expect(glyphPath("#fff", "M0 0", "rotate(90 1 1)", 0.5)).toBe(
      `<path fill="#fff" fill-opacity="0.5" transform="rotate(90 1 1) scale(0.001)" d="M0 0"/>`,
    );
  });
});
