/**
 * Worker thread entry that checks set texts for a save (validate-off-thread.ts starts it): each
 * job `[text, source, mustBe]` is answered with lib/store's `checkSetText` verdict without the
 * parsed set. NOTE: server only; started by Next's bundle
 * (`new Worker(new URL(…))`).
 */
import type { TextVerdict } from "./save-verdict";
import { verdictOf } from "./save-verdict";
import { answerJobs } from "./worker-jobs";

answerJobs<Parameters<typeof verdictOf>, TextVerdict>("app/_server/validate-worker.ts", (args) =>
  verdictOf(...args),
);
