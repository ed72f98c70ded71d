/**
 * A bounded first-in, first-out queue of long jobs (print exports): at most `concurrency` run at
 * once, the others wait and are told how many jobs are ahead of them whenever that changes.
 * Cancelling a waiting job removes it from the queue; cancelling a running one aborts the signal
 * its run was given (the run must stop and reject). A failed run fails only its own job.
 * NOTE: server only; a queue instance holds module-level state in the route (one per process).
 */
import { abortError } from "@/lib/export";

/** How a job is added: its cancel signal, and who hears its place in the queue. */
export interface QueueControl {
  signal?: AbortSignal;
  /** Jobs ahead of this one (running or waiting), each time it changes; 0 when it starts. */
  onPosition?: (ahead: number) => void;
}

/** A job refused because the queue already holds `limit` jobs (running and waiting). */
export class QueueFullError extends Error {
  override name = "QueueFullError";
  constructor(
    /** Jobs running and waiting when it was refused. */
    readonly jobs: number,
  ) {
    super(`the queue is full (${jobs} jobs running or waiting)`);
  }
}

interface Waiting {
  start: () => void;
  onPosition: ((ahead: number) => void) | undefined;
  lastAhead: number;
}

/** A FIFO queue running at most `concurrency` jobs at a time. */
export class JobQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  /**
   * `concurrency` jobs run at once; at most `limit` (default: no limit) run or wait, counting
   * the running ones.
   */
  constructor(
    private readonly concurrency = 1,
    private readonly limit = Infinity,
  ) {
    if (!(concurrency >= 1)) throw new Error("a job queue runs at least one job at a time");
    if (!(limit >= concurrency)) throw new Error("a job queue must hold the jobs it runs");
  }

  /** Whether a job added now would be refused: `limit` jobs are running or waiting. */
  get full(): boolean {
    return this.running + this.waiting.length >= this.limit;
  }

  /** Jobs running now. */
  get active(): number {
    return this.running;
  }

  /** Jobs waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `run(signal)` when its turn comes and settles as it does. Rejects with an AbortError (`abortError`),
   * without running, when `signal` fires while it waits, and with a `QueueFullError`, without
   * queueing, when the queue is {@link full}.
   */
  add<T>(run: (signal: AbortSignal) => Promise<T>, control: QueueControl = {}): Promise<T> {
    const { signal, onPosition } = control;
    const own = new AbortController();
    const forward = () => own.abort();
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      if (this.full) {
        reject(new QueueFullError(this.running + this.waiting.length));
        return;
      }
      signal?.addEventListener("abort", forward, { once: true });
      const start = () => {
        this.running++;
        onPosition?.(0);
        const finish = () => {
          this.running--;
          signal?.removeEventListener("abort", forward);
          this.next();
        };
        let result: Promise<T>;
        try {
          result = run(own.signal);
        } catch (e) {
          result = Promise.reject(e);
        }
        result.then(
          (v) => {
            finish();
            resolve(v);
          },
          (e: unknown) => {
            finish();
            reject(e);
          },
        );
      };
      if (this.running < this.concurrency && this.waiting.length === 0) {
        start();
        return;
      }
      const entry: Waiting = { start, onPosition, lastAhead: -1 };
      this.waiting.push(entry);
      signal?.addEventListener(
        "abort",
        () => {
          const at = this.waiting.indexOf(entry);
          if (at < 0) return; // already started: `forward` aborts its run
          this.waiting.splice(at, 1);
          reject(abortError());
          this.tellPositions();
        },
        { once: true },
      );
      this.tellPositions();
    });
  }

  /** Starts waiting jobs while there is room, then tells the rest where they stand. */
  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0)
      this.waiting.shift()!.start();
    this.tellPositions();
  }

  private tellPositions(): void {
    this.waiting.forEach((w, i) => {
      const ahead = this.running + i;
      if (ahead === w.lastAhead) return;
      w.lastAhead = ahead;
      w.onPosition?.(ahead);
    });
  }
}
