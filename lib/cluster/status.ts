/**
 * Whether the cluster answers, and how many workers it has: what the app's lab asks before it
 * offers "Run on the cluster", and what an app's refusal says when Redis is not there.
 */
import { Queue } from "bullmq";
import type { Diagnostic, Result } from "../model";
import { err, ok } from "../model";
import { PREFIX, SHARD_QUEUE } from "./jobs";
import { clusterError, connect, redisLabel, seconds, within } from "./redis";
import type { ClusterTiming } from "./redis";

/**
 * The workers connected to the shard queue at `url` now; `cluster/url`, `cluster/unreachable`
 * (no answer within `redisTimeoutMs`), or `cluster/lost` (connected, then no answer).
 */
export async function clusterWorkers(
  url: string,
  timing: ClusterTiming,
): Promise<Result<number, Diagnostic>> {
  const connected = await connect(url, timing.redisTimeoutMs);
  if (!connected.ok) return connected;
  const { client } = connected.value;
  const queue = new Queue(SHARD_QUEUE, { connection: client, prefix: PREFIX });
  queue.on("error", () => {});
  let workers = 0;
  try {
    const outcome = await within(
      queue.getWorkersCount().then((n) => (workers = n)),
      timing.redisTimeoutMs,
    );
    if (outcome !== "ok")
      return err(
        clusterError(
          "lost",
          `Redis at ${redisLabel(url)} did not say how many workers it has: ${outcome === "late" ? `no answer for ${seconds(timing.redisTimeoutMs)}` : outcome.message}`,
        ),
      );
    return ok(workers);
  } finally {
    await queue.close().catch(() => {});
    client.disconnect();
  }
}
