/**
 * Worker thread entry that merges cards CSVs into sets (csv-off-thread.ts starts it): lib/store's
 * `mergeCsvIntoSet`, whose verdict the store then writes. NOTE: server only; started by Next's
 * bundle (`new Worker(new URL(…))`).
 */
import { mergeCsvIntoSet } from "@/lib/store";
import type { CsvMerger, CsvMergeVerdict } from "@/lib/store";
import { answerJobs } from "./worker-jobs";

answerJobs<Parameters<CsvMerger>, CsvMergeVerdict>("app/_server/csv-worker.ts", (args) =>
  mergeCsvIntoSet(...args),
);
