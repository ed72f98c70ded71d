/**
 * Which kept revisions of a set stay in its history: every one of the last hours, then one an
 * hour for a week, then one a day, within a size bound. Pure (no clock, no files): the caller
 * passes the time and the entries, so the store, the CLI and the history dialog share it.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Every revision saved within this many hours is kept. */
export const KEEP_ALL_HOURS = 3;

/** After that, one revision per clock hour (its last) is kept until it is this many days old. */
export const HOURLY_DAYS = 7;

/**
 * The most bytes the kept revisions of one set may take together: past it the oldest kept ones
 * go first, never the newest (which alone may be bigger).
 */
export const HISTORY_MAX_BYTES = 64 * 1024 * 1024;

/** The policy in one sentence, for the CLI and the history dialog. */
export const RETENTION_SUMMARY =
  `every revision of the last ${KEEP_ALL_HOURS} hours is kept, then one an hour for ` +
  `${HOURLY_DAYS} days, then one a day; older revisions are thinned out to those (and the ` +
  `oldest go first past ${HISTORY_MAX_BYTES / 1024 / 1024} MiB)`;

/** A history entry as the policy sees it. */
export interface RetentionEntry {
  /** Increasing with each entry written: the newest has the highest. */
  seq: number;
  /** When it was saved, in milliseconds since the epoch. */
  time: number;
  bytes: number;
}

/** The age band of a revision: every one kept, one an hour, or one a day. */
export type HistoryTier = "recent" | "hourly" | "daily";

/**
 * The band of a revision saved at `time`, seen at `now` (milliseconds). A time after `now` (a
 * clock set back) counts as recent.
 */
export function historyTier(time: number, now: number): HistoryTier {
  const age = now - time;
  if (age < KEEP_ALL_HOURS * HOUR) return "recent";
  if (age < HOURLY_DAYS * DAY) return "hourly";
  return "daily";
}

/**
 * The bucket a revision shares with the others it is thinned against: its own (recent), its
 * clock hour or its UTC day. Buckets are fixed in time, so the one kept in a bucket stays the
 * one kept as it ages: thinning again never drops what an earlier thinning kept for the band.
 */
function bucketOf(entry: RetentionEntry, now: number): string {
  const tier = historyTier(entry.time, now);
  if (tier === "recent") return `r${entry.seq}`;
  if (tier === "hourly") return `h${Math.floor(entry.time / HOUR)}`;
  return `d${Math.floor(entry.time / DAY)}`;
}

/**
 * The entries to keep, newest first: the newest of each bucket (every recent one, the last of
 * each hour for a week, the last of each day before), then the oldest of those dropped while
 * they take more than `maxBytes`, never the newest entry of all.
 */
export function keptRevisions<E extends RetentionEntry>(
  entries: readonly E[],
  now: number,
  maxBytes = HISTORY_MAX_BYTES,
): E[] {
  const newestFirst = [...entries].sort((a, b) => b.seq - a.seq);
  const seen = new Set<string>();
  const kept: E[] = [];
  for (const entry of newestFirst) {
    const bucket = bucketOf(entry, now);
    if (seen.has(bucket)) continue;
    seen.add(bucket);
    kept.push(entry);
  }
  let total = kept.reduce((sum, e) => sum + e.bytes, 0);
  while (kept.length > 1 && total > maxBytes) total -= kept.pop()!.bytes;
  return kept;
}

/** Kept revisions of one band, as the CLI and the history dialog list them. */
export interface HistoryGroup<E> {
  tier: HistoryTier;
  /** "Last 3 hours: every save", "This week: one an hour", "Older: one a day". */
  title: string;
  entries: E[];
}

const TITLES: Record<HistoryTier, string> = {
  recent: `Last ${KEEP_ALL_HOURS} hours: every save`,
  hourly: `Last ${HOURLY_DAYS} days: one an hour`,
  daily: "Older: one a day",
};

/**
 * `entries` (newest first, each with its time) in their bands, newest band first; bands
 * without entries are left out.
 */
export function historyGroups<E>(
  entries: readonly E[],
  timeOf: (entry: E) => number,
  now: number,
): HistoryGroup<E>[] {
  const groups: HistoryGroup<E>[] = (["recent", "hourly", "daily"] as const).map((tier) => ({
    tier,
    title: TITLES[tier],
    entries: [],
  }));
  for (const entry of entries) {
    const tier = historyTier(timeOf(entry), now);
    groups.find((g) => g.tier === tier)!.entries.push(entry);
  }
  return groups.filter((g) => g.entries.length > 0);
}
