import type { RestoredAnswer } from "@/app/_api/contracts";
import { RESTORE_REQUEST } from "@/app/_api/request-schemas";
import { revisionAnswer, route, schemaBody } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/**
 * Restores a kept revision as a new save: body `{ "revision": "…" }`, with the current revision
 * in If-Match so a restore never overwrites a save it has not seen.
 */
export const POST = route(
  { params: ["id"], revision: "required", body: schemaBody(RESTORE_REQUEST) },
  async ({ params: { id }, base, body }) => {
    const restored = await (await getWorkspace()).restore(id, body.revision, base);
    return revisionAnswer<RestoredAnswer>(restored);
  },
);
