/**
 * The fonts the renderer lays text out with. `lib/render` does no I/O: callers pass the bytes of
 * the bundled TTFs (`public/fonts/`), read from disk on the server (`lib/export/fonts-node.ts`)
 * or fetched from `/fonts/*.ttf` in the browser, and {@link loadFonts} parses them once.
 */
import * as opentype from "opentype.js";
import type { Font } from "opentype.js";
import type { PairKerning } from "./gpos-kerning";
import { readPairKerning } from "./gpos-kerning";

/** What each font is used for on a card. */
export type FontRole = "display" | "body" | "italic" | "bold";

/** The font files each role is read from, in `public/fonts/` (served as `/fonts/<file>`). */
export const FONT_FILES: Readonly<Record<FontRole, string>> = Object.freeze({
  display: "Cinzel-SemiBold.ttf",
  body: "EBGaramond-Regular.ttf",
  italic: "EBGaramond-Italic.ttf",
  bold: "EBGaramond-SemiBold.ttf",
});

/** One parsed font with the metrics the layout needs (font units unless stated). */
export interface FontFace {
  role: FontRole;
  font: Font;
  kerning: PairKerning;
  unitsPerEm: number;
  /** Height of capitals, as a fraction of the em. */
  capHeight: number;
  /** Height of lower-case x, as a fraction of the em. */
  xHeight: number;
  /** Advance of the space, as a fraction of the em. */
  spaceAdvance: number;
}

/** The fonts of one render: every role present (`bold` falls back to `body`). */
export type FontSet = Readonly<Record<FontRole, FontFace>>;

/** Font bytes by role, as read from the font files; `bold` is optional. */
export type FontBytes = Readonly<Record<Exclude<FontRole, "bold">, ArrayBuffer>> & {
  readonly bold?: ArrayBuffer;
};

/**
 * opentype.js's `parse`. NOTE: bundlers (Next, vitest) load the package's ES module, which has
 * named exports; plain Node loads its UMD build as CommonJS, where they sit on `default`.
 */
const parseFont: typeof opentype.parse =
  opentype.parse ?? (opentype as unknown as { default: typeof opentype }).default.parse;

function face(role: FontRole, bytes: ArrayBuffer): FontFace {
  const font = parseFont(bytes);
  const upm = font.unitsPerEm;
  const os2 = font.tables.os2 as { sCapHeight?: number; sxHeight?: number } | undefined;
  const space = font.charToGlyph(" ");
  return {
    role,
    font,
    kerning: readPairKerning(bytes),
    unitsPerEm: upm,
    capHeight: (os2?.sCapHeight ?? upm * 0.7) / upm,
    xHeight: (os2?.sxHeight ?? upm * 0.45) / upm,
    spaceAdvance: (space.advanceWidth ?? upm / 4) / upm,
  };
}

/**
 * Parses the font bytes of every role into a {@link FontSet}. Throws when a file is not a font
 * (the fonts are bundled with the app, never user input). Parse once and reuse the set: glyph
 * paths and word shapes are cached per font face.
 */
export function loadFonts(bytesByRole: FontBytes): FontSet {
  const body = face("body", bytesByRole.body);
  return fontSet(body, {
    display: face("display", bytesByRole.display),
    italic: face("italic", bytesByRole.italic),
    bold: bytesByRole.bold ? face("bold", bytesByRole.bold) : undefined,
  });
}

function fontSet(
  body: FontFace,
  others: { display: FontFace; italic: FontFace; bold: FontFace | undefined },
): FontSet {
  return Object.freeze({
    display: others.display,
    body,
    italic: others.italic,
    bold: others.bold ?? { ...body, role: "bold" as const },
  });
}

/**
 * {@link loadFonts} one face at a time, awaiting `pause()` between them: a page parses its fonts
 * (tens of milliseconds each) in four short tasks instead of one long one, and a keystroke in
 * between is not kept waiting (issue 26). The same set as `loadFonts`.
 */
export async function loadFontsInSteps(
  bytesByRole: FontBytes,
  pause: () => Promise<void>,
): Promise<FontSet> {
  const body = face("body", bytesByRole.body);
  await pause();
  const display = face("display", bytesByRole.display);
  await pause();
  const italic = face("italic", bytesByRole.italic);
  let bold: FontFace | undefined;
  if (bytesByRole.bold) {
    await pause();
    bold = face("bold", bytesByRole.bold);
  }
  return fontSet(body, { display, italic, bold });
}
