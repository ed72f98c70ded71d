/**
 * Pure edits of a set's card list: add, duplicate, delete, move, patch. Each returns a new set
 * (cards untouched by the edit keep their identity, so caches keyed by card objects stay warm).
 */
import type { Card, CardType, VellumSet } from "@/lib/model";
import { CARD_TYPE_WORDS, slugify } from "@/lib/model";

/** An id not yet used by any card of the set, built from `base`. */
export function uniqueCardId(set: VellumSet, base: string): string {
  const taken = new Set(set.cards.map((c) => c.id));
  const root = slugify(base) || "card";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const id = `${root}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** A fresh card of a type, ready to edit: a character gets the set's first family. */
export function blankCard(set: VellumSet, type: CardType): Card {
  const word = CARD_TYPE_WORDS[type].one;
  const name = `New ${word}`;
  const card: Card = { id: uniqueCardId(set, name), type, name };
  if (type === "character") {
    const family = set.families[0];
    if (family) card.family = family.id;
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
