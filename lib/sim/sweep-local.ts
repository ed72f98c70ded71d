/**
 * The sweep's local runner: each set's games through `simulate` and its worker pool, with one
 * progress count over the whole sweep. A cluster gives `runSweep` its own runner instead.
 */
import { simulate } from "./simulate";
import type { SweepRunner } from "./sweep";
import type { SimOptions } from "./types";

/**
 * A runner that plays `options`' games of each set it is given with `simulate`: every variant
 * the same games (seeds, bots, seats), so the rows of the sweep differ only by the change.
 * `options.onProgress` counts the games of the whole sweep (`done` of `of × games`).
 */
export function simulateRunner(options: Omit<SimOptions, "set">): SweepRunner {
  const { onProgress, ...rest } = options;
  return (set, job) =>
    simulate({
      ...rest,
      set,
      ...(onProgress
        ? {
            onProgress: (done: number, total: number) =>
              onProgress(job.variant * total + done, job.of * total),
          }
        : {}),
    });
}
