/** `vellum simulate … --redis URL`: the run played by the cluster's workers, then merged. */
import { MAX_SHARDS, formatReport } from "../../lib/sim";
import type { SimOptions } from "../../lib/sim";
import { defaultShards, redisLabel, runOnCluster, timingFrom } from "../../lib/cluster";
import type { ClusterProgress } from "../../lib/cluster";
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

/** A progress line on stderr: rewritten in place on a terminal, else one every 10 s. */
function clusterProgress(
  io: CliIo,
  started: number,
): { onProgress: (p: ClusterProgress) => void; barShown: () => boolean } {
  let shown = false;
  let lastLine = 0;
  const onProgress = (p: ClusterProgress) => {
    const now = Date.now();
    const played = p.done - p.resumed;
    const rate = played / Math.max((now - started) / 1000, 0.001);
    const eta =
      p.done >= p.total
        ? "done"
        : played > 0
          ? `ETA ${Math.ceil((p.total - p.done) / rate)} s`
          : "ETA not known yet";
    const words = `${p.done}/${p.total} games, shards ${p.shardsDone}/${p.shards}, ${p.workers} worker${p.workers === 1 ? "" : "s"}, ${eta}`;
    if (io.isTty && !io.env.CI) {
      const width = 30;
      const full = Math.round((width * p.done) / p.total);
      const bar = `cluster ${"█".repeat(full)}${"░".repeat(width - full)} ${words}`;
      io.err(shown ? `\x1b[1A\x1b[2K${bar}` : bar);
      shown = true;
    } else if (now - lastLine >= 10_000) {
      lastLine = now;
      io.err(`cluster: ${words}`);
    }
  };
  return { onProgress, barShown: () => shown };
}

/** Plays the run on the cluster at `url` and prints its report as the local run does. */
export async function clusterRun(
  args: ParsedArgs,
  io: CliIo,
  url: string,
  shards: number | undefined,
  options: SimOptions,
): Promise<number> {
  const timing = timingFrom(io.env);
  if (!timing.ok) {
    io.err(`error: ${timing.error.message}`);
    return EXIT.usage;
  }
  const count = shards ?? defaultShards(options.games);
  const started = Date.now();
  io.err(
    `submitting ${options.games} games in ${count} shard${count === 1 ? "" : "s"} to the cluster at ${redisLabel(url)} (Ctrl-C cancels the run)`,
  );
  const progress = clusterProgress(io, started);
  const abort = new AbortController();
  const stop = io.onInterrupt?.(() => {
    if (abort.signal.aborted) return;
    io.err("cancelling: removing the run's jobs…");
    abort.abort();
  });
  const { onProgress: _local, workers: _workers, ...sim } = options;
  const result = await runOnCluster({
    url,
    sim,
    shards: count,
    timing: timing.value,
    onProgress: progress.onProgress,
    signal: abort.signal,
  }).finally(() => stop?.());
  if (!result.ok) {
    const { code, message } = result.error;
    io.err(`error: ${message}`);
    return code.startsWith("sim/") || code === "cluster/url" ? EXIT.usage : EXIT.failed;
  }
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
