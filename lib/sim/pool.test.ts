/**
 * The worker pool: threads left idle while a run borrows some of them are still stopped after
 * the idle time, even when that run fails and never gives its threads back; every thread that
 * plays games has the same young generation.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  POOL_IDLE_MS,
  SIM_SEMI_SPACE_MB,
  acquireWorkers,
  discardWorkers,
  releaseWorkers,
  stopIdleWorkers,
} from "./pool";

afterEach(() => {
  stopIdleWorkers();
  vi.useRealTimers();
});

describe("worker pool", () => {
  it("stops the idle threads a failed run did not take", { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const first = acquireWorkers(2);
    await Promise.all(first.map((w) => w.booted));
    releaseWorkers(first);
    // A run takes one thread and fails: it discards its thread and never releases.
    const taken = acquireWorkers(1);
    expect(taken[0]).toBe(first[0]);
    discardWorkers(taken);
    const left = first[1]!.worker;
    const exited = new Promise<number>((resolve) => left.once("exit", resolve));
    vi.advanceTimersByTime(POOL_IDLE_MS);
    expect(await exited).toBeTypeOf("number");
  });

  it("gives its threads, and the CLI's and bench's main thread, the same young generation", async () => {
    const [pooled] = acquireWorkers(1);
    await pooled!.booted;
    expect(pooled!.worker.resourceLimits?.maxYoungGenerationSizeMb).toBe(3 * SIM_SEMI_SPACE_MB);
    discardWorkers([pooled!]);
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["vellum", "bench"]) {
      expect(scripts[name]).toContain(`--max-semi-space-size=${SIM_SEMI_SPACE_MB} `);
    }
  });
});
