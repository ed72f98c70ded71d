import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { simulate } from "./simulate";

describe("mainThreadPlays: false", () => {
  it("plays every game on pooled threads, the calling thread idle, with the same report", async () => {
    const options = { set: minimalSet(), games: 200, players: 3, bots: ["random"], seed: 4 };
    const here = await simulate(options);
    // The calling thread's event loop waits for the pool's messages instead of playing (a
    // cluster worker renews its lock on a shard there): mostly idle, where playing keeps it busy.
    const before = performance.eventLoopUtilization();
    const off = await simulate({ ...options, workers: 1, mainThreadPlays: false });
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(off.ok && here.ok).toBe(true);
    expect(JSON.stringify(off.ok && off.value)).toBe(JSON.stringify(here.ok && here.value));
    expect(busy).toBeLessThan(0.5);
  });
});
