/**
 * Why a value of the card form cannot be used, in the words shown on the field (its error text,
 * with aria-invalid): the form keeps what was typed and says what is wrong with it, the schema
 * reports the same problem in the problems panel, and no picture draws it (lib/layers reads an
 * unprintable point as clear film; the list shows no copy count it cannot use). Ranges are the
 * schema's (`POINT_RANGE`, `COPIES_RANGE`, held equal to it by lib/model's tests).
 * Pure: each answers `undefined` when the value is fine.
 */
import type { Card, VellumSet } from "@/lib/model";
import {
  CARD_TYPES,
  COPIES_RANGE,
  isSlug,
  isWholeIn,
  MAX_ID_LENGTH,
  POINT_RANGE,
} from "@/lib/model";

const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));
const POINTS = `a whole number from ${minus(POINT_RANGE.min)} to ${POINT_RANGE.max}`;

/** A value as a field's message quotes it. */
function shown(value: unknown): string {
  if (typeof value === "number") return Number.isNaN(value) ? "This" : minus(value);
  const text = String(value);
  return `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;
}

/** A point slot (a number, "blank", or empty for clear film). */
export function pointProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "blank") return undefined;
  if (isWholeIn(value, POINT_RANGE)) return undefined;
  if (typeof value === "number" && Number.isInteger(value)) {
    return `${shown(value)} is out of range: points are ${POINTS}.`;
  }
  return `${shown(value)} is not a point value: write ${POINTS}, “blank” for an opaque blank, or nothing for clear film.`;
}

/** How many copies go into the deck (absent means 1). */
export function copiesProblem(value: unknown): string | undefined {
  if (value === undefined || isWholeIn(value, COPIES_RANGE)) return undefined;
  return `${shown(value)} copies cannot go into a deck: write a whole number from ${COPIES_RANGE.min} to ${COPIES_RANGE.max}.`;
}

/** A card's id typed by hand (`own` is the card's id now). */
export function cardIdProblem(id: string, set: VellumSet, own: string): string | undefined {
  if (id === "") return "Give the card an id.";
  if (!isSlug(id)) {
    return `An id is lower-case letters, digits and single hyphens (at most ${MAX_ID_LENGTH}), e.g. “drowned-lantern”.`;
  }
  const other = id === own ? undefined : set.cards.find((c) => c.id === id);
  return other ? `“${other.name || other.id}” already has the id “${id}”.` : undefined;
}

/** A chosen id that names nothing of the set: its family, an icon, a frame, a back. */
export function missingChoice(
  what: "family" | "icon" | "frame" | "back",
  value: string | null | undefined,
  known: boolean,
): string | undefined {
  if (value === null || value === undefined || value === "" || known) return undefined;
  return `The set has no ${what} “${value}”: choose one of its own.`;
}

/** A card type the app does not know (typed in the JSON view). */
export function typeProblem(type: unknown): string | undefined {
  return (CARD_TYPES as readonly unknown[]).includes(type)
    ? undefined
    : `${shown(type)} is not a card type: choose one from the list.`;
}

/** A character's missing family. */
export function familyProblem(card: Card, set: VellumSet): string | undefined {
  if (card.type === "character" && !card.family) return "A character needs a family.";
  return missingChoice(
    "family",
    card.family,
    set.families.some((f) => f.id === card.family),
  );
}

/** Copies as the card list shows them: "×3", nothing for 1 or for a count it cannot use. */
export function copiesBadge(card: Card): string | undefined {
  const n = card.copies ?? 1;
  return n !== 1 && copiesProblem(n) === undefined ? `×${n}` : undefined;
}
