/**
 * Drawn ornaments of the Victorian storybook look: tapered rules, fleurons (from EB Garamond's
 * own ornament glyphs, drawn as outlines), the persistent hourglass and gradients. All geometry
 * is computed here in mm; nothing is a bitmap.
 */
import { mm } from "./escape";
import type { FontSet } from "./fonts";
import { appendRun, glyphPath, runWidth, shape } from "./glyphs";
import type { SvgDoc } from "./svg-doc";

/** Garamond's floral heart ❦ (U+2766); mirrored or rotated where a reversed one is wanted. */
export const FLEURON = "\u2766";

/**
 * A tapered horizontal rule centred at (`cx`, `y`): two engraved strokes thinning outward with a
 * lozenge and two dots in the middle.
 */
export function taperedRule(
  cx: number,
  y: number,
  width: number,
  color: string,
  weight = 0.16,
): string {
  const half = width / 2;
  const gap = 1.1;
  const t = weight;
  const d =
    `M${mm(cx - half)} ${mm(y)}L${mm(cx - gap)} ${mm(y - t)}L${mm(cx - gap)} ${mm(y + t)}Z` +
    `M${mm(cx + half)} ${mm(y)}L${mm(cx + gap)} ${mm(y - t)}L${mm(cx + gap)} ${mm(y + t)}Z` +
    `M${mm(cx - 0.65)} ${mm(y)}L${mm(cx)} ${mm(y - 0.42)}L${mm(cx + 0.65)} ${mm(y)}L${mm(cx)} ${mm(y + 0.42)}Z`;
  return `<path fill="${color}" d="${d}"/>`;
}

/**
 * A glyph (e.g. a fleuron) of `fonts.body` centred at (`cx`, `cy`), `size` mm, rotated `deg`,
 * mirrored left–right when `mirror`.
 */
export function glyphOrnament(
  fonts: FontSet,
  text: string,
  cx: number,
  cy: number,
  size: number,
  color: string,
  deg = 0,
  mirror = false,
): string {
  const face = fonts.body;
  const run = shape(face, text);
  const w = runWidth(run, size);
  const parts: string[] = [];
  // Optical centre of Garamond's ornaments: about 0.3 em above the baseline.
  appendRun(parts, face, run, cx - w / 2, cy + size * 0.3, size);
  const ops: string[] = [];
  if (deg !== 0) ops.push(`rotate(${mm(deg)} ${mm(cx)} ${mm(cy)})`);
  if (mirror) ops.push(`matrix(-1 0 0 1 ${mm(2 * cx)} 0)`);
  return glyphPath(color, parts.join(""), ops.join(" "));
}

/** An hourglass (the persistent-effect mark) in the square of side `size` centred at (cx, cy). */
export function hourglass(cx: number, cy: number, size: number, color: string): string {
  const h = size / 2;
  const w = size * 0.34;
  const bar = size * 0.09;
  const neck = size * 0.05;
  const d =
    // top and bottom bars
    `M${mm(cx - w - bar)} ${mm(cy - h)}h${mm(2 * (w + bar))}v${mm(bar)}h${mm(-2 * (w + bar))}z` +
    `M${mm(cx - w - bar)} ${mm(cy + h - bar)}h${mm(2 * (w + bar))}v${mm(bar)}h${mm(-2 * (w + bar))}z` +
    // glass: two bulbs meeting at the neck
    `M${mm(cx - w)} ${mm(cy - h + bar)}C${mm(cx - w)} ${mm(cy - h * 0.25)} ${mm(cx - neck)} ${mm(cy - h * 0.15)} ${mm(cx - neck)} ${mm(cy)}` +
    `C${mm(cx - neck)} ${mm(cy + h * 0.15)} ${mm(cx - w)} ${mm(cy + h * 0.25)} ${mm(cx - w)} ${mm(cy + h - bar)}` +
    `H${mm(cx + w)}C${mm(cx + w)} ${mm(cy + h * 0.25)} ${mm(cx + neck)} ${mm(cy + h * 0.15)} ${mm(cx + neck)} ${mm(cy)}` +
    `C${mm(cx + neck)} ${mm(cy - h * 0.15)} ${mm(cx + w)} ${mm(cy - h * 0.25)} ${mm(cx + w)} ${mm(cy - h + bar)}Z`;
  // sand: a heap in the lower bulb and a trickle through the neck
  const sand =
    `M${mm(cx - w * 0.78)} ${mm(cy + h - bar)}C${mm(cx - w * 0.5)} ${mm(cy + h * 0.45)} ${mm(cx + w * 0.5)} ${mm(cy + h * 0.45)} ${mm(cx + w * 0.78)} ${mm(cy + h - bar)}Z` +
    `M${mm(cx - w * 0.55)} ${mm(cy - h * 0.42)}C${mm(cx - w * 0.3)} ${mm(cy - h * 0.2)} ${mm(cx + w * 0.3)} ${mm(cy - h * 0.2)} ${mm(cx + w * 0.55)} ${mm(cy - h * 0.42)}Z`;
  return (
    `<path fill="none" stroke="${color}" stroke-width="${mm(size * 0.06)}" stroke-linejoin="round" d="${d}"/>` +
    `<path fill="${color}" d="${sand}"/>`
  );
}

/** A vertical linear gradient (top → middle → bottom) registered once per colours in `doc`. */
export function verticalGradient(doc: SvgDoc, top: string, middle: string, bottom: string): string {
  return doc.def(
    `lin:${top}:${middle}:${bottom}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${middle}"/>` +
      `<stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
}

/** A radial gradient (centre → edge), highlight slightly up-left, registered once in `doc`. */
export function radialGradient(doc: SvgDoc, centre: string, edge: string, mid?: string): string {
  return doc.def(
    `rad:${centre}:${mid ?? ""}:${edge}`,
    (id) =>
      `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.68">` +
      `<stop offset="0" stop-color="${centre}"/>` +
      (mid ? `<stop offset="0.6" stop-color="${mid}"/>` : "") +
      `<stop offset="1" stop-color="${edge}"/></radialGradient>`,
  );
}
