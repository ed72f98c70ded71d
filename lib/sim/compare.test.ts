import { describe, expect, it } from "vitest";
import { changeVerdict, compareReports, twoProportionTest } from "./compare";
import type { RateRow, SimReport } from "./types";

describe("twoProportionTest", () => {
  it("matches a textbook pooled z-test", () => {
    // 45/100 vs 60/100: pooled 0.525, se 0.07062, z 2.124, two-sided p 0.0337.
    const t = twoProportionTest(45, 100, 60, 100);
    expect(t.diff).toBeCloseTo(0.15, 10);
    expect(t.z).toBeCloseTo(2.124, 3);
    expect(t.p).toBeCloseTo(0.0337, 3);
    expect(t.significant).toBe(true);
  });

  it("is not significant for a small change on small samples, and symmetric", () => {
    const t = twoProportionTest(10, 40, 13, 40);
    expect(t.significant).toBe(false);
    const back = twoProportionTest(13, 40, 10, 40);
    expect(back.z).toBeCloseTo(-t.z, 12);
    expect(back.p).toBeCloseTo(t.p, 12);
  });

  it("says nothing changed with an empty sample or no variance", () => {
    expect(twoProportionTest(0, 0, 5, 10)).toEqual({ diff: 0, z: 0, p: 1, significant: false });
    expect(twoProportionTest(0, 50, 0, 80).significant).toBe(false);
    expect(twoProportionTest(50, 50, 80, 80).p).toBe(1);
  });

  it("gives p = 1 for equal rates and tiny p for a large change", () => {
    expect(twoProportionTest(30, 100, 60, 200).p).toBeCloseTo(1, 6);
    expect(twoProportionTest(100, 1000, 300, 1000).p).toBeLessThan(1e-6);
  });
});

const rate = (key: string, wins: number, games: number): RateRow => ({
  key,
  label: key,
  games,
  wins,
  rate: wins / games,
  ci95: [0, 1],
});

/**
 * A report whose 200 games all stalled, as an older version kept it: rates of 0 with an
 * interval of [0, 1], and a mean length of 0, for no games at all.
 */
function allStalled(): SimReport {
  const r = report([0, 0], 0);
  const nothing = (key: string): RateRow => ({
    key,
    label: `seat ${key}`,
    games: 0,
    wins: 0,
    rate: 0,
    ci95: [0, 1],
  });
  const none = {
    count: 0,
    mean: 0,
    median: 0,
    p10: 0,
    p90: 0,
    min: 0,
    max: 0,
    meanCi95: null,
    histogram: [],
  };
  r.config = { ...r.config, games: 200, seeds: [1, 200] };
  r.games = { total: 200, finished: 0, stalled: 200, exhausted: 0, sharedWins: 0, errored: 0 };
  r.winRate = {
    bySeat: [nothing("0"), nothing("1")],
    byFamily: [],
    byBot: [{ ...nothing("greedy"), label: "greedy" }],
  };
  r.length = { turns: none, plays: none };
  r.cards = r.cards.map((c) => ({
    ...c,
    heldBy: 0,
    winRateHeld: null,
    winRateNotHeld: null,
    impact: null,
  }));
  return r;
}

function report(seatWins: [number, number], heldWins: number, extra?: string): SimReport {
  const card = (cardId: string, winsHeld: number) => ({
    cardId,
    name: cardId,
    type: "modifier",
    plays: 100,
    playsPerGame: 0.5,
    drawn: 120,
    playRate: 0.8,
    measuredPlays: 100,
    selfWorthChange: 1,
    selfWorthMoved: 1,
    heldBy: 400,
    winRateHeld: winsHeld / 400,
    winRateNotHeld: 0.5,
    impact: winsHeld / 400 - 0.5,
    playableGames: 100,
  });
  return {
    version: 1,
    set: { id: "s", name: "S", version: "1" },
    config: {
      games: 1000,
      players: 2,
      bots: ["greedy"],
      seed: 1,
      seeds: [1, 1000],
      turnCap: 200,
      checkInvariants: false,
    },
    games: { total: 1000, finished: 1000, stalled: 0, exhausted: 0, sharedWins: 0, errored: 0 },
    seating: { lineup: ["greedy"], note: "" },
    winRate: {
      bySeat: [rate("0", seatWins[0], 1000), rate("1", seatWins[1], 1000)],
      byFamily: [],
      byBot: [rate("greedy", 1000, 2000)],
    },
    length: {
      turns: {
        count: 1000,
        mean: 20,
        median: 20,
        p10: 10,
        p90: 30,
        min: 5,
        max: 50,
        meanCi95: [19.4, 20.6],
        histogram: [],
      },
      plays: {
        count: 1000,
        mean: 40,
        median: 40,
        p10: 20,
        p90: 60,
        min: 10,
        max: 100,
        meanCi95: [39.1, 40.9],
        histogram: [],
      },
    },
    cards: [card("a", heldWins), ...(extra ? [card(extra, 200)] : [])],
    neverPlayable: [],
    effectsNeverFired: [],
    stalls: {
      games: 0,
      meanQuietTurns: null,
      meanDrawPile: null,
      meanHand: null,
      drawPileEmpty: 0,
      window: 10,
      stuckCards: [],
      examples: [],
      summary: [],
    },
    invariants: { checked: false, violations: 0, examples: [] },
    errors: [],
  };
}

