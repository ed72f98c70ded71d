import { describe, expect, it } from "vitest";
import type { SweepReport } from "../lib/sim";
import { SAMPLE, err, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-sweep-");

const CARD = "lost-a-wager-to-a-heron";

describe("vellum simulate --vary", () => {
  it(
    "sweeps a card over three values on the same games, as text and as JSON",
    { timeout: 60_000 },
    async () => {
      const args = [
        "simulate",
        SAMPLE,
        "--games",
        "20",
        "--seed",
        "5",
        `--vary=${CARD}.points=-5,-15,-20`,
      ];
      expect(await run(...args)).toBe(0);
      const text = out.join("\n").split("\n");
      expect(text.slice(0, 3)).toEqual([
        "Saltmarrow-on-Sea 1.0.0: sweep of 3 variants and the current set",
        `  ${CARD}.points.1 (now -10): -5, -15, -20`,
        "every row: 20 games, 4 players, bots greedy (seats rotate), seeds 5–24, turn cap 200 (the same games)",
      ]);
      const seats = text.indexOf("win rate by seat (95% CI)");
      expect(seats).toBeGreaterThan(0);
      expect(text.slice(seats + 2, seats + 6).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
        "current",
        "points.1=-5",
        "points.1=-15",
        "points.1=-20",
      ]);
      expect(text).toContain("game length (finished games)");
      expect(text).toContain(
        "Lost a Wager to a Heron: win rate when held, and impact (held − not held, points), 95% CI",
      );
      expect(text).toContain(
        "significant against the current card (p < 0.05, two-proportion z-test)",
      );
      expect(text.some((l) => /^balance \(the spread of family win rates\): /.test(l))).toBe(true);
      expect(err).toEqual([
        expect.stringMatching(
          /^swept 4 sets \(the current one and 3 variants\) × 20 games in \d+\.\d s \(1 worker\)$/,
        ),
      ]);

      out.length = 0;
      expect(await run(...args, "--json", "--workers", "2")).toBe(0);
      const report = JSON.parse(out.join("\n")) as SweepReport;
      expect(report.rows.map((r) => r.label)).toEqual([
        "current",
        `${CARD}.points.1=-5`,
        `${CARD}.points.1=-15`,
        `${CARD}.points.1=-20`,
      ]);
      expect(report.series.map((p) => p.x)).toEqual([-10, -5, -15, -20]);
      expect(report.config).toMatchObject({ games: 20, seeds: [5, 24] });
      expect(report.rows.every((r) => r.games.total === 20)).toBe(true);
    },
  );

  it("refuses a value the set's checks refuse before any game is played", async () => {
    expect(await run("simulate", SAMPLE, "--games", "20", `--vary=${CARD}.points=-5,-500`)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([
      `error: --vary: card “Lost a Wager to a Heron”: points.1=-500 is refused by the set's checks: 'points[0]' of card “Lost a Wager to a Heron” must be a whole number from -99 to 99, "blank" or null; got -500`,
    ]);
    err.length = 0;
    expect(await run("simulate", SAMPLE, "--vary", `${CARD}.colour=red`)).toBe(2);
    expect(err[0]).toMatch(/^error: --vary: no field 'colour' to vary; the fields are points/);
  });

  it("refuses a sweep asked of one shard: a sweep plays whole runs", async () => {
    expect(await run("simulate", SAMPLE, "--shard", "1/2", "--vary", `${CARD}.points=-5`)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([
      "error: --vary runs a sweep of whole runs; a shard (--shard) is one part of one run",
    ]);
  });
});
