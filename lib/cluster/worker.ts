/**
 * A machine's part of the cluster (`vellum worker`): one BullMQ worker on the shard queue that
 * plays one shard at a time on the local pool (its threads), fetching each run's set from Redis
 * by its content hash, and returns the shard's part (without the set: the submitter has it).
 */
import { hostname } from "node:os";
import { UnrecoverableError, Worker } from "bullmq";
import type { Job } from "bullmq";
import type { Diagnostic, Result, VellumSet } from "../model";
import { messageOf, ok } from "../model";
import {
  VELLUM_VERSION,
  rangeWords,
  readShardPart,
  runDifference,
  setContentHash,
  shardRange,
  simulateShard,
} from "../sim";
import type { ShardPart } from "../sim";
import { JOB_PROTOCOL, MAX_STALLED, PREFIX, SHARD_QUEUE, cancelKey, setKey } from "./jobs";
import type { ShardJob } from "./jobs";
import { connect, redisLabel } from "./redis";
import type { ClusterTiming, Connection } from "./redis";

/** What a worker tells its user. */
export type WorkerEvent =
  | { kind: "start"; shard: string; set: string; games: string }
  | { kind: "done"; shard: string; games: number; ms: number }
  | { kind: "refused" | "failed"; shard: string; reason: string }
  | { kind: "redis-lost"; reason: string }
  | { kind: "error"; reason: string }
  | { kind: "redis-back" };

export interface ClusterWorkerOptions {
  url: string;
  /** Threads that play a shard (the calling one and pooled worker threads). */
  threads: number;
  timing: ClusterTiming;
  onEvent?: (event: WorkerEvent) => void;
  /** The Vellum it plays as (default this one's): a test's stand-in for another version. */
  vellum?: string;
}

export interface ClusterWorker {
  /** Its name in Redis' client list: host and process id. */
  name: string;
  /** Leaves the cluster: waits for the shard being played (`force`: does not; it is retried elsewhere). */
  close(force?: boolean): Promise<void>;
}

/** Sets fetched, by hash: a run's shards share one parsed set (and the pool's memos). */
const MAX_CACHED_SETS = 4;

/**
 * Connects to the cluster at `url` and starts taking shards; `cluster/unreachable` when Redis
 * does not answer within the timing's timeout.
 */
export async function startClusterWorker(
  options: ClusterWorkerOptions,
): Promise<Result<ClusterWorker, Diagnostic>> {
  const connected = await connect(options.url, options.timing.redisTimeoutMs);
  if (!connected.ok) return connected;
  const connection = connected.value;
  const vellum = options.vellum ?? VELLUM_VERSION;
  const say = options.onEvent ?? (() => {});
  const sets = new Map<string, VellumSet>();
  const name = `${hostname()}:${process.pid}`;
  const worker = new Worker<ShardJob, ShardPart>(
    SHARD_QUEUE,
    async (job) => {
      const shard = `${job.data.index}/${job.data.count}`;
      try {
        return await playShard(job, connection, sets, options, vellum, say);
      } catch (e) {
        say({
          kind: e instanceof UnrecoverableError ? "refused" : "failed",
          shard,
          reason: messageOf(e),
        });
        throw e;
      }
    },
    {
      connection: connection.client,
      prefix: PREFIX,
      name,
      concurrency: 1,
      lockDuration: options.timing.lockMs,
      stalledInterval: options.timing.stalledMs,
      maxStalledCount: MAX_STALLED,
      autorun: true,
    },
  );
  let lost = false;
  // BullMQ's own errors (a lock it could not renew…); a lost connection is said once, below.
  worker.on("error", (e) => {
    if (!lost && connection.client.status === "ready") say({ kind: "error", reason: messageOf(e) });
  });
  connection.client.on("reconnecting", () => {
    if (lost) return;
    lost = true;
    say({
      kind: "redis-lost",
      reason: `${redisLabel(options.url)}: ${connection.lastError() || "connection closed"}; retrying`,
    });
  });
  connection.client.on("ready", () => {
    if (!lost) return;
    lost = false;
    say({ kind: "redis-back" });
  });
  return ok({
    name,
    close: async (force = false) => {
      await worker.close(force);
      connection.client.disconnect();
    },
  });
}

