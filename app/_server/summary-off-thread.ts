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

type Answer = { id: number; facts: SummaryFacts } | { id: number; error: string };

let thread: Worker | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (v: SummaryFacts) => void; reject: (e: unknown) => void }
>();

function summaryThread(): Worker {
  if (thread) return thread;
  const w = new Worker(new URL("./summary-worker.ts", import.meta.url));
  w.unref();
  w.on("message", (m: Answer) => {
    const job = pending.get(m.id);
    pending.delete(m.id);
    if ("facts" in m) job?.resolve(m.facts);
    else job?.reject(new Error(m.error));
  });
  const died = (why: string) => {
    if (thread === w) thread = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error(`the checking thread stopped (${why})`));
    }
  };
  w.on("error", (e) => died(e.message));
  w.on("exit", (code) => died(`exit code ${code}`));
  thread = w;
  return w;
}

/** See the file comment. */
export const SUMMARY_CHECK: SummaryCheck = {
  name: SET_TEXT_CHECKS,
  run(text, setId) {
    if (process.env.NEXT_RUNTIME !== "nodejs") {
      return Promise.resolve(summariseText(setId, text, setTextProblems));
    }
    return new Promise<SummaryFacts>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      summaryThread().postMessage({ id, setId, text });
    });
  },
};
