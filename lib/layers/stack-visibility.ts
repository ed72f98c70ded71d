/**
 * The cardinal rule, geometrically (RULES.md R2.2, R2.5): an element of a card counts only while
 * the opaque parts of the cards above it do not cover it.
 *
 * Coverage rule: an element is covered when the union of the opaque areas of every card above
 * it covers at least {@link COVERAGE_THRESHOLD} (half) of its rectangle, computed exactly as a
 * union of rectangles. Cards below and the element's own card never cover it.
 *
 * The one implementation of it: every reading of a stack (`analyzeStack`, `summarizeStack`,
 * {@link elementStates}) works on the compiled cards (`compiled-card.ts`) through
 * {@link compiledVisibility} or {@link compiledStates}, both reading the opaque areas of the cards
 * above an element from one scratch list (`loadOpaque`) through `coveredFractionIn`.
 * `visibility.test-support.ts` keeps a plain re-reading from the cards for the tests to check it
 * against.
 *
 * NOTE: the opaque areas of the cards being read are copied into module scratch (numbers only, no
 * references kept; no allocation per reading); nothing here calls back, so two readings never
 * interleave.
 */
import type { CardElement } from "./card-elements";
import { COVERAGE_THRESHOLD, coveredFractionIn, isCovered } from "./coverage";
import type { CompiledCard } from "./compiled-card";
import { compiledCard, inMask, overlapMask } from "./compiled-card";
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
 * visibility `analyzeStack` reports in `elements`, without building objects.
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

/**
 * The opaque areas of the cards being read, bottom to top, as one edge list (module scratch):
 * card `i`'s rectangles are `cardStart[i] ≤ j < cardStart[i + 1]`.
 */
let occluders = new Float64Array(1024);
let cardStart = new Int32Array(33);

/** Loads the opaque areas of `cards[0 … n)` into the scratch; returns their element count. */
function loadOpaque(cards: readonly CompiledCard[], n: number): number {
  if (cardStart.length < n + 1) cardStart = new Int32Array(Math.max(n + 1, cardStart.length * 2));
  let rects = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    rects += c.opaqueCount;
    total += c.elements.length;
  }
  if (occluders.length < rects * 4) {
    occluders = new Float64Array(Math.max(rects * 4, occluders.length * 2));
  }
  const out = occluders;
  const starts = cardStart;
  let at = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = at >> 2;
    const d = cards[i]!.opaque;
    // NOTE: a plain loop: a card's few rectangles copy faster than through `set`.
    for (let k = 0; k < d.length; k++) out[at + k] = d[k]!;
    at += d.length;
  }
  starts[n] = at >> 2;
  return total;
}

/** The covered fraction of element `e` of card `i` by the opaque areas of cards `i + 1 … n`. */
function fractionOf(c: CompiledCard, e: number, i: number, n: number): number {
  const edges = c.edges;
  return coveredFractionIn(
    edges[4 * e]!,
    edges[4 * e + 1]!,
    edges[4 * e + 2]!,
    edges[4 * e + 3]!,
    occluders,
    cardStart[i + 1]!,
    cardStart[n]!,
  );
}

/**
 * Every element of the compiled cards `cards[0 … n)`, bottom to top and each card's in drawing
 * order, with its covered fraction and visibility; `visible` holds the same visibility as one
 * byte per element ({@link ELEMENT_VISIBLE} or 0).
 */
export function compiledVisibility(
  cards: readonly CompiledCard[],
  n: number,
): { elements: ElementVisibility[]; visible: Uint8Array } {
  const total = loadOpaque(cards, n);
  const elements: ElementVisibility[] = [];
  const visible = new Uint8Array(total);
  const end = cardStart[n]!;
  let k = 0;
  for (let index = 0; index < n; index++) {
    const c = cards[index]!;
    const edges = c.edges;
    const from = cardStart[index + 1]!;
    for (let e = 0; e < c.elements.length; e++, k++) {
      const coveredFraction = coveredFractionIn(
        edges[4 * e]!,
        edges[4 * e + 1]!,
        edges[4 * e + 2]!,
        edges[4 * e + 3]!,
        occluders,
        from,
        end,
      );
      const shows = !isCovered(coveredFraction);
      elements.push({ element: c.elements[e]!, index, coveredFraction, visible: shows });
      if (shows) visible[k] = ELEMENT_VISIBLE;
    }
  }
  return { elements, visible };
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
  const out = new Uint8Array(loadOpaque(cards, n));
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
        const now = stateOf(fractionOf(c, e, i, n));
        out[k] = now;
        if (changed && now !== before && (now === ELEMENT_VISIBLE || before === ELEMENT_VISIBLE)) {
          changed[i] = 1;
        }
      }
      continue;
    }
    for (let e = 0; e < count; e++, k++) out[k] = stateOf(fractionOf(c, e, i, n));
  }
  return out;
}
