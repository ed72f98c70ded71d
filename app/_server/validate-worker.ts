/**
 * Worker thread entry that validates set texts (validate-off-thread.ts starts it): each message
 * `{ id, text, source }` is answered with `{ id, diagnostics, valid }` from lib/schema's
 * `validateSetText`. NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { parentPort } from "node:worker_threads";
import { hasErrors } from "@/lib/model";
import { validateSetText } from "@/lib/schema";

const port = parentPort;
if (!port) throw new Error("app/_server/validate-worker.ts must run in a worker thread");

port.on("message", (m: { id: number; text: string; source: string }) => {
  const { diagnostics } = validateSetText(m.text, m.source);
  port.postMessage({ id: m.id, diagnostics, valid: !hasErrors(diagnostics) });
});
