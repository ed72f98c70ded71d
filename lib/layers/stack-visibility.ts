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
import { RectBuffer, coveredFractionIn, isCovered } from "./coverage";
import { appendOpaqueArea } from "./opaque-area";
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

/**
 * The elements of every card of `stack` (bottom to top, each card's in drawing order) with
 * their visibility. The order is the drawing order of the whole stack.
 */
export function stackVisibility(stack: readonly StackEntry[]): ElementVisibility[] {
  const n = stack.length;
  if (cardStart.length < n + 1) cardStart = new Int32Array(Math.max(n + 1, cardStart.length * 2));
  const perCard: (readonly CardElement[])[] = [];
  occluders.clear();
  for (let i = 0; i < n; i++) {
    const { card, frame } = stack[i]!;
    const elements = cardElements(card, frame);
    perCard.push(elements);
    cardStart[i] = occluders.length;
    appendOpaqueArea(occluders, card, frame, elements);
  }
  cardStart[n] = occluders.length;
  const end = occluders.length;
  const out: ElementVisibility[] = [];
  for (let i = 0; i < n; i++) {
    const from = cardStart[i + 1]!;
    for (const element of perCard[i]!) {
      const f = coveredFractionIn(
        element.x,
        element.y,
        element.x + element.width,
        element.y + element.height,
        occluders,
        from,
        end,
      );
      out.push({ element, index: i, coveredFraction: f, visible: !isCovered(f) });
    }
  }
  return out;
}
