/**
 * The coverage rule: how much of an element the opaque rectangles above it hide, computed
 * exactly as the area of a union of rectangles (coordinate compression along x, interval union
 * along y), and when that hides the element.
 *
 * NOTE: the scratch buffers below are module state reused across calls so the hot loop does not
 * allocate. Every function here is synchronous and leaves nothing behind that changes a later
 * result, so the module stays pure from the caller's point of view.
 */
import type { Rect } from "./rect";

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

/**
 * A growable flat list of rectangles stored as edges `[x0, y0, x1, y1, …]`, so the hot loop
 * reads numbers from one typed array instead of chasing objects.
 */
export class RectBuffer {
  /** The edges, four numbers per rectangle; only the first `4 × length` are meaningful. */
  data: Float64Array;
  /** How many rectangles the buffer holds. */
  length = 0;

  constructor(capacity = 64) {
    this.data = new Float64Array(capacity * 4);
  }

  /** Forgets every rectangle (keeps the memory). */
  clear(): void {
    this.length = 0;
  }

  /** Appends the rectangle with edges x0 < x1, y0 < y1. */
  push(x0: number, y0: number, x1: number, y1: number): void {
    if ((this.length + 1) * 4 > this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const i = this.length * 4;
    this.data[i] = x0;
    this.data[i + 1] = y0;
    this.data[i + 2] = x1;
    this.data[i + 3] = y1;
    this.length++;
  }

  /** Appends rectangles given as a flat list of edges `[x0, y0, x1, y1, …]`. */
  pushAll(edges: Float64Array): void {
    const n = edges.length / 4;
    if ((this.length + n) * 4 > this.data.length) {
      const bigger = new Float64Array(Math.max(this.data.length * 2, (this.length + n) * 4));
      bigger.set(this.data);
      this.data = bigger;
    }
    // NOTE: a plain loop: a card's few rectangles copy faster than through `set`.
    const d = this.data;
    const at = this.length * 4;
    for (let i = 0; i < edges.length; i++) d[at + i] = edges[i]!;
    this.length += n;
  }

  /**
   * Whether a rectangle `from ≤ j < to` of the buffer overlaps the given one with a positive
   * area (edges touching do not overlap): exactly the rectangles {@link coveredFractionIn} uses.
   */
  overlapsIn(from: number, to: number, x0: number, y0: number, x1: number, y1: number): boolean {
    const d = this.data;
    for (let j = from; j < to; j++) {
      const k = j * 4;
      if (d[k]! >= x1 || d[k + 2]! <= x0 || d[k + 1]! >= y1 || d[k + 3]! <= y0) continue;
      return true;
    }
    return false;
  }

  /** Whether rectangle `from ≤ j < to` of the buffer contains the given one (edges may touch). */
  containsIn(from: number, to: number, x0: number, y0: number, x1: number, y1: number): boolean {
    const d = this.data;
    for (let j = from; j < to; j++) {
      const k = j * 4;
      if (d[k]! <= x0 && d[k + 1]! <= y0 && d[k + 2]! >= x1 && d[k + 3]! >= y1) return true;
    }
    return false;
  }
}

// Scratch space of the union computation, grown on demand.
let clipX0 = new Float64Array(64);
let clipY0 = new Float64Array(64);
let clipX1 = new Float64Array(64);
let clipY1 = new Float64Array(64);
let xs = new Float64Array(128);
let starts = new Float64Array(64);
let ends = new Float64Array(64);

function ensureScratch(n: number): void {
  if (n <= clipX0.length) return;
  const size = Math.max(n, clipX0.length * 2);
  clipX0 = new Float64Array(size);
  clipY0 = new Float64Array(size);
  clipX1 = new Float64Array(size);
  clipY1 = new Float64Array(size);
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
 * The fraction (0–1) of the rectangle with edges x0 < x1, y0 < y1 that the union of rectangles
 * `from ≤ j < to` of `occluders` covers. Exact for rectangles. A degenerate (zero-area) rectangle
 * is 1 when one occluder contains it and 0 otherwise.
 */
export function coveredFractionIn(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  occluders: RectBuffer,
  from: number,
  to: number,
): number {
  if (to <= from) return 0;
  const area = (x1 - x0) * (y1 - y0);
  if (!(area > 0)) return occluders.containsIn(from, to, x0, y0, x1, y1) ? 1 : 0;
  ensureScratch(to - from);
  const d = occluders.data;
  let k = 0;
  for (let j = from; j < to; j++) {
    const o = j * 4;
    const ox0 = d[o]!;
    const oy0 = d[o + 1]!;
    const ox1 = d[o + 2]!;
    const oy1 = d[o + 3]!;
    if (ox0 >= x1 || ox1 <= x0 || oy0 >= y1 || oy1 <= y0) continue;
    if (ox0 <= x0 && oy0 <= y0 && ox1 >= x1 && oy1 >= y1) return 1;
    clipInto(k++, ox0, oy0, ox1, oy1, x0, y0, x1, y1);
  }
  return clippedFraction(k, area);
}

/**
 * {@link coveredFractionIn} with the occluders given as `count` flat edge lists (`lists[from …
 * from + count)`, each `[x0, y0, x1, y1, …]`), read where they are: the same rectangles in the
 * same order give the same fraction, without copying them into one buffer first.
 */
export function coveredFractionOf(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  lists: readonly Float64Array[],
  from: number,
  to: number,
): number {
  let rects = 0;
  for (let l = from; l < to; l++) rects += lists[l]!.length >> 2;
  if (rects === 0) return 0;
  const area = (x1 - x0) * (y1 - y0);
  if (!(area > 0)) {
    for (let l = from; l < to; l++) {
      const d = lists[l]!;
      for (let o = 0; o < d.length; o += 4) {
        if (d[o]! <= x0 && d[o + 1]! <= y0 && d[o + 2]! >= x1 && d[o + 3]! >= y1) return 1;
      }
    }
    return 0;
  }
  ensureScratch(rects);
  let k = 0;
  for (let l = from; l < to; l++) {
    const d = lists[l]!;
    for (let o = 0; o < d.length; o += 4) {
      const ox0 = d[o]!;
      const oy0 = d[o + 1]!;
      const ox1 = d[o + 2]!;
      const oy1 = d[o + 3]!;
      if (ox0 >= x1 || ox1 <= x0 || oy0 >= y1 || oy1 <= y0) continue;
      if (ox0 <= x0 && oy0 <= y0 && ox1 >= x1 && oy1 >= y1) return 1;
      clipInto(k++, ox0, oy0, ox1, oy1, x0, y0, x1, y1);
    }
  }
  return clippedFraction(k, area);
}

/** Writes occluder `[ox0, oy0, ox1, oy1]` clipped to the element into scratch slot `k`. */
function clipInto(
  k: number,
  ox0: number,
  oy0: number,
  ox1: number,
  oy1: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  clipX0[k] = ox0 > x0 ? ox0 : x0;
  clipY0[k] = oy0 > y0 ? oy0 : y0;
  clipX1[k] = ox1 < x1 ? ox1 : x1;
  clipY1[k] = oy1 < y1 ? oy1 : y1;
}

/** The covered fraction of an element of `area` from the `k` clipped occluders in scratch. */
function clippedFraction(k: number, area: number): number {
  if (k === 0) return 0;
  const covered = k === 1 ? (clipX1[0]! - clipX0[0]!) * (clipY1[0]! - clipY0[0]!) : unionArea(k);
  const fraction = covered / area;
  return fraction > 1 ? 1 : fraction;
}

/**
 * The fraction (0–1) of `target` that the union of `occluders` covers: the convenience form of
 * {@link coveredFractionIn} for tests, tools and the UI.
 */
export function coveredFraction(target: Rect, occluders: readonly Rect[]): number {
  const buffer = new RectBuffer(Math.max(1, occluders.length));
  for (const r of occluders) {
    if (r.width > 0 && r.height > 0) buffer.push(r.x, r.y, r.x + r.width, r.y + r.height);
  }
  return coveredFractionIn(
    target.x,
    target.y,
    target.x + target.width,
    target.y + target.height,
    buffer,
    0,
    buffer.length,
  );
}
