/**
 * A stack: a character at the bottom and the cards played on it, in play order (RULES.md R2.1).
 * All cards of a stack are aligned on the same trim origin.
 */
import type { EffectTiming } from "../dsl";
import type { Card, Frame } from "../model";
import { frameFor } from "./frame-for";
import type { FrameSource } from "./frame-for";

export type { EffectTiming };

/** One card of a stack with the frame it is printed on and the timings of its effect. */
export interface StackEntry {
  card: Card;
  frame: Frame;
  /**
   * The timings of the card's effect parts, one per step ability in order: lib/dsl's
   * `effectTimings` of its compiled effect (`cardTimings(card, set)`). Empty when it has none.
   */
  effects: readonly EffectTiming[];
}

/**
 * Builds a stack from cards bottom to top, each on the frame {@link frameFor} resolves, with the
 * effect timings `timings` gives for it: `cardTimings` from lib/dsl (`resolveStack(cards, set,
 * cardTimings)`), or the catalog's compiled timings.
 */
export function resolveStack<S extends FrameSource>(
  cards: readonly Card[],
  set: S,
  timings: (card: Card, set: S) => readonly EffectTiming[],
): StackEntry[] {
  return cards.map((card) => ({ card, frame: frameFor(card, set), effects: timings(card, set) }));
}
