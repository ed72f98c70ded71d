/**
 * A stack: a character at the bottom and the cards played on it, in play order (RULES.md R2.1).
 * All cards of a stack are aligned on the same trim origin.
 */
import type { Card, Frame } from "../model";
import { frameFor } from "./frame-for";
import type { FrameSource } from "./frame-for";

/**
 * When a card's effect (or one part of it) applies (RULES.md R6.2–R6.4). Response and on-draw
 * effects never act from a stack: report them as `immediate`.
 */
export type EffectTiming = "immediate" | "continuous" | "persistent";

/** One card of a stack with the frame it is printed on. */
export interface StackEntry {
  card: Card;
  frame: Frame;
  /**
   * The timings of the card's effect parts, as the effect compiler classifies them. When absent:
   * `["persistent"]` for a persistent card, `["continuous"]` for another card with effect text,
   * none otherwise (see {@link effectTimings}).
   */
  effects?: readonly EffectTiming[];
}

const PERSISTENT: readonly EffectTiming[] = Object.freeze(["persistent"]);
const CONTINUOUS: readonly EffectTiming[] = Object.freeze(["continuous"]);
const NONE: readonly EffectTiming[] = Object.freeze([]);

/** The effect timings of a stack entry: its `effects`, else the default read off the card. */
export function effectTimings(entry: StackEntry): readonly EffectTiming[] {
  if (entry.effects) return entry.effects;
  const { card } = entry;
  if (card.persistent === true) return PERSISTENT;
  return card.effect !== undefined && card.effect.trim().length > 0 ? CONTINUOUS : NONE;
}

/**
 * Builds a stack from cards bottom to top, each on the frame {@link frameFor} resolves, with the
 * effect timings `timings` gives for a card (from the compiled effect), else the defaults.
 */
export function resolveStack(
  cards: readonly Card[],
  set: FrameSource,
  timings?: (card: Card) => readonly EffectTiming[] | undefined,
): StackEntry[] {
  return cards.map((card) => {
    const effects = timings?.(card);
    const entry: StackEntry = { card, frame: frameFor(card, set) };
    if (effects) entry.effects = effects;
    return entry;
  });
}
