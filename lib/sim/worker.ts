/**
 * Worker thread entry of `simulate` (pooled between runs, pool.ts): a `setup` message gives the
 * run's set and config, then each `range` message is played, posting a progress tick per game
 * and the range's tally when done.
 */
import { parentPort } from "node:worker_threads";
import type { VellumSet } from "../model";
import { contextOf } from "./context";
import type { SimContext } from "./context";
import { runRange } from "./run-range";
import type { FromWorker, ToWorker } from "./protocol";

const port = parentPort;
if (!port) throw new Error("lib/sim/worker.ts must run in a worker thread");
const post = (m: FromWorker) => port.postMessage(m);

let ctx: SimContext | null = null;
/** The last set as JSON: a run on the same set keeps the same set object (and its memos). */
let lastSetJson = "";
let lastSet: VellumSet | null = null;

port.on("message", (m: ToWorker) => {
  try {
    if (m.type === "setup") {
      const json = JSON.stringify(m.set);
      if (json !== lastSetJson || !lastSet) {
        lastSetJson = json;
        lastSet = m.set;
      }
      ctx = contextOf(lastSet, m.config);
      return;
    }
    if (!ctx) throw new Error("a range came before the run's setup");
    const tally = runRange(ctx, m.from, m.to, () => post({ type: "progress" }));
    post({ type: "done", chunk: m.chunk, tally });
  } catch (e) {
    post({ type: "error", message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
post({ type: "ready" });
