/**
 * Checking large set texts off the event loop. Parsing, schema-checking and compiling the
 * effects of a set of several megabytes takes seconds of JavaScript; on the server's own thread
 * that stalled every other request. `offThreadChecks` are the checks the server's workspace is
 * opened with (lib/store `OpenOptions.checks`): a text over {@link OFF_THREAD_BYTES} is checked
 * in a worker thread (validate-worker.ts) — for a write (create, import, save, duplicate,
 * restore, a CSV merge) as lib/store's `checkSetText`, for the first read of a revision as
 * lib/schema's `validateSetText` — and smaller ones here, where that costs less than the trip.
 *
 * The store takes the checks as an option rather than the routes checking before they call it:
 * a read and a zip import have no text until the store has read the file or unpacked the zip,
 * and every write the store makes (not only the routes') then goes the same way.
 *
 * Outside the Next server (unit tests calling a route directly) it validates in process: the
 * thread's entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the thread).
 */
import { Worker } from "node:worker_threads";
import { validateSetText } from "@/lib/schema";
import { checkSetText } from "@/lib/store";
import type { SetTextChecks } from "@/lib/store";
import type { CheckVerdict, ValidateJob, ValidationVerdict } from "./save-verdict";
import { checkedOf, validationOf } from "./save-verdict";

/** Texts longer than this (UTF-16 units, about bytes) are checked in the worker thread. */
export const OFF_THREAD_BYTES = 512 * 1024;

let thread: Worker | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (v: CheckVerdict | ValidationVerdict) => void; reject: (e: unknown) => void }
>();

function validateThread(): Worker {
  if (thread) return thread;
  const w = new Worker(new URL("./validate-worker.ts", import.meta.url));
  w.unref();
  w.on("message", (m: { id: number; verdict: CheckVerdict | ValidationVerdict }) => {
    const job = pending.get(m.id);
    pending.delete(m.id);
    job?.resolve(m.verdict);
  });
  const died = (why: string) => {
    if (thread === w) thread = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error(`the validation thread stopped (${why})`));
    }
  };
  w.on("error", (e) => died(e.message));
  w.on("exit", (code) => died(`exit code ${code}`));
  thread = w;
  return w;
}

/** Whether `text` is checked in the worker thread. */
function offThread(text: string): boolean {
  return text.length > OFF_THREAD_BYTES && process.env.NEXT_RUNTIME === "nodejs";
}

/** The thread's verdict on `job`. */
function inThread(job: Extract<ValidateJob, { kind: "check" }>): Promise<CheckVerdict>;
function inThread(job: Extract<ValidateJob, { kind: "validate" }>): Promise<ValidationVerdict>;
function inThread(job: ValidateJob): Promise<CheckVerdict | ValidationVerdict> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    validateThread().postMessage({ id, job });
  });
}

/** The server workspace's checks (see the file comment). */
export const offThreadChecks: SetTextChecks = {
  async check(text, source, rule) {
    if (!offThread(text)) return checkSetText(text, source, rule);
    return checkedOf(text, await inThread({ kind: "check", text, source, rule }));
  },
  async validate(text, source) {
    if (!offThread(text)) return validateSetText(text, source);
    return validationOf(text, await inThread({ kind: "validate", text, source }));
  },
};
