/**
 * Which cards a player may not see (README "Secrets"): the draw pile (to everyone) and the hands
 * of others. A choice or an event about a card that lies in one of those places names it only to
 * the player who may see it; these helpers decide that, for the interpreter (when it asks),
 * `viewFor`, `eventsFor` and the messages of refused answers.
 */
import type { GameState, InstanceId, Pending, PendingSecret } from "./types";

/**
 * Where a hidden card is: the seat whose hand holds it, `null` for the draw pile (hidden from
 * everyone), or `undefined` when it lies face up (a stack, a pile, the centre, resolving…).
 */
export function hiddenHolder(state: GameState, card: InstanceId): number | null | undefined {
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (state.seats[seat]!.hand.includes(card)) return seat;
  }
  return state.drawPile.includes(card) ? null : undefined;
}

/**
 * The secret of a choice by `player` about `card`, resolved by `resolverName`: `undefined` when
 * the card is face up (the prompt may name it).
 */
export function choiceSecret(
  state: GameState,
  card: InstanceId,
  resolverName: string,
  prompt: string,
): PendingSecret | undefined {
  const holder = hiddenHolder(state, card);
  if (holder === undefined) return undefined;
  const table = `${resolverName} resolves a card drawn`;
  return { holder, asked: `${table}: ${prompt}`, table };
}

/** Whether `viewer` may not see what a secret hides. */
export function keptFrom(secret: PendingSecret | undefined, viewer: number | "spectator"): boolean {
  return secret !== undefined && secret.holder !== viewer;
}

/** The prompt of a pending choice as `viewer` may read it. */
export function promptFor(pending: Pending, viewer: number | "spectator"): string {
  const secret = pending.secret;
  if (!secret || !keptFrom(secret, viewer)) return pending.prompt;
  return viewer === pending.player ? secret.asked : secret.table;
}
