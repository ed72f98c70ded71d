/**
 * Sweeps: the variants a `--vary` list makes, the refusals before anything runs, every variant on
 * the same games (common random numbers), and a report that is the same bytes every time and on
 * any number of workers.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic, Result, VellumSet } from "../model";
import { effectSet } from "./sets.test-support";
import { differenceInterval } from "./stats";
import { MAX_VARIANTS, arrangeSweep, parseVary, planSweep, runSweep } from "./sweep";
import type { SweepPlan, SweepRunner } from "./sweep";
import { simulateRunner } from "./sweep-local";
import { formatSweep, sweepReport } from "./sweep-report";
import type { SweepReport } from "./sweep-report";

const SET = effectSet();

function plan(set: VellumSet, ...vary: string[]): Result<SweepPlan, Diagnostic> {
  const specs = vary.map((v) => {
    const s = parseVary(v);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  });
  return planSweep(set, specs);
}

function planned(...vary: string[]): SweepPlan {
  const p = plan(SET, ...vary);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

function refusal(...vary: string[]): string {
  const specs = [];
  for (const v of vary) {
    const s = parseVary(v);
    if (!s.ok) return s.error.message;
    specs.push(s.value);
  }
  const p = planSweep(SET, specs);
  if (p.ok) throw new Error("the sweep was not refused");
  return p.error.message;
}

const card = (set: VellumSet, id: string) => set.cards.find((c) => c.id === id)!;

async function swept(p: SweepPlan, workers = 1): Promise<SweepReport> {
  const runs = await runSweep(
    p,
    simulateRunner({ games: 60, players: 4, bots: ["greedy", "random"], seed: 7, workers }),
  );
  if (!runs.ok) throw new Error(runs.error.message);
  const report = sweepReport(p, runs.value);
  if (!report.ok) throw new Error(report.error.message);
  return report.value;
}

describe("sweep variants", () => {
  it("makes one variant per value, each with only that card's field changed", () => {
    const p = planned("never-fires.points=-10,-15,0");
    expect(p.axes).toEqual([
      {
        cardId: "never-fires",
        name: "Never Fires",
        path: "points.1",
        current: -5,
        values: [-10, -15, 0],
      },
    ]);
    expect(p.variants.map((v) => v.label)).toEqual([
      "never-fires.points.1=-10",
      "never-fires.points.1=-15",
      "never-fires.points.1=0",
    ]);
    expect(card(p.variants[1]!.set, "never-fires").points).toEqual([-15, null, null]);
    // Every other card is the current set's own object; the current set is untouched.
    const others = p.variants[1]!.set.cards.filter((c) => c.id !== "never-fires");
    expect(others.every((c) => SET.cards.includes(c))).toBe(true);
    expect(card(SET, "never-fires").points).toEqual([-5, null, null]);
  });

  it("adds repeated --vary of one field to its list, and combines different fields", () => {
    const p = planned("Never Fires.points=-10", "never-fires.points=-15", "never-fires.copies=1,2");
    expect(p.axes.map((a) => [a.path, a.values])).toEqual([
      ["points.1", [-10, -15]],
      ["copies", [1, 2]],
    ]);
    expect(p.variants.map((v) => v.label)).toEqual([
      "never-fires.points.1=-10, never-fires.copies=1",
      "never-fires.points.1=-10, never-fires.copies=2",
      "never-fires.points.1=-15, never-fires.copies=1",
      "never-fires.points.1=-15, never-fires.copies=2",
    ]);
    expect(card(p.variants[3]!.set, "never-fires")).toMatchObject({
      points: [-15, null, null],
      copies: 2,
    });
  });

  it("varies a slot, an effect's number and an effect's text", () => {
    const slot = planned("keeps-on.points.2=blank,clear,-5");
    expect(slot.axes[0]!.current).toBeNull();
    expect(slot.variants.map((v) => card(v.set, "keeps-on").points)).toEqual([
      [null, "blank", -5],
      [null, null, -5],
      [null, -5, -5],
    ]);
    const number = planned("keeps-on.effect.1=2,-1");
    expect(number.axes[0]!.current).toBe(1);
    expect(number.variants.map((v) => card(v.set, "keeps-on").effect)).toEqual([
      "while visible:\n  draw limit +2",
      "while visible:\n  draw limit -1",
    ]);
    const text = planned(
      "always-fires.effect=on play:\n  draw 2 cards",
      "always-fires.effect=on play:\n  discard 1 card",
    );
    expect(text.variants.map((v) => v.label)).toEqual([
      "always-fires.effect=#1",
      "always-fires.effect=#2",
    ]);
    expect(card(text.variants[1]!.set, "always-fires").effect).toBe("on play:\n  discard 1 card");
  });

  it("refuses, before anything runs, a card or field that does not exist or a value the set's checks refuse", () => {
    expect(refusal("nevr-fires.points=-10")).toBe(
      "no card 'nevr-fires' in set 'minimal-set' — did you mean 'never-fires'?",
    );
    expect(refusal("never-fires.pionts=-10")).toMatch(
      /^no field 'pionts' to vary — did you mean 'points'\?; the fields are points/,
    );
    expect(refusal("never-fires.points.4=-10")).toBe(
      "card “Never Fires” has point slots 1 to 3 (top to bottom), not points.4",
    );
    expect(refusal("never-fires.points=-10,ten")).toBe(
      "card “Never Fires”: points.1=ten is refused: it is not a whole number, 'blank' or 'clear'",
    );
    // The schema's range.
    expect(refusal("never-fires.points=-10,-500")).toBe(
      "card “Never Fires”: points.1=-500 is refused by the set's checks: 'points[0]' of card “Never Fires” must be a whole number from -99 to 99, \"blank\" or null; got -500",
    );
    // The effect compiler.
    expect(refusal("always-fires.effect=on play:\n  draw 2 lobsters")).toMatch(
      /^card “Always Fires”: effect="on play:\\n {2}draw 2 lobsters" is refused by the set's checks: effect of card “Always Fires”: /,
    );
    expect(refusal("keeps-on.effect.2=3")).toBe(
      "card “Keeps On”'s effect has 1 number (+1): effect.1 to effect.1, not effect.2",
    );
    expect(refusal("never-fires.points=-10,-10")).toBe(
      "card “Never Fires”: points.1=-10 is listed twice",
    );
    const many = Array.from({ length: 9 }, (_, i) => String(-i - 1)).join(",");
    expect(refusal(`never-fires.copies=1,2,3,4,5,6,7,8`, `never-fires.points=${many}`)).toBe(
      `72 variants (the combinations of 8 × 9 values) are more than ${MAX_VARIANTS}: vary fewer fields or values`,
    );
  });

  it("arrangeSweep makes planSweep's plan without validating the variants, and still checks the specs", () => {
    const specs = ["never-fires.points=-10,-20", "keeps-on.effect.1=2,3"].map((v) => {
      const s = parseVary(v);
      if (!s.ok) throw new Error(s.error.message);
      return s.value;
    });
    expect(arrangeSweep(SET, specs)).toEqual(planSweep(SET, specs));
    // A value only the set's validation refuses passes; the specs' own checks still refuse.
    const outOfRange = parseVary("never-fires.points=-500");
    if (!outOfRange.ok) throw new Error(outOfRange.error.message);
    expect(planSweep(SET, [outOfRange.value]).ok).toBe(false);
    const arranged = arrangeSweep(SET, [outOfRange.value]);
    if (!arranged.ok) throw new Error(arranged.error.message);
    expect(card(arranged.value.variants[0]!.set, "never-fires").points?.[0]).toBe(-500);
    const noCard = parseVary("nevr-fires.points=-10");
    if (!noCard.ok) throw new Error(noCard.error.message);
    expect(arrangeSweep(SET, [noCard.value])).toEqual(planSweep(SET, [noCard.value]));
  });

  it("says which slot to name when a card has several point values, and a name two cards share", () => {
    const set = structuredClone(SET);
    card(set, "never-fires").points = [-5, null, -5];
    const twice = structuredClone(SET);
    card(twice, "keeps-on").name = "Never Fires";
    const one = plan(set, "never-fires.points=-10");
    const two = plan(twice, "Never Fires.points=-10");
    expect(!one.ok && one.error.message).toBe(
      "card “Never Fires” has 2 point values (slots 1 and 3): name one, points.1 or points.3",
    );
    expect(!two.ok && two.error.message).toBe(
      "2 cards are named 'Never Fires' (never-fires and keeps-on): name one by its id",
    );
  });

  it("refuses a --vary that is not <card>.<field>=<values>", () => {
    const bad = (text: string) => {
      const p = parseVary(text);
      return p.ok ? "parsed" : p.error.message;
    };
    expect(bad("never-fires.points")).toMatch(
      /^'never-fires.points' is not <card>.<field>=<values>/,
    );
    expect(bad("never-fires=-5")).toMatch(/^'never-fires' names no field/);
    expect(bad("never-fires.points=-5,,-10")).toMatch(/has an empty value/);
  });
});

describe("sweep runs and report", () => {
  it(
    "plays every variant on the same games: a variant equal to the current card gives its numbers exactly",
    { timeout: 60_000 },
    async () => {
      const jobs: string[] = [];
      const seeds: number[][] = [];
      const inner = simulateRunner({ games: 60, players: 4, bots: ["greedy", "random"], seed: 7 });
      const spy: SweepRunner = async (set, job) => {
        jobs.push(`${job.variant}/${job.of} ${job.label}`);
        const r = await inner(set, job);
        if (r.ok) seeds.push(r.value.config.seeds);
        return r;
      };
      const p = planned("never-fires.points=-15,-5");
      const runs = await runSweep(p, spy);
      if (!runs.ok) throw new Error(runs.error.message);
      expect(jobs).toEqual([
        "0/3 current",
        "1/3 never-fires.points.1=-15",
        "2/3 never-fires.points.1=-5",
      ]);
      expect(seeds).toEqual([
        [7, 66],
        [7, 66],
        [7, 66],
      ]);
      expect(JSON.stringify(runs.value.variants[1])).toBe(JSON.stringify(runs.value.reference));
      const report = sweepReport(p, runs.value);
      if (!report.ok) throw new Error(report.error.message);
      const [current, , same] = report.value.rows;
      const figures = ({
        label: _l,
        current: _c,
        comparison: _x,
        ...rest
      }: typeof current & object) => rest;
      expect(figures(same!)).toEqual(figures(current!));
      expect(same!.significant).toEqual([]);
      expect(report.value.series[2]).toMatchObject({ x: -5, heldShift: 0, spreadShift: 0 });
    },
  );

  it("gives the same bytes every time and with 1 or 2 workers", { timeout: 60_000 }, async () => {
    const p = planned("always-fires.points=-10,-20,0");
    const one = await swept(p, 1);
    const again = await swept(p, 1);
    const two = await swept(p, 2);
    expect(JSON.stringify(again)).toBe(JSON.stringify(one));
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(formatSweep(two)).toBe(formatSweep(one));
    // The report's parts: a row per set, intervals around the rates, the balance's choice.
    expect(one.rows.map((r) => r.label)).toEqual([
      "current",
      "always-fires.points.2=-10",
      "always-fires.points.2=-20",
      "always-fires.points.2=0",
    ]);
    for (const row of one.rows) {
      expect(row.bySeat).toHaveLength(4);
      for (const r of [...row.bySeat, ...row.byFamily])
        if (r.rate !== null) expect(r.ci95![0] <= r.rate && r.rate <= r.ci95![1]).toBe(true);
      const c = row.cards[0]!;
      expect(c.cardId).toBe("always-fires");
      if (c.impact !== null)
        expect(c.impactCi95![0] <= c.impact && c.impact <= c.impactCi95![1]).toBe(true);
    }
    const spreads = one.rows.map((r) => r.spread!);
    expect(one.balance.closest).toBe(spreads.indexOf(Math.min(...spreads)));
    expect(one.series.map((s) => s.x)).toEqual([-5, -10, -20, 0]);
    expect(one.rows[0]!.comparison).toBeNull();
    expect(one.rows[1]!.comparison!.byFamily).toHaveLength(4);
  });

  it("refuses runs that played other games than the current set's", async () => {
    const p = planned("never-fires.points=-15");
    const base = simulateRunner({ games: 10, players: 4, bots: ["random"], seed: 1 });
    const other = simulateRunner({ games: 10, players: 4, bots: ["random"], seed: 2 });
    const runs = await runSweep(p, (set, job) => (job.variant === 0 ? base : other)(set, job));
    if (!runs.ok) throw new Error(runs.error.message);
    const report = sweepReport(p, runs.value);
    expect(!report.ok && report.error.message).toBe(
      "variant never-fires.points.1=-15 ran other games than the current set (seed 1 → 2): a sweep plays every variant on the same seeds",
    );
  });

  it("differenceInterval: Newcombe's interval of a difference of rates (his example 1)", () => {
    const [lo, hi] = differenceInterval(56, 70, 48, 80)!;
    expect(lo).toBeCloseTo(0.0524, 4);
    expect(hi).toBeCloseTo(0.3339, 4);
    expect(differenceInterval(1, 0, 1, 2)).toBeNull();
  });
});
