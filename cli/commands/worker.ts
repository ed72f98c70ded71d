import { availableParallelism } from "node:os";
import { redisLabel, startClusterWorker, timingFrom } from "../../lib/cluster";
import type { WorkerEvent } from "../../lib/cluster";
import { MAX_WORKERS, VELLUM_VERSION } from "../../lib/sim";
import type { OptionSpec, ParsedArgs } from "../args";
import { stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";

export const WORKER_HELP = `vellum worker --redis redis://host:6379 [--workers N]
  Joins this machine to a simulation cluster: it takes shards of the runs that
  'vellum simulate … --redis URL' submits to the same Redis, plays each on N threads (default:
  this machine's cores) and sends back its totals, until Ctrl-C or SIGTERM (it leaves after
  the shard it is playing; a second Ctrl-C leaves at once, and that shard is played again
  elsewhere). Workers may join and leave during a run. A worker needs no shared disk: each
  run's set comes from Redis by its content hash. It refuses, with the reason the submitter
  prints, a run of another Vellum version or a set whose content does not match its hash.
  --redis defaults to VELLUM_REDIS_URL. A worker killed mid-shard holds it for
  VELLUM_CLUSTER_LOCK_MS (default 30000 ms), then another takes it; workers look for such
  shards every VELLUM_CLUSTER_STALLED_MS (default 15000). The cluster's Redis: one redis-server
  with persistence off and the eviction policy noeviction (README.md, "Cluster").`;

/** The options of `vellum worker` (its help names each). */
export const WORKER_OPTIONS = {
  redis: "string",
  workers: "string",
} as const satisfies OptionSpec;

/** A worker's event as a line on stderr. */
function eventLine(event: WorkerEvent): string {
  switch (event.kind) {
    case "start":
      return `shard ${event.shard} of ${event.set}: ${event.games}…`;
    case "done":
      return `shard ${event.shard}: ${event.games} games in ${(event.ms / 1000).toFixed(1)} s`;
    case "refused":
      return `shard ${event.shard} refused: ${event.reason}`;
    case "failed":
      return `shard ${event.shard} failed (it is retried): ${event.reason}`;
    case "redis-lost":
      return `lost Redis at ${event.reason}`;
    case "error":
      return `note: ${event.reason}`;
    case "redis-back":
      return "Redis is back; taking shards again";
  }
}

/** `vellum worker`: runs until interrupted. */
export async function workerCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  if (args.positionals.length > 0) {
    io.err(WORKER_HELP);
    return EXIT.usage;
  }
  const url = stringOption(args, "redis") ?? io.env.VELLUM_REDIS_URL;
  if (!url) {
    io.err("error: --redis redis://host:6379 is needed: the Redis the cluster shares");
    return EXIT.usage;
  }
  const cores = Math.min(MAX_WORKERS, availableParallelism());
  const raw = stringOption(args, "workers");
  const threads = raw === undefined ? cores : /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(threads) || threads < 1 || threads > MAX_WORKERS) {
    io.err(`error: --workers must be a whole number from 1 to ${MAX_WORKERS}, not '${raw}'`);
    return EXIT.usage;
  }
  const timing = timingFrom(io.env);
  if (!timing.ok) {
    io.err(`error: ${timing.error.message}`);
    return EXIT.usage;
  }
  const started = await startClusterWorker({
    url,
    threads,
    timing: timing.value,
    onEvent: (event) => io.err(eventLine(event)),
  });
  if (!started.ok) {
    io.err(`error: ${started.error.message}`);
    return EXIT.failed;
  }
  const worker = started.value;
  io.err(
    `worker ${worker.name} (Vellum ${VELLUM_VERSION}, ${threads} thread${threads === 1 ? "" : "s"}) joined the cluster at ${redisLabel(url)}; waiting for shards (Ctrl-C to leave)`,
  );
  let stop: (() => void) | undefined;
  await new Promise<void>((resolve) => {
    let asked = 0;
    // Without signals (in-process), the worker runs until its process ends.
    stop = io.onInterrupt?.(() => {
      asked++;
      if (asked === 1) {
        io.err("leaving the cluster after the current shard (Ctrl-C again to leave now)");
        void worker.close().then(resolve);
      } else {
        io.err("leaving now: the shard being played goes to another worker");
        void worker.close(true).then(resolve);
      }
    });
  });
  stop?.();
  io.err("worker left the cluster");
  return EXIT.ok;
}
