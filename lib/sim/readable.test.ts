import { describe, expect, it } from "vitest";
import { noFinishedGames, readableReport, seatLabel } from "./readable";
import type { SimReport } from "./types";

const games = (finished: number, stalled: number, errored: number) => ({
  config: { turnCap: 150 } as SimReport["config"],
  games: {
    total: finished + stalled + errored,
    finished,
    stalled,
    exhausted: 0,
    sharedWins: 0,
    errored,
  },
});

describe("noFinishedGames", () => {
  it("says why no game finished, in words fit for one game or many", () => {
    expect(noFinishedGames(games(0, 200, 0))).toBe(
      "No game finished: all 200 stalled at the 150-turn cap.",
    );
    expect(noFinishedGames(games(0, 1, 0))).toBe(
      "No game finished: the one game stalled at the 150-turn cap.",
    );
    expect(noFinishedGames(games(0, 0, 3))).toBe(
      "No game finished: all 3 stopped by an engine error.",
    );
    expect(noFinishedGames(games(0, 7, 3))).toBe(
      "No game finished: 7 stalled at the 150-turn cap and 3 stopped by an engine error.",
    );
  });

  it("says nothing when a game finished", () => {
    expect(noFinishedGames(games(1, 199, 0))).toBeNull();
  });
});

describe("seatLabel", () => {
  it("numbers seats from 1, as the table does", () => {
    expect([0, 1, 2, 3].map(seatLabel)).toEqual(["seat 1", "seat 2", "seat 3", "seat 4"]);
  });
});

describe("readableReport", () => {
  it("reads a kept report of an older version: seats from 1, no rate or mean of nothing", () => {
    const old = {
      winRate: {
        bySeat: [
          { key: "0", label: "seat 0", games: 10, wins: 4, rate: 0.4, ci95: [0.1, 0.7] },
          { key: "1", label: "seat 1", games: 0, wins: 0, rate: 0, ci95: [0, 1] },
        ],
        byFamily: [{ key: "f", label: "Fen", games: 0, wins: 0, rate: 0, ci95: [0, 1] }],
        byBot: [],
      },
      length: {
        turns: { count: 0, mean: 0, median: 0, p10: 0, p90: 0, min: 0, max: 0, histogram: [] },
        plays: { count: 2, mean: 3, median: 3, p10: 2, p90: 4, min: 2, max: 4, histogram: [] },
      },
    } as unknown as SimReport;
    const r = readableReport(old);
    expect(r.winRate.bySeat).toEqual([
      { key: "0", label: "seat 1", games: 10, wins: 4, rate: 0.4, ci95: [0.1, 0.7] },
      { key: "1", label: "seat 2", games: 0, wins: 0, rate: null, ci95: null },
    ]);
    expect(r.winRate.byFamily[0]).toMatchObject({ rate: null, ci95: null });
    expect(r.length.turns.mean).toBeNull();
    expect(r.length.turns.median).toBeNull();
    // Kept before the mean had an interval: it reads as none.
    expect(r.length.plays).toEqual({ ...old.length.plays, meanCi95: null });
  });
});
