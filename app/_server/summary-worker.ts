/**
 * Worker thread entry that computes the set list's summaries (summary-off-thread.ts starts it):
 * each job `{ setId, text }` is answered with lib/store's `summariseText` with lib/export's text
 * checks (a job that throws rejects alone: worker-jobs.ts). A thread of its own, apart from the
 * save validator's, so a background summary (minutes for a set of thousands of cards) never
 * delays a save. NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { setTextProblems } from "@/lib/export";
import { summariseText } from "@/lib/store";
import type { SummaryFacts } from "@/lib/store";
import { answerJobs } from "./worker-jobs";

/** One set text to summarise. */
export interface SummaryJob {
  setId: string;
  text: string;
  /** The set's art file names (`set/missing-art`). */
  artFiles?: readonly string[];
}

answerJobs<SummaryJob, SummaryFacts>("app/_server/summary-worker.ts", ({ setId, text, artFiles }) =>
  summariseText(setId, text, setTextProblems, artFiles ? { artFiles } : undefined),
);
