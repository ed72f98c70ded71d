/**
 * `simulate`: plays a batch of bot games and returns the balance report. Games are independent
 * and numbered; game `i` is seeded by `seed + i`, so the batch splits into ranges that worker
 * threads play in parallel, and the totals merge to the same report whatever the split.
 */
import type { Worker } from "node:worker_threads";
import { createGame } from "../engine";
import type { Diagnostic, Result } from "../model";
import { err, ok } from "../model";
import { SIM_DEFAULTS, simConfig, simError } from "./config";
import { contextOf, planOf } from "./context";
import type { SimContext } from "./context";
import { acquireWorkers, discardWorkers, releaseWorkers } from "./pool";
import type { FromWorker, ToWorker } from "./protocol";
import { buildReport } from "./report";
import { runRange } from "./run-range";
import { createTally, mergeTally } from "./tally";
import type { Tally } from "./tally";

export { SIM_DEFAULTS, MAX_GAMES, MAX_WORKERS, simConfig } from "./config";
import type { SimOptions, SimReport } from "./types";

/** Games per unit of work handed to a thread. */
const CHUNK = 100;

/** Why a run stopped early: its `signal` was aborted. */
class Cancelled extends Error {}

/** Throws {@link Cancelled} when the run's signal is aborted. */
function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Cancelled("cancelled");
}

/** The smallest chunk handed out at the end of a run on several threads. */
const MIN_CHUNK = 10;

/**
 * The chunks of a run: [from, to) game ranges. On several threads they shrink towards the end
 * (each at most a quarter of a thread's share of what is left), so that the threads finish
 * together instead of one playing the last whole chunk alone. The report does not depend on
 * the split (the tallies merge the same whatever the ranges).
 */
function chunksOf(games: number, threads: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < games;) {
    const left = games - from;
    const size =
      threads <= 1 ? CHUNK : Math.max(MIN_CHUNK, Math.min(CHUNK, Math.ceil(left / (4 * threads))));
    const to = Math.min(games, from + size);
    out.push([from, to]);
    from = to;
  }
  return out;
}

