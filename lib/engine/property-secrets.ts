/**
 * Test support for the property tests' secrecy invariant (README "Secrets", "Invariants"): no
 * view or event stream of a player or the spectator names a card hidden from them.
 */
import type { GameEvent } from "./events";
import { eventsFor } from "./events";
import type { GameState } from "./types";
import { viewFor } from "./view";
import type { PlayerView } from "./view";

const INSTANCE = /"instance":(\d+)/g;

/** Every `instance` value anywhere in a plain object (the cards a view or event shows). */
export function instancesIn(value: unknown): number[] {
  const out: number[] = [];
  for (const m of JSON.stringify(value).matchAll(INSTANCE)) out.push(Number(m[1]));
  return out;
}

/**
 * Events whose cards are face up when they are named (played, discarded, placed, moved between
 * stacks, revealed by a search of the discard pile…): naming them reveals nothing, even when the
 * card is hidden again before the action ends (discarded, then shuffled into the draw pile).
 */
const FACE_UP_EVENTS: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "card-played",
  "response-window",
  "responded",
  "cancelled",
  "fizzled",
  "modifier-placed",
  "event-resolved",
  "died",
  "drawn-at-once",
  "discarded",
  "searched-discard",
  "modifier-moved",
  "modifier-discarded",
  "untimely-death-moved",
  "story-claimed",
  "story-returned",
]);

/** Whether `viewer` is who an event's secret cards are for (the drawer, the looker, the taker…). */
function audienceOf(e: GameEvent, viewer: number | "spectator"): boolean {
  switch (e.type) {
    case "drew":
    case "looked-at-hand":
      return e.player === viewer;
    case "took-cards":
      return e.player === viewer || e.from === viewer;
    default:
      return false;
  }
}

/** Where each card is, for secrecy: -1 the draw pile, a seat for its hand, -2 face up. */
export function holders(state: GameState): Int8Array {
  const holder = new Int8Array(state.catalog.instances.length).fill(-2);
  for (const i of state.drawPile) holder[i] = -1;
  state.seats.forEach((s, q) => {
    for (const i of s.hand) holder[i] = q;
  });
  return holder;
}

const namesMemo = new WeakMap<GameState["catalog"], [string, number[]][]>();

/** The names of the set's cards other than characters (always face up), with their instances. */
function cardNames(state: GameState): [string, number[]][] {
  let names = namesMemo.get(state.catalog);
  if (!names) {
    const byName = new Map<string, number[]>();
    state.catalog.instances.forEach((index, i) => {
      const card = state.catalog.cards[index]!.card;
      if (card.type === "character") return;
      byName.set(card.name, [...(byName.get(card.name) ?? []), i]);
    });
    names = [...byName];
    namesMemo.set(state.catalog, names);
  }
  return names;
}

/** Every string anywhere in a plain value. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/**
 * No hidden card identity leaks (README "Secrets", issue 5 point 3): for every player and the
 * spectator, nothing in their view or their events names — by instance or by card name — a card
 * that was in another player's hand or in the draw pile both before and after the action (and
 * not face up in between), except what the rules show them (their own draws, a hand they look
 * at, the options of their own choice); and a choice asked by a hidden card names it to its
 * holder only.
 */
export function checkNoHiddenIdentity(
  prev: GameState,
  state: GameState,
  after: Int8Array,
  events: readonly GameEvent[],
  views: readonly PlayerView[],
  fail: (what: string) => never,
): void {
  const before = holders(prev);
  const faceUp = new Set<number>();
  for (const e of events)
    if (FACE_UP_EVENTS.has(e.type)) for (const i of instancesIn(e)) faceUp.add(i);
  const hiddenFrom = (h: Int8Array, p: number | "spectator", i: number) =>
    h[i] === -1 || (h[i]! >= 0 && h[i] !== p);
  const hidden = (p: number | "spectator", i: number) =>
    hiddenFrom(before, p, i) && hiddenFrom(after, p, i) && !faceUp.has(i);
  const names = cardNames(state);
  const named = (p: number | "spectator", text: string): string | undefined =>
    names.find(
      ([name, instances]) => text.includes(name) && instances.every((i) => hidden(p, i)),
    )?.[0];
  const source = state.pending?.source ?? null;
  const sourceName =
    source === null ? null : state.catalog.cards[state.catalog.instances[source]!]!.card.name;
  const viewers: (number | "spectator")[] = [...state.seats.map((_, p) => p), "spectator"];
  for (const p of viewers) {
    const view = p === "spectator" ? viewFor(state, p) : views[p]!;
    const allowed = view.pending?.player === p ? (view.pending.options ?? []) : [];
    const texts: string[] = view.pending ? [view.pending.prompt] : [];
    for (const e of eventsFor(events, p)) {
      if (FACE_UP_EVENTS.has(e.type) || audienceOf(e, p)) continue;
      for (const i of instancesIn(e)) {
        if (hidden(p, i) && !allowed.includes(i))
          fail(`${e.type} shows ${String(p)} hidden card ${i}`);
      }
      stringsIn(e, texts);
    }
    for (const text of texts) {
      const name = named(p, text);
      if (name) fail(`'${text}' names hidden card '${name}' to ${String(p)}`);
    }
    // Exact, whatever other copies show: a choice asked by a hidden card does not name it.
    if (source !== null && sourceName !== null && hiddenFrom(after, p, source)) {
      if (view.pending?.source) fail(`${String(p)} sees the hidden source ${source}`);
      for (const text of texts) {
        if (text.includes(sourceName))
          fail(`'${text}' names the hidden source '${sourceName}' to ${String(p)}`);
      }
    }
  }
}
