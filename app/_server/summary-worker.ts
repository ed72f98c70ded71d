/**
 * Worker thread entry that computes the set list's summaries (summary-off-thread.ts starts it):
 * each message `{ id, setId, text }` is answered with `{ id, facts }`, lib/store's
 * `summariseText` with lib/export's text checks, or `{ id, error }`. A thread of its own, apart
 * from the save validator's, so a background summary (minutes for a set of thousands of cards)
 * never delays a save. NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { parentPort } from "node:worker_threads";
import { setTextProblems } from "@/lib/export";
import { messageOf } from "@/lib/model";
import { summariseText } from "@/lib/store";

const port = parentPort;
if (!port) throw new Error("app/_server/summary-worker.ts must run in a worker thread");

port.on("message", (m: { id: number; setId: string; text: string }) => {
  try {
    port.postMessage({ id: m.id, facts: summariseText(m.setId, m.text, setTextProblems) });
  } catch (e) {
    port.postMessage({ id: m.id, error: messageOf(e) });
  }
});
