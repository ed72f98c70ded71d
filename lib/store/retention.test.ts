import { describe, expect, it } from "vitest";
import {
  HISTORY_MAX_BYTES,
  HOURLY_DAYS,
  KEEP_ALL_HOURS,
  historyGroups,
  historyTier,
  keptRevisions,
} from "./retention";
import type { RetentionEntry } from "./retention";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A fake "now": 2026-11-28 12:00 UTC. */
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

/** A designer's saves: one every `every` ms from `from` to `to` (ms before NOW), oldest first. */
function saves(from: number, to: number, every: number, bytes = 1000): RetentionEntry[] {
  const out: RetentionEntry[] = [];
  for (let ago = from; ago >= to; ago -= every) out.push({ seq: 0, time: NOW - ago, bytes });
  return out.map((e, i) => ({ ...e, seq: i + 1 }));
}

describe("historyTier", () => {
  it("puts a revision in its band by age, a future one in the recent band", () => {
    expect(historyTier(NOW, NOW)).toBe("recent");
    expect(historyTier(NOW + HOUR, NOW)).toBe("recent");
    expect(historyTier(NOW - KEEP_ALL_HOURS * HOUR + 1, NOW)).toBe("recent");
    expect(historyTier(NOW - KEEP_ALL_HOURS * HOUR, NOW)).toBe("hourly");
    expect(historyTier(NOW - HOURLY_DAYS * DAY + 1, NOW)).toBe("hourly");
    expect(historyTier(NOW - HOURLY_DAYS * DAY, NOW)).toBe("daily");
  });
});

describe("keptRevisions", () => {
  it("keeps every save of the last hours, one an hour for a week, one a day before", () => {
    // Five weeks of saves every 5 minutes: 10,081 revisions.
    const all = saves(35 * DAY, 0, 5 * MINUTE);
    const kept = keptRevisions(all, NOW);
    const ages = kept.map((e) => NOW - e.time);
    // Newest first, and the newest of all is kept.
    expect(kept[0]!.seq).toBe(all.length);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    // Every save of the last three hours: 0, 5, …, 175 minutes ago.
    const recent = kept.filter((e) => historyTier(e.time, NOW) === "recent");
    expect(recent).toHaveLength((KEEP_ALL_HOURS * 60) / 5);
    // One per clock hour, the last of it, from three hours to seven days ago.
    const hourly = kept.filter((e) => historyTier(e.time, NOW) === "hourly");
    const hours = hourly.map((e) => Math.floor(e.time / HOUR));
    expect(new Set(hours).size).toBe(hourly.length);
    // Hours 3 to 168 ago: the hour that began three hours ago has only its first save (at the
    // hour) out of the recent band; every older hour keeps its last save, at :55.
    expect(hourly.length).toBe(HOURLY_DAYS * 24 - KEEP_ALL_HOURS + 1);
    expect(NOW - hourly[0]!.time).toBe(KEEP_ALL_HOURS * HOUR);
    for (const e of hourly.slice(1)) expect((e.time % HOUR) / MINUTE).toBe(55);
    // One per UTC day before that, the last of it.
    const daily = kept.filter((e) => historyTier(e.time, NOW) === "daily");
    const days = daily.map((e) => Math.floor(e.time / DAY));
    expect(new Set(days).size).toBe(daily.length);
    expect(daily.length).toBe(35 - HOURLY_DAYS + 1);
    expect(kept.length).toBe(recent.length + hourly.length + daily.length);
    expect(kept.length).toBeLessThan(250);
  });

  it("keeps what it kept as time goes on: thinning again later drops nothing it chose for a band", () => {
    const all = saves(20 * DAY, 0, 7 * MINUTE);
    const first = keptRevisions(all, NOW);
    // Ten days later, with no new saves: only thinning of the aged ones.
    const later = keptRevisions(first, NOW + 10 * DAY);
    const again = keptRevisions(all, NOW + 10 * DAY);
    expect(later.map((e) => e.seq)).toEqual(again.map((e) => e.seq));
    // And thinning the kept ones again at the same time changes nothing.
    expect(keptRevisions(first, NOW).map((e) => e.seq)).toEqual(first.map((e) => e.seq));
  });

  it("drops the oldest kept revisions past the size bound, never the newest", () => {
    const all = saves(30 * DAY, 0, HOUR, 1_000_000);
    const kept = keptRevisions(all, NOW, 50_000_000);
    expect(kept.reduce((s, e) => s + e.bytes, 0)).toBeLessThanOrEqual(50_000_000);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.seq).toBe(all.length);
    // What went is the oldest: every one kept is newer than every one dropped by size.
    const unbounded = keptRevisions(all, NOW, Infinity);
    expect(kept).toEqual(unbounded.slice(0, 50));
    // A newest revision bigger than the bound alone is still kept.
    const huge = { seq: all.length + 1, time: NOW, bytes: HISTORY_MAX_BYTES * 2 };
    expect(keptRevisions([...all, huge], NOW)).toEqual([huge]);
  });

  it("keeps a history under the bound as it is", () => {
    const few = saves(2 * HOUR, 0, 10 * MINUTE);
    expect(keptRevisions(few, NOW).map((e) => e.seq)).toEqual(few.map((e) => e.seq).reverse());
    expect(keptRevisions([], NOW)).toEqual([]);
  });
});

describe("historyGroups", () => {
  it("lists kept revisions by band, newest band first, leaving empty bands out", () => {
    const kept = keptRevisions(saves(10 * DAY, 0, 30 * MINUTE), NOW);
    const groups = historyGroups(kept, (e) => e.time, NOW);
    expect(groups.map((g) => [g.tier, g.title])).toEqual([
      ["recent", "Last 3 hours: every save"],
      ["hourly", "Last 7 days: one an hour"],
      ["daily", "Older: one a day"],
    ]);
    expect(groups.flatMap((g) => g.entries)).toEqual(kept);
    expect(historyGroups(kept.slice(0, 2), (e) => e.time, NOW).map((g) => g.tier)).toEqual([
      "recent",
    ]);
  });
});
