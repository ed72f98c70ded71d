/**
 * The coverage rule: how much of an element the opaque rectangles above it hide, computed
 * exactly as the area of a union of rectangles (coordinate compression along x, interval union
 * along y), and when that hides the element.
 *
 * NOTE: the scratch buffers below are module state reused across calls so the hot loop does not
 * allocate. Every function here is synchronous and leaves nothing behind that changes a later
 * result, so the module stays pure from the caller's point of view.
 */
import type { CardRect } from "./rect";

/**
 * An element is covered (hidden, counts nothing) when the opaque area above it is at least this
 * fraction of its own area: at least half of it. Exactly half is covered.
 */
export const COVERAGE_THRESHOLD = 0.5;

/** Tolerance for float rounding at the threshold (mm² fractions, not user-visible). */
const EPSILON = 1e-9;

/** Whether a covered fraction hides its element (≥ {@link COVERAGE_THRESHOLD}, with rounding slack). */
export function isCovered(fraction: number): boolean {
  return fraction >= COVERAGE_THRESHOLD - EPSILON;
}

// Scratch space of the union computation, grown on demand.
let clipX0 = new Float64Array(64);
let clipY0 = new Float64Array(64);
let clipX1 = new Float64Array(64);
let clipY1 = new Float64Array(64);
let xs = new Float64Array(128);
let starts = new Float64Array(64);
let ends = new Float64Array(64);

/** Doubles the scratch space, keeping the clipped rectangles written so far. */
function growScratch(): void {
  const size = clipX0.length * 2;
  const grown = (a: Float64Array) => {
    const b = new Float64Array(size);
    b.set(a);
    return b;
  };
  clipX0 = grown(clipX0);
  clipY0 = grown(clipY0);
  clipX1 = grown(clipX1);
  clipY1 = grown(clipY1);
  xs = new Float64Array(size * 2);
  starts = new Float64Array(size);
  ends = new Float64Array(size);
}

/** Sorts the first `n` numbers of `a` ascending, in place (insertion sort for the usual few). */
function sortPrefix(a: Float64Array, n: number): void {
  if (n > 24) {
    a.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= 0 && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}

/** Length of the union of `m` intervals held in `starts`/`ends` (both get sorted). */
function unionLength(m: number): number {
  if (m === 1) return ends[0]! - starts[0]!;
  sortPrefix(starts, m);
  sortPrefix(ends, m);
  let length = 0;
  let active = 0;
  let open = 0;
  let i = 0;
  let j = 0;
  while (i < m) {
    if (starts[i]! < ends[j]!) {
      if (active === 0) open = starts[i]!;
      active++;
      i++;
    } else {
      active--;
      if (active === 0) length += ends[j]! - open;
      j++;
    }
  }
  // Every interval is open now; the union closes at the last end.
  if (active > 0) length += ends[m - 1]! - open;
  return length;
}

/** Area of the union of the first `k` clipped rectangles. */
function unionArea(k: number): number {
  for (let i = 0; i < k; i++) {
    xs[2 * i] = clipX0[i]!;
    xs[2 * i + 1] = clipX1[i]!;
  }
  const n = 2 * k;
  sortPrefix(xs, n);
  let area = 0;
  for (let s = 0; s + 1 < n; s++) {
    const xa = xs[s]!;
    const xb = xs[s + 1]!;
    if (xb <= xa) continue;
    let m = 0;
    for (let i = 0; i < k; i++) {
      if (clipX0[i]! <= xa && clipX1[i]! >= xb) {
        starts[m] = clipY0[i]!;
        ends[m] = clipY1[i]!;
        m++;
      }
    }
    if (m > 0) area += unionLength(m) * (xb - xa);
  }
  return area;
}

/**
 * The fraction (0–1) of the rectangle with edges x0 < x1, y0 < y1 that the union of the
 * occluders `from ≤ j < to` of `edges` covers (rectangle `j` is `edges[4j … 4j + 4)`: x0, y0,
 * x1, y1). Exact for rectangles. A degenerate (zero-area) rectangle is 1 when one occluder
 * contains it and 0 otherwise.
 */
export function coveredFractionIn(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  edges: Float64Array,
  from: number,
  to: number,
): number {
  const area = (x1 - x0) * (y1 - y0);
  if (!(area > 0)) {
    // Nothing to clip: a degenerate rectangle is covered only by an occluder containing it.
    for (let o = 4 * from, end = 4 * to; o < end; o += 4) {
      const inside = edges[o]! <= x0 && edges[o + 1]! <= y0;
      if (inside && edges[o + 2]! >= x1 && edges[o + 3]! >= y1) return 1;
    }
    return 0;
  }
  let k = 0;
  for (let o = 4 * from, end = 4 * to; o < end; o += 4) {
    const ox0 = edges[o]!;
    const oy0 = edges[o + 1]!;
    const ox1 = edges[o + 2]!;
    const oy1 = edges[o + 3]!;
    if (ox0 >= x1 || ox1 <= x0 || oy0 >= y1 || oy1 <= y0) continue;
    if (ox0 <= x0 && oy0 <= y0 && ox1 >= x1 && oy1 >= y1) return 1;
    if (k === clipX0.length) growScratch();
    clipX0[k] = ox0 > x0 ? ox0 : x0;
    clipY0[k] = oy0 > y0 ? oy0 : y0;
    clipX1[k] = ox1 < x1 ? ox1 : x1;
    clipY1[k] = oy1 < y1 ? oy1 : y1;
    k++;
  }
  if (k === 0) return 0;
  const covered = k === 1 ? (clipX1[0]! - clipX0[0]!) * (clipY1[0]! - clipY0[0]!) : unionArea(k);
  const fraction = covered / area;
  return fraction > 1 ? 1 : fraction;
}

/**
 * The fraction (0–1) of `target` that the union of `occluders` covers: the convenience form of
 * {@link coveredFractionIn} for tests, tools and the UI.
 */
export function coveredFraction(target: CardRect, occluders: readonly CardRect[]): number {
  const edges: number[] = [];
  for (const r of occluders) {
    if (r.width > 0 && r.height > 0) edges.push(r.x, r.y, r.x + r.width, r.y + r.height);
  }
  return coveredFractionIn(
    target.x,
    target.y,
    target.x + target.width,
    target.y + target.height,
    Float64Array.from(edges),
    0,
    edges.length / 4,
  );
}
