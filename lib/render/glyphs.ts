/**
 * Shaping and glyph outlines: text → glyphs (with the font's ligatures and GPOS pair kerning),
 * and glyph → SVG path data, so card text is drawn as outlines that need no font to render.
 *
 * NOTE: both caches are module state keyed by the parsed font (a WeakMap), bounded in size:
 * shaping is cached per (font, string), outlines per (font, size, glyph). An outline is stored as
 * its first point plus the rest of the path in relative commands, so placing a glyph anywhere is
 * one string concatenation. Coordinates are rounded to 1 µm in absolute glyph space before
 * taking differences, so rounding never accumulates along a contour.
 *
 * Glyph path data is written in whole micrometres and placed with {@link glyphPath}, whose
 * `scale(0.001)` brings it back to mm: the same 1 µm precision in about 40 % fewer characters
 * than decimal millimetres, which librsvg (sharp) parses measurably faster.
 */
import type { Font, PathCommand } from "opentype.js";
import type { FontFace } from "./fonts";

/** A shaped run of text: glyph indices and their advances (font units, kerning included). */
export interface ShapedRun {
  glyphs: readonly number[];
  /** Advance after each glyph, kerning with the next glyph of the run included. */
  advances: readonly number[];
  /** Sum of the advances, in em (font units ÷ units per em). */
  width: number;
}

/** A glyph outline at one size: first point (µm from the pen) and the relative remainder. */
interface Outline {
  x0: number;
  y0: number;
  rest: string;
}

const MAX_SHAPES_PER_FONT = 20_000;
const MAX_OUTLINES_PER_SIZE = 4_000;
const MAX_SIZES_PER_FONT = 64;

const shapes = new WeakMap<Font, Map<string, ShapedRun>>();
const outlines = new WeakMap<Font, Map<number, Map<number, Outline | null>>>();

/**
 * Shapes `text` with `face`: glyph substitution (ligatures) from opentype.js, pair kerning from
 * the font's GPOS table. Cached per font and string.
 */
export function shape(face: FontFace, text: string): ShapedRun {
  let cache = shapes.get(face.font);
  if (!cache) {
    cache = new Map();
    shapes.set(face.font, cache);
  }
  const hit = cache.get(text);
  if (hit) return hit;
  const glyphs = face.font.stringToGlyphs(text);
  const indices: number[] = [];
  const advances: number[] = [];
  let total = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    const index = g.index;
    let adv = g.advanceWidth ?? 0;
    const next = glyphs[i + 1];
    if (next) adv += face.kerning.get(index, next.index);
    indices.push(index);
    advances.push(adv);
    total += adv;
  }
  const run: ShapedRun = { glyphs: indices, advances, width: total / face.unitsPerEm };
  if (cache.size >= MAX_SHAPES_PER_FONT) cache.clear();
  cache.set(text, run);
  return run;
}

/** A coordinate pair in µm (integers), the separator dropped before a minus sign. */
function pair(x: number, y: number): string {
  return y < 0 ? `${x}${y}` : `${x} ${y}`;
}

/** `a` then `b` (numbers), with the space between them only where `b` does not start with "-". */
function join(a: string, b: string): string {
  return b.charCodeAt(0) === 45 ? a + b : `${a} ${b}`;
}

/**
 * Whether a quadratic from the origin with control point (qx, qy) and end (x, y), all in µm, is a
 * straight line to within 1 µm: its control point lies on the chord, between the ends. (A curve
 * never strays from the chord by more than half its control point's distance.)
 */
function isFlat(qx: number, qy: number, x: number, y: number): boolean {
  const len2 = x * x + y * y;
  if (len2 === 0) return qx === 0 && qy === 0;
  const dot = qx * x + qy * y;
  const cross = qx * y - qy * x;
  return dot >= 0 && dot <= len2 && cross * cross <= len2;
}

