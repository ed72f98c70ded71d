/**
 * Plays of a turn (R4.1, R4.2, R5.5, R7.1): which play a card would use — a free play restricted
 * to its type, else a regular play, else an unrestricted free play (README "Rules decisions") —
 * and whether the active player has any play left.
 */
import type { CardType } from "../model";
import type { Draft } from "./draft";
import { playsPerTurn } from "./lasting";
import type { FreePlay, GameState } from "./types";

/** What a play is, for choosing the play it uses. */
export type PlayKind = CardType | "discard-hand";

/** The play a play would use: a regular one, or the free play at `index`. */
export type PlayResource = { kind: "regular" } | { kind: "free"; index: number };

/** Whether the turn's player may still make a regular play of this kind. */
function regularAllowed(state: GameState, kind: PlayKind): boolean {
  const { turn } = state;
  if (turn.playsUsed >= playsPerTurn(state, turn.seat)) return false;
  // R7.1: an untimely death is a first play only, unless it is a free play.
  return kind !== "untimely-death" || turn.playsMade === 0;
}

/**
 * The play `seat` would use for a play of `kind` now, or `null` when none is left. Order: a free
 * play restricted to the card's type, then a regular play, then an unrestricted free play.
 */
export function playResource(state: GameState, seat: number, kind: PlayKind): PlayResource | null {
  const free = state.seats[seat]?.freePlays ?? NO_FREE_PLAYS;
  let any = -1;
  for (let i = 0; i < free.length; i++) {
    const type = free[i]!.cardType;
    if (type === null) {
      if (any < 0) any = i;
    } else if (type === kind) {
      return { kind: "free", index: i };
    }
  }
  if (regularAllowed(state, kind)) return REGULAR;
  return any >= 0 ? { kind: "free", index: any } : null;
}

const NO_FREE_PLAYS: readonly FreePlay[] = [];
/** The regular play (shared: a resource is never written to). */
const REGULAR: PlayResource = { kind: "regular" };

/** Uses a play: counts it and, for a free play, spends it. */
export function usePlay(d: Draft, seat: number, resource: PlayResource): void {
  const turn = d.state.turn;
  if (resource.kind === "regular") {
    d.patchTurn({ playsUsed: turn.playsUsed + 1, playsMade: turn.playsMade + 1 });
  } else {
    const free = d.seat(seat).freePlays;
    d.patchSeat(seat, {
      freePlays: [...free.slice(0, resource.index), ...free.slice(resource.index + 1)],
    });
    d.patchTurn({ playsMade: turn.playsMade + 1 });
  }
}

/** The active player has no regular play and no free play left. */
export function playsExhausted(state: GameState): boolean {
  const seat = state.seats[state.turn.seat];
  return (
    state.turn.playsUsed >= playsPerTurn(state, state.turn.seat) &&
    (seat?.freePlays.length ?? 0) === 0
  );
}

/** Regular plays left this turn. */
export function playsLeft(state: GameState): number {
  return Math.max(0, playsPerTurn(state, state.turn.seat) - state.turn.playsUsed);
}
