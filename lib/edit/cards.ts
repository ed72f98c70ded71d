/**
 * Pure edits of a set's card list: add, duplicate, delete, move, patch. Each returns a new set
 * (cards untouched by the edit keep their identity, so caches keyed by card objects stay warm).
 */
import type { Card, CardType, VellumSet } from "../model";
import { CARD_TYPE_WORDS, uniqueId } from "../model";

/** An id not yet used by any card of the set, built from `base`. */
export function uniqueCardId(set: VellumSet, base: string): string {
  return uniqueId(
    base,
    set.cards.map((c) => c.id),
    "card",
  );
}

/** What a new card starts as: its type and, for a character, its family. */
export interface NewCardKind {
  type: CardType;
  family?: string;
}

/**
 * The kind of card "new card" makes: `type` when one was chosen, else the selected card's type
 * (a modifier when nothing is selected: most of a deck is modifiers). A character takes the
 * selected card's family when it has one of the set's families, else the family with the fewest
 * characters (the first of those), so new characters fill the families evenly.
 */
export function newCardKind(
  set: VellumSet,
  selected: Card | undefined,
  type: CardType | undefined,
): NewCardKind {
  const kind = type ?? selected?.type ?? "modifier";
  if (kind !== "character") return { type: kind };
  const known = set.families.some((f) => f.id === selected?.family);
  if (known && selected?.family) return { type: kind, family: selected.family };
  let fewest: { id: string; count: number } | undefined;
  for (const f of set.families) {
    const count = set.cards.filter((c) => c.type === "character" && c.family === f.id).length;
    if (!fewest || count < fewest.count) fewest = { id: f.id, count };
  }
  return fewest ? { type: kind, family: fewest.id } : { type: kind };
}

/** A fresh card of a kind, ready to edit, named as a placeholder ("New modifier"). */
export function blankCard(set: VellumSet, kind: NewCardKind): Card {
  const { type } = kind;
  const name = `New ${CARD_TYPE_WORDS[type].one}`;
  const card: Card = { id: uniqueCardId(set, name), type, name };
  if (type === "character") {
    if (kind.family) card.family = kind.family;
  } else if (type !== "reference") {
    card.points = [null, null, null];
    card.icons = [null, null, null];
  }
  return card;
}

/** Inserts `card` after the card at `afterIndex` (at the end when it is -1 or past it). */
export function insertCard(set: VellumSet, card: Card, afterIndex: number): VellumSet {
  const cards = set.cards.slice();
  const at = afterIndex < 0 || afterIndex >= cards.length ? cards.length : afterIndex + 1;
  cards.splice(at, 0, card);
  return { ...set, cards };
}

/** A copy of a card under a new id and a name that says it is a copy. */
export function copyOfCard(set: VellumSet, card: Card): Card {
  const copy = structuredClone(card);
  copy.name = `${card.name} (copy)`;
  copy.id = uniqueCardId(set, `${card.id}-copy`);
  return copy;
}

/** The set without the card at `index`. */
export function removeCardAt(set: VellumSet, index: number): VellumSet {
  if (index < 0 || index >= set.cards.length) return set;
  return { ...set, cards: set.cards.filter((_, i) => i !== index) };
}

/** The set with the card at `from` moved to position `to`. */
export function moveCard(set: VellumSet, from: number, to: number): VellumSet {
  const n = set.cards.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return set;
  const cards = set.cards.slice();
  const [card] = cards.splice(from, 1);
  if (card) cards.splice(to, 0, card);
  return { ...set, cards };
}

/** The set with the card at `index` replaced. */
export function replaceCardAt(set: VellumSet, index: number, card: Card): VellumSet {
  if (index < 0 || index >= set.cards.length) return set;
  const cards = set.cards.slice();
  cards[index] = card;
  return { ...set, cards };
}

/**
 * A card with fields set: an `undefined` value removes the field (so clearing an optional field
 * leaves no empty key behind in set.json).
 */
export function patchCard(card: Card, patch: Partial<Record<keyof Card, unknown>>): Card {
  const next: Record<string, unknown> = { ...card };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as unknown as Card;
}
