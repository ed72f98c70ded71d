/**
 * A soft vignette — light centre up and left of the middle, darker sides and corners — drawn as
 * two linear gradients over the same path: a vertical ground, then a horizontal veil of the edge
 * colour whose opacity rises toward the sides. The ground times the veil is the best rank-one
 * (separable) approximation of the radial falloff of `radialGradient` in `ornaments.ts` (same
 * centre, radius and stops), fitted once per colour set by alternating least squares.
 *
 * NOTE: why not a `<radialGradient>` for large areas: librsvg (sharp) evaluates a radial gradient
 * per pixel several times slower than a linear one. Over a whole card at 300 DPI that was about
 * 6 ms of a 26 ms picture; two linear gradients over the same area cost well under 1 ms.
 */
import { mix, parseHex } from "./color";
import { mm } from "./escape";
import type { SvgDoc } from "./svg-doc";

/** Centre and radius of the radial look, in the filled shape's bounding box (0–1). */
const CX = 0.42;
const CY = 0.38;
const RADIUS = 0.68;
/** Offset of the middle stop on the radius, as in `radialGradient`. */
const KNEE = 0.6;
/** Stop offsets of both linear gradients (the fit is made at exactly these points). */
const OFFSETS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;
/** Veil opacities below this are dropped to 0: the centre stays one flat colour per row. */
const MIN_VEIL = 0.02;

/** Where `mid` lies between `centre` (0) and `edge` (1), projected onto the line between them. */
function midShade(centre: string, edge: string, mid: string | undefined): number {
  if (mid === undefined) return KNEE;
  const c = parseHex(centre, "#000000");
  const e = parseHex(edge, "#000000");
  const m = parseHex(mid, "#000000");
  const d = [e.r - c.r, e.g - c.g, e.b - c.b] as const;
  const len2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  if (len2 === 0) return KNEE;
  const s = ((m.r - c.r) * d[0] + (m.g - c.g) * d[1] + (m.b - c.b) * d[2]) / len2;
  return Math.min(0.98, Math.max(0.02, s));
}

/** Shade (0 = centre colour, 1 = edge colour) at normalised radius `t`. */
function shadeAt(t: number, sMid: number): number {
  if (t <= KNEE) return (sMid * t) / KNEE;
  return Math.min(1, sMid + ((1 - sMid) * (t - KNEE)) / (1 - KNEE));
}

/**
 * Separable factors of the radial brightness 1 − shade: `across[i]` (max 1) and `down[j]` at
 * {@link OFFSETS}, so that 1 − shade(u_i, v_j) ≈ across[i] × down[j].
 */
function fitFactors(sMid: number): { across: number[]; down: number[] } {
  const m = OFFSETS.map((v) =>
    OFFSETS.map((u) => 1 - shadeAt(Math.hypot((u - CX) / RADIUS, (v - CY) / RADIUS), sMid)),
  );
  let across: number[] = OFFSETS.map(() => 1);
  let down: number[] = OFFSETS.map(() => 1);
  const dot = (a: number[]) => a.reduce((s, x) => s + x * x, 0);
  for (let k = 0; k < 30; k++) {
    const fa = dot(across);
    down = m.map((row) => row.reduce((s, x, i) => s + x * across[i]!, 0) / fa);
    const fd = dot(down);
    across = OFFSETS.map((_, i) => m.reduce((s, row, j) => s + row[i]! * down[j]!, 0) / fd);
  }
  const top = Math.max(...across);
  return {
    across: across.map((x) => x / top),
    down: down.map((x) => Math.min(1, Math.max(0, x * top))),
  };
}

/** The colour at shade `s` on the ramp centre → mid (at `sMid`) → edge. */
function rampColor(s: number, centre: string, mid: string, sMid: number, edge: string): string {
  return s <= sMid ? mix(centre, mid, s / sMid) : mix(mid, edge, (s - sMid) / (1 - sMid));
}

/**
 * Two paths filling `d` with the vignette `centre` → `mid` (optional) → `edge`; `attrs` (e.g.
 * ` fill-rule="evenodd"`) go on both. The gradients span `d`'s bounding box, or `box` (user
 * space) when given: then `d` may be any part of that box and still shows its part of the same
 * vignette. They are registered once per colours (and box) in `doc`.
 */
export function vignettePaths(
  doc: SvgDoc,
  d: string,
  centre: string,
  edge: string,
  mid?: string,
  attrs = "",
  box?: { x: number; y: number; width: number; height: number },
): string {
  const key = `vignette:${centre}:${mid ?? ""}:${edge}${box ? `:${box.x}:${box.y}:${box.width}:${box.height}` : ""}`;
  const [down, across] = box
    ? [
        `gradientUnits="userSpaceOnUse" x1="${mm(box.x)}" y1="${mm(box.y)}" x2="${mm(box.x)}" y2="${mm(box.y + box.height)}"`,
        `gradientUnits="userSpaceOnUse" x1="${mm(box.x)}" y1="${mm(box.y)}" x2="${mm(box.x + box.width)}" y2="${mm(box.y)}"`,
      ]
    : [`x1="0" y1="0" x2="0" y2="1"`, `x1="0" y1="0" x2="1" y2="0"`];
  const sMid = midShade(centre, edge, mid);
  let fitted: { across: number[]; down: number[] } | undefined;
  const fit = () => (fitted ??= fitFactors(sMid));
  const ground = doc.def(`${key}:ground`, (id) => {
    const ramp = mid ?? mix(centre, edge, sMid);
    const stops = OFFSETS.map((v, j) => {
      const color = rampColor(1 - fit().down[j]!, centre, ramp, sMid, edge);
      return `<stop offset="${v}" stop-color="${color}"/>`;
    });
    return `<linearGradient id="${id}" ${down}>${stops.join("")}</linearGradient>`;
  });
  const veil = doc.def(`${key}:veil`, (id) => {
    const stops = OFFSETS.map((u, i) => {
      const a = 1 - fit().across[i]!;
      const alpha = a < MIN_VEIL ? 0 : Math.round(a * 1000) / 1000;
      return `<stop offset="${u}" stop-color="${edge}" stop-opacity="${alpha}"/>`;
    });
    return `<linearGradient id="${id}" ${across}>${stops.join("")}</linearGradient>`;
  });
  return `<path fill="url(#${ground})"${attrs} d="${d}"/><path fill="url(#${veil})"${attrs} d="${d}"/>`;
}
