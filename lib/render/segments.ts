/**
 * Line segments clipped to rectangles analytically (Liang–Barsky), so engraved hatching and
 * lattices stay inside their area without an SVG clip path (clip paths make librsvg render the
 * whole group to an intermediate surface, which is slow at print resolution).
 */
import type { Rect } from "../layers";
import { mm } from "./escape";

/** The part of segment (x1, y1)–(x2, y2) inside `r`, as path data (`M…L…`), or "" when none. */
export function clippedSegment(x1: number, y1: number, x2: number, y2: number, r: Rect): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
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
      if (q < 0) return "";
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return "";
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return "";
      if (t < t1) t1 = t;
    }
  }
  if (t1 - t0 < 1e-9) return "";
  return `M${mm(x1 + t0 * dx)} ${mm(y1 + t0 * dy)}L${mm(x1 + t1 * dx)} ${mm(y1 + t1 * dy)}`;
}

/**
 * A lozenge lattice filling `r`: two families of parallel lines at ±`angle` degrees from the
 * vertical, `spacing` mm apart horizontally, each clipped to `r`.
 */
export function lattice(r: Rect, spacing: number, angle = 30): string {
  const k = Math.tan((angle * Math.PI) / 180);
  const rise = r.height;
  const run = rise * k;
  let d = "";
  for (let x = r.x - run; x < r.x + r.width + run; x += spacing) {
    d += clippedSegment(x, r.y, x + run, r.y + rise, r);
    d += clippedSegment(x, r.y + rise, x + run, r.y, r);
  }
  return d;
}

/** Where the ray from (x, y) (inside `r`) in direction (dx, dy) leaves `r`. */
export function rayExit(x: number, y: number, dx: number, dy: number, r: Rect): [number, number] {
  let t = Infinity;
  if (dx > 0) t = Math.min(t, (r.x + r.width - x) / dx);
  if (dx < 0) t = Math.min(t, (r.x - x) / dx);
  if (dy > 0) t = Math.min(t, (r.y + r.height - y) / dy);
  if (dy < 0) t = Math.min(t, (r.y - y) / dy);
  if (!Number.isFinite(t)) t = 0;
  return [x + dx * t, y + dy * t];
}
