import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SimReport } from "../lib/sim";
import { reasonSet } from "../test/fixtures/reason-set";
import { minimalSet } from "../test/fixtures/minimal-set";
import { main } from "./main";
import { SAMPLE, dir, err, io, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-simulate-");

describe("vellum simulate", () => {
  it("prints a readable report with aligned tables", { timeout: 60_000 }, async () => {
    expect(
      await run(
        "simulate",
        SAMPLE,
        "--games",
        "40",
        "--players",
        "4",
        "--bots",
        "greedy,random",
        "--seed",
        "3",
      ),
    ).toBe(0);
    const text = out.join("\n").split("\n");
    expect(text[0]).toBe(
      "Saltmarrow-on-Sea 1.0.0: 40 games, 4 players, bots greedy, random (seats rotate)",
    );
    expect(text[1]).toBe("seeds 3–42, turn cap 200");
    expect(text).toContain("win rate by seat");
    expect(text).toContain("win rate by family");
    expect(text).toContain("win rate by bot");
    const seats = text.indexOf("win rate by seat");
    expect(text[seats + 1]).toMatch(/^\s+games\s+wins\s+rate\s+95% CI$/);
    const rows = text.slice(seats + 2, seats + 6);
    expect(rows.map((r) => r.trimStart().slice(0, 6))).toEqual([
      "seat 1",
      "seat 2",
      "seat 3",
      "seat 4",
    ]);
    // Columns line up: every row of the table has the same length as its header.
    const width = text[seats + 1]!.length;
    for (const r of rows) expect(r.length).toBe(width);
    expect(text.some((l) => /^\s+greedy\s+80\s+\d+\s+\d+\.\d%\s+\d+\.\d%–\d+\.\d%$/.test(l))).toBe(
      true,
    );
    expect(text.some((l) => /^game length \(finished games\)$/.test(l))).toBe(true);
    expect(
      text.some((l) => /^card impact: win rate when held − when not \(points\), top \d+$/.test(l)),
    ).toBe(true);
    expect(text.some((l) => /^cards never playable: none$/.test(l))).toBe(true);
    expect(text.some((l) => /^effects that never fired/.test(l))).toBe(true);
    expect(text.some((l) => /^stalled games: /.test(l))).toBe(true);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^simulated 40 games in \d+\.\d s \(\d+ games\/s, 1 worker\)$/);
  });

  it(
    "prints the report as JSON with --json, the same with 2 workers",
    { timeout: 60_000 },
    async () => {
      const args = ["simulate", SAMPLE, "--games", "30", "--bots", "random", "--json"];
      expect(await run(...args)).toBe(0);
      const one = JSON.parse(out.join("\n"));
      expect(one).toMatchObject({
        version: 1,
        set: { id: "saltmarrow" },
        config: { games: 30, players: 4, bots: ["random"], seed: 1, seeds: [1, 30], turnCap: 200 },
      });
      expect(one.winRate.bySeat).toHaveLength(4);
      out.length = 0;
      expect(await run(...args, "--workers", "2")).toBe(0);
      expect(JSON.parse(out.join("\n"))).toEqual(one);
    },
  );

  it(
    "--memos off plays every game with the engine's memos off, in the worker threads too, to the same report",
    { timeout: 120_000 },
    async () => {
      // 110 games are two chunks of games (lib/sim simulate.ts), so both threads play; a turn
      // cap of 4 keeps them short (the memos off are slow).
      const args = [
        ...["simulate", SAMPLE, "--games", "110", "--players", "2", "--bots", "random"],
        ...["--turn-cap", "4"],
      ];
      expect(await run(...args, "--json", "--workers", "2")).toBe(0);
      const on = JSON.parse(out.join("\n")) as SimReport;
      expect(on.games.memosOff).toBeUndefined();
      out.length = 0;
      err.length = 0;
      expect(await run(...args, "--json", "--workers", "2", "--memos", "off")).toBe(0);
      const off = JSON.parse(out.join("\n")) as SimReport;
      // Counted by the threads that played the games: all 110, not only this thread's chunk.
      expect(off.games.memosOff).toBe(110);
      expect(err[0]).toMatch(/, 2 workers, memos off\)$/);
      const { memosOff: _, ...games } = off.games;
      expect({ ...off, games }).toEqual(on);
      out.length = 0;
      expect(await run(...args, "--memos", "off")).toBe(0);
      expect(out.join("\n")).toMatch(/, memos off in 110$/m);
      err.length = 0;
      expect(await run(...args, "--memos", "no")).toBe(2);
      expect(err.at(-1)).toBe("error: --memos must be 'on' or 'off', not 'no'");
    },
  );

  it(
    "says why cards were never playable and effects never fired, in text and in JSON",
    { timeout: 60_000 },
    async () => {
      const file = path.join(dir, "reasons.json");
      await writeFile(file, JSON.stringify(reasonSet(), null, 2));
      const args = ["simulate", file, "--games", "20", "--players", "3", "--turn-cap", "40"];
      expect(await run(...args)).toBe(0);
      const text = out.join("\n").split("\n");
      const header = text.findIndex((l) => /^cards never playable \(\d+\)$/.test(l));
      expect(text[header + 1]).toMatch(/^\s+card\s+type\s+held by\s+why$/);
      expect(text.find((l) => l.includes("The Impossible Wedding"))).toMatch(
        /story\s+0\s+never claimable: its requirement \(Raven, Rose, Key, Candle, Coin, Mask\) was never met by any family in all 20 games$/,
      );
      expect(text.find((l) => l.includes("Wake of Mourning"))).toMatch(
        /immediate\s+\d+\s+its condition \(at least 1 character is dead\) did not hold in all \d+ plays$/,
      );
      out.length = 0;
      expect(await run(...args, "--json")).toBe(0);
      const json = JSON.parse(out.join("\n")) as SimReport;
      expect(
        json.effectsNeverFired.find((e) => e.cardId === "raise-the-dead")?.reasons?.[0]?.reason,
      ).toEqual({ kind: "no-target", detail: "no dead character can return to life" });
    },
  );

  it("counts stalled games with a tiny turn cap", async () => {
    expect(
      await run(
        "simulate",
        SAMPLE,
        "--games",
        "5",
        "--bots",
        "random",
        "--turn-cap",
        "2",
        "--json",
      ),
    ).toBe(0);
    expect(JSON.parse(out.join("\n")).games).toMatchObject({ total: 5, stalled: 5, finished: 0 });
  });

  it("refuses bad arguments with a clear message and exit code 2", async () => {
    const cases: [string[], RegExp][] = [
      [
        ["--games", "many"],
        /^error: --games must be a whole number from 1 to 10000000, not 'many'$/,
      ],
      [["--games", "0"], /^error: --games must be a whole number from 1 to/],
      [["--players", "7"], /^error: --players must be a whole number from 2 to 5, not '7'$/],
      [
        ["--bots", "greedy,clever"],
        /^error: unknown bot 'clever' in --bots; the bots are random, greedy$/,
      ],
      [["--bots"], /^error: --bots needs a value \(vellum help simulate\)$/],
      [["--bots", " "], /^error: --bots needs bot names/],
      [["--workers", "1.5"], /^error: --workers must be a whole number from 1 to 64, not '1.5'$/],
      [["--turn-cap", "0"], /^error: --turn-cap must be a whole number from 1 to/],
      [["--seed=-4"], /^error: --seed must be a whole number from 0 to 4294967296, not '-4'$/],
      [
        ["--speed", "9"],
        /^error: unknown option --speed — did you mean --seed\? \(vellum help simulate\)$/,
      ],
    ];
    for (const [extra, message] of cases) {
      err.length = 0;
      expect(await run("simulate", SAMPLE, ...extra)).toBe(2);
      expect(err.at(-1)).toMatch(message);
    }
    err.length = 0;
    expect(await run("simulate")).toBe(2);
    expect(err[0]).toMatch(/^vellum simulate <set>/);
  });

  it("exits 1 for a set that has errors or does not exist", async () => {
    await writeFile(path.join(dir, "bad.json"), JSON.stringify({ ...minimalSet(), cards: "none" }));
    expect(await run("simulate", "bad.json", "--games", "1")).toBe(1);
    expect(err.at(-1)).toBe(
      "error: bad.json has errors; fix them first (vellum validate bad.json)",
    );
    expect(await run("simulate", "nope.json")).toBe(1);
  });

  it("draws a progress bar on one rewritten stderr line on a terminal, and none in CI", async () => {
    expect(await main(["simulate", SAMPLE, "--games", "3", "--bots", "random"], io(true))).toBe(0);
    expect(err[0]).toMatch(/^simulating █*░* \d\/3 games$/);
    const rewrite = "\x1b[1A\x1b[2K"; // cursor up one line, clear it
    expect(err.slice(1).every((l) => l.startsWith(rewrite))).toBe(true);
    expect(err.at(-1)!.slice(rewrite.length)).toMatch(/^simulated 3 games in /);
    err.length = 0;
    expect(
      await main(
        ["simulate", SAMPLE, "--games", "3", "--bots", "random"],
        io(true, { CI: "true" }),
      ),
    ).toBe(0);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^simulated 3 games/);
  });

  it("is in the help", async () => {
    expect(await run("help", "simulate")).toBe(0);
    expect(out[0]).toMatch(/^vellum simulate <set> \[--games N\]/);
  });
});
