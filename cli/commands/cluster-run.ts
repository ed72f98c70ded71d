/** `vellum simulate … --redis URL`: the run played by the cluster's workers, then merged. */
import { MAX_SHARDS, formatReport } from "../../lib/sim";
import type { SimOptions, SweepRunner } from "../../lib/sim";
import {
  clusterRunner,
  defaultShards,
  overallProgress,
  redisLabel,
  runOnCluster,
  timingFrom,
} from "../../lib/cluster";
import type { ClusterProgress, ClusterSweepProgress, ClusterTiming } from "../../lib/cluster";
import type { Diagnostic } from "../../lib/model";
import type { ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { writeOut } from "../write-out";

/**
 * What `--redis` refuses beside it (the options of a local shard, the workers' threads), or
 * the number of shards asked (`--shards`, undefined for the default); an error message.
 */
export function clusterShardsOption(args: ParsedArgs, games: number): number | undefined | string {
  for (const name of ["shard", "shard-index-from-env"])
    if (stringOption(args, name) !== undefined)
      return `--${name} plays one shard here; with --redis the cluster plays every shard (give --shards n to choose how many)`;
  if (stringOption(args, "workers") !== undefined)
    return "--workers is each worker's with --redis: give it to 'vellum worker --workers N'";
  const raw = stringOption(args, "shards");
  if (raw === undefined) return undefined;
  const most = Math.min(MAX_SHARDS, games);
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > most)
    return `--shards must be a whole number from 1 to ${most} (at most one per game), not '${raw}'`;
  return n;
}

/** A run's progress, or a sweep's (its variant `variant` of `of`, counted from 0: the current set). */
type Progress = ClusterProgress & Partial<Pick<ClusterSweepProgress, "variant" | "of" | "label">>;

/**
 * A progress line on stderr: rewritten in place on a terminal, else one every 10 s. A sweep's
 * says which set of the sweep plays, and its ETA is the whole sweep's.
 */
function clusterProgress(
  io: CliIo,
  started: number,
): { onProgress: (p: Progress) => void; barShown: () => boolean } {
  let shown = false;
  let lastLine = 0;
  const overall = overallProgress(started);
  const announced = new Set<number>();
  const onProgress = (p: Progress) => {
    const now = Date.now();
    const variant = p.variant ?? 0;
    const { done, total, etaSeconds } = overall(p, now);
    const eta =
      etaSeconds === 0 ? "done" : etaSeconds === null ? "ETA not known yet" : `ETA ${etaSeconds} s`;
    const set =
      p.variant === undefined
        ? ""
        : `${p.variant === 0 ? "current set" : `variant ${p.variant} of ${(p.of ?? 1) - 1} (${p.label})`}: `;
    const words = `${set}${p.done}/${p.total} games, shards ${p.shardsDone}/${p.shards}, ${p.workers} worker${p.workers === 1 ? "" : "s"}, ${eta}`;
    if (io.isTty && !io.env.CI) {
      const width = 30;
      const full = Math.round((width * done) / total);
      const bar = `cluster ${"█".repeat(full)}${"░".repeat(width - full)} ${words}`;
      io.err(shown ? `\x1b[1A\x1b[2K${bar}` : bar);
      shown = true;
    } else if (now - lastLine >= 10_000 || (p.variant !== undefined && !announced.has(variant))) {
      // Each set of a sweep is said as it starts, then every 10 s.
      announced.add(variant);
      lastLine = now;
      io.err(`cluster: ${words}`);
    }
  };
  return { onProgress, barShown: () => shown };
}

/** What a cluster command needs: the timing, the progress line and Ctrl-C's cancel. */
interface ClusterSession {
  timing: ClusterTiming;
  count: number;
  progress: ReturnType<typeof clusterProgress>;
  signal: AbortSignal;
  /** Stops listening for Ctrl-C. */
  stop: () => void;
}

