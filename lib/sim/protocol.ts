/** Messages between `simulate` and its worker threads (structured-clone plain data). */
import type { Tally } from "./tally";

/** Main thread → worker. */
export type ToWorker =
  { type: "range"; chunk: number; from: number; to: number } | { type: "stop" };

/** Worker → main thread. */
export type FromWorker =
  | { type: "ready" }
  | { type: "progress" }
  | { type: "done"; chunk: number; tally: Tally }
  | { type: "error"; message: string };
