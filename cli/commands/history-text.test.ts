import { describe, expect, it } from "vitest";
import type { RevisionInfo } from "../../lib/store";
import { historyText } from "./history-text";

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const HOUR = 3_600_000;

const rev = (seq: number, hoursAgo: number, current = false): RevisionInfo => ({
  revision: seq.toString(16).padStart(16, "0"),
  seq,
  savedAt: new Date(NOW - hoursAgo * HOUR).toISOString(),
  bytes: 100 * seq,
  current,
});

describe("historyText", () => {
  it("lists the kept revisions by band and says how older ones are thinned", () => {
    const text = historyText([rev(9, 0.1, true), rev(8, 1), rev(5, 30), rev(2, 24 * 12)], NOW);
    expect(text).toEqual([
      "Last 3 hours: every save (2)",
      "*    9  0000000000000009  2026-11-28T11:54:00.000Z  900 bytes",
      "     8  0000000000000008  2026-11-28T11:00:00.000Z  800 bytes",
      "",
      "Last 7 days: one an hour (1)",
      "     5  0000000000000005  2026-11-27T06:00:00.000Z  500 bytes",
      "",
      "Older: one a day (1)",
      "     2  0000000000000002  2026-11-16T12:00:00.000Z  200 bytes",
      "",
      "every revision of the last 3 hours is kept, then one an hour for 7 days, then one a day; older revisions are thinned out to those (and the oldest go first past 64 MiB).",
    ]);
  });

  it("says when there is nothing kept", () => {
    expect(historyText([], NOW)).toEqual(["no kept revisions"]);
  });
});
