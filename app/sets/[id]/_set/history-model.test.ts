import { describe, expect, it } from "vitest";
import { bareSet } from "@/test/fixtures/bare-set";
import type { VellumSet } from "@/lib/model";
import type { Revision } from "./history-model";
import {
  describeHistory,
  formatSavedAt,
  groupHistory,
  readRevision,
  restoreChanges,
} from "./history-model";

function set(names: string[]): VellumSet {
  return {
    ...bareSet(),
    icons: [],
    cards: names.map((name, i) => ({ id: `c${i}`, type: "event", name })),
  };
}

const rev = (revision: string, seq: number, current = false): Revision => ({
  revision,
  seq,
  savedAt: "2026-11-25T10:00:00.000Z",
  bytes: 100,
  current,
});

describe("history entries", () => {
  it("says what each revision changed from the one before it", () => {
    const texts = new Map([
      ["r3", JSON.stringify(set(["Ada", "Bo", "Cy"]))],
      ["r2", JSON.stringify(set(["Ada", "Bob"]))],
      ["r1", JSON.stringify(set(["Ada"]))],
    ]);
    const entries = describeHistory([rev("r3", 3, true), rev("r2", 2), rev("r1", 1)], texts);
    expect(entries.map((e) => e.changes)).toEqual([
      "1 card added (“Cy”); 1 card changed (“Bo”)",
      "1 card added (“Bob”)",
      "the oldest kept version (1 card)",
    ]);
    expect(entries[0]?.doc?.cards).toHaveLength(3);
  });

  it("describes only the first versions shown, the last of them against the one after it", () => {
    const texts = new Map([
      ["r3", JSON.stringify(set(["Ada", "Bo"]))],
      ["r2", JSON.stringify(set(["Ada"]))],
    ]);
    const entries = describeHistory([rev("r3", 3), rev("r2", 2), rev("r1", 1)], texts, 1);
    expect(entries.map((e) => e.changes)).toEqual(["1 card added (“Bo”)"]);
  });

  it("says when a revision or its predecessor cannot be read", () => {
    const texts = new Map([
      ["r2", JSON.stringify(set(["Ada"]))],
      ["r1", "{ broken"],
    ]);
    const entries = describeHistory([rev("r2", 2), rev("r1", 1)], texts);
    expect(entries.map((e) => e.changes)).toEqual([
      "the version before it cannot be read",
      "this version cannot be read as a set",
    ]);
    expect(readRevision('{"cards": 3}')).toBeUndefined();
  });

  it("says what a restore would change now", () => {
    expect(restoreChanges(set(["Ada", "Bo"]), set(["Ada"]))).toBe("1 card removed (“Bo”)");
  });

  it("formats the time of a save relative to today", () => {
    const now = new Date(2026, 10, 25, 15, 0, 0);
    expect(formatSavedAt(new Date(2026, 10, 25, 14, 3, 12).toISOString(), now)).toBe(
      "today 14:03:12",
    );
    expect(formatSavedAt(new Date(2026, 10, 24, 9, 15, 0).toISOString(), now)).toBe(
      "yesterday 09:15:00",
    );
    expect(formatSavedAt(new Date(2026, 10, 2, 18, 40, 5).toISOString(), now)).toBe(
      "2026-11-02 18:40",
    );
    expect(formatSavedAt("not a date", now)).toBe("not a date");
  });
});

describe("history bands", () => {
  it("shows the kept versions under today's saves, hourly ones and daily ones", () => {
    const now = Date.parse("2026-11-28T12:00:00.000Z");
    const at = (revision: string, seq: number, savedAt: string): Revision => ({
      ...rev(revision, seq),
      savedAt,
    });
    const revisions = [
      at("r4", 4, "2026-11-28T11:59:00.000Z"),
      at("r3", 3, "2026-11-28T10:30:00.000Z"),
      at("r2", 2, "2026-11-26T08:59:00.000Z"),
      at("r1", 1, "2026-10-01T23:00:00.000Z"),
    ];
    const texts = new Map(revisions.map((r) => [r.revision, JSON.stringify(set([r.revision]))]));
    const groups = groupHistory(describeHistory(revisions, texts), now);
    expect(groups.map((g) => [g.title, g.entries.map((e) => e.revision.revision)])).toEqual([
      ["Last 3 hours: every save", ["r4", "r3"]],
      ["Last 7 days: one an hour", ["r2"]],
      ["Older: one a day", ["r1"]],
    ]);
  });
});
