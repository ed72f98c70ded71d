/**
 * What the visibility hot path reads of one card on its frame, compiled once: its elements, their
 * rectangles as flat edges, what each counts for, and the card's opaque area. One cache lookup per
 * card of a stack instead of one per question (elements, rectangles, opaque area) and pass.
 *
 * NOTE: cached per card and frame object (weakly), like `cardElements` and `cardOpaqueRects`:
 * cards and frames are values never changed in place, so an edit is a new object with its own
 * entry. What is returned IS the cached value: read it, never write it (not exported from
 * lib/layers).
 */
import type { Card, Frame } from "../model";
import type { CardElement } from "./card-elements";
import { cardElements } from "./card-elements";
import { cardOpaqueRects } from "./opaque-area";

/** What an element counts for, as {@link CompiledCard.kinds} gives it. */
const COUNTS_NOTHING = 0;
/** A point value (R2.3). */
export const COUNTS_POINTS = 1;
/** A story icon (R2.4). */
export const COUNTS_ICON = 2;
/** Effect text (a continuous or persistent effect's liveness, R6.3). */
export const COUNTS_TEXT = 3;
/** A persistent icon or reminder (a persistent effect's liveness, R6.4). */
export const COUNTS_MARK = 4;

/** One card on its frame, compiled for the visibility code. */
export interface CompiledCard {
  readonly card: Card;
  readonly frame: Frame;
  /** `cardElements(card, frame)`. */
  readonly elements: readonly CardElement[];
  /** Per element: `x0, y0, x1, y1`. */
  readonly edges: Float64Array;
  /** Per element: 1 when its rectangle has a positive area. */
  readonly solid: Uint8Array;
  /** Per element: what it counts for (`COUNTS_*`). */
  readonly kinds: Uint8Array;
  /** The card's opaque area as edges (`cardOpaqueRects`). */
  readonly opaque: Float64Array;
  /** Rectangles in `opaque`. */
  readonly opaqueCount: number;
  /** A number of its own (compiled cards are numbered in the order they are made). */
  readonly id: number;
  /**
   * Per card above, by its `id`: the elements of this card its opaque area overlaps with a
   * positive area, as bits (element `e` is bit `e`; see {@link overlapMask}).
   */
  readonly overlaps: (number | undefined)[];
}

/** Elements past this many get no bit of their own in {@link overlapMask}: always overlapped. */
const MASK_ELEMENTS = 31;

function countsFor(e: CardElement): number {
  switch (e.kind) {
    case "points":
      return COUNTS_POINTS;
    case "icon":
      return COUNTS_ICON;
    case "text":
      return COUNTS_TEXT;
    case "persistent-icon":
    case "reminder":
      return COUNTS_MARK;
    default:
      return COUNTS_NOTHING;
  }
}

let nextId = 0;

/** Ids past this one get their overlaps computed each time, not kept (a bound on memory). */
const MAX_KEPT_ID = 1 << 14;

function compile(card: Card, frame: Frame): CompiledCard {
  const elements = cardElements(card, frame);
  const n = elements.length;
  const edges = new Float64Array(n * 4);
  const solid = new Uint8Array(n);
  const kinds = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const e = elements[k]!;
    edges[4 * k] = e.x;
    edges[4 * k + 1] = e.y;
    edges[4 * k + 2] = e.x + e.width;
    edges[4 * k + 3] = e.y + e.height;
    solid[k] = e.width > 0 && e.height > 0 ? 1 : 0;
    kinds[k] = countsFor(e);
  }
  const opaque = cardOpaqueRects(card, frame);
  return {
    card,
    frame,
    elements,
    edges,
    solid,
    kinds,
    opaque,
    opaqueCount: opaque.length / 4,
    id: nextId++,
    overlaps: [],
  };
}

/**
 * The elements of `lower` that the opaque area of `upper` overlaps with a positive area (edges
 * touching do not overlap), as bits: bit `e` for element `e`; every element from
 * {@link MASK_ELEMENTS} on counts as overlapped. Cached per pair of compiled cards.
 */
export function overlapMask(lower: CompiledCard, upper: CompiledCard): number {
  let mask = upper.id < MAX_KEPT_ID ? lower.overlaps[upper.id] : undefined;
  if (mask === undefined) {
    mask = 0;
    const edges = lower.edges;
    const d = upper.opaque;
    const n = lower.elements.length;
    for (let e = 0; e < n; e++) {
      if (e >= MASK_ELEMENTS) {
        mask |= 1 << MASK_ELEMENTS;
        break;
      }
      const x0 = edges[4 * e]!;
      const y0 = edges[4 * e + 1]!;
      const x1 = edges[4 * e + 2]!;
      const y1 = edges[4 * e + 3]!;
      for (let k = 0; k < d.length; k += 4) {
        if (d[k]! >= x1 || d[k + 2]! <= x0 || d[k + 1]! >= y1 || d[k + 3]! <= y0) continue;
        mask |= 1 << e;
        break;
      }
    }
    if (upper.id < MAX_KEPT_ID) lower.overlaps[upper.id] = mask;
  }
  return mask;
}

/** Whether element `e` is among the bits of an {@link overlapMask}. */
export function inMask(mask: number, e: number): boolean {
  return ((mask >>> (e < MASK_ELEMENTS ? e : MASK_ELEMENTS)) & 1) === 1;
}

/**
 * Per card: its compiled form on the frame it was last compiled for (nearly always its only one),
 * and the others by frame.
 */
const byCard = new WeakMap<Card, CompiledCard>();
const byCardAndFrame = new WeakMap<Card, WeakMap<Frame, CompiledCard>>();

/** The compiled form of `card` on `frame` (built on first use, then cached). */
export function compiledCard(card: Card, frame: Frame): CompiledCard {
  const last = byCard.get(card);
  if (last !== undefined && last.frame === frame) return last;
  let others = byCardAndFrame.get(card);
  if (!others) {
    others = new WeakMap();
    byCardAndFrame.set(card, others);
  }
  let compiled = others.get(frame);
  if (!compiled) {
    compiled = compile(card, frame);
    others.set(frame, compiled);
  }
  byCard.set(card, compiled);
  return compiled;
}
