/**
 * The simulation's worker threads, kept between runs: starting a thread (and, under tsx, its
 * TypeScript loader) and warming up its JIT costs about as much as a few hundred games, so a
 * run reuses the threads of the previous one. An idle thread does not keep the process alive
 * and is stopped after {@link POOL_IDLE_MS}.
 *
 * NOTE: impure by nature (threads, timers); lib/sim's only module-level state besides memos.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** How long an idle thread is kept before it is stopped. */
export const POOL_IDLE_MS = 30_000;

/**
 * The semi-space of the young generation, in MB, of every thread that plays games: these worker
 * threads (through `resourceLimits`) and the main thread of the CLI and the bench (through
 * `--max-semi-space-size` in package.json's scripts; a test keeps them equal). Games allocate
 * short-lived state at a high rate. With V8's default of 16 MB, about one process in three
 * settled into a state where the garbage collector took three times as long (1.6 s instead of
 * 0.5 s of 9 s) and the same random games ran 25 % slower (about 1,030 against 1,350 games/s,
 * the pre-variants sample); with 32 MB, none of 14 processes did.
 */
export const SIM_SEMI_SPACE_MB = 32;

/** V8 sizes the young generation as two semi-spaces and a new large-object space of one. */
const YOUNG_GENERATION_MB = 3 * SIM_SEMI_SPACE_MB;

/** A pooled thread; `booted` resolves once its module loaded (the `ready` message). */
export interface PooledWorker {
  worker: Worker;
  booted: Promise<void>;
  /** Takes the thread out of the pool (listens while it is idle). */
  drop: () => void;
}

const idle: PooledWorker[] = [];
let idleTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Starts one worker thread. NOTE: when this module runs as TypeScript source (tsx, vitest), the
 * worker is `worker.ts`, and Node 20 does not apply a loader passed as `--import` in a worker's
 * `execArgv` to the worker's own entry; so a one-line JavaScript bootstrap registers tsx's ESM
 * loader in the worker (resolved from this package's node_modules: the working directory does
 * not matter) and then imports `worker.ts`. Compiled to JavaScript, `worker.js` starts as is.
 */
function startWorker(): PooledWorker {
  const here = import.meta.url;
  let worker: Worker;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) {
    // NOTE: the URL is made at run time, not written `new URL("./worker.js", …)`: Next's bundler
    // resolves such a URL at build time, and the app's server imports this module (lib/cluster's
    // submitter, which plays no game there) with no compiled worker.js beside it.
    worker = new Worker(new URL(here.replace(/[^/]*$/, "worker.js")), {
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
  } else {
    const tsxRoot = path.dirname(createRequire(here).resolve("tsx/package.json"));
    const api = pathToFileURL(path.join(tsxRoot, "dist/esm/api/index.mjs")).href;
    const entry = new URL("./worker.ts", here).href;
    const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    worker = new Worker(boot, {
      eval: true,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
  }
  const booted = new Promise<void>((resolve, reject) => {
    const onMessage = (m: { type?: string }) => {
      if (m.type !== "ready") return;
      worker.off("message", onMessage);
      worker.off("error", reject);
      resolve();
    };
    worker.on("message", onMessage);
    worker.on("error", reject);
  });
  // A boot failure is reported to the run that waits for it; never an unhandled rejection.
  booted.catch(() => undefined);
  const pooled: PooledWorker = {
    worker,
    booted,
    drop: () => {
      const at = idle.indexOf(pooled);
      if (at >= 0) idle.splice(at, 1);
    },
  };
  return pooled;
}

/** `n` threads for one run: idle ones first, then new ones. They keep the process alive. */
export function acquireWorkers(n: number): PooledWorker[] {
  const out = idle.splice(0, n);
  // Threads left idle keep their timer: a run that fails (and so never releases) must not
  // leave them running for good.
  if (idleTimer && idle.length === 0) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  for (const w of out) {
    w.worker.off("error", w.drop);
    w.worker.off("exit", w.drop);
    w.worker.ref();
  }
  while (out.length < n) out.push(startWorker());
  return out;
}

/**
 * Returns threads that finished a run cleanly to the pool (the run removed its own listeners; a
 * thread still booting keeps the one that resolves `booted`).
 */
export function releaseWorkers(workers: readonly PooledWorker[]): void {
  for (const w of workers) {
    w.worker.unref();
    // An idle thread that fails or exits leaves the pool (an unheard 'error' would throw).
    w.worker.on("error", w.drop);
    w.worker.on("exit", w.drop);
    idle.push(w);
  }
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(stopIdleWorkers, POOL_IDLE_MS);
  idleTimer.unref();
}

/** Stops threads that failed (or whose run failed): they are not reused. */
export function discardWorkers(workers: readonly PooledWorker[]): void {
  for (const w of workers) void w.worker.terminate();
}

/** Stops every idle thread now (also what the idle timer does). */
export function stopIdleWorkers(): void {
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  discardWorkers(idle.splice(0));
}
