/**
 * What the report tells beyond win rates: a story's value, why games stalled, the seating of
 * mixed bots, why an effect never fired; and the browser's pieces (batch.ts) giving the same
 * report as `simulate`.
 */
import { describe, expect, it } from "vitest";
import { prepareRun, reportOf, runRange } from "./batch";
import { contextOf, planOf } from "./context";
import { simulate } from "./simulate";
import { sampleSet } from "../../test/fixtures/sample-set";
import { effectSet } from "./sets.test-support";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { validateSetText } from "../schema";
import type { SimReport } from "./types";

const SAMPLE = sampleSet();

async function run(options: Partial<Parameters<typeof simulate>[0]>): Promise<SimReport> {
  const r = await simulate({ set: SAMPLE, games: 60, players: 3, bots: ["greedy"], ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("a story's value", () => {
  it("counts the seats that claimed a story as holding it, so claiming it has an impact", async () => {
    const r = await run({ games: 300, bots: ["greedy", "random"], players: 4 });
    const stories = r.cards.filter((c) => c.type === "story");
    expect(stories.length).toBeGreaterThan(0);
    const claimed = stories.filter((c) => c.plays > 0);
    expect(claimed.length).toBeGreaterThan(0);
    for (const s of claimed) {
      expect(s.heldBy).toBeGreaterThan(0);
      expect(s.heldBy).toBeLessThanOrEqual(s.plays);
      expect(s.winRateHeld).not.toBeNull();
    }
    expect(claimed.some((s) => s.impact !== null)).toBe(true);
  });
});

describe("seating of mixed bots", () => {
  const ctx = (players: number, bots: string[]) =>
    contextOf(SAMPLE, { games: 12, players, bots, seed: 1, turnCap: 200, checkInvariants: false });

  it("plays the same mix in every game when the seats are not a multiple of the bots", () => {
    const c = ctx(3, ["greedy", "random"]);
    const mixes = new Set<string>();
    const bySeat = [0, 1, 2].map(() => ({ greedy: 0, random: 0 }));
    for (let i = 0; i < 6; i++) {
      const plan = planOf(c, i);
      mixes.add([...plan.bots].sort().join(","));
      plan.bots.forEach((b, s) => bySeat[s]![b as "greedy" | "random"]++);
    }
    expect([...mixes]).toEqual(["greedy,greedy,random"]);
    // Each seat plays each line-up position equally often: greedy 4 and random 2 in 6 games.
    expect(bySeat).toEqual([0, 1, 2].map(() => ({ greedy: 4, random: 2 })));
  });

  it("keeps the old rotation when the seats are a multiple of the bots", () => {
    const c = ctx(4, ["greedy", "random"]);
    for (let i = 0; i < 4; i++)
      expect(planOf(c, i).bots).toEqual([0, 1, 2, 3].map((s) => ["greedy", "random"][(s + i) % 2]));
  });

  it("says in the report how the bots sat", async () => {
    const r = await run({ games: 12, bots: ["greedy", "random"], players: 3 });
    expect(r.seating.lineup).toEqual(["greedy", "random", "greedy"]);
    expect(r.seating.note).toMatch(/same mix .*not confounded/);
    expect(r.winRate.bySeat.map((s) => s.games)).toEqual([
      r.games.finished,
      r.games.finished,
      r.games.finished,
    ]);
  });
});

describe("why games stalled", () => {
  it("describes each stalled game as it stood at the cap and sums up what was stuck", async () => {
    const r = await run({ games: 8, turnCap: 12, bots: ["random"] });
    expect(r.games.stalled).toBeGreaterThan(0);
    const s = r.stalls;
    expect(s.games).toBe(r.games.stalled);
    expect(s.examples.length).toBe(Math.min(5, s.games));
    const e = s.examples[0]!;
    expect(e.turn).toBe(12);
    expect(e.hands).toHaveLength(3);
    expect(e.quietTurns).toBeGreaterThanOrEqual(0);
    expect(s.meanHand).not.toBeNull();
    expect(s.summary[0]).toMatch(/reached the 12-turn cap/);
    for (const x of e.stuck)
      expect(SAMPLE.cards.some((c) => c.id === x.cardId && c.name === x.name)).toBe(true);
    for (const x of s.examples.flatMap((y) => y.stuck))
      expect(s.stuckCards.some((c) => c.cardId === x.cardId && c.games > 0)).toBe(true);
  });

  it("finds the cards stuck in hands: untimely deaths when no self-worth can go negative", async () => {
    // Every modifier raises self-worth and events do nothing: no character can die (R7.2).
    const base = minimalSet();
    base.cards = base.cards.map((c) =>
      c.type === "modifier"
        ? {
            ...c,
            points: c.points?.map((p) => (typeof p === "number" ? Math.abs(p) + 1 : p)) as
              typeof c.points | undefined,
          }
        : c.type === "event"
          ? { ...c, effect: "on play:\n  draw 1 card" }
          : c,
    );
    const set = validateSetText(JSON.stringify(base)).set;
    if (!set) throw new Error("the stuck set does not validate");
    const r = await simulate({ set, games: 6, players: 2, bots: ["greedy"], turnCap: 40 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.games.stalled).toBe(6);
    const stuck = r.value.stalls.stuckCards;
    expect(stuck.length).toBeGreaterThan(0);
    expect(stuck.every((c) => c.type === "untimely-death")).toBe(true);
    expect(r.value.stalls.summary.join(" ")).toMatch(/cards stuck in hands/);
    expect(r.value.stalls.examples[0]!.stuck.length).toBeGreaterThan(0);
  });

  it("has no stall examples or summary when every game ends", async () => {
    const r = await run({ games: 10, players: 4 });
    expect(r.games.stalled).toBe(0);
    expect(r.stalls).toMatchObject({ games: 0, summary: [], examples: [], stuckCards: [] });
  });
});

describe("effects that never fired", () => {
  it("say why: the effect set's impossible condition", async () => {
    const r = await simulate({ set: effectSet(), games: 60, players: 2, bots: ["greedy"] });
    if (!r.ok) throw new Error(r.error.message);
    const never = r.value.effectsNeverFired.find((e) => e.cardId === "never-fires");
    expect(never).toBeDefined();
    expect(never!.reason).toMatch(/its condition \(at least 30 characters are dead\) did not hold/);
  });
});

describe("batch (the browser's pieces)", () => {
  it("gives the same report as simulate for any split of the games", async () => {
    const options = { set: SAMPLE, games: 150, players: 3, bots: ["greedy", "random"], seed: 7 };
    const ctx = prepareRun(options);
    if (!ctx.ok) throw new Error(ctx.error.message);
    const split = reportOf(ctx.value, [
      runRange(ctx.value, 0, 40),
      runRange(ctx.value, 40, 41),
      runRange(ctx.value, 41, 150),
    ]);
    const whole = await simulate(options);
    if (!whole.ok) throw new Error(whole.error.message);
    expect(JSON.stringify(split)).toBe(JSON.stringify(whole.value));
  });

  it("refuses options the simulator refuses, with the same diagnostic", () => {
    const r = prepareRun({ set: SAMPLE, games: 10, players: 9, bots: ["greedy"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("sim/players");
  });
});
