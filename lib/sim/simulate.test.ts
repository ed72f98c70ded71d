/**
 * `simulate`: the same report whatever the number of workers, stalled games counted, option
 * errors as values, and the report's parts consistent with each other.
 */
import { describe, expect, it } from "vitest";
import { contextOf, planOf } from "./context";
import { simulate } from "./simulate";
import { formatReport } from "./format";
import { sampleSet } from "../../test/fixtures/sample-set";
import { effectSet } from "./sets.test-support";
import type { SimReport } from "./types";

const SAMPLE = sampleSet();

async function report(options: Partial<Parameters<typeof simulate>[0]>): Promise<SimReport> {
  const r = await simulate({ set: SAMPLE, games: 40, players: 4, bots: ["random"], ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("simulate", () => {
  it("gives the identical report with 1 and 2 workers", { timeout: 120_000 }, async () => {
    const options = { games: 240, bots: ["greedy", "random"], seed: 11, checkInvariants: true };
    const one = await report({ ...options, workers: 1 });
    const two = await report({ ...options, workers: 2 });
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(one.games.total).toBe(240);
    expect(one.invariants).toEqual({ checked: true, violations: 0, examples: [] });
  });

  it("asks only the holders of a response in response windows (no one reads a simulated table)", () => {
    const ctx = contextOf(SAMPLE, {
      games: 4,
      players: 4,
      bots: ["random"],
      seed: 1,
      turnCap: 200,
      checkInvariants: false,
    });
    for (let i = 0; i < 4; i++) expect(planOf(ctx, i).setup.responseWindows).toBe("holders");
  });

  it("depends on the seed", async () => {
    const a = await report({ seed: 1 });
    const b = await report({ seed: 2 });
    expect(b.config.seeds).toEqual([2, 41]);
    expect(JSON.stringify(b.cards)).not.toBe(JSON.stringify(a.cards));
  });

  it("counts games stopped by a tiny turn cap as stalled and leaves them out of the rates", async () => {
    const r = await report({ turnCap: 3 });
    expect(r.games).toMatchObject({ total: 40, stalled: 40, finished: 0 });
    // Nothing is known from no finished game: no rate, interval or mean is made up as 0.
    for (const row of [...r.winRate.bySeat, ...r.winRate.byFamily, ...r.winRate.byBot]) {
      expect(row).toMatchObject({ games: 0, wins: 0, rate: null, ci95: null });
    }
    expect(r.length.turns).toEqual({
      count: 0,
      mean: null,
      median: null,
      p10: null,
      p90: null,
      min: null,
      max: null,
      meanCi95: null,
      histogram: [],
    });
    const text = formatReport(r).split("\n");
    expect(text).toContain("No game finished: all 40 stalled at the 3-turn cap.");
    expect(text).toContain(
      "win rates, game length and card impact: not known (they count finished games only)",
    );
    expect(text.join("\n")).not.toMatch(/0\.0%|win rate by seat|mean/);
  });

  it("numbers seats from 1 where a person reads them, keeping the index as the key", async () => {
    const r = await report({ turnCap: 3 });
    expect(r.winRate.bySeat.map((s) => [s.key, s.label])).toEqual([
      ["0", "seat 1"],
      ["1", "seat 2"],
      ["2", "seat 3"],
      ["3", "seat 4"],
    ]);
    // A card stuck in the first seat's hand (stored as seat index 0) reads "seat 1".
    const example = {
      ...r.stalls.examples[0]!,
      stuck: [{ seat: 0, cardId: "x", name: "Lost Glove" }],
    };
    const text = formatReport({ ...r, stalls: { ...r.stalls, examples: [example] } });
    expect(text).toContain("stuck: Lost Glove (seat 1)");
    expect(text).not.toMatch(/\(seat 0\)/);
  });

  it("keeps seats, families and bots balanced and its totals consistent", async () => {
    const r = await report({ games: 80, bots: ["greedy", "random"] });
    const finished = r.games.finished;
    expect(finished + r.games.stalled + r.games.errored).toBe(80);
    expect(r.winRate.bySeat.map((s) => s.games)).toEqual([finished, finished, finished, finished]);
    expect(r.winRate.byFamily.map((f) => f.games)).toEqual([
      finished,
      finished,
      finished,
      finished,
    ]);
    expect(r.winRate.byBot.map((b) => b.games)).toEqual([2 * finished, 2 * finished]);
    const wins = r.winRate.bySeat.reduce((s, x) => s + x.wins, 0);
    expect(wins).toBe(r.winRate.byBot.reduce((s, x) => s + x.wins, 0));
    expect(wins).toBeGreaterThanOrEqual(finished);
    expect(wins).toBeLessThanOrEqual(finished + 3 * r.games.sharedWins);
    expect(r.length.turns.count).toBe(finished);
    for (const row of r.winRate.bySeat) {
      expect(row.ci95![0]).toBeLessThanOrEqual(row.rate!);
      expect(row.ci95![1]).toBeGreaterThanOrEqual(row.rate!);
    }
    const pearl = r.cards.find((c) => c.cardId === "found-a-pearl-in-the-pudding")!;
    expect(pearl.selfWorthChange).toBeGreaterThan(10);
    expect(pearl.drawn).toBeGreaterThanOrEqual(pearl.plays);
    const heron = r.cards.find((c) => c.cardId === "lost-a-wager-to-a-heron")!;
    expect(heron.selfWorthChange).toBeLessThan(-5);
    expect(r.cards.every((c) => c.type !== "character")).toBe(true);
  });

  it("lists effects that never fired, and not those that did", { timeout: 60_000 }, async () => {
    const r = await simulate({ set: effectSet(), games: 60, players: 3, bots: ["random"] });
    if (!r.ok) throw new Error(r.error.message);
    const never = r.value.effectsNeverFired.map((e) => `${e.cardId}/${e.category}`);
    expect(never).toContain("never-fires/immediate");
    expect(never).not.toContain("always-fires/immediate");
    expect(never).not.toContain("keeps-on/continuous");
    expect(never).not.toContain("the-will-is-read/immediate");
    const row = r.value.effectsNeverFired.find((e) => e.cardId === "never-fires")!;
    expect(row.plays).toBeGreaterThan(0);
    expect(r.value.neverPlayable).toEqual([]);
  });

  it("refuses bad options with a diagnostic", async () => {
    const bad = async (options: Partial<Parameters<typeof simulate>[0]>) => {
      const r = await simulate({ set: SAMPLE, games: 5, players: 4, bots: ["random"], ...options });
      return r.ok ? "ok" : `${r.error.code}: ${r.error.message}`;
    };
    expect(await bad({ games: 0 })).toMatch(
      /^sim\/games: the number of games must be a whole number/,
    );
    expect(await bad({ players: 6 })).toBe(
      "sim/players: 'Saltmarrow-on-Sea' plays with 2 to 5 players",
    );
    expect(await bad({ bots: ["cunning"] })).toBe(
      "sim/unknown-bot: unknown bot 'cunning' — the bots are random, greedy",
    );
    expect(await bad({ bots: [] })).toMatch(/^sim\/bots: /);
    expect(await bad({ turnCap: 0 })).toMatch(/^sim\/turn-cap: /);
    expect(await bad({ workers: 0 })).toMatch(/^sim\/workers: /);
    expect(await bad({ seed: -1 })).toMatch(/^sim\/seed: /);
  });

  it(
    "reuses its worker threads run after run, each run on its own set",
    { timeout: 120_000 },
    async () => {
      // The pooled thread of the first run plays the later ones: it must take each run's set and
      // options, never keep the previous run's (a stale context would change the report).
      const runs = [
        { set: SAMPLE, games: 150, seed: 3 },
        { set: effectSet(), games: 150, seed: 3 },
        { set: SAMPLE, games: 150, seed: 4, bots: ["greedy", "random"] },
      ];
      for (const options of runs) {
        const one = await report({ ...options, workers: 1 });
        const two = await report({ ...options, workers: 2 });
        expect(JSON.stringify(two)).toBe(JSON.stringify(one));
      }
    },
  );

  it("reports progress once per game, in order", async () => {
    const seen: number[] = [];
    await report({ games: 30, onProgress: (done, total) => seen.push(done * 100 + total) });
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => (i + 1) * 100 + 30));
  });

  describe("cancelling", () => {
    const run = (workers: number, stopAt: number, games = 600) => {
      const controller = new AbortController();
      let seen = 0;
      const result = simulate({
        set: SAMPLE,
        games,
        players: 4,
        bots: ["random"],
        workers,
        signal: controller.signal,
        onProgress: (done) => {
          seen = done;
          if (done === stopAt) controller.abort();
        },
      });
      return result.then((r) => ({ r, seen }));
    };

    it("stops at the end of the chunk in play, in this thread", async () => {
      const { r, seen } = await run(1, 150);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe("sim/cancelled");
      expect(r.error.message).toBe("the simulation was cancelled after 200 of 600 games");
      expect(seen).toBe(200);
    });

    it("stops worker threads too, well before the end", { timeout: 60_000 }, async () => {
      const { r, seen } = await run(2, 150);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe("sim/cancelled");
      expect(seen).toBeLessThan(600);
      // The pool is usable afterwards.
      const again = await report({ games: 120, workers: 2 });
      expect(again.games.total).toBe(120);
    });

    it("plays nothing when the signal is already aborted", async () => {
      for (const workers of [1, 2]) {
        const r = await simulate({
          set: SAMPLE,
          games: 50,
          players: 4,
          bots: ["random"],
          workers,
          signal: AbortSignal.abort(),
        });
        expect(r.ok ? "ok" : r.error.message).toBe(
          "the simulation was cancelled after 0 of 50 games",
        );
      }
    });
  });

  it("rejects with the error of a throwing progress callback, with workers too", async () => {
    for (const workers of [1, 2]) {
      const run = simulate({
        set: SAMPLE,
        games: 300,
        players: 4,
        bots: ["random"],
        workers,
        onProgress: (done) => {
          if (done === 120) throw new Error("progress bar broke");
        },
      });
      await expect(run).rejects.toThrow("progress bar broke");
    }
  });
});
