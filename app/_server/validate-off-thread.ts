/**
 * Checking large set texts off the event loop. Parsing, schema-checking and compiling the
 * effects of a set of several megabytes takes seconds of JavaScript; on the server's own thread
 * that stalled every other request. `offThreadChecks` are the checks the server's workspace is
 * opened with (lib/store `OpenOptions.checks`): a text over {@link OFF_THREAD_BYTES} is checked
 * in a worker thread (validate-worker.ts) — for a write (create, import, save, duplicate,
 * restore) as lib/store's `checkSetText`, for the first read of a revision as lib/schema's
 * `validateSetText` — and smaller ones here, where that costs less than the trip.
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
import { jobFailure, workerJobs } from "./worker-jobs";

/** Texts longer than this (UTF-16 units, about bytes) are checked in the worker thread. */
export const OFF_THREAD_BYTES = 512 * 1024;

const jobs = workerJobs<ValidateJob, CheckVerdict | ValidationVerdict>(
  () => new Worker(new URL("./validate-worker.ts", import.meta.url)),
);

/** A check in the thread; its failure (the save or read answers it) says to try again. */
function inThread(job: ValidateJob): Promise<CheckVerdict | ValidationVerdict> {
  return jobs(job).catch((e: unknown) => Promise.reject(jobFailure("check this set", e)));
}

/** Whether `text` is checked in the worker thread. */
function offThread(text: string): boolean {
  return text.length > OFF_THREAD_BYTES && process.env.NEXT_RUNTIME === "nodejs";
}

/** The server workspace's checks (see the file comment). */
export const offThreadChecks: SetTextChecks = {
  async check(text, source, rule) {
    if (!offThread(text)) return checkSetText(text, source, rule);
    const verdict = (await inThread({ kind: "check", text, source, rule })) as CheckVerdict;
    return checkedOf(text, verdict);
  },
  async validate(text, source, options) {
    if (!offThread(text)) return validateSetText(text, source, options);
    const job: ValidateJob = { kind: "validate", text, source, ...(options ? { options } : {}) };
    const verdict = (await inThread(job)) as ValidationVerdict;
    return validationOf(text, verdict);
  },
};
