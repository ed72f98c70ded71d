/**
 * lib/cluster: simulation runs spread over machines through BullMQ on a real Redis — the
 * submitting side (`runOnCluster`) and a machine's worker (`startClusterWorker`). Not pure: it
 * talks to Redis over the network and reads the clock. See README.md.
 */
export { runOnCluster, defaultShards, DEFAULT_MAX_SHARDS, SHARD_GAMES } from "./submit";
export type { ClusterProgress, ClusterRun, ClusterRunOptions } from "./submit";
export { startClusterWorker } from "./worker";
export type { ClusterWorker, ClusterWorkerOptions, WorkerEvent } from "./worker";
export { CLUSTER_TIMING, redisLabel, timingFrom } from "./redis";
export type { ClusterTiming } from "./redis";
export { PREFIX, RUN_QUEUE, SHARD_QUEUE, flowId, setKey } from "./jobs";
export type { ShardJob } from "./jobs";
export { clusterRunner, overallProgress } from "./sweep";
export type { ClusterSweepOptions, ClusterSweepProgress, OverallProgress } from "./sweep";
export { clusterWorkers } from "./status";
