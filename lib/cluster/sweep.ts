/**
 * A sweep on the cluster: lib/sim's `runSweep` given a runner that plays each set (the current
 * one, then each variant) as one cluster run. Every variant's set travels by its own content
 * hash (`runOnCluster` stores it under `vellum:set:<sha-256>`), and every variant keeps the
 * sweep's options, so the same seeds: the rows differ only by the change, as locally.
 */
import { ok } from "../model";
import type { SimOptions, SweepRunner } from "../sim";
import { runOnCluster } from "./submit";
import type { ClusterProgress, ClusterRunOptions } from "./submit";

/** Where a sweep on the cluster stands: its variant's run, and which variant it is. */
export interface ClusterSweepProgress extends ClusterProgress {
  /** 0 for the current set, then 1…`of − 1` for the variants. */
  variant: number;
  /** The sets of the sweep: the current one and every variant. */
  of: number;
  /** "current" or the variant's label. */
  label: string;
}

export interface ClusterSweepOptions extends Omit<ClusterRunOptions, "sim" | "onProgress"> {
  /** The sweep's options, the same for every set (`workers` and `onProgress` are not read). */
  sim: Omit<SimOptions, "set">;
  onProgress?: (progress: ClusterSweepProgress) => void;
}

/**
 * A `SweepRunner` that plays each set it is given on the cluster at `url`: the report is the
 * bytes `simulate` gives for the set, so the sweep report is the local sweep's.
 */
export function clusterRunner(o: ClusterSweepOptions): SweepRunner {
  const { sim, onProgress, ...rest } = o;
  const { onProgress: _local, workers: _workers, ...options } = sim;
  return async (set, job) => {
    const result = await runOnCluster({
      ...rest,
      sim: { ...options, set },
      ...(onProgress ? { onProgress: (p: ClusterProgress) => onProgress({ ...p, ...job }) } : {}),
    });
    return result.ok ? ok(result.value.report) : result;
  };
}

/** Where a run or a sweep stands as a whole: games of every set, and the time left. */
export interface OverallProgress {
  /** Games played of the whole sweep (every set before this one, and this one's so far). */
  done: number;
  total: number;
  /** Seconds left at the rate of the games played since `started`; null before one is played. */
  etaSeconds: number | null;
}

/**
 * A watch of a run's progress (or a sweep's: each set's reports in turn), from `started` (ms):
 * each report gives the whole's games and the time left, at the rate of the games this
 * submission played (a resumed run's games found played do not count as speed).
 */
export function overallProgress(
  started: number,
): (p: ClusterProgress & Partial<ClusterSweepProgress>, now?: number) => OverallProgress {
  const playedBy = new Map<number, number>();
  return (p, now = Date.now()) => {
    const variant = p.variant ?? 0;
    playedBy.set(variant, p.done - p.resumed);
    const played = [...playedBy.values()].reduce((a, b) => a + b, 0);
    const done = variant * p.total + p.done;
    const total = (p.of ?? 1) * p.total;
    const rate = played / Math.max((now - started) / 1000, 0.001);
    const etaSeconds = done >= total ? 0 : played > 0 ? Math.ceil((total - done) / rate) : null;
    return { done, total, etaSeconds };
  };
}
