/**
 * What changed between two versions of a set, in a designer's words: cards added, removed and
 * changed (with the fields that differ), and the set's own fields. Used by the history panel
 * and the conflict dialog.
 */
import type { Card, VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";

/** A card that differs between the versions. */
export interface CardChange {
  id: string;
  name: string;
  fields: string[];
}

/** The difference from `before` to `after`. */
export interface SetDiff {
  added: Card[];
  removed: Card[];
  changed: CardChange[];
  /** Top-level fields other than `cards` that differ (families, icons, rules, …). */
  setFields: string[];
  /** Whether the card order differs (beyond additions and removals). */
  reordered: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The difference between two sets (loosely typed: either may be a broken file's value). */
export function diffSets(before: VellumSet, after: VellumSet): SetDiff {
  const beforeCards = Array.isArray(before.cards) ? before.cards : [];
  const afterCards = Array.isArray(after.cards) ? after.cards : [];
  const old = new Map(beforeCards.map((c) => [c.id, c]));
  const now = new Map(afterCards.map((c) => [c.id, c]));
  const added = afterCards.filter((c) => !old.has(c.id));
  const removed = beforeCards.filter((c) => !now.has(c.id));
  const changed: CardChange[] = [];
  for (const card of afterCards) {
    const prev = old.get(card.id);
    if (!prev || same(prev, card)) continue;
    const keys = new Set([...Object.keys(prev), ...Object.keys(card)]) as Set<keyof Card>;
    const fields = [...keys].filter((k) => !same(prev[k], card[k]));
    changed.push({ id: card.id, name: card.name, fields });
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof VellumSet>;
  const setFields = [...keys].filter((k) => k !== "cards" && !same(before[k], after[k]));
  const common = (cards: Card[], other: Map<string, Card>) =>
    cards.filter((c) => other.has(c.id)).map((c) => c.id);
  const reordered = !same(common(beforeCards, now), common(afterCards, old));
  return { added, removed, changed, setFields, reordered };
}

function names(cards: readonly { name: string }[], max = 3): string {
  const shown = cards.slice(0, max).map((c) => `“${c.name}”`);
  return cards.length > max
    ? `${shown.join(", ")} and ${cards.length - max} more`
    : shown.join(", ");
}

/** One line: "2 cards changed (“A”, “B”); 1 added (“C”)"; "no changes" when equal. */
export function summarizeDiff(d: SetDiff): string {
  const parts: string[] = [];
  if (d.added.length) parts.push(`${plural(d.added.length, "card")} added (${names(d.added)})`);
  if (d.removed.length)
    parts.push(`${plural(d.removed.length, "card")} removed (${names(d.removed)})`);
  if (d.changed.length)
    parts.push(`${plural(d.changed.length, "card")} changed (${names(d.changed)})`);
  if (d.reordered) parts.push("cards reordered");
  if (d.setFields.length) parts.push(`set ${d.setFields.join(", ")} changed`);
  return parts.length === 0 ? "no changes" : parts.join("; ");
}
