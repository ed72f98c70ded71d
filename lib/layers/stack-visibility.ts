/**
 * The cardinal rule, geometrically (RULES.md R2.2, R2.5): an element of a card counts only while
 * the opaque parts of the cards above it do not cover it.
 *
 * Coverage rule: an element is covered when the union of the opaque areas of every card above
 * it covers at least {@link COVERAGE_THRESHOLD} (half) of its rectangle, computed exactly as a
 * union of rectangles. Cards below and the element's own card never cover it.
 *
 * NOTE: the occluder buffer is module scratch reused across calls (no allocation in the hot
 * loop); calls are synchronous, so they cannot interleave.
 */
import type { CardElement } from "./card-elements";
import { cardElements } from "./card-elements";
import { COVERAGE_THRESHOLD, RectBuffer, coveredFractionIn, isCovered } from "./coverage";
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

const occluders = new RectBuffer(256);
let cardStart = new Int32Array(32);
/** Scratch: each card's elements, read once per call. */
const perCard: (readonly CardElement[])[] = [];
const NO_ELEMENTS: readonly CardElement[] = Object.freeze([]);

/** Receives each element of a stack with its visibility (see {@link visitStackVisibility}). */
export type VisibilityVisitor = (
  element: CardElement,
  index: number,
  coveredFraction: number,
  visible: boolean,
) => void;

/** Fills the scratch: each card's elements, where its rectangles start, the occluders. */
function loadStack(stack: readonly StackEntry[]): void {
  const n = stack.length;
  if (cardStart.length < n + 1) cardStart = new Int32Array(Math.max(n + 1, cardStart.length * 2));
  occluders.clear();
  for (let i = 0; i < n; i++) {
    const { card, frame } = stack[i]!;
    const elements = cardElements(card, frame);
    perCard[i] = elements;
    cardStart[i] = occluders.length;
    occluders.pushAll(cardOpaqueRects(card, frame));
  }
  cardStart[n] = occluders.length;
}

/** Drops the scratch's references (a later set's cards must not keep this one's alive). */
function unloadStack(n: number): void {
  for (let i = 0; i < n; i++) perCard[i] = NO_ELEMENTS;
}

/** The covered fraction of an element of card `i` (loaded), by the cards above it. */
function fractionOf(element: CardElement, i: number): number {
  return coveredFractionIn(
    element.x,
    element.y,
    element.x + element.width,
    element.y + element.height,
    occluders,
    cardStart[i + 1]!,
    occluders.length,
  );
}

/**
 * Calls `visit` for every element of every card of `stack` (bottom to top, each card's in
 * drawing order) with its covered fraction and visibility, without building a list. NOTE:
 * `visit` must not analyse another stack: the occluder buffer is shared scratch.
 */
export function visitStackVisibility(stack: readonly StackEntry[], visit: VisibilityVisitor): void {
  const n = stack.length;
  loadStack(stack);
  for (let i = 0; i < n; i++) {
    const elements = perCard[i]!;
    for (let k = 0; k < elements.length; k++) {
      const element = elements[k]!;
      const f = fractionOf(element, i);
      visit(element, i, f, !isCovered(f));
    }
  }
  unloadStack(n);
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
  loadStack(stack);
  let total = 0;
  for (let i = 0; i < n; i++) total += perCard[i]!.length;
  const out = new Uint8Array(total);
  const kept = base && base.cards <= n ? base.cards : 0;
  const addedFrom = cardStart[kept]!;
  const end = occluders.length;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const elements = perCard[i]!;
    for (let e = 0; e < elements.length; e++, k++) {
      const element = elements[e]!;
      if (i < kept) {
        const was = base!.states[k]!;
        if (was === ELEMENT_HIDDEN) continue;
        const x1 = element.x + element.width;
        const y1 = element.y + element.height;
        if (
          was === ELEMENT_VISIBLE &&
          element.width > 0 &&
          element.height > 0 &&
          !occluders.overlapsIn(addedFrom, end, element.x, element.y, x1, y1)
        ) {
          out[k] = ELEMENT_VISIBLE;
          continue;
        }
      }
      out[k] = stateOf(fractionOf(element, i));
    }
  }
  unloadStack(n);
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
