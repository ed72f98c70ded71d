/**
 * The opaque area of one card: the part of the stack below it that the card hides.
 *
 * - A clear-film card (frame `opaque: false`) hides exactly its opaque elements.
 * - An opaque card (frame `opaque: true`, e.g. a character) hides its whole trim, except the
 *   regions the card overrides to `"clear"` (windows), where only its opaque elements hide.
 *
 * Shapes are rectangles: a region's `radius` rounds the drawing, not the coverage.
 */
import type { Card, Frame } from "../model";
import type { CardElement } from "./card-elements";
import { cardElements } from "./card-elements";
import type { CardRect } from "./rect";

/**
 * A growable flat list of rectangles stored as edges `[x0, y0, x1, y1, …]`: how a card's opaque
 * area is built before it is kept as one `Float64Array`.
 */
class RectBuffer {
  /** The edges, four numbers per rectangle; only the first `4 × length` are meaningful. */
  data: Float64Array;
  /** How many rectangles the buffer holds. */
  length = 0;

  constructor(capacity = 64) {
    this.data = new Float64Array(capacity * 4);
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

  /** Whether a rectangle from the `from`-th on contains the given one (edges may touch). */
  containsFrom(from: number, x0: number, y0: number, x1: number, y1: number): boolean {
    const d = this.data;
    for (let j = from; j < this.length; j++) {
      const k = j * 4;
      if (d[k]! <= x0 && d[k + 1]! <= y0 && d[k + 2]! >= x1 && d[k + 3]! >= y1) return true;
    }
    return false;
  }
}

const NO_RECTS: readonly CardRect[] = Object.freeze([]);

/** Regions of `frame` that `card` overrides to clear, as rectangles (windows in an opaque card). */
function clearWindows(card: Card, frame: Frame): readonly CardRect[] {
  const overrides = card.opacity;
  if (!overrides) return NO_RECTS;
  const windows: CardRect[] = [];
  for (const r of frame.regions) {
    if (overrides[r.id] === "clear" && r.width > 0 && r.height > 0) windows.push(r);
  }
  return windows;
}

/**
 * `outer` minus the union of `holes`, as disjoint rectangles (vertical slabs between the holes'
 * x edges, split where holes cross them).
 */
export function subtractRects(outer: CardRect, holes: readonly CardRect[]): CardRect[] {
  const ox0 = outer.x;
  const ox1 = outer.x + outer.width;
  const oy0 = outer.y;
  const oy1 = outer.y + outer.height;
  const xs = [ox0, ox1];
  for (const h of holes) xs.push(h.x, h.x + h.width);
  const cuts = [...new Set(xs.filter((x) => x >= ox0 && x <= ox1))].sort((a, b) => a - b);
  const out: CardRect[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const xa = cuts[i]!;
    const xb = cuts[i + 1]!;
    const spans = holes
      .filter((h) => h.x <= xa && h.x + h.width >= xb)
      .map((h) => [Math.max(oy0, h.y), Math.min(oy1, h.y + h.height)] as const)
      .filter(([a, b]) => b > a)
      .sort((p, q) => p[0] - q[0]);
    let y = oy0;
    for (const [a, b] of spans) {
      if (a > y) out.push({ x: xa, y, width: xb - xa, height: a - y });
      y = Math.max(y, b);
    }
    if (oy1 > y) out.push({ x: xa, y, width: xb - xa, height: oy1 - y });
  }
  return out;
}

/**
 * Appends the opaque area of `card` (printed on `frame`, with its `elements`) to `out` as
 * rectangles. Rectangles inside one already appended for the same card are skipped: they
 * change no union.
 */
function appendOpaqueArea(
  out: RectBuffer,
  card: Card,
  frame: Frame,
  elements: readonly CardElement[],
): void {
  const start = out.length;
  if (frame.opaque) {
    const windows = clearWindows(card, frame);
    if (windows.length === 0) {
      out.push(0, 0, frame.width, frame.height);
    } else {
      const trim = { x: 0, y: 0, width: frame.width, height: frame.height };
      for (const p of subtractRects(trim, windows))
        out.push(p.x, p.y, p.x + p.width, p.y + p.height);
    }
  }
  for (let k = 0; k < elements.length; k++) {
    const e = elements[k]!;
    if (!e.opaque || !(e.width > 0) || !(e.height > 0)) continue;
    const x1 = e.x + e.width;
    const y1 = e.y + e.height;
    if (!out.containsFrom(start, e.x, e.y, x1, y1)) out.push(e.x, e.y, x1, y1);
  }
}

/**
 * The opaque area of `card` on `frame` as a flat list of edges `[x0, y0, x1, y1, …]` (what
 * {@link appendOpaqueArea} appends for its elements), built once per card and frame. NOTE:
 * cached per card and frame object (weakly), like `cardElements`: cards and frames are values
 * never changed in place, so an edit is a new object and gets its own entry. The array returned
 * IS the cached one: read it, never write it (hence not exported from lib/layers).
 */
export function cardOpaqueRects(card: Card, frame: Frame): Float64Array {
  let byFrame = rectCache.get(card);
  if (!byFrame) {
    byFrame = new WeakMap();
    rectCache.set(card, byFrame);
  }
  let rects = byFrame.get(frame);
  if (!rects) {
    const buffer = new RectBuffer(8);
    appendOpaqueArea(buffer, card, frame, cardElements(card, frame));
    rects = buffer.data.slice(0, buffer.length * 4);
    byFrame.set(frame, rects);
  }
  return rects;
}

const rectCache = new WeakMap<Card, WeakMap<Frame, Float64Array>>();

/**
 * The opaque area of `card` as rectangles (possibly overlapping): what it hides below it. For
 * the renderer's masks and the x-ray view; the visibility code uses the buffer form.
 */
export function opaqueArea(card: Card, frame: Frame, elements: readonly CardElement[]): CardRect[] {
  const buffer = new RectBuffer();
  appendOpaqueArea(buffer, card, frame, elements);
  const rects: CardRect[] = [];
  for (let i = 0; i < buffer.length; i++) {
    const [x0, y0, x1, y1] = buffer.data.subarray(i * 4, i * 4 + 4);
    rects.push({ x: x0!, y: y0!, width: x1! - x0!, height: y1! - y0! });
  }
  return rects;
}
