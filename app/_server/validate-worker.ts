/**
 * Worker thread entry that checks set texts for a save (validate-off-thread.ts starts it): each
 * message `{ id, text, source, mustBe }` is answered with `{ id, verdict }`, lib/store's
 * `checkSetText` without the parsed set. NOTE: server only; started by Next's bundle
 * (`new Worker(new URL(…))`).
 */
import { parentPort } from "node:worker_threads";
import { verdictOf } from "./save-verdict";

const port = parentPort;
if (!port) throw new Error("app/_server/validate-worker.ts must run in a worker thread");

port.on("message", (m: { id: number; text: string; source: string; mustBe: string }) => {
  port.postMessage({ id: m.id, verdict: verdictOf(m.text, m.source, m.mustBe) });
});
