/**
 * `simulate`: plays a batch of bot games and returns the balance report. Games are independent
 * and numbered; game `i` is seeded by `seed + i`, so the batch splits into ranges that worker
 * threads play in parallel, and the totals merge to the same report whatever the split.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { BOT_NAMES, botFactory } from "../bots";
import { createGame, rulesFor } from "../engine";
import type { Diagnostic, Result } from "../model";
import { START_RANGE, err, ok } from "../model";
import { contextOf, planOf } from "./context";
import type { SimConfig, SimContext } from "./context";
import type { FromWorker, ToWorker } from "./protocol";
import { buildReport } from "./report";
import { runRange } from "./run-range";
import { createTally, mergeTally } from "./tally";
import type { Tally } from "./tally";
import type { SimOptions, SimReport } from "./types";

/** Defaults of the options. */
export const SIM_DEFAULTS = { seed: 1, turnCap: 200, workers: 1 } as const;

/** Most games in one run, and most worker threads. */
export const MAX_GAMES = 10_000_000;
export const MAX_WORKERS = 64;

/** Games per unit of work handed to a thread. */
const CHUNK = 100;

function simError(code: string, message: string): Diagnostic {
  return {
    code: `sim/${code}`,
    severity: "error",
    message,
    source: "simulate",
    range: START_RANGE,
  };
}

const whole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

/** The options as a worker config, or why they cannot run. */
export function simConfig(options: SimOptions): Result<SimConfig, Diagnostic> {
  const { set, games, players, bots } = options;
  const seed = options.seed ?? SIM_DEFAULTS.seed;
  const turnCap = options.turnCap ?? SIM_DEFAULTS.turnCap;
  if (!whole(games) || games < 1 || games > MAX_GAMES) {
    return err(
      simError("games", `the number of games must be a whole number from 1 to ${MAX_GAMES}`),
    );
  }
  const rules = rulesFor(set, { players: [] });
  if (!whole(players) || players < rules.minPlayers || players > rules.maxPlayers) {
    return err(
      simError(
        "players",
        `'${set.name}' plays with ${rules.minPlayers} to ${rules.maxPlayers} players`,
      ),
    );
  }
  if (bots.length === 0)
    return err(simError("bots", `name at least one bot (${BOT_NAMES.join(", ")})`));
  for (const name of bots) {
    if (!botFactory(name))
      return err(
        simError("unknown-bot", `unknown bot '${name}' — the bots are ${BOT_NAMES.join(", ")}`),
      );
  }
  if (!whole(seed) || seed < 0 || seed + games > Number.MAX_SAFE_INTEGER) {
    return err(simError("seed", "the seed must be a whole number of at least 0"));
  }
  if (!whole(turnCap) || turnCap < 1)
    return err(simError("turn-cap", "the turn cap must be a whole number of at least 1"));
  const workers = options.workers ?? SIM_DEFAULTS.workers;
  if (!whole(workers) || workers < 1 || workers > MAX_WORKERS) {
    return err(
      simError("workers", `the number of workers must be a whole number from 1 to ${MAX_WORKERS}`),
    );
  }
  return ok({
    games,
    players,
    bots: bots.slice(),
    seed,
    turnCap,
    checkInvariants: options.checkInvariants === true,
  });
}

/** The chunks of a run: [from, to) game ranges. */
function chunksOf(games: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < games; from += CHUNK) out.push([from, Math.min(games, from + CHUNK)]);
  return out;
}

/**
 * Starts one worker thread. NOTE: when this module runs as TypeScript source (tsx, vitest), the
 * worker is `worker.ts`, and Node 20 does not apply a loader passed as `--import` in a worker's
 * `execArgv` to the worker's own entry; so a one-line JavaScript bootstrap registers tsx's ESM
 * loader in the worker (resolved from this package's node_modules: the working directory does
 * not matter) and then imports `worker.ts`. Compiled to JavaScript, `worker.js` starts as is.
 */
function startWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname))
    return new Worker(new URL("./worker.js", here), { workerData });
  const tsxRoot = path.dirname(createRequire(here).resolve("tsx/package.json"));
  const api = pathToFileURL(path.join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const entry = new URL("./worker.ts", here).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** Plays the chunks in this thread, yielding to the event loop between chunks. */
async function inProcess(
  ctx: SimContext,
  chunks: [number, number][],
  tick: () => void,
): Promise<Tally[]> {
  const out: Tally[] = [];
  for (const [from, to] of chunks) {
    out.push(runRange(ctx, from, to, tick));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return out;
}

/** Plays the chunks on `n` worker threads, handing out the next chunk as each one finishes. */
function onWorkers(
  ctx: SimContext,
  chunks: [number, number][],
  n: number,
  tick: () => void,
): Promise<Tally[]> {
  const results: Tally[] = new Array<Tally>(chunks.length);
  let next = 0;
  let finished = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let failed = false;
    const stopAll = () => {
      for (const w of workers) void w.terminate();
    };
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      stopAll();
      reject(e);
    };
    const give = (w: Worker) => {
      const chunk = next++;
      const range = chunks[chunk];
      const m: ToWorker = range
        ? { type: "range", chunk, from: range[0], to: range[1] }
        : { type: "stop" };
      w.postMessage(m);
    };
    for (let i = 0; i < n; i++) {
      const w = startWorker({ set: ctx.set, config: ctx.config });
      workers.push(w);
      w.on("message", (m: FromWorker) => {
        if (failed) return;
        switch (m.type) {
          case "ready":
            give(w);
            break;
          case "progress":
            tick();
            break;
          case "done":
            results[m.chunk] = m.tally;
            if (++finished === chunks.length) {
              stopAll();
              resolve(results);
            } else {
              give(w);
            }
            break;
          case "error":
            fail(new Error(`a simulation worker failed: ${m.message}`));
        }
      });
      w.on("error", fail);
      w.on("exit", (code) => {
        if (code !== 0 && finished < chunks.length)
          fail(new Error(`a simulation worker exited with code ${code}`));
      });
    }
  });
}

/**
 * Plays `options.games` games and returns the report, or why the options cannot run. The report
 * depends only on the set and the options other than `workers` and `onProgress`.
 */
export async function simulate(options: SimOptions): Promise<Result<SimReport, Diagnostic>> {
  const config = simConfig(options);
  if (!config.ok) return config;
  const ctx = contextOf(options.set, config.value);
  // Refuse a setup the engine refuses (too many players for the set's families…) up front.
  const trial = createGame(ctx.set, planOf(ctx, 0).setup, config.value.seed);
  if (!trial.ok) return err(simError("setup", trial.error.message));
  const chunks = chunksOf(config.value.games);
  let done = 0;
  const tick = () => options.onProgress?.(++done, config.value.games);
  const workers = Math.min(options.workers ?? SIM_DEFAULTS.workers, chunks.length);
  const tallies =
    workers <= 1 ? await inProcess(ctx, chunks, tick) : await onWorkers(ctx, chunks, workers, tick);
  const total = tallies.reduce(
    (sum, t) => mergeTally(sum, t),
    createTally(ctx.rows.length, config.value.players),
  );
  return ok(buildReport(ctx, total));
}