describe("compareReports", () => {
  it("marks the win rates that changed significantly, and only those", () => {
    const c = compareReports(report([500, 500], 200), report([600, 400], 204));
    expect(c.sameConfig).toBe(true);
    expect(c.bySeat.map((r) => r.test?.significant)).toEqual([true, true]);
    expect(c.bySeat[0]!.after!.rate).toBe(0.6);
    expect(c.byBot[0]!.test?.significant).toBe(false);
    const a = c.cards.find((x) => x.cardId === "a")!;
    expect(a.status).toBe("both");
    expect(a.winRateHeld.test?.significant).toBe(false);
    expect(c.significant).toBe(2);
  });

  it("shows cards in one report only as added or removed, without a test", () => {
    const c = compareReports(report([500, 500], 200, "old"), report([500, 500], 200, "new"));
    expect(c.cards.find((x) => x.cardId === "old")!.status).toBe("removed");
    const added = c.cards.find((x) => x.cardId === "new")!;
    expect(added.status).toBe("added");
    expect(added.winRateHeld.test).toBeNull();
    expect(c.significant).toBe(0);
  });

  it("tests nothing against a report with no finished game, and says why", () => {
    const c = compareReports(allStalled(), report([348, 652], 200));
    expect(c.unfinished).toEqual({
      before: "No game finished: all 200 stalled at the 200-turn cap.",
      after: null,
    });
    for (const row of [...c.bySeat, ...c.byBot, c.cards[0]!.winRateHeld]) {
      expect(row.before!.rate).toBeNull();
      expect(row.test).toBeNull();
      expect(changeVerdict(row)).toBe("not known: no games before");
    }
    expect(c.bySeat.map((r) => r.label)).toEqual(["seat 1", "seat 2"]);
    expect(c.length.turnsBefore).toBeNull();
    expect(c.length.turnsAfter).toBe(20);
    // The share of stalled games is known on both sides: 200 of 200 → 0 of 1000.
    expect(changeVerdict(c.stalled)).toBe("significant");
    expect(c.significant).toBe(1);
    const back = compareReports(report([348, 652], 200), allStalled());
    expect(changeVerdict(back.bySeat[0]!)).toBe("not known: no games after");
    const neither = compareReports(allStalled(), allStalled());
    expect(changeVerdict(neither.bySeat[0]!)).toBe("not known: no games in either");
    expect(neither.unfinished.after).toBe("No game finished: all 200 stalled at the 200-turn cap.");
  });

  it("calls a change with games on both sides significant or within chance", () => {
    const c = compareReports(report([500, 500], 200), report([600, 400], 204));
    expect(changeVerdict(c.bySeat[0]!)).toBe("significant");
    expect(changeVerdict(c.byBot[0]!)).toBe("within chance");
    const d = compareReports(report([500, 500], 200, "old"), report([500, 500], 200));
    expect(changeVerdict(d.cards.find((x) => x.cardId === "old")!.winRateHeld)).toBe(
      "in one report only",
    );
  });

  it("names the options that differ", () => {
    const after = report([500, 500], 200);
    after.config = { ...after.config, players: 3, seed: 5 };
    const c = compareReports(report([500, 500], 200), after);
    expect(c.sameConfig).toBe(false);
    expect(c.configChanges).toEqual(["players 2 → 3", "seed 1 → 5"]);
  });
});
