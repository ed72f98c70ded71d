/**
 * Merging a cards CSV off the event loop. Merging is reading every row, applying it to its card
 * and validating the set before and after: about 0.3 s for 5,000 cards, seconds for a set of
 * several megabytes, which on the server's own thread stalled every other request. A merge whose
 * CSV and set together are over {@link OFF_THREAD_BYTES} runs in a worker thread
 * (csv-worker.ts); the store writes its verdict under the set's lock.
 *
 * Outside the Next server (unit tests calling a route directly) it merges in process: the
 * thread's entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the thread).
 */
import { Worker } from "node:worker_threads";
import { mergeCsvIntoSet } from "@/lib/store";
import type { CsvMerger, CsvMergeVerdict } from "@/lib/store";
import { OFF_THREAD_BYTES } from "./validate-off-thread";
import { jobFailure, workerJobs } from "./worker-jobs";

const inThread = workerJobs<Parameters<CsvMerger>, CsvMergeVerdict>(
  () => new Worker(new URL("./csv-worker.ts", import.meta.url)),
);

/** lib/store's `mergeCsvIntoSet`, in the CSV thread when it is large and this is the Next server. */
export const mergeOffThread: CsvMerger = async (id, base, csv) =>
  csv.length + base.text.length <= OFF_THREAD_BYTES || process.env.NEXT_RUNTIME !== "nodejs"
    ? mergeCsvIntoSet(id, base, csv)
    : inThread([id, base, csv]).catch((e: unknown) =>
        Promise.reject(jobFailure("merge the cards CSV", e)),
      );