/** Plays the chunks in this thread, yielding to the event loop between chunks. */
async function inProcess(
  ctx: SimContext,
  chunks: [number, number][],
  tick: () => void,
  signal: AbortSignal | undefined,
): Promise<Tally[]> {
  const out: Tally[] = [];
  for (const [from, to] of chunks) {
    checkCancelled(signal);
    out.push(runRange(ctx, from, to, tick));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return out;
}

/** Chunks a worker thread holds at once: the next one waits while it plays the current one. */
const PREFETCH = 2;

/**
 * Plays the chunks on this thread and `threads` pooled worker threads: each takes the next
 * chunk when it is free (a worker holds {@link PREFETCH} so it never waits for this thread,
 * which only reads messages between its own chunks). The tallies come back in chunk order.
 */
async function onThreads(
  ctx: SimContext,
  chunks: [number, number][],
  threads: number,
  tick: () => void,
  signal: AbortSignal | undefined,
  callerPlays = true,
): Promise<Tally[]> {
  const results: (Tally | undefined)[] = new Array<Tally | undefined>(chunks.length);
  const workers = acquireWorkers(threads);
  let next = 0;
  let finished = 0;
  let failure: Error | null = null;
  let settle: (() => void) | null = null;
  const wake = () => settle?.();

  const fail = (e: Error) => {
    failure ??= e;
    wake();
  };
  const give = (w: Worker) => {
    if (failure || next >= chunks.length) return;
    const chunk = next++;
    const [from, to] = chunks[chunk]!;
    const m: ToWorker = { type: "range", chunk, from, to };
    w.postMessage(m);
  };
  const detach: (() => void)[] = [];
  for (const { worker, booted } of workers) {
    const onMessage = (m: FromWorker) => {
      if (failure) return;
      switch (m.type) {
        case "progress":
          // A throwing progress callback fails the run, as it does in this thread.
          try {
            tick();
          } catch (e) {
            fail(e instanceof Error ? e : new Error(String(e)));
          }
          break;
        case "done":
          results[m.chunk] = m.tally;
          finished++;
          give(worker);
          wake();
          break;
        case "error":
          fail(new Error(`a simulation worker failed: ${m.message}`));
          break;
        case "ready":
          break;
      }
    };
    const onExit = (code: number) =>
      fail(new Error(`a simulation worker exited with code ${code}`));
    worker.on("message", onMessage);
    worker.on("error", fail);
    worker.on("exit", onExit);
    detach.push(() => {
      worker.off("message", onMessage);
      worker.off("error", fail);
      worker.off("exit", onExit);
    });
    booted.then(
      () => {
        // A thread that boots after the run is over gets nothing: the next run sets it up.
        if (failure || finished === chunks.length) return;
        const setup: ToWorker = { type: "setup", set: ctx.set, config: ctx.config };
        worker.postMessage(setup);
        for (let k = 0; k < PREFETCH; k++) give(worker);
      },
      (e: unknown) => fail(e instanceof Error ? e : new Error(String(e))),
    );
  }

  const onAbort = () => fail(new Cancelled("cancelled"));
  signal?.addEventListener("abort", onAbort, { once: true });
  detach.push(() => signal?.removeEventListener("abort", onAbort));
  if (signal?.aborted) onAbort();

  // Let threads that are up already get their setup and first chunks before this one plays.
  await new Promise<void>((resolve) => setImmediate(resolve));
  // This thread plays too, one chunk at a time, reading the workers' messages in between.
  while (callerPlays && !failure && next < chunks.length) {
    const chunk = next++;
    const [from, to] = chunks[chunk]!;
    try {
      results[chunk] = runRange(ctx, from, to, tick);
    } catch (e) {
      fail(e instanceof Error ? e : new Error(String(e)));
      break;
    }
    finished++;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  while (!failure && finished < chunks.length) {
    await new Promise<void>((resolve) => {
      settle = resolve;
    });
    settle = null;
  }
  for (const d of detach) d();
  if (failure) {
    discardWorkers(workers);
    throw failure;
  }
  releaseWorkers(workers);
  return results as Tally[];
}

/**
 * Plays `options.games` games and returns the report, or why the options cannot run, or
 * `sim/cancelled` when `options.signal` aborts it. The report depends only on the set and the
 * options other than `workers`, `onProgress` and `signal`. A throwing `onProgress` rejects.
 */
export async function simulate(options: SimOptions): Promise<Result<SimReport, Diagnostic>> {
  const played = await simulateRange(options, 0, options.games);
  if (!played.ok) return played;
  return ok(buildReport(played.value.ctx, played.value.tally));
}

/** Games of a run played: the run's context and the merged tally of those games. */
export interface PlayedRange {
  ctx: SimContext;
  tally: Tally;
}

/**
 * Plays games `from` (inclusive) to `to` (exclusive) of the run `options` describes (game `i`
 * seeded `seed + i`, as in the whole run) on `options.workers` threads, and returns their tally:
 * the unit of a shard (shard.ts). `onProgress` counts to `to − from`. Errors as `simulate`'s,
 * and `sim/range` for a range outside the run's games.
 */
export async function simulateRange(
  options: SimOptions,
  from: number,
  to: number,
): Promise<Result<PlayedRange, Diagnostic>> {
  const config = simConfig(options);
  if (!config.ok) return config;
  const { games } = config.value;
  if (
    !Number.isSafeInteger(from) ||
    !Number.isSafeInteger(to) ||
    from < 0 ||
    from > to ||
    to > games
  )
    return err(
      simError("range", `games ${from} to ${to} are not a range of the run's ${games} games`),
    );
  const ctx = contextOf(options.set, config.value);
  // Refuse a setup the engine refuses (too many players for the set's families…) up front.
  const trial = createGame(ctx.set, planOf(ctx, 0).setup, config.value.seed);
  if (!trial.ok) return err(simError("setup", trial.error.message));
  // `workers` threads play: this one and `workers − 1` pooled worker threads.
  const asked = options.workers ?? SIM_DEFAULTS.workers;
  const chunks = chunksOf(to - from, asked).map(([a, b]): [number, number] => [from + a, from + b]);
  let done = 0;
  const tick = () => options.onProgress?.(++done, to - from);
  const threads = Math.min(asked, chunks.length);
  // `mainThreadPlays: false`: all `threads` are pooled worker threads; this one only hands out.
  const offMain = options.mainThreadPlays === false && threads > 0;
  let tallies: Tally[];
  try {
    tallies =
      threads <= 1 && !offMain
        ? await inProcess(ctx, chunks, tick, options.signal)
        : await onThreads(
            ctx,
            chunks,
            offMain ? threads : threads - 1,
            tick,
            options.signal,
            !offMain,
          );
  } catch (e) {
    if (!(e instanceof Cancelled)) throw e;
    return err(
      simError("cancelled", `the simulation was cancelled after ${done} of ${to - from} games`),
    );
  }
  const tally = tallies.reduce(
    (sum, t) => mergeTally(sum, t),
    createTally(ctx.rows.length, config.value.players),
  );
  return ok({ ctx, tally });
}
