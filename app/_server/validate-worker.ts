/**
 * Worker thread entry that checks set texts (validate-off-thread.ts starts it). Each message is
 * one job, answered with its `id`: `{ kind: "check", text, source, rule }` with lib/store's
 * `checkSetText` verdict (a write), `{ kind: "validate", text, source }` with lib/schema's
 * `validateSetText` verdict (a read); neither sends the parsed set back (save-verdict.ts).
 * NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { parentPort } from "node:worker_threads";
import type { ValidateJob } from "./save-verdict";
import { checkVerdict, validationVerdict } from "./save-verdict";

const port = parentPort;
if (!port) throw new Error("app/_server/validate-worker.ts must run in a worker thread");

port.on("message", (m: { id: number; job: ValidateJob }) => {
  const { job } = m;
  const verdict =
    job.kind === "check"
      ? checkVerdict(job.text, job.source, job.rule)
      : validationVerdict(job.text, job.source);
  port.postMessage({ id: m.id, verdict });
});
