/**
 * The set list's summaries (validation and the text checks of every card: minutes for a set of
 * thousands of cards) computed in a worker thread (summary-worker.ts), the `SummaryCheck` the
 * server's workspace is opened with. lib/store runs it once per revision, in the background
 * after each write, and keeps the result with the set.
 *
 * Outside the Next server (unit tests calling a route directly) it computes in process: the
 * thread's entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the thread).
 */
import { Worker } from "node:worker_threads";
import { SET_TEXT_CHECKS, setTextProblems } from "@/lib/export";
import { summariseText } from "@/lib/store";
import type { SummaryCheck, SummaryFacts } from "@/lib/store";
import type { SummaryJob } from "./summary-worker";
import { workerJobs } from "./worker-jobs";

const inThread = workerJobs<SummaryJob, SummaryFacts>(
  () => new Worker(new URL("./summary-worker.ts", import.meta.url)),
);

/** See the file comment. */
export const SUMMARY_CHECK: SummaryCheck = {
  name: SET_TEXT_CHECKS,
  async run(text, setId, options) {
    if (process.env.NEXT_RUNTIME !== "nodejs")
      return summariseText(setId, text, setTextProblems, options);
    return inThread({ setId, text, ...(options?.artFiles ? { artFiles: options.artFiles } : {}) });
  },
};
