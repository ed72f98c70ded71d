/**
 * Free mode: a rules-off table where any card can be moved anywhere (to try effects the effect
 * language cannot express yet). Plain JSON, never mutated: every move returns a new table, and
 * the history keeps earlier tables for undo. The only reading it makes is the cardinal rule
 * (lib/layers): a stack's self-worth is what its visible points add up to.
 */
import type { GameState, InstanceId } from "../engine";
import type { CardType, Result, VellumSet } from "../model";
import { err, ok } from "../model";
import { analyzeStack, resolveStack } from "../layers";
import { cardTimings } from "../dsl";

/** Where a card lies in free mode. */
export type FreeZoneKind = "draw" | "discard" | "centre" | "hand" | "stack" | "held" | "aside";

/** One place on the free table, with its cards (bottom or first card first). */
export interface FreeZone {
  id: string;
  kind: FreeZoneKind;
  label: string;
  /** The seat a hand, held story or character belongs to. */
  owner: number | null;
  cards: readonly InstanceId[];
}

/** The whole free table: every card instance of the game in exactly one zone. */
export interface FreeTable {
  /** Instance id → card id of the set. */
  cardIds: readonly string[];
  zones: readonly FreeZone[];
}

/** A free table with the tables before it (newest last), for undo. */
export interface FreeHistory {
  past: readonly FreeTable[];
  present: FreeTable;
}

/** How many earlier tables the history keeps. */
export const FREE_HISTORY_LIMIT = 200;

/**
 * The free table laid out from a game's state, everything face up: the piles, each seat's hand
 * and held story, each character's stack (the dead ones too), the stories in the centre, and a
 * place for cards set aside (out of the game, or between a hand and the table).
 */
export function freeTableFrom(
  state: GameState,
  names: { seats: readonly string[]; characters: readonly string[] },
): FreeTable {
  const cardIds = state.catalog.instances.map((i) => state.catalog.cards[i]!.card.id);
  const zones: FreeZone[] = [
    { id: "draw", kind: "draw", label: "Draw pile", owner: null, cards: state.drawPile },
    { id: "discard", kind: "discard", label: "Discard pile", owner: null, cards: state.discard },
    { id: "centre", kind: "centre", label: "Centre", owner: null, cards: state.centre },
  ];
  state.seats.forEach((s, seat) => {
    const name = names.seats[seat] ?? `Seat ${seat + 1}`;
    zones.push({
      id: `hand:${seat}`,
      kind: "hand",
      label: `${name}'s hand`,
      owner: seat,
      cards: s.hand,
    });
    zones.push({
      id: `held:${seat}`,
      kind: "held",
      label: `${name}'s story`,
      owner: seat,
      cards: s.held === null ? [] : [s.held],
    });
  });
  state.characters.forEach((c, id) => {
    zones.push({
      id: `stack:${id}`,
      kind: "stack",
      label: names.characters[id] ?? `Character ${id + 1}`,
      owner: c.owner,
      cards: c.stack,
    });
  });
  zones.push({
    id: "aside",
    kind: "aside",
    label: "Set aside",
    owner: null,
    cards: [...state.resolving, ...state.outOfGame],
  });
  return { cardIds, zones };
}

/** The zone holding `card`, or `undefined`. */
export function zoneOfCard(table: FreeTable, card: InstanceId): FreeZone | undefined {
  return table.zones.find((z) => z.cards.includes(card));
}

/**
 * Moves `card` to zone `to`, on top (or at `index` in the zone's order, counted after the card
 * left its old place). Refuses an unknown card or zone, with the reason.
 */
export function moveCard(
  table: FreeTable,
  card: InstanceId,
  to: string,
  index?: number,
): Result<FreeTable, string> {
  const from = zoneOfCard(table, card);
  if (!from) return err(`there is no card ${card} on this table`);
  const target = table.zones.find((z) => z.id === to);
  if (!target) return err(`there is no place '${to}' on this table`);
  const zones = table.zones.map((z) => {
    let cards = z.id === from.id ? z.cards.filter((c) => c !== card) : z.cards;
    if (z.id === to) {
      const at = index === undefined ? cards.length : Math.max(0, Math.min(index, cards.length));
      cards = [...cards.slice(0, at), card, ...cards.slice(at)];
    }
    return cards === z.cards ? z : { ...z, cards };
  });
  return ok({ ...table, zones });
}

/** A history starting at `table`. */
export function freeHistory(table: FreeTable): FreeHistory {
  return { past: [], present: table };
}

/** The history after a move (the move's refusal reason when it cannot be made). */
export function withMove(
  history: FreeHistory,
  card: InstanceId,
  to: string,
  index?: number,
): Result<FreeHistory, string> {
  const moved = moveCard(history.present, card, to, index);
  if (!moved.ok) return moved;
  const past = [...history.past, history.present].slice(-FREE_HISTORY_LIMIT);
  return ok({ past, present: moved.value });
}

/** The history one move back (unchanged when there is nothing to undo). */
export function undoFree(history: FreeHistory): FreeHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous };
}

/** What the cardinal rule reads off a free stack: self-worth, whether it shows death. */
export interface FreeReading {
  selfWorth: number;
  dead: boolean;
}

/** lib/layers' reading of the cards of a zone as a stack (bottom first). */
export function readFreeStack(table: FreeTable, zone: FreeZone, set: VellumSet): FreeReading {
  const byId = new Map(set.cards.map((c) => [c.id, c]));
  const cards = zone.cards.flatMap((i) => {
    const card = byId.get(table.cardIds[i] ?? "");
    return card ? [card] : [];
  });
  const analysis = analyzeStack(resolveStack(cards, set, cardTimings));
  return { selfWorth: analysis.selfWorth, dead: analysis.dead };
}

/** The card type of an instance on a free table (for labels), or `undefined`. */
export function freeCardType(
  table: FreeTable,
  card: InstanceId,
  set: VellumSet,
): CardType | undefined {
  const id = table.cardIds[card];
  return set.cards.find((c) => c.id === id)?.type;
}
