/** Messages between the lab page and its simulation workers (sim.worker.ts). Plain data. */
import type { SimReport } from "@/lib/sim";
import type { Tally } from "@/lib/sim/batch";

/** What the lab asks of a run: the options of lib/sim's `simulate` without the set. */
export interface LabRunOptions {
  games: number;
  players: number;
  bots: string[];
  seed: number;
  turnCap: number;
}

/** Page → worker. */
export type ToLabWorker =
  /** Checks the set text and the options, and keeps them for the ranges that follow. */
  | { type: "setup"; run: number; text: string; options: LabRunOptions }
  /** Plays games [from, to) of the run set up last. */
  | { type: "range"; run: number; chunk: number; from: number; to: number }
  /** Merges the tallies (in game order) into the report. */
  | { type: "report"; run: number; tallies: Tally[] };

/** Worker → page. */
export type FromLabWorker =
  | { type: "ready"; run: number }
  /** The set or the options cannot run: the first error, in words. */
  | { type: "refused"; run: number; message: string }
  /** Games finished since the last progress message. */
  | { type: "progress"; run: number; games: number }
  | { type: "done"; run: number; chunk: number; tally: Tally }
  | { type: "report"; run: number; report: SimReport }
  | { type: "error"; run: number; message: string };
