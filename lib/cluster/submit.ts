/**
 * A run on the cluster (`vellum simulate … --redis URL`, and later the lab): the run split into
 * a BullMQ flow — one parent job, a child per shard, with ids from the run's identity and split
 * — its progress watched, and the shards' parts merged (lib/sim `mergeParts`) into the report
 * the local run prints. Submitting the same run again finds the same jobs: shards already
 * played are kept, not replayed.
 */
import { FlowProducer, Job, Queue } from "bullmq";
import type { Diagnostic, Result } from "../model";
import { err, messageOf, ok } from "../model";
import {
  MAX_SHARDS,
  mergeParts,
  rangeWords,
  readShardPart,
  reportOfPart,
  runIdentity,
  shardJobId,
  shardRange,
  simulateRange,
} from "../sim";
import type { RunIdentity, ShardPart, SimOptions, SimReport } from "../sim";
import {
  JOB_PROTOCOL,
  PREFIX,
  RUN_QUEUE,
  SET_TTL_S,
  SHARD_ATTEMPTS,
  SHARD_QUEUE,
  cancelKey,
  flowId,
  setKey,
} from "./jobs";
import type { ShardJob } from "./jobs";
import { clusterError, connect, redisLabel, seconds, within } from "./redis";
import type { ClusterTiming, Connection } from "./redis";

/** Games per shard when the number of shards is not given, up to {@link DEFAULT_MAX_SHARDS}. */
export const SHARD_GAMES = 1000;
/**
 * Shards of a run when not told, at most: past 1,000,000 games the shards grow instead, so a
 * shard's overhead (about 30 ms on the bench) stays a few percent of its games on 16 threads.
 */
export const DEFAULT_MAX_SHARDS = 1000;

/** The shards of a run of `games` when not told: one per {@link SHARD_GAMES}, at most 1,000. */
export function defaultShards(games: number): number {
  return Math.min(DEFAULT_MAX_SHARDS, Math.max(1, Math.ceil(games / SHARD_GAMES)));
}

/** Where a cluster run stands. */
export interface ClusterProgress {
  /** Games played (finished shards, and the shards being played so far). */
  done: number;
  total: number;
  /** Games already played when this submission started (a resumed run). */
  resumed: number;
  shardsDone: number;
  shards: number;
  /** Workers connected to the shard queue now. */
  workers: number;
}

export interface ClusterRunOptions {
  url: string;
  /** The run (`workers` is the workers', not read here). */
  sim: SimOptions;
  /** Shards to split it in (default `defaultShards`), at most one per game. */
  shards?: number;
  timing: ClusterTiming;
  /** Called about twice a second. */
  onProgress?: (progress: ClusterProgress) => void;
  /** Cancels the run: its jobs are removed from Redis and workers stop its shards. */
  signal?: AbortSignal;
}

export interface ClusterRun {
  report: SimReport;
  /** The merged part (without the set). */
  part: ShardPart;
  run: RunIdentity;
  shards: number;
  /** Games found already played when submitted (a resumed run). */
  resumed: number;
}

/** How often the submitter looks at its shards (ms). */
const TICK_MS = 500;
/** Shards looked at per tick at most: a huge run's shards are gone through in turn. */
const CHECKS_PER_TICK = 500;

/**
 * Plays the run on the cluster at `url` and returns its report, the same bytes as `simulate`'s;
 * or why not: the options (`simulate`'s errors), `cluster/unreachable`, `cluster/lost` (Redis went
 * away: run again to resume), `cluster/shard-failed` (a shard refused or failed after its
 * attempts, with the worker's reason), `cluster/invalid` (a shard's result does not validate),
 * `cluster/cancelled`.
 */
export async function runOnCluster(o: ClusterRunOptions): Promise<Result<ClusterRun, Diagnostic>> {
  // The options and the setup checked here, not refused by every worker (no games played).
  const checked = await simulateRange({ ...o.sim, workers: 1 }, 0, 0);
  if (!checked.ok) return checked;
  const { ctx } = checked.value;
  const run = runIdentity(ctx.set, ctx.config);
  const count = o.shards ?? defaultShards(run.games);
  if (!Number.isSafeInteger(count) || count < 1 || count > Math.min(MAX_SHARDS, run.games))
    return err(
      clusterError(
        "shards",
        `the number of shards must be from 1 to ${Math.min(MAX_SHARDS, run.games)} (at most one per game)`,
      ),
    );
  const connected = await connect(o.url, o.timing.redisTimeoutMs);
  if (!connected.ok) return connected;
  const connection = connected.value;
  const queues: Queues = {
    shards: new Queue(SHARD_QUEUE, { connection: connection.client, prefix: PREFIX }),
    runs: new Queue(RUN_QUEUE, { connection: connection.client, prefix: PREFIX }),
    flows: new FlowProducer({ connection: connection.client, prefix: PREFIX }),
  };
  // BullMQ re-emits connection errors; ours are said once, by the watch's deadlines.
  for (const q of Object.values(queues)) q.on("error", () => {});
  try {
    return await submitAndWatch(o, connection, queues, run, count, JSON.stringify(ctx.set));
  } catch (e) {
    return err(lostError(o, connection, messageOf(e)));
  } finally {
    await Promise.allSettled(Object.values(queues).map((q) => q.close()));
    connection.client.disconnect();
  }
}

