/**
 * The checks of a cluster run's request before anything is sent to Redis: lib/sim's checks of
 * the run's options on the set (`simulateRange` of no games: bots, players, the setup the engine
 * refuses) and, with `vary`, of the sweep (`planSweep`: every variant validated in full). A sweep
 * of many variants of a large set takes seconds of JavaScript, so the app's server runs them in
 * a worker thread of their own (cluster-check-worker.ts, started by cluster-runs.ts) and its
 * request thread only arranges the plan the thread accepted (lib/sim `arrangeSweep`). Each run
 * then starts as lib/cluster submits it, on the request thread: one compile of that one set.
 * NOTE: server only (lib/sim's pool module).
 */
import type { ClusterRunRequest } from "@/app/_api/contracts";
import type { Diagnostic, Result, VellumSet } from "@/lib/model";
import { ok } from "@/lib/model";
import { parseVary, planSweep, simulateRange } from "@/lib/sim";
import type { SimOptions, VarySpec } from "@/lib/sim";

/** A request to check in the thread: the set's text as saved (the thread parses it). */
export interface ClusterCheckJob {
  text: string;
  request: ClusterRunRequest;
}

/** The run's options from the request (no set, no workers: the cluster's workers play). */
export function simOptionsOf(request: ClusterRunRequest): Omit<SimOptions, "set"> {
  return {
    games: request.games,
    players: request.players,
    bots: request.bots,
    ...(request.seed !== undefined ? { seed: request.seed } : {}),
    ...(request.turnCap !== undefined ? { turnCap: request.turnCap } : {}),
  };
}

/** The request's `vary` read as lib/sim's specs (none without `vary`), or the first refusal. */
export function varySpecsOf(request: ClusterRunRequest): Result<VarySpec[], Diagnostic> {
  const specs: VarySpec[] = [];
  for (const text of request.vary ?? []) {
    const spec = parseVary(text);
    if (!spec.ok) return spec;
    specs.push(spec.value);
  }
  return ok(specs);
}

/** Why the request cannot run on `set` (lib/sim's refusal), or null when it can. */
export async function clusterRequestRefusal(
  set: VellumSet,
  request: ClusterRunRequest,
): Promise<Diagnostic | null> {
  const checked = await simulateRange({ ...simOptionsOf(request), set, workers: 1 }, 0, 0);
  if (!checked.ok) return checked.error;
  if (!request.vary) return null;
  const specs = varySpecsOf(request);
  if (!specs.ok) return specs.error;
  const planned = planSweep(set, specs.value);
  return planned.ok ? null : planned.error;
}

/** The set a saved text holds, as the routes' validation reads it (a BOM is not JSON). */
export function setOfText(text: string): VellumSet {
  return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as VellumSet;
}
