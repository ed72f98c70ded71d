/**
 * The engine's memos change nothing but speed (lib/engine README "Caches"), seen from the report:
 * whole seeded bot games with the memos on and off give the same report, byte for byte, on the
 * sample set and on the fixture sets that use triggers, moves and dice (issue 23's features),
 * and with the invariants checked after every action when the memos are off.
 */
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { chanceSet } from "../../test/fixtures/chance-set";
import { movingSet } from "../../test/fixtures/moving-set";
import { sampleSet } from "../../test/fixtures/sample-set";
import { triggerSet } from "../../test/fixtures/trigger-set";
import { simulate } from "./simulate";
import type { SimOptions, SimReport } from "./types";

/** The report of `options`, as JSON, without the count of games played with the memos off. */
async function reportText(options: SimOptions): Promise<string> {
  const r = await simulate(options);
  if (!r.ok) throw new Error(r.error.message);
  const { memosOff, ...games } = r.value.games;
  expect(memosOff).toBe(options.memos === false ? options.games : undefined);
  const report: SimReport = { ...r.value, games };
  return JSON.stringify(report);
}

/** Plays `options` with the memos on and off; the reports must be identical. The report. */
async function sameBothWays(options: SimOptions): Promise<SimReport> {
  const on = await reportText({ ...options, memos: true });
  const off = await reportText({ ...options, memos: false });
  expect(off).toBe(on);
  return JSON.parse(off) as SimReport;
}

function base(set: VellumSet, games: number, bots: string[]): SimOptions {
  const players = Math.min(4, set.families.length, set.rules.maxPlayers);
  return { set, games, players, bots, seed: 7, turnCap: 200, workers: 1 };
}

describe("memos on and off give the same report", () => {
  it("on the sample set, random and greedy bots", { timeout: 180_000 }, async () => {
    const set = sampleSet();
    await sameBothWays(base(set, 50, ["random"]));
    await sameBothWays(base(set, 10, ["greedy", "random"]));
  });

  it("with the invariants checked after every action", { timeout: 180_000 }, async () => {
    const options = { ...base(sampleSet(), 8, ["random"]), checkInvariants: true };
    const report = await sameBothWays(options);
    expect(report.invariants).toEqual({ checked: true, violations: 0, examples: [] });
  });

  it.each([
    ["triggers", triggerSet],
    ["moves", movingSet],
    ["dice", chanceSet],
  ])("on the fixture set with %s", { timeout: 180_000 }, async (_, make) => {
    await sameBothWays(base(make(), 30, ["random"]));
  });
});
