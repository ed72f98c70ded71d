/**
 * Line segments clipped to rectangles analytically (Liang–Barsky), so engraved hatching and
 * lattices stay inside their area without an SVG clip path (clip paths make librsvg render the
 * whole group to an intermediate surface, which is slow at print resolution).
 */
import type { CardRect } from "../layers";
import { mm } from "./escape";

/**
 * The parameter interval [t0, t1] (0 = the first point, 1 = the second) of the part of segment
 * (x1, y1)–(x2, y2) inside `r`, or `undefined` when none.
 */
function insideInterval(
  x1: number,
  y1: number,
  dx: number,
  dy: number,
  r: CardRect,
): [number, number] | undefined {
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x1 - r.x],
    [dx, r.x + r.width - x1],
    [-dy, y1 - r.y],
    [dy, r.y + r.height - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return undefined;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return undefined;
      if (t < t1) t1 = t;
    }
  }
  return t1 - t0 < 1e-9 ? undefined : [t0, t1];
}

/**
 * The parts of segment (x1, y1)–(x2, y2) inside `r` and outside every rectangle of `holes`, as
 * path data (`M…L…` per part), or "" when none.
 */
export function clippedSegment(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  r: CardRect,
  holes: readonly CardRect[] = [],
): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const inside = insideInterval(x1, y1, dx, dy, r);
  if (!inside) return "";
  let parts: [number, number][] = [inside];
  for (const hole of holes) {
    const cut = insideInterval(x1, y1, dx, dy, hole);
    if (!cut) continue;
    const next: [number, number][] = [];
    for (const [a, b] of parts) {
      const before = Math.min(b, cut[0]);
      const after = Math.max(a, cut[1]);
      if (before - a >= 1e-9) next.push([a, before]);
      if (b - after >= 1e-9) next.push([after, b]);
    }
    parts = next;
  }
  return parts
    .map(([a, b]) => `M${mm(x1 + a * dx)} ${mm(y1 + a * dy)}L${mm(x1 + b * dx)} ${mm(y1 + b * dy)}`)
    .join("");
}

/**
 * A lozenge lattice filling `r`: two families of parallel lines at ±`angle` degrees from the
 * vertical, `spacing` mm apart horizontally, each clipped to `r`. Nothing is drawn inside the
 * rectangles of `holes` (areas something opaque will cover: no work for the rasteriser there).
 */
export function lattice(
  r: CardRect,
  spacing: number,
  angle = 30,
  holes: readonly CardRect[] = [],
): string {
  const k = Math.tan((angle * Math.PI) / 180);
  const rise = r.height;
  const run = rise * k;
  let d = "";
  for (let x = r.x - run; x < r.x + r.width + run; x += spacing) {
    d += clippedSegment(x, r.y, x + run, r.y + rise, r, holes);
    d += clippedSegment(x, r.y + rise, x + run, r.y, r, holes);
  }
  return d;
}

/** Where the ray from (x, y) (inside `r`) in direction (dx, dy) leaves `r`. */
export function rayExit(
  x: number,
  y: number,
  dx: number,
  dy: number,
  r: CardRect,
): [number, number] {
  let t = Infinity;
  if (dx > 0) t = Math.min(t, (r.x + r.width - x) / dx);
  if (dx < 0) t = Math.min(t, (r.x - x) / dx);
  if (dy > 0) t = Math.min(t, (r.y + r.height - y) / dy);
  if (dy < 0) t = Math.min(t, (r.y - y) / dy);
  if (!Number.isFinite(t)) t = 0;
  return [x + dx * t, y + dy * t];
}
