import type { ClusterRunAnswer } from "@/app/_api/contracts";
import { cancelClusterRun, clusterRefusal, clusterRun } from "@/app/_server/cluster-runs";
import { json } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";

export const dynamic = "force-dynamic";

/**
 * Where a cluster run stands (games done, shards, workers, ETA), its report once `done`, why
 * once `failed`; 404 `cluster/no-run` for a run this server does not know.
 */
export const GET = route({ params: ["id", "run"] }, async ({ params: { id, run } }) => {
  const found = clusterRun(id, run);
  return found.ok ? json<ClusterRunAnswer>(found.value) : clusterRefusal(found.error);
});

/** Cancels the run: answers once its jobs are removed from Redis (`state: "cancelled"`). */
export const DELETE = route({ params: ["id", "run"] }, async ({ params: { id, run } }) => {
  const cancelled = await cancelClusterRun(id, run);
  return cancelled.ok ? json<ClusterRunAnswer>(cancelled.value) : clusterRefusal(cancelled.error);
});