/** Encodes font-unit commands (y up) at `scale` mm per unit as a relative path (y down). */
function encode(commands: readonly PathCommand[], scale: number): Outline | null {
  const k = scale * 1000;
  let first = true;
  let x0 = 0;
  let y0 = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let rest = "";
  // The command letter in effect: a repeated one is left out (after "m" that is "l"), as the
  // path grammar allows, so the same numbers parse with fewer characters.
  let last = "";
  const command = (letter: string, args: string) => {
    rest = letter === last ? join(rest, args) : rest + letter + args;
    last = letter === "m" ? "l" : letter;
  };
  const X = (v: number) => Math.round(v * k);
  const Y = (v: number) => Math.round(-v * k);
  for (const c of commands) {
    switch (c.type) {
      case "M": {
        const x = X(c.x);
        const y = Y(c.y);
        if (first) {
          x0 = x;
          y0 = y;
          first = false;
        } else {
          command("m", pair(x - cx, y - cy));
        }
        cx = sx = x;
        cy = sy = y;
        break;
      }
      case "L": {
        const x = X(c.x);
        const y = Y(c.y);
        // Zero-length lines (opentype.js starts many contours with one) paint nothing in a fill.
        if (x !== cx || y !== cy) command("l", pair(x - cx, y - cy));
        cx = x;
        cy = y;
        break;
      }
      case "Q": {
        const x = X(c.x);
        const y = Y(c.y);
        const qx = X(c.x1) - cx;
        const qy = Y(c.y1) - cy;
        if (isFlat(qx, qy, x - cx, y - cy)) {
          if (x !== cx || y !== cy) command("l", pair(x - cx, y - cy));
        } else {
          command("q", join(pair(qx, qy), pair(x - cx, y - cy)));
        }
        cx = x;
        cy = y;
        break;
      }
      case "C": {
        const x = X(c.x);
        const y = Y(c.y);
        command(
          "c",
          join(
            join(pair(X(c.x1) - cx, Y(c.y1) - cy), pair(X(c.x2) - cx, Y(c.y2) - cy)),
            pair(x - cx, y - cy),
          ),
        );
        cx = x;
        cy = y;
        break;
      }
      case "Z":
        rest += "z";
        last = "z";
        cx = sx;
        cy = sy;
        break;
    }
  }
  return first ? null : { x0, y0, rest };
}

function outline(face: FontFace, glyph: number, sizeKey: number): Outline | null {
  let bySize = outlines.get(face.font);
  if (!bySize) {
    bySize = new Map();
    outlines.set(face.font, bySize);
  }
  let cache = bySize.get(sizeKey);
  if (!cache) {
    if (bySize.size >= MAX_SIZES_PER_FONT) bySize.clear();
    cache = new Map();
    bySize.set(sizeKey, cache);
  }
  let o = cache.get(glyph);
  if (o === undefined) {
    const g = face.font.glyphs.get(glyph);
    o = encode(g.path.commands, sizeKey / 1000 / face.unitsPerEm);
    if (cache.size >= MAX_OUTLINES_PER_SIZE) cache.clear();
    cache.set(glyph, o);
  }
  return o;
}

/**
 * A `<path>` of glyph outlines `d` (path data from {@link appendRun}, in µm) filled with `fill`
 * at `opacity`; `transform` (in mm, e.g. a rotation) is applied after the µm → mm scale.
 */
export function glyphPath(fill: string, d: string, transform = "", opacity = 1): string {
  const t = transform ? `${transform} scale(0.001)` : "scale(0.001)";
  const o = opacity < 1 ? ` fill-opacity="${opacity}"` : "";
  return `<path fill="${fill}"${o} transform="${t}" d="${d}"/>`;
}

/**
 * Appends the outlines of `run` set at `size` mm with its pen starting at (`x`, `y`) on the
 * baseline, as absolute-then-relative path data in µm (draw it with {@link glyphPath}), to `out`. `tracking` (em) is added after every
 * glyph. Returns the pen's x after the run.
 */
export function appendRun(
  out: string[],
  face: FontFace,
  run: ShapedRun,
  x: number,
  y: number,
  size: number,
  tracking = 0,
): number {
  const sizeKey = Math.round(size * 1000);
  const k = size / face.unitsPerEm;
  const py = Math.round(y * 1000);
  let pen = x;
  for (let i = 0; i < run.glyphs.length; i++) {
    const o = outline(face, run.glyphs[i]!, sizeKey);
    if (o) {
      out.push(`M${pair(Math.round(pen * 1000) + o.x0, py + o.y0)}${o.rest}`);
    }
    pen += run.advances[i]! * k + tracking * size;
  }
  return pen;
}

/** The width in mm of `run` at `size` mm with `tracking` em after every glyph. */
export function runWidth(run: ShapedRun, size: number, tracking = 0): number {
  return size * (run.width + tracking * run.glyphs.length);
}
