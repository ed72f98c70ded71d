/**
 * The secrecy invariants (README "Secrets", "Invariants"), part of `invariantViolations`: no view
 * or event stream of a player or the spectator identifies a card hidden from them. A card is
 * identified by a structured reference — a `CardRef` (instance and card id), a pending choice's
 * `source`, the options of a choice — never by matching names in text (a card named "Ate the
 * Wandering Monster" does not name a hidden "Wandering Monster"). Prompts are checked through
 * the engine's own record: a choice asked by a hidden card must carry its `secret`, and every
 * other viewer must read the secret's prompt, which names no card.
 */
import type { GameEvent } from "./events";
import { eventsFor } from "./events";
import type { GameState } from "./types";
import type { PlayerView } from "./view";

/** The cards a value identifies: `instance` of every reference, and card ids named alone. */
interface Identified {
  instances: number[];
  cardIds: string[];
}

/** Every card reference anywhere in a plain value (views and events are plain JSON). */
function identified(value: unknown, out: Identified = { instances: [], cardIds: [] }): Identified {
  if (Array.isArray(value)) {
    for (const v of value) identified(v, out);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.instance === "number") out.instances.push(record.instance);
    else if (typeof record.cardId === "string") out.cardIds.push(record.cardId);
    for (const key in record) identified(record[key], out);
  }
  return out;
}

/**
 * The cards of a view that could be secret: hands, held stories and the pending choice (the
 * other fields show public zones, checked by a full scan).
 */
function viewInstances(view: PlayerView): number[] {
  const out: number[] = [];
  for (const s of view.seats) {
    for (const r of s.hand ?? []) out.push(r.instance);
    if (s.held) out.push(s.held.instance);
  }
  if (view.pending?.source) out.push(view.pending.source.instance);
  for (const r of view.pending?.optionCards ?? []) out.push(r.instance);
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
  "story-taken",
  "discarded-from-draw",
  "stack-shuffled-into-draw",
]);

/** Events whose `cards` are secret to all but their audience (see {@link audienceOf}). */
const SECRET_EVENTS: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "drew",
  "looked-at-hand",
  "took-cards",
  "passed-cards",
  "looked-at-draw",
]);

/** Whether `viewer` is who an event's secret cards are for (the drawer, the looker, the taker…). */
function audienceOf(e: GameEvent, viewer: number | "spectator"): boolean {
  switch (e.type) {
    case "drew":
    case "looked-at-hand":
    case "looked-at-draw":
      return e.player === viewer;
    case "took-cards":
      return e.player === viewer || e.from === viewer;
    case "passed-cards":
      return e.player === viewer || e.to === viewer;
    default:
      return false;
  }
}

/** Where each card is, for secrecy: -1 the draw pile, a seat for its hand, -2 face up. */
function holders(state: GameState): Int8Array {
  const holder = new Int8Array(state.catalog.instances.length).fill(-2);
  for (const i of state.drawPile) holder[i] = -1;
  state.seats.forEach((s, q) => {
    for (const i of s.hand) holder[i] = q;
  });
  return holder;
}

function hiddenFrom(holder: Int8Array, viewer: number | "spectator", instance: number): boolean {
  const h = holder[instance]!;
  return h === -1 || (h >= 0 && h !== viewer);
}

/** The instances of each card id of the set. */
function instancesById(state: GameState): Map<string, number[]> {
  const byId = new Map<string, number[]>();
  state.catalog.instances.forEach((index, i) => {
    const id = state.catalog.cards[index]!.card.id;
    const list = byId.get(id);
    if (list) list.push(i);
    else byId.set(id, [i]);
  });
  return byId;
}

/**
 * Adds to `out` what a view or event stream shows that it should not (README "Secrets"): another
 * hand, the draw order, a drawn, looked-at or taken card to anyone but its audience, and any
 * card that was in another hand or the draw pile both before and after the action and not face
 * up in between, beyond what the rules show (the options of one's own choice). `views` holds one
 * view per seat, then the spectator's. `fullScan` walks every field of the views (slower).
 */
export function secrecyViolations(
  prev: GameState,
  next: GameState,
  events: readonly GameEvent[],
  views: readonly PlayerView[],
  fullScan: boolean,
  out: string[],
): void {
  const before = holders(prev);
  const after = holders(next);
  const faceUp = new Set<number>();
  for (const e of events) {
    if (FACE_UP_EVENTS.has(e.type)) for (const i of identified(e).instances) faceUp.add(i);
  }
  const hidden = (p: number | "spectator", i: number) =>
    hiddenFrom(before, p, i) && hiddenFrom(after, p, i) && !faceUp.has(i);
  let byId: Map<string, number[]> | undefined;
  const pending = next.pending;
  const source = pending?.source ?? null;
  views.forEach((view, k) => {
    const p = k < next.seats.length ? k : "spectator";
    const allowed = view.pending?.player === p ? (view.pending.options ?? []) : [];
    view.seats.forEach((s, q) => {
      if (q !== p && s.hand !== undefined) out.push(`view ${p} shows hand ${q}`);
    });
    const shown = fullScan ? identified(view).instances : viewInstances(view);
    for (const i of shown) {
      if (hiddenFrom(after, p, i) && !allowed.includes(i))
        out.push(`view ${p} shows hidden card ${i}`);
    }
    const seen = eventsFor(events, p);
    seen.forEach((e, n) => {
      if (e.type === "choice" && source !== null && hiddenFrom(after, p, source)) {
        // The announcement of the pending choice: its prompt names its source card.
        const raw = events[n]!;
        if (raw.type === "choice" && raw.prompt === pending!.prompt && e.prompt === raw.prompt)
          out.push(`the choice event names hidden card ${source} to ${p}`);
      }
      if (FACE_UP_EVENTS.has(e.type) || audienceOf(e, p)) return;
      const secret = SECRET_EVENTS.has(e.type) && "cards" in e && e.cards !== undefined;
      if (secret) out.push(`player ${p} sees a secret ${e.type}`);
      const refs = identified(e);
      for (const i of refs.instances) {
        if (hidden(p, i) && !allowed.includes(i)) out.push(`${e.type} shows ${p} hidden card ${i}`);
      }
      for (const id of refs.cardIds) {
        byId ??= instancesById(next);
        if ((byId.get(id) ?? []).every((i) => hidden(p, i)))
          out.push(`${e.type} names ${p} hidden card '${id}'`);
      }
    });
    // A choice asked by a hidden card: only the secret's prompt, and no source, for this viewer.
    if (pending && source !== null && hiddenFrom(after, p, source)) {
      const secret = pending.secret;
      if (view.pending?.source) out.push(`${p} sees the hidden source ${source}`);
      if (!secret || secret.holder === p) {
        out.push(`the choice asked by hidden card ${source} names it to ${p}`);
      } else if (view.pending?.prompt !== secret.asked && view.pending?.prompt !== secret.table) {
        out.push(`${p} reads the prompt of hidden card ${source}`);
      }
    }
  });
}
