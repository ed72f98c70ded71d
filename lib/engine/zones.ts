/**
 * Zones and card movement. Every card instance is in exactly one zone (README "Zones"); these
 * helpers move cards between zones on a Draft, emitting the public events, and `zoneMap` reads
 * the zone of every instance off a state (for views and the conservation invariant).
 */
import { cardOf } from "./catalog";
import type { Draft } from "./draft";
import type { CardRef } from "./events";
import { isDead } from "./analysis";
import type { CharacterId, GameState, InstanceId } from "./types";

/** Where a card instance is. */
export type Zone =
  | { kind: "draw-pile" }
  | { kind: "discard" }
  | { kind: "hand"; seat: number }
  | { kind: "stack"; character: CharacterId }
  /** In the stack of a dead character: set aside with it (R7.3). */
  | { kind: "set-aside"; character: CharacterId }
  | { kind: "centre" }
  | { kind: "held"; seat: number }
  | { kind: "out-of-game" }
  | { kind: "resolving" };

/**
 * The zone of every instance (index = instance id); `undefined` entries would mean a lost card
 * and a card in two zones throws (both are programmer errors the property tests look for).
 */
export function zoneMap(state: GameState): (Zone | undefined)[] {
  const zones: (Zone | undefined)[] = new Array<Zone | undefined>(state.catalog.instances.length);
  const put = (instance: InstanceId, zone: Zone) => {
    if (zones[instance] !== undefined) {
      throw new Error(`card instance ${instance} is in two zones`);
    }
    zones[instance] = zone;
  };
  for (const i of state.drawPile) put(i, { kind: "draw-pile" });
  for (const i of state.discard) put(i, { kind: "discard" });
  for (const i of state.centre) put(i, { kind: "centre" });
  for (const i of state.outOfGame) put(i, { kind: "out-of-game" });
  for (const i of state.resolving) put(i, { kind: "resolving" });
  state.seats.forEach((seat, s) => {
    for (const i of seat.hand) put(i, { kind: "hand", seat: s });
    if (seat.held !== null) put(seat.held, { kind: "held", seat: s });
  });
  state.characters.forEach((c, ch) => {
    const dead = isDead(state, ch);
    for (const i of c.stack) {
      put(i, dead ? { kind: "set-aside", character: ch } : { kind: "stack", character: ch });
    }
  });
  return zones;
}

/** A copy of `items` with `more` after them. */
function appended(items: readonly InstanceId[], more: readonly InstanceId[]): InstanceId[] {
  const out = items.slice();
  for (let i = 0; i < more.length; i++) out.push(more[i]!);
  return out;
}

/** A copy of `items` without the one at `at`. */
function without(items: readonly InstanceId[], at: number): InstanceId[] {
  const out: InstanceId[] = [];
  for (let i = 0; i < items.length; i++) if (i !== at) out.push(items[i]!);
  return out;
}

/** Removes a card from a seat's hand; false when it is not there. */
export function takeFromHand(d: Draft, seat: number, instance: InstanceId): boolean {
  const hand = d.seat(seat).hand;
  const at = hand.indexOf(instance);
  if (at < 0) return false;
  d.patchSeat(seat, { hand: without(hand, at) });
  return true;
}

/** Adds cards to a seat's hand. */
export function addToHand(d: Draft, seat: number, instances: readonly InstanceId[]): void {
  if (instances.length === 0) return;
  d.patchSeat(seat, { hand: appended(d.seat(seat).hand, instances) });
}

/** Puts cards on top of the discard pile (face up). */
export function toDiscard(d: Draft, instances: readonly InstanceId[]): void {
  if (instances.length === 0) return;
  d.state.discard = appended(d.state.discard, instances);
}

/** Puts a card in the "resolving" zone. */
export function toResolving(d: Draft, instance: InstanceId): void {
  d.state.resolving = appended(d.state.resolving, [instance]);
}

/** Takes a card out of the "resolving" zone; false when it is not there. */
export function takeFromResolving(d: Draft, instance: InstanceId): boolean {
  const at = d.state.resolving.indexOf(instance);
  if (at < 0) return false;
  d.state.resolving = without(d.state.resolving, at);
  return true;
}

/** Discards cards of a seat's hand, with one public event. */
export function discardFromHand(
  d: Draft,
  seat: number,
  instances: readonly InstanceId[],
  wholeHand: boolean,
): void {
  const hand = d.seat(seat).hand;
  const kept: InstanceId[] = [];
  for (let i = 0; i < hand.length; i++) if (!instances.includes(hand[i]!)) kept.push(hand[i]!);
  d.patchSeat(seat, { hand: kept });
  toDiscard(d, instances);
  d.emit({
    type: "discarded",
    player: seat,
    cards: instances.map((i) => d.ref(i)),
    hand: wholeHand,
  });
}

/**
 * Draws `n` cards for `seat` (R4.5: an empty draw pile is refilled by shuffling the discard
 * pile; with both empty, drawing stops). A card with `on draw:` abilities is queued (R4.6); an
 * event played at once goes to "resolving" instead of the hand and is not replaced. Returns how
 * many cards were drawn.
 */
export function drawCards(d: Draft, seat: number, n: number): number {
  const drawn: InstanceId[] = [];
  const toHand: InstanceId[] = [];
  // One private copy of the pile per call, popped in place (the state's array is never touched).
  let pile: InstanceId[] | null = null;
  for (let k = 0; k < n; k++) {
    pile ??= d.state.drawPile.slice();
    if (pile.length === 0) {
      if (d.state.discard.length === 0) break;
      pile = d.shuffle(d.state.discard);
      d.state.discard = [];
      d.emit({ type: "reshuffled", count: pile.length });
    }
    const card = pile.pop()!;
    drawn.push(card);
    const c = cardOf(d.state.catalog, card);
    if (c.onDraw && !d.state.rules.beginner) {
      d.enqueue({ kind: "on-draw", card, player: seat });
      if (c.atOnce && c.card.type === "event") {
        toResolving(d, card);
        d.emit({ type: "drawn-at-once", player: seat, card: d.ref(card) });
        continue;
      }
    }
    toHand.push(card);
  }
  if (pile) d.state.drawPile = pile;
  addToHand(d, seat, toHand);
  if (drawn.length > 0) {
    const cards: CardRef[] = drawn.map((i) => d.ref(i));
    d.emit({ type: "drew", player: seat, count: drawn.length, cards });
  }
  return drawn.length;
}
