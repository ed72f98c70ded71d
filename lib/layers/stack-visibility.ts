/**
 * The cardinal rule, geometrically (RULES.md R2.2, R2.5): an element of a card counts only while
 * the opaque parts of the cards above it do not cover it.
 *
 * Coverage rule: an element is covered when the union of the opaque areas of every card above
 * it covers at least {@link COVERAGE_THRESHOLD} (half) of its rectangle, computed exactly as a
 * union of rectangles. Cards below and the element's own card never cover it.
 *
 * NOTE: the occluder buffer is module scratch reused across calls (no allocation in the hot
 * loop); calls are synchronous, so they cannot interleave, and a call made while the scratch is
 * in use (from a {@link visitStackVisibility} visitor) gets scratch of its own.
 */
import type { CardElement } from "./card-elements";
import { cardElements } from "./card-elements";
import {
  COVERAGE_THRESHOLD,
  RectBuffer,
  coveredFractionIn,
  coveredFractionOf,
  isCovered,
} from "./coverage";
import type { CompiledCard } from "./compiled-card";
import { compiledCard, inMask, overlapMask } from "./compiled-card";
import { cardOpaqueRects } from "./opaque-area";
import type { StackEntry } from "./stack";

/** Whether one element of a stack shows, and how much of it the cards above hide. */
export interface ElementVisibility {
  element: CardElement;
  /** Position of the element's card in the stack: 0 is the bottom (the character). */
  index: number;
  /** Fraction (0–1) of the element's rectangle covered by opaque parts of the cards above. */
  coveredFraction: number;
  /** `coveredFraction` is below the threshold: the element counts (R2.2). */
  visible: boolean;
}

/** What one reading of a stack works in: each card's elements, its rectangles, the occluders. */
class Scratch {
  readonly occluders = new RectBuffer(256);
  /** Where each card's rectangles start in `occluders` (card `n` = the end). */
  cardStart = new Int32Array(32);
  /** Each card's elements, read once per call. */
  readonly perCard: (readonly CardElement[])[] = [];
  busy = false;
}

const shared = new Scratch();
const NO_ELEMENTS: readonly CardElement[] = Object.freeze([]);

/** Receives each element of a stack with its visibility (see {@link visitStackVisibility}). */
export type VisibilityVisitor = (
  element: CardElement,
  index: number,
  coveredFraction: number,
  visible: boolean,
) => void;

/**
 * The scratch loaded with `stack`: each card's elements, where its rectangles start, the
 * occluders. The shared scratch unless it is in use (a visitor reading another stack), then a
 * fresh one. Give it back with {@link unloadStack}.
 */
function loadStack(stack: readonly StackEntry[]): Scratch {
  const s = shared.busy ? new Scratch() : shared;
  const n = stack.length;
  if (s.cardStart.length < n + 1) {
    s.cardStart = new Int32Array(Math.max(n + 1, s.cardStart.length * 2));
  }
  s.occluders.clear();
  for (let i = 0; i < n; i++) {
    const { card, frame } = stack[i]!;
    s.perCard[i] = cardElements(card, frame);
    s.cardStart[i] = s.occluders.length;
    s.occluders.pushAll(cardOpaqueRects(card, frame));
  }
  s.cardStart[n] = s.occluders.length;
  // Marked only once loaded: nothing above calls back, and a throw leaves the scratch free.
  s.busy = true;
  return s;
}

/** Frees the scratch, dropping its references (a later set's cards must not keep these alive). */
function unloadStack(s: Scratch, n: number): void {
  for (let i = 0; i < n; i++) s.perCard[i] = NO_ELEMENTS;
  s.busy = false;
}

/** The covered fraction of an element of card `i` (loaded in `s`), by the cards above it. */
function fractionOf(s: Scratch, element: CardElement, i: number): number {
  return coveredFractionIn(
    element.x,
    element.y,
    element.x + element.width,
    element.y + element.height,
    s.occluders,
    s.cardStart[i + 1]!,
    s.occluders.length,
  );
}

/**
 * Calls `visit` for every element of every card of `stack` (bottom to top, each card's in
 * drawing order) with its covered fraction and visibility, without building a list. `visit` may
 * read other stacks.
 */
export function visitStackVisibility(stack: readonly StackEntry[], visit: VisibilityVisitor): void {
  const n = stack.length;
  const s = loadStack(stack);
  try {
    for (let i = 0; i < n; i++) {
      const elements = s.perCard[i]!;
      for (let k = 0; k < elements.length; k++) {
        const element = elements[k]!;
        const f = fractionOf(s, element, i);
        visit(element, i, f, !isCovered(f));
      }
    }
  } finally {
    unloadStack(s, n);
  }
}

