/**
 * Runs a batch of bot games on Web Workers (sim.worker.ts) so the page's main thread only
 * counts progress: the games are split into chunks handed to the next free worker (each holds
 * two, so it never waits for the page), the chunks' tallies come back and are merged in game
 * order by a worker, which builds the report — the same report lib/sim's `simulate` (and the
 * CLI) gives for the same options, whatever the number of workers. Cancelling stops the
 * workers at once (they are replaced on the next run): nothing of a cancelled run is kept.
 */
import type { Diagnostic, Result } from "@/lib/model";
import { err, errorDiagnostic, ok } from "@/lib/model";
import type { SimReport } from "@/lib/sim";
import type { Tally } from "@/lib/sim/batch";
import type { SweepRunner } from "@/lib/sim/sweep";
import type { FromLabWorker, LabRunOptions, ToLabWorker } from "./lab-protocol";

/** Games per chunk handed to a worker. */
export const LAB_CHUNK = 50;
/** Chunks a worker holds at once. */
const PREFETCH = 2;

/** How a run ended. */
export type LabOutcome =
  | { kind: "report"; report: SimReport; seconds: number }
  | { kind: "refused"; message: string }
  | { kind: "cancelled"; done: number }
  | { kind: "failed"; message: string };

/** A run under way. */
export interface LabRun {
  outcome: Promise<LabOutcome>;
  cancel(): void;
}

/** Starts the lab's workers (`new Worker(new URL(...))` in the page; a fake one in tests). */
export type WorkerFactory = () => Worker;

/** Splits `games` into [from, to) chunks. */
export function chunksOf(games: number, size = LAB_CHUNK): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < games; from += size) out.push([from, Math.min(games, from + size)]);
  return out;
}

/** The lab's pool of workers, kept between runs (a warm worker plays its first games faster). */
export class LabRunner {
  private workers: Worker[] = [];
  private runs = 0;
  private busy = false;

  constructor(
    private readonly make: WorkerFactory,
    private readonly size: number,
  ) {}

  /** Plays a run on the set `text`; `onProgress(done, total)` as games finish. */
  start(
    text: string,
    options: LabRunOptions,
    onProgress: (done: number, total: number) => void,
  ): LabRun {
    if (this.busy) throw new Error("a lab run is already under way");
    this.busy = true;
    const run = ++this.runs;
    const chunks = chunksOf(options.games);
    const threads = Math.max(1, Math.min(this.size, chunks.length));
    while (this.workers.length < threads) this.workers.push(this.make());
    const workers = this.workers.slice(0, threads);
    const tallies: (Tally | undefined)[] = new Array<Tally | undefined>(chunks.length);
    const started = performance.now();
    let next = 0;
    let finished = 0;
    let done = 0;
    let settled = false;
    let resolve!: (o: LabOutcome) => void;
    const outcome = new Promise<LabOutcome>((r) => (resolve = r));

    const detach = () => {
      for (const w of workers) {
        w.onmessage = null;
        w.onerror = null;
      }
      this.busy = false;
    };
    const end = (o: LabOutcome, discard = false) => {
      if (settled) return;
      settled = true;
      detach();
      if (discard) this.discard();
      resolve(o);
    };
    const send = (w: Worker, m: ToLabWorker) => w.postMessage(m);
    const give = (w: Worker) => {
      if (next >= chunks.length) return;
      const chunk = next++;
      const [from, to] = chunks[chunk]!;
      send(w, { type: "range", run, chunk, from, to });
    };
    const onMessage = (w: Worker) => (e: MessageEvent<FromLabWorker>) => {
      const m = e.data;
      if (settled || m.run !== run) return;
      switch (m.type) {
        case "ready":
          for (let k = 0; k < PREFETCH; k++) give(w);
          break;
        case "refused":
          end({ kind: "refused", message: m.message });
          break;
        case "progress":
          done += m.games;
          onProgress(Math.min(done, options.games), options.games);
          break;
        case "done":
          tallies[m.chunk] = m.tally;
          finished++;
          if (finished === chunks.length) {
            send(workers[0]!, { type: "report", run, tallies: tallies as Tally[] });
          } else {
            give(w);
          }
          break;
        case "report":
          end({ kind: "report", report: m.report, seconds: (performance.now() - started) / 1000 });
          break;
        case "error":
          end({ kind: "failed", message: m.message }, true);
          break;
      }
    };
    for (const w of workers) {
      w.onmessage = onMessage(w);
      w.onerror = (e: ErrorEvent) =>
        end({ kind: "failed", message: e.message || "a simulation worker failed" }, true);
      send(w, { type: "setup", run, text, options });
    }
    return {
      outcome,
      cancel: () => end({ kind: "cancelled", done }, true),
    };
  }

  /** Stops every worker (a cancelled or failed run's work is thrown away with them). */
  discard(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}

/** Where a sweep is: set `variant` (0: the current set) of `of`, and games done of the whole. */
export interface SweepProgress {
  variant: number;
  of: number;
  done: number;
  total: number;
}

/** Codes of a lab sweep run that did not give a report (`runSweep` stops at the first). */
export const SWEEP_RUN_ENDS = {
  refused: "sweep/run-refused",
  cancelled: "sweep/cancelled",
  failed: "sweep/run-failed",
} as const;

function runEnd(o: Exclude<LabOutcome, { kind: "report" }>): Diagnostic {
  const message = o.kind === "cancelled" ? `cancelled after ${o.done} games` : o.message;
  return errorDiagnostic(SWEEP_RUN_ENDS[o.kind], message, "sweep");
}

/**
 * lib/sim's `runSweep` on the lab's workers: each set's games are one run of `runner` with the
 * same options (so the same seeds), one after the other; `onProgress` counts the whole sweep;
 * `onRun` hears the run under way (so Cancel can stop it) and `null` when it ends.
 */
export function labSweepRunner(
  runner: Pick<LabRunner, "start">,
  options: LabRunOptions,
  onProgress: (p: SweepProgress) => void,
  onRun: (run: LabRun | null) => void,
): SweepRunner {
  return async (set, job): Promise<Result<SimReport, Diagnostic>> => {
    const total = job.of * options.games;
    const before = job.variant * options.games;
    onProgress({ variant: job.variant, of: job.of, done: before, total });
    const run = runner.start(JSON.stringify(set), options, (done) =>
      onProgress({ variant: job.variant, of: job.of, done: before + done, total }),
    );
    onRun(run);
    const outcome = await run.outcome;
    onRun(null);
    return outcome.kind === "report" ? ok(outcome.report) : err(runEnd(outcome));
  };
}
