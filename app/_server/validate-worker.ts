/**
 * Worker thread entry that checks set texts (validate-off-thread.ts starts it). Each job is
 * `{ kind: "check", text, source, rule }`, answered with lib/store's `checkSetText` verdict (a
 * write), or `{ kind: "validate", text, source }`, answered with lib/schema's `validateSetText`
 * verdict (a read); neither sends the parsed set back (save-verdict.ts).
 * NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import type { CheckVerdict, ValidateJob, ValidationVerdict } from "./save-verdict";
import { checkVerdict, validationVerdict } from "./save-verdict";
import { answerJobs } from "./worker-jobs";

answerJobs<ValidateJob, CheckVerdict | ValidationVerdict>(
  "app/_server/validate-worker.ts",
  (job) =>
    job.kind === "check"
      ? checkVerdict(job.text, job.source, job.rule)
      : validationVerdict(job.text, job.source, job.options),
);
