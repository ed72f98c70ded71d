/**
 * Jobs for one long-lived worker thread: each job posted with an id and answered by that id, so
 * a caller awaits its own answer while the event loop serves other requests. The thread starts
 * at the first job, does not keep the process alive, and is started again after it dies (the
 * jobs it held are rejected). `answerJobs` is the thread's side.
 * NOTE: server only; module state lives in each `workerJobs` (its thread).
 */
import { parentPort } from "node:worker_threads";
import type { Worker } from "node:worker_threads";

interface Envelope<T> {
  id: number;
  body: T;
}

/**
 * A function that runs a job in the thread `start` makes and resolves with its answer. `start`
 * must call `new Worker(new URL("./entry.ts", import.meta.url))` itself: that is what Next's
 * bundle looks for to build the thread's entry.
 */
export function workerJobs<Job, Answer>(start: () => Worker): (job: Job) => Promise<Answer> {
  let thread: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: unknown) => void }>();
  const threadOf = (): Worker => {
    if (thread) return thread;
    const w = start();
    w.unref();
    w.on("message", (m: Envelope<Answer>) => {
      const job = pending.get(m.id);
      pending.delete(m.id);
      job?.resolve(m.body);
    });
    const died = (why: string) => {
      if (thread === w) thread = undefined;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.reject(new Error(`the worker thread stopped (${why})`));
      }
    };
    w.on("error", (e) => died(e.message));
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

/** In a worker thread's entry: answers each job posted by `workerJobs` with `run(job)`. */
export function answerJobs<Job, Answer>(entry: string, run: (job: Job) => Answer): void {
  const port = parentPort;
  if (!port) throw new Error(`${entry} must run in a worker thread`);
  port.on("message", (m: Envelope<Job>) => {
    port.postMessage({ id: m.id, body: run(m.body) } satisfies Envelope<Answer>);
  });
}
