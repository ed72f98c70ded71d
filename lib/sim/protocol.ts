/** Messages between `simulate` and its worker threads (structured-clone plain data). */
import type { VellumSet } from "../model";
import type { SimConfig } from "./context";
import type { Tally } from "./tally";

/**
 * Main thread → worker: `setup` starts a run (the set and config of `simulate`), `range` asks
 * for one chunk of games of that run.
 */
export type ToWorker =
  | { type: "setup"; set: VellumSet; config: SimConfig }
  | { type: "range"; chunk: number; from: number; to: number };

/** Worker → main thread. */
export type FromWorker =
  | { type: "ready" }
  | { type: "progress" }
  | { type: "done"; chunk: number; tally: Tally }
  | { type: "error"; message: string };