/** An element's state in {@link elementStates}: hidden (counts nothing). */
export const ELEMENT_HIDDEN = 0;
/** An element's state in {@link elementStates}: visible (counts, R2.2). */
export const ELEMENT_VISIBLE = 1;
/**
 * An element's state in {@link elementStates}: hidden, but covered within {@link NEAR} of the
 * threshold, so a later reading recomputes it rather than trust float rounding.
 */
export const ELEMENT_HIDDEN_NEAR = 2;

const NEAR = 1e-6;

function stateOf(f: number): number {
  if (!isCovered(f)) return ELEMENT_VISIBLE;
  return f < COVERAGE_THRESHOLD + NEAR ? ELEMENT_HIDDEN_NEAR : ELEMENT_HIDDEN;
}

/** What {@link elementStates} read of a stack made of the first `cards` cards of another. */
export interface StatesBase {
  cards: number;
  states: Uint8Array;
}

/**
 * The state of every element of `stack` (bottom to top, each card's in drawing order): the
 * visibility of {@link stackVisibility} without building objects.
 *
 * With `base` (the states of the stack's first `base.cards` cards alone), an element of those
 * cards keeps its state when the cards added on top cannot change it: it was hidden (coverage
 * only grows as cards are added; near the threshold it is recomputed), or no opaque rectangle of
 * the added cards overlaps it (its coverage comes from exactly the same rectangles). Every other
 * element is computed, so the result is the same as without `base`.
 */
export function elementStates(stack: readonly StackEntry[], base?: StatesBase): Uint8Array {
  const n = stack.length;
  const cards = new Array<CompiledCard>(n);
  for (let i = 0; i < n; i++) cards[i] = compiledCard(stack[i]!.card, stack[i]!.frame);
  return compiledStates(cards, n, base);
}

/** The opaque areas of the cards of {@link compiledStates} (module scratch, emptied after). */
let opaqueScratch: Float64Array[] = [];
const NO_RECTS = new Float64Array(0);

/** The state of element `e` of card `i`, from the opaque areas of the cards above it. */
function computedState(c: CompiledCard, e: number, i: number, n: number): number {
  const edges = c.edges;
  return stateOf(
    coveredFractionOf(
      edges[4 * e]!,
      edges[4 * e + 1]!,
      edges[4 * e + 2]!,
      edges[4 * e + 3]!,
      opaqueScratch,
      i + 1,
      n,
    ),
  );
}

/**
 * {@link elementStates} of the compiled cards `cards[0 … n)`, bottom to top (the hot path: one
 * cache lookup per card, rectangles read from flat arrays). With `base`, an element of its cards
 * that was visible and that no card added on top overlaps (`overlapMask`, cached per pair of
 * cards) keeps its state without a look at the rectangles. `changed` (when given, one byte per
 * card) gets 1 for each card of `base` with an element whose visibility is not the same.
 */
export function compiledStates(
  cards: readonly CompiledCard[],
  n: number,
  base: StatesBase | undefined,
  changed?: Uint8Array,
): Uint8Array {
  if (opaqueScratch.length < n) opaqueScratch = new Array<Float64Array>(n * 2).fill(NO_RECTS);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += cards[i]!.elements.length;
    opaqueScratch[i] = cards[i]!.opaque;
  }
  const out = new Uint8Array(total);
  const kept = base && base.cards <= n ? base.cards : 0;
  const was = kept > 0 ? base!.states : null;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    const count = c.elements.length;
    if (i === n - 1) {
      // Nothing above the top card: every element shows.
      out.fill(ELEMENT_VISIBLE, k, k + count);
      k += count;
      continue;
    }
    if (was !== null && i < kept) {
      let mask = 0;
      for (let a = kept; a < n; a++) mask |= overlapMask(c, cards[a]!);
      for (let e = 0; e < count; e++, k++) {
        const before = was[k]!;
        if (before === ELEMENT_HIDDEN) continue;
        if (before === ELEMENT_VISIBLE && c.solid[e] === 1 && !inMask(mask, e)) {
          out[k] = ELEMENT_VISIBLE;
          continue;
        }
        const now = computedState(c, e, i, n);
        out[k] = now;
        if (changed && now !== before && (now === ELEMENT_VISIBLE || before === ELEMENT_VISIBLE)) {
          changed[i] = 1;
        }
      }
      continue;
    }
    for (let e = 0; e < count; e++, k++) out[k] = computedState(c, e, i, n);
  }
  // Drop the references: a later set's cards must not keep these alive.
  opaqueScratch.fill(NO_RECTS, 0, n);
  return out;
}

/**
 * The elements of every card of `stack` (bottom to top, each card's in drawing order) with
 * their visibility. The order is the drawing order of the whole stack.
 */
export function stackVisibility(stack: readonly StackEntry[]): ElementVisibility[] {
  const out: ElementVisibility[] = [];
  visitStackVisibility(stack, (element, index, coveredFraction, visible) => {
    out.push({ element, index, coveredFraction, visible });
  });
  return out;
}
