/**
 * Which cards the list shows, and in what order: search by name and text, filter by type,
 * family, icon and "has problems", sort. Pure; the list calls it on every change.
 */
import type { Card, CardType } from "@/lib/model";
import { CARD_TYPES } from "@/lib/model";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";

/** How the list is sorted: the set's own order (the only one cards can be dragged in) or another. */
export type CardSort = "set" | "name" | "type" | "problems";

/** The list's search, filters and sort. */
export interface CardQuery {
  search: string;
  type: CardType | "";
  family: string;
  icon: string;
  problemsOnly: boolean;
  sort: CardSort;
}

/** No search, no filter, the set's order. */
export const EMPTY_QUERY: Readonly<CardQuery> = Object.freeze({
  search: "",
  type: "",
  family: "",
  icon: "",
  problemsOnly: false,
  sort: "set",
});

/** Whether the query shows every card in the set's order (so dragging can reorder them). */
export function isPlainOrder(q: CardQuery): boolean {
  return (
    q.search.trim() === "" &&
    q.type === "" &&
    q.family === "" &&
    q.icon === "" &&
    !q.problemsOnly &&
    q.sort === "set"
  );
}

function fold(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Every text of a card a search looks in: name, effect, printed text, flavour, reminder, translations. */
function searchableText(card: Card): string {
  const parts = [card.name, card.id, card.effect, card.text, card.flavor, card.reminder];
  for (const t of Object.values(card.translations ?? {}))
    parts.push(t.name, t.text, t.flavor, t.reminder);
  return fold(parts.filter((p): p is string => typeof p === "string").join("\n"));
}

const issues = (counts: SeverityCounts | undefined) =>
  counts ? counts.error * 1000 + counts.warning : 0;

/** The cards the query shows, in its order, each with its index in the set. */
export function queryCards(
  cards: readonly Card[],
  q: CardQuery,
  problems: ReadonlyMap<string, SeverityCounts>,
): { card: Card; index: number }[] {
  const words = fold(q.search).split(/\s+/).filter(Boolean);
  const shown = cards
    .map((card, index) => ({ card, index }))
    .filter(({ card }) => {
      if (q.type && card.type !== q.type) return false;
      if (q.family && card.family !== q.family) return false;
      if (q.icon && !card.icons?.some((i) => i === q.icon)) return false;
      if (q.problemsOnly && issues(problems.get(card.id)) === 0) return false;
      if (words.length === 0) return true;
      const text = searchableText(card);
      return words.every((w) => text.includes(w));
    });
  const byName = (a: Card, b: Card) => a.name.localeCompare(b.name);
  switch (q.sort) {
    case "set":
      return shown;
    case "name":
      return shown.sort((a, b) => byName(a.card, b.card));
    case "type":
      return shown.sort(
        (a, b) =>
          CARD_TYPES.indexOf(a.card.type) - CARD_TYPES.indexOf(b.card.type) ||
          byName(a.card, b.card),
      );
    case "problems":
      return shown.sort(
        (a, b) =>
          issues(problems.get(b.card.id)) - issues(problems.get(a.card.id)) || a.index - b.index,
      );
  }
}
