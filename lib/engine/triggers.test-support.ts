/**
 * Helpers the trigger rule tests share (rules-triggers*.test.ts): a modifier that carries only a
 * trigger, the triggers a step set off, a hand's size, and an untimely death played by seat 0.
 */
import type { GameEvent } from "./events";
import type { Built } from "./scenario.test-support";
import { act, eventsOf, mod } from "./scenario.test-support";
import type { GameState } from "./types";

/** A modifier with no points or icons whose effect is `effect`. */
export const trig = (id: string, effect: string) =>
  mod(id, [null, null, null], [null, null, null], effect);

/** The card ids of the `triggered` events, in order, with who resolved each. */
export function fired(events: readonly GameEvent[]): string[] {
  return eventsOf(events, "triggered").map((e) => `${e.card.cardId}@${e.player}`);
}

export function handSize(state: GameState, seat: number): number {
  return state.seats[seat]!.hand.length;
}

/** Seat 0 plays the `nth` copy of the untimely death `card` on `target`. */
export function playDeath(b: Built, card: string, target: string, nth = 0) {
  return act(b.state, {
    type: "play-untimely-death",
    player: 0,
    card: b.card(card, nth),
    target: b.ch(target),
  });
}
