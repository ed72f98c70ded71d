/**
 * What submitters and workers agree on in Redis: the queues, the keys, a shard job's data and
 * the deterministic job ids (the same run and split give the same ids, so submitting again, or
 * a job delivered twice, adds nothing).
 */
import { runKey } from "../sim";
import type { RunIdentity } from "../sim";

/** Every key of Vellum's cluster starts with this (BullMQ's prefix too). */
export const PREFIX = "vellum";
/** The queue of shard jobs, which `vellum worker` plays. */
export const SHARD_QUEUE = "shards";
/** The queue of the runs' parent jobs: nobody plays them; a run's children hang under one. */
export const RUN_QUEUE = "runs";
/** The version of a shard job's data: a worker refuses another. */
export const JOB_PROTOCOL = 1;
/** How long a set stays in Redis after its last submission (s). */
export const SET_TTL_S = 7 * 24 * 3600;
/** Attempts of a shard that throws (an invalid result, an engine crash) before it fails. */
export const SHARD_ATTEMPTS = 3;
/** Times a shard may lose its worker (killed, frozen) before it fails. */
export const MAX_STALLED = 3;

/** A shard job's data. */
export interface ShardJob {
  protocol: typeof JOB_PROTOCOL;
  /** The run's and split's id (`flowId`): names its parent job and its cancel key. */
  runId: string;
  run: RunIdentity;
  /** Shard `index` (from 1) of `count`. */
  index: number;
  count: number;
}

/**
 * The id of the run split in `count` shards, its parent job's (`<runKey>-of-<count>`): the same
 * for the same run and split. Its shards' jobs are lib/sim's `shardJobId`s.
 */
export function flowId(run: RunIdentity, count: number): string {
  return `${runKey(run)}-of-${count}`;
}

/** The key under which a set's JSON waits for the workers, named by its content hash. */
export const setKey = (hash: string) => `${PREFIX}:set:${hash}`;

/** Present while a run is being cancelled: its workers stop their shards. */
export const cancelKey = (id: string) => `${PREFIX}:cancel:${id}`;