/** Redis went away (or stopped answering): said with the URL, the error and how to resume. */
function lostError(o: ClusterRunOptions, connection: Connection, what: string): Diagnostic {
  const last = connection.lastError();
  return clusterError(
    "lost",
    `lost Redis at ${redisLabel(o.url)}: ${what}${last && !what.includes(last) ? ` (${last})` : ""}. The shards already played stay in Redis unless it restarted without persistence: run the same command again to resume.`,
  );
}

/** The shard queue, the runs' queue (the parents) and the producer of flows. */
interface Queues {
  shards: Queue;
  runs: Queue;
  flows: FlowProducer;
}

/** Raised by a watched call that Redis did not answer in time. */
class NoAnswer extends Error {}

async function submitAndWatch(
  o: ClusterRunOptions,
  connection: Connection,
  queues: Queues,
  run: RunIdentity,
  count: number,
  setText: string,
): Promise<Result<ClusterRun, Diagnostic>> {
  const { client } = connection;
  const timeout = o.timing.redisTimeoutMs;
  const call = async <T>(what: string, promise: Promise<T>): Promise<T> => {
    let value: T | undefined;
    const outcome = await within(
      promise.then((v) => (value = v)),
      timeout,
    );
    if (outcome === "late") throw new NoAnswer(`no answer for ${seconds(timeout)} (${what})`);
    if (outcome instanceof Error) throw outcome;
    return value as T;
  };
  const id = flowId(run, count);
  const ids = Array.from({ length: count }, (_, k) => shardJobId(run, k + 1, count));
  const sizes = ids.map((_, k) => {
    const [from, to] = shardRange(run.games, k + 1, count);
    return to - from;
  });
  await call("storing the set", client.set(setKey(run.set.hash), setText, "EX", SET_TTL_S));
  await call("clearing an earlier cancel", client.del(cancelKey(id)));
  const data = (index: number): ShardJob => ({
    protocol: JOB_PROTOCOL,
    runId: id,
    run,
    index,
    count,
  });
  // Existing ids are kept as they are (BullMQ adds nothing for an id it has): a resumed run.
  await call(
    "adding the run's jobs",
    queues.flows.add({
      name: "run",
      queueName: RUN_QUEUE,
      data: { run, count },
      opts: { jobId: id },
      children: ids.map((jobId, k) => ({
        name: "shard",
        queueName: SHARD_QUEUE,
        data: data(k + 1),
        opts: { jobId, attempts: SHARD_ATTEMPTS },
      })),
    }),
  );
  const parts: (ShardPart | null)[] = ids.map(() => null);
  let merged: ShardPart | null = null;
  let shardsDone = 0;
  let gamesDone = 0;
  let resumed = -1;
  let cursor = 0;
  // Shards failed in an earlier submission get their attempts again.
  const retried = new Set<number>();
  // Results of a shard that did not validate, by shard.
  const invalid = new Map<number, number>();
  for (;;) {
    if (o.signal?.aborted) return cancel(o, connection, queues.runs, id, count);
    const pending = ids.map((_, k) => k).filter((k) => !parts[k]);
    const checking =
      pending.length <= CHECKS_PER_TICK
        ? pending
        : Array.from(
            { length: CHECKS_PER_TICK },
            (_, j) => pending[(cursor + j) % pending.length]!,
          );
    cursor += CHECKS_PER_TICK;
    const jobs = await call(
      "reading the shards",
      Promise.all(checking.map((k) => Job.fromId<ShardJob, ShardPart>(queues.shards, ids[k]!))),
    );
    let playing = 0;
    for (const [j, k] of checking.entries()) {
      const job = jobs[j];
      const shard = `${k + 1}/${count}`;
      if (!job)
        return err(
          clusterError(
            "lost",
            `shard ${shard}'s job is gone from Redis at ${redisLabel(o.url)} (removed by a cancel, or Redis restarted): run the same command again to play it`,
          ),
        );
      if (job.finishedOn && job.failedReason && !job.returnvalue) {
        if (resumed < 0 && !retried.has(k)) {
          retried.add(k);
          await call("retrying a failed shard", job.retry("failed", { resetAttemptsMade: true }));
          continue;
        }
        const [from, to] = shardRange(run.games, k + 1, count);
        return err(
          clusterError(
            "shard-failed",
            `shard ${shard} (${rangeWords([from, to])}) failed after ${job.attemptsMade} attempt${job.attemptsMade === 1 ? "" : "s"}: ${job.failedReason}. The other shards are kept: fix this and run the same command again to resume.`,
          ),
        );
      }
      if (job.finishedOn && job.returnvalue) {
        const part = validPart(job.returnvalue, shard, run, k + 1, count);
        if (typeof part === "string") {
          // Played again (its attempts), then reported: a worker's bug or a damaged result.
          const tries = (invalid.get(k) ?? 0) + 1;
          invalid.set(k, tries);
          if (tries >= SHARD_ATTEMPTS)
            return err(
              clusterError(
                "invalid",
                `${part} (${tries} results, none valid; the other shards are kept: run the same command again to resume)`,
              ),
            );
          await call("retrying a shard whose result is not valid", job.retry("completed"));
          continue;
        }
        parts[k] = part;
        shardsDone++;
        gamesDone += sizes[k]!;
        const joined = mergeParts([
          ...(merged ? [{ name: "the shards so far", part: merged }] : []),
          { name: `shard ${shard}`, part },
        ]);
        if (!joined.ok) return err(clusterError("invalid", joined.error.message));
        merged = joined.value;
      } else if (typeof job.progress === "number") playing += Math.min(job.progress, sizes[k]!);
    }
    if (resumed < 0) resumed = gamesDone;
    const workers = await call("counting the workers", queues.shards.getWorkersCount());
    o.onProgress?.({
      done: gamesDone + playing,
      total: run.games,
      resumed,
      shardsDone,
      shards: count,
      workers,
    });
    if (shardsDone === count) break;
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const report = reportOfPart(merged!, JSON.parse(setText));
  if (!report.ok) return err(clusterError("invalid", report.error.message));
  // The run is done: its jobs go (the set stays for its other runs until its TTL).
  await call("removing the finished run", removeRun(queues.runs, id));
  return ok({ report: report.value, part: merged!, run, shards: count, resumed });
}

/** A shard's result as a part of this run's shard `index`, or why it is not one. */
function validPart(
  value: unknown,
  shard: string,
  run: RunIdentity,
  index: number,
  count: number,
): ShardPart | string {
  const read = readShardPart(value, `shard ${shard}'s result`);
  if (!read.ok) return read.error.message;
  const part = read.value;
  const [from, to] = shardRange(run.games, index, count);
  const expected = to > from ? [[from, to]] : [];
  if (JSON.stringify(part.ranges) !== JSON.stringify(expected))
    return `shard ${shard}'s result holds ${part.ranges.map(rangeWords).join(", ") || "no games"}, not ${rangeWords([from, to])}`;
  return part;
}

/** Removes the run's parent job and its children; false while a child is still locked. */
async function removeRun(runs: Queue, id: string): Promise<boolean> {
  const parent = await Job.fromId(runs, id);
  if (!parent) return true;
  try {
    await parent.remove({ removeChildren: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Cancels the run: its cancel key tells the workers playing its shards to stop, then its jobs
 * are removed (a shard still locked by a worker is waited for, at most a lock's duration).
 */
async function cancel(
  o: ClusterRunOptions,
  connection: Connection,
  runs: Queue,
  id: string,
  count: number,
): Promise<Result<ClusterRun, Diagnostic>> {
  await connection.client.set(cancelKey(id), "1", "EX", 3600);
  const deadline = Date.now() + o.timing.lockMs + 5_000;
  while (!(await removeRun(runs, id))) {
    if (Date.now() > deadline)
      return err(
        clusterError(
          "cancelled",
          `the run was cancelled, but some of its ${count} shards were still held by a worker after ${seconds(o.timing.lockMs + 5_000)}: they stop at their next progress report`,
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Every shard has stopped (none is locked any more): the next submission starts afresh.
  await connection.client.del(cancelKey(id));
  return err(
    clusterError(
      "cancelled",
      `the run was cancelled: its ${count} shard jobs were removed from Redis`,
    ),
  );
}
