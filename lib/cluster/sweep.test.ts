import { describe, expect, it } from "vitest";
import { overallProgress } from "./sweep";

const at = (variant: number, done: number, resumed = 0) => ({
  done,
  total: 100,
  resumed,
  shardsDone: 0,
  shards: 2,
  workers: 2,
  variant,
  of: 4,
  label: "x",
});

describe("overallProgress", () => {
  it("counts a sweep's games over every set and its time left at the rate played so far", () => {
    const watch = overallProgress(0);
    expect(watch(at(0, 0), 1000)).toEqual({ done: 0, total: 400, etaSeconds: null });
    // 100 games in 10 s, then 50 of the next set in 5 s more: 10 games/s, 250 games left.
    expect(watch(at(0, 100), 10_000)).toEqual({ done: 100, total: 400, etaSeconds: 30 });
    expect(watch(at(1, 50), 15_000)).toEqual({ done: 150, total: 400, etaSeconds: 25 });
    expect(watch(at(3, 100), 40_000)).toEqual({ done: 400, total: 400, etaSeconds: 0 });
  });

  it("does not count games found played (a resumed run) as speed", () => {
    const watch = overallProgress(0);
    const run = { ...at(0, 60, 50), of: 1 };
    // 10 games played in 1 s: 40 left at 10 games/s.
    expect(watch({ ...run, variant: undefined, of: undefined }, 1000)).toEqual({
      done: 60,
      total: 100,
      etaSeconds: 4,
    });
  });
});
