/**
 * Worker thread entry that parses and encodes linked sheets (sheet-off-thread.ts starts it):
 * lib/store's `parseSheet` and `encodeSheet`. NOTE: server only; started by Next's bundle
 * (`new Worker(new URL(…))`).
 */
import { encodeSheet, parseSheet } from "@/lib/store";
import type { SheetAnswer, SheetJob } from "./sheet-off-thread";
import { answerJobs } from "./worker-jobs";

answerJobs<SheetJob, SheetAnswer>("app/_server/sheet-worker.ts", (job) =>
  "parse" in job ? parseSheet(job.parse) : encodeSheet(job.encode),
);