/** Reads the timing, says what is submitted where, and listens for Ctrl-C; an exit code when the timing is wrong. */
function clusterSession(
  io: CliIo,
  url: string,
  shards: number | undefined,
  games: number,
  what: string,
  started: number,
): ClusterSession | number {
  const timing = timingFrom(io.env);
  if (!timing.ok) {
    io.err(`error: ${timing.error.message}`);
    return EXIT.usage;
  }
  const count = shards ?? defaultShards(games);
  io.err(
    `submitting ${what} in ${count} shard${count === 1 ? "" : "s"}${what.includes("sweep") ? " each" : ""} to the cluster at ${redisLabel(url)} (Ctrl-C cancels the run)`,
  );
  const abort = new AbortController();
  const stop = io.onInterrupt?.(() => {
    if (abort.signal.aborted) return;
    io.err("cancelling: removing the run's jobs…");
    abort.abort();
  });
  return {
    timing: timing.value,
    count,
    progress: clusterProgress(io, started),
    signal: abort.signal,
    stop: () => stop?.(),
  };
}

/** A cluster error on stderr; its exit code (bad options: usage). */
function clusterFailure(io: CliIo, error: Diagnostic): number {
  io.err(`error: ${error.message}`);
  return error.code.startsWith("sim/") || error.code === "cluster/url" ? EXIT.usage : EXIT.failed;
}

/**
 * `vellum simulate … --vary … --redis URL`: the sweep's runner, each set (the current one,
 * then each variant) played on the cluster with the same options, so the same seeds; `finish`
 * stops listening for Ctrl-C, says how long it took and gives the exit code of an error.
 */
export function clusterSweepRunner(
  io: CliIo,
  url: string,
  shards: number | undefined,
  options: Omit<SimOptions, "set">,
  sets: number,
): { runner: SweepRunner; finish: (error?: Diagnostic) => number } | number {
  const started = Date.now();
  const session = clusterSession(
    io,
    url,
    shards,
    options.games,
    `a sweep of ${sets} sets × ${options.games} games`,
    started,
  );
  if (typeof session === "number") return session;
  const runner = clusterRunner({
    url,
    sim: options,
    shards: session.count,
    timing: session.timing,
    onProgress: session.progress.onProgress,
    signal: session.signal,
  });
  return {
    runner,
    finish: (error) => {
      session.stop();
      if (error) return clusterFailure(io, error);
      const seconds = (Date.now() - started) / 1000;
      const rewrite = session.progress.barShown() ? "\x1b[1A\x1b[2K" : "";
      io.err(
        `${rewrite}swept ${sets} sets (the current one and ${sets - 1} variant${sets === 2 ? "" : "s"}) × ${options.games} games on the cluster in ${seconds.toFixed(1)} s (${session.count} shard${session.count === 1 ? "" : "s"} each)`,
      );
      return EXIT.ok;
    },
  };
}

/** Plays the run on the cluster at `url` and prints its report as the local run does. */
export async function clusterRun(
  args: ParsedArgs,
  io: CliIo,
  url: string,
  shards: number | undefined,
  options: SimOptions,
): Promise<number> {
  const started = Date.now();
  const session = clusterSession(io, url, shards, options.games, `${options.games} games`, started);
  if (typeof session === "number") return session;
  const { count, progress } = session;
  const { onProgress: _local, workers: _workers, ...sim } = options;
  const result = await runOnCluster({
    url,
    sim,
    shards: count,
    timing: session.timing,
    onProgress: progress.onProgress,
    signal: session.signal,
  }).finally(session.stop);
  if (!result.ok) return clusterFailure(io, result.error);
  const { report, resumed } = result.value;
  const seconds = (Date.now() - started) / 1000;
  const played = report.games.total - resumed;
  // The progress bar (a terminal's) is rewritten by the summary, as the local run's is.
  const rewrite = progress.barShown() ? "\x1b[1A\x1b[2K" : "";
  io.err(
    `${rewrite}simulated ${report.games.total} games on the cluster in ${seconds.toFixed(1)} s (${(played / Math.max(seconds, 0.001)).toFixed(0)} games/s, ${count} shard${count === 1 ? "" : "s"}${resumed > 0 ? `, ${resumed} games played before this run resumed` : ""})`,
  );
  const text = flag(args, "json") ? JSON.stringify(report, null, 2) : formatReport(report);
  if (!(await writeOut(io, text, stringOption(args, "out")))) return EXIT.failed;
  return report.games.errored > 0 || report.invariants.violations > 0 ? EXIT.failed : EXIT.ok;
}
