/**
 * The simulator's pieces for a caller that runs games on its own threads (the browser's lab runs
 * them in Web Workers): check the options, play a range of games into a tally, merge tallies in
 * game order, build the report. No Node modules: safe to bundle for the browser. The report is
 * the same as `simulate`'s for the same options, whatever the split of the games.
 */
import { createGame } from "../engine";
import type { Diagnostic, Result } from "../model";
import { err, ok } from "../model";
import { simConfig, simError } from "./config";
import { contextOf, planOf } from "./context";
import type { SimConfig, SimContext } from "./context";
import { buildReport } from "./report";
import { runRange } from "./run-range";
import { createTally, mergeTally } from "./tally";
import type { Tally } from "./tally";
import type { SimOptions, SimReport } from "./types";

export type { SimConfig, SimContext, Tally };
export { contextOf, runRange, createTally, mergeTally };
export { SIM_DEFAULTS, MAX_GAMES } from "./config";

/**
 * The context of a run, or why it cannot run (bad options, or a setup the engine refuses, e.g.
 * more players than the set's families allow).
 */
export function prepareRun(
  options: Omit<SimOptions, "onProgress" | "signal">,
): Result<SimContext, Diagnostic> {
  const config = simConfig(options);
  if (!config.ok) return config;
  const ctx = contextOf(options.set, config.value);
  const trial = createGame(ctx.set, planOf(ctx, 0).setup, config.value.seed);
  if (!trial.ok) return err(simError("setup", trial.error.message));
  return ok(ctx);
}

/** The report of tallies given in game order (any split of the games gives the same report). */
export function reportOf(ctx: SimContext, tallies: readonly Tally[]): SimReport {
  const total = tallies.reduce(
    (sum, t) => mergeTally(sum, t),
    createTally(ctx.rows.length, ctx.config.players),
  );
  return buildReport(ctx, total);
}
