/**
 * Worker thread entry that computes the set list's summaries (summary-off-thread.ts starts it):
 * each job `{ setId, text }` is answered with `{ facts }`, lib/store's
 * `summariseText` with lib/export's text checks, or `{ error }`. A thread of its own, apart
 * from the save validator's, so a background summary (minutes for a set of thousands of cards)
 * never delays a save. NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { setTextProblems } from "@/lib/export";
import { messageOf } from "@/lib/model";
import { summariseText } from "@/lib/store";
import type { SummaryFacts } from "@/lib/store";
import { answerJobs } from "./worker-jobs";

/** One set text to summarise. */
export interface SummaryJob {
  setId: string;
  text: string;
}

/** The summary's facts, or why they could not be computed (the thread itself goes on). */
export type SummaryAnswer = { facts: SummaryFacts } | { error: string };

answerJobs<SummaryJob, SummaryAnswer>("app/_server/summary-worker.ts", ({ setId, text }) => {
  try {
    return { facts: summariseText(setId, text, setTextProblems) };
  } catch (e) {
    return { error: messageOf(e) };
  }
});
