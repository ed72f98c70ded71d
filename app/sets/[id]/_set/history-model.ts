/**
 * The history panel's entries: each kept revision of the set with when it was saved and what it
 * changed from the revision before it (set-diff.ts), and what restoring it would change now.
 * Pure: the texts are fetched by history-api.ts.
 */
import type { VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";
import type { RevisionInfo } from "@/lib/store";
import { historyGroups } from "@/lib/store/retention";
import type { HistoryGroup } from "@/lib/store/retention";
import { diffSets, summarizeDiff } from "./set-diff";

export { RETENTION_SUMMARY } from "@/lib/store/retention";

/** One kept revision, as GET /api/sets/[id]/history lists it (newest first): the store's. */
export type Revision = RevisionInfo;

/** A revision as the panel shows it. */
export interface HistoryEntry {
  revision: Revision;
  /** What this revision changed from the one saved before it. */
  changes: string;
  /** Its document, when its text parsed as an object with cards. */
  doc?: VellumSet;
}

/** The set document in a revision's text, if it is one. */
export function readRevision(text: string | undefined): VellumSet | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    return Array.isArray((value as { cards?: unknown }).cards) ? (value as VellumSet) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first `shown` entries of `revisions` (newest first; all by default) with their texts by
 * revision id: each entry needs its own text and the one of the revision after it.
 */
export function describeHistory(
  revisions: readonly Revision[],
  texts: ReadonlyMap<string, string>,
  shown = revisions.length,
): HistoryEntry[] {
  const docs = revisions.slice(0, shown + 1).map((r) => readRevision(texts.get(r.revision)));
  return revisions.slice(0, shown).map((revision, i) => {
    const doc = docs[i];
    const before = docs[i + 1];
    const changes = !doc
      ? "this version cannot be read as a set"
      : i === revisions.length - 1
        ? `the oldest kept version (${plural(doc.cards.length, "card")})`
        : !before
          ? "the version before it cannot be read"
          : summarizeDiff(diffSets(before, doc));
    return doc ? { revision, changes, doc } : { revision, changes };
  });
}

/**
 * The entries (newest first) in the history's age bands at `now` (milliseconds): every save of
 * the last hours, one an hour for a week, one a day before (lib/store/retention.ts).
 */
export function groupHistory(
  entries: readonly HistoryEntry[],
  now: number,
): HistoryGroup<HistoryEntry>[] {
  return historyGroups(entries, (e) => Date.parse(e.revision.savedAt), now);
}

/** What restoring `doc` would change in the page's document, in one line. */
export function restoreChanges(current: VellumSet, doc: VellumSet): string {
  return summarizeDiff(diffSets(current, doc));
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * When a revision was saved, in the viewer's time zone: "today 14:03:12", "yesterday 09:15:00",
 * or "2026-11-23 18:40" (a bad date is shown as it came).
 */
export function formatSavedAt(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (day(at) === day(now)) return `today ${time}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day(at) === day(yesterday)) return `yesterday ${time}`;
  return `${day(at)} ${time.slice(0, 5)}`;
}
