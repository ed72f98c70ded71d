/**
 * Jobs for one long-lived worker thread: each job posted with an id and answered by that id, so
 * a caller awaits its own answer while the event loop serves other requests. The thread starts
 * at the first job, does not keep the process alive, and is started again after it dies.
 *
 * A job that throws is answered with its error and rejects alone: the thread goes on with the
 * next job (other people's saves, reads and imports share it). A thread that dies (out of
 * memory, an exit) rejects the job it was running with why, and the jobs waiting behind it
 * with a {@link WorkerStoppedError}: they did not fail, they were never run, and can be tried
 * again. `answerJobs` is the thread's side.
 * NOTE: server only; module state lives in each `workerJobs` (its thread).
 */
import { parentPort } from "node:worker_threads";
import type { Worker } from "node:worker_threads";
import { messageOf } from "@/lib/model";
import { CHECK_INTERRUPTED } from "@/lib/store";

/** A job posted to the thread, or its answer: the value, or why the job failed. */
type Envelope<T> = { id: number; body: T } | { id: number; error: string };

/**
 * Rejects the jobs that were waiting in a thread that died under another job. Its `code` is
 * lib/store's `CHECK_INTERRUPTED`, which the store tells apart from a check that failed (a code,
 * not `instanceof`: each Next bundle has its own copy of this class).
 */
export class WorkerStoppedError extends Error {
  override name = "WorkerStoppedError";
  readonly code = CHECK_INTERRUPTED;
}

/** Whether `e` is a {@link WorkerStoppedError}: a job never run, worth trying again. */
export function isInterrupted(e: unknown): boolean {
  return e instanceof Error && (e as { code?: unknown }).code === CHECK_INTERRUPTED;
}

/**
 * Why a job or a thread failed, fit to show a person: the first line of the message (never a
 * stack), absolute paths of this machine cut to their last part, at most 300 characters.
 */
export function failureReason(e: unknown): string {
  const line = (messageOf(e).split("\n")[0] ?? "").trim() || "an unknown error";
  const cut = line.replace(/(?:file:\/\/)?(?:\/[^\s/'"():]+)+\/([^\s/'"():]+)/g, "$1");
  return cut.length > 300 ? `${cut.slice(0, 299)}…` : cut;
}

/**
 * A job's failure as the person whose save, read or import it was sees it (lib/store prefixes
 * what it was doing): `what` is what Vellum could not do ("check this set").
 */
export function jobFailure(what: string, e: unknown): Error {
  return new JobFailure(`Vellum could not ${what}: ${failureReason(e)} — try again`);
}

/** The error `jobFailure` makes: a route may answer it in its own words (sheet-events.ts). */
export class JobFailure extends Error {
  override name = "JobFailure";
}

/**
 * A function that runs a job in the thread `start` makes and resolves with its answer, or
 * rejects with an Error carrying why the job failed. `start` must call
 * `new Worker(new URL("./entry.ts", import.meta.url))` itself: that is what Next's bundle looks
 * for to build the thread's entry.
 */
export function workerJobs<Job, Answer>(start: () => Worker): (job: Job) => Promise<Answer> {
  let thread: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  const threadOf = (): Worker => {
    if (thread) return thread;
    const w = start();
    w.unref();
    w.on("message", (m: Envelope<Answer>) => {
      const job = pending.get(m.id);
      pending.delete(m.id);
      if ("error" in m) job?.reject(new Error(m.error));
      else job?.resolve(m.body);
    });
    const died = (why: string) => {
      if (thread === w) thread = undefined;
      // The thread runs its jobs one at a time, in the order posted: the oldest one left is the
      // one it was running (Map keeps insertion order).
      let running = true;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.reject(
          running
            ? new Error(`the worker thread stopped (${why})`)
            : new WorkerStoppedError(`the worker thread stopped under another job (${why})`),
        );
        running = false;
      }
    };
    w.on("error", (e) => died(failureReason(e)));
    w.on("exit", (code) => died(`exit code ${code}`));
    thread = w;
    return w;
  };
  return (job) =>
    new Promise<Answer>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      threadOf().postMessage({ id, body: job } satisfies Envelope<Job>);
    });
}

/**
 * In a worker thread's entry: answers each job posted by `workerJobs` with `run(job)`, or with
 * why it threw or rejected (the thread goes on). An asynchronous `run` (exceljs reads and writes
 * workbooks with promises) still runs one job at a time, in the order posted, as `workerJobs`
 * counts on when the thread dies.
 */
export function answerJobs<Job, Answer>(
  entry: string,
  run: (job: Job) => Answer | Promise<Answer>,
): void {
  const port = parentPort;
  if (!port) throw new Error(`${entry} must run in a worker thread`);
  let queue = Promise.resolve();
  port.on("message", (m: { id: number; body: Job }) => {
    queue = queue.then(async () => {
      let answer: Envelope<Answer>;
      try {
        answer = { id: m.id, body: await run(m.body) };
      } catch (e) {
        answer = { id: m.id, error: failureReason(e) };
      }
      port.postMessage(answer);
    });
  });
}