/** The set of hash `hash`, from the cache or Redis; refused when missing or not that content. */
async function setOf(
  hash: string,
  connection: Connection,
  sets: Map<string, VellumSet>,
): Promise<VellumSet> {
  const cached = sets.get(hash);
  if (cached) return cached;
  const text = await connection.client.get(setKey(hash));
  if (text === null)
    throw new UnrecoverableError(
      `the run's set (sha-256 ${hash.slice(0, 12)}…) is not in Redis (expired, or Redis restarted): submit the run again`,
    );
  let set: VellumSet;
  try {
    set = JSON.parse(text) as VellumSet;
  } catch (e) {
    throw new UnrecoverableError(
      `the set stored under ${setKey(hash)} is not JSON: ${messageOf(e)}`,
    );
  }
  const actual = setContentHash(set);
  if (actual !== hash)
    throw new UnrecoverableError(
      `the set stored under sha-256 ${hash.slice(0, 12)}… has the content sha-256 ${actual.slice(0, 12)}…: not the run's set`,
    );
  if (sets.size >= MAX_CACHED_SETS) sets.delete(sets.keys().next().value!);
  sets.set(hash, set);
  return set;
}

/** Plays a shard job: its part, or an error (`UnrecoverableError`: no retry, it would repeat). */
async function playShard(
  job: Job<ShardJob, ShardPart>,
  connection: Connection,
  sets: Map<string, VellumSet>,
  options: ClusterWorkerOptions,
  vellum: string,
  say: (event: WorkerEvent) => void,
): Promise<ShardPart> {
  const data = job.data;
  if (data.protocol !== JOB_PROTOCOL)
    throw new UnrecoverableError(
      `refused by worker ${hostname()}: the job is of protocol ${String(data.protocol)}, this worker reads ${JOB_PROTOCOL}; run workers of the submitter's Vellum`,
    );
  const { run, index, count } = data;
  if (run.vellum !== vellum)
    throw new UnrecoverableError(
      `refused by worker ${hostname()}: the run is for Vellum ${run.vellum}, this worker is Vellum ${vellum}, whose games may differ; run workers of the submitter's version`,
    );
  const cancel = cancelKey(data.runId);
  if ((await connection.client.exists(cancel)) > 0)
    throw new UnrecoverableError("the run was cancelled");
  const set = await setOf(run.set.hash, connection, sets);
  const [from, to] = shardRange(run.games, index, count);
  const shard = `${index}/${count}`;
  say({
    kind: "start",
    shard,
    set: `'${run.set.name}' ${run.set.version}`,
    games: to > from ? rangeWords([from, to]) : "no games",
  });
  const started = Date.now();
  const abort = new AbortController();
  let last = 0;
  const onProgress = (done: number, total: number) => {
    const now = Date.now();
    if (done < total && now - last < 250) return;
    last = now;
    // Progress and the cancel check go out without waiting: the games go on meanwhile.
    job.updateProgress(done).catch(() => {});
    connection.client.exists(cancel).then(
      (n) => n > 0 && abort.abort(),
      () => {},
    );
  };
  // Every option of the run (its identity holds them all) but the Vellum and the set's hash.
  const { vellum: _vellum, set: _hash, ...config } = run;
  const played = await simulateShard(
    {
      ...config,
      set,
      workers: options.threads,
      // This thread renews the shard's lock: a game played here would hold it up.
      mainThreadPlays: false,
      onProgress,
      signal: abort.signal,
    },
    index,
    count,
    // The submitter has the set: the part goes back without it.
    { carrySet: false },
  );
  if (!played.ok) {
    if (abort.signal.aborted) throw new UnrecoverableError("the run was cancelled");
    // The options or the setup: every worker would refuse them the same way.
    throw new UnrecoverableError(played.error.message);
  }
  const part = played.value;
  const why = runDifference(run, part.run);
  if (why) throw new UnrecoverableError(`the shard played another run than asked: ${why}`);
  // What goes back is checked as the submitter will check it: a bad part is retried here.
  const checked = readShardPart(part, `shard ${shard}`);
  if (!checked.ok) throw new Error(checked.error.message);
  say({ kind: "done", shard, games: part.tally.games, ms: Date.now() - started });
  return part;
}
