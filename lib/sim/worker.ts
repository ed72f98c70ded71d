/**
 * Worker thread entry of `simulate`: builds the simulation context from the set and config it
 * is started with, then plays the game ranges the main thread sends, posting a progress tick
 * per game and the range's tally when done.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { VellumSet } from "../model";
import { contextOf } from "./context";
import type { SimConfig } from "./context";
import { runRange } from "./run-range";
import type { FromWorker, ToWorker } from "./protocol";

const init = workerData as { set: VellumSet; config: SimConfig };
const port = parentPort;
if (!port) throw new Error("lib/sim/worker.ts must run in a worker thread");
const ctx = contextOf(init.set, init.config);
const post = (m: FromWorker) => port.postMessage(m);

port.on("message", (m: ToWorker) => {
  if (m.type === "stop") {
    port.close();
    return;
  }
  try {
    const tally = runRange(ctx, m.from, m.to, () => post({ type: "progress" }));
    post({ type: "done", chunk: m.chunk, tally });
  } catch (e) {
    post({ type: "error", message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
post({ type: "ready" });
