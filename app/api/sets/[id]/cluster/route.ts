import type { ClusterStatusAnswer } from "@/app/_api/contracts";
import { clusterStatus } from "@/app/_server/cluster-runs";
import { json } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";

export const dynamic = "force-dynamic";

/**
 * Whether this server runs on a cluster (VELLUM_REDIS_URL): `{ on: false, message }` without
 * one; else its Redis, the workers connected now and what is wrong when Redis does not answer.
 */
export const GET = route({ params: ["id"] }, async () =>
  json<ClusterStatusAnswer>(await clusterStatus()),
);
