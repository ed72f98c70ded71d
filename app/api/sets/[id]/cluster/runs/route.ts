import type { ClusterRunAnswer } from "@/app/_api/contracts";
import { CLUSTER_RUN_REQUEST } from "@/app/_api/request-schemas";
import { clusterRefusal, startClusterRun } from "@/app/_server/cluster-runs";
import { json, storeError } from "@/app/_server/http";
import { route, schemaBody } from "@/app/_server/route-pipeline";
import { offThreadChecks } from "@/app/_server/validate-off-thread";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/**
 * Starts a run of the set as saved now (its revision) on the cluster, or a sweep of it with
 * `vary`; answers 202 with the run (`id`, `revision`, its progress). With If-Match, the revision
 * the caller read (409 when the set was saved since). Refused before anything is sent: 501
 * `cluster/not-configured` without VELLUM_REDIS_URL, 503 `cluster/unreachable` (or
 * `cluster/check-interrupted`: the check's thread stopped before it, try again), 400 for options
 * or a sweep lib/sim refuses, 422 for a set that cannot be read, 500 `cluster/check-failed`. The
 * options and the sweep (each variant validated: seconds for many variants of a large set) are
 * checked in a worker thread; what is left here is each run's own start as lib/cluster submits
 * it (one compile of that set, tens of ms for thousands of cards, once per variant).
 */
export const POST = route(
  {
    params: ["id"],
    body: schemaBody(CLUSTER_RUN_REQUEST, "request", (p) => `${p.id} cluster run`),
  },
  async ({ params: { id }, body }) => {
    const read = await (await getWorkspace()).read(id);
    if (!read.ok) return storeError(read.error);
    const { text, revision } = read.value;
    const checked = await offThreadChecks.validate(text, `${id}/set.json`);
    if (!checked.set) {
      const first = checked.diagnostics.find((d) => d.severity === "error");
      return json(
        {
          error: "invalid",
          message: `the set cannot be read${first ? `: ${first.message}` : ""}: fix it in the designer first`,
        },
        422,
      );
    }
    const started = await startClusterRun(id, { revision, set: checked.set, text }, body);
    return started.ok ? json<ClusterRunAnswer>(started.value, 202) : clusterRefusal(started.error);
  },
);
