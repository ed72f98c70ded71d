import type { SetMadeAnswer } from "@/app/_api/contracts";
import { TRASH_RESTORE_REQUEST } from "@/app/_api/request-schemas";
import { revisionAnswer, route, schemaBody } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/**
 * Brings a deleted set back from the trash (the Undo of `DELETE /api/sets/[id]`): body
 * `{ "trashed": "<entry from the DELETE answer>" }`. 409 when a set of that id exists again.
 */
export const POST = route(
  { params: [], body: schemaBody(TRASH_RESTORE_REQUEST) },
  async ({ body }) => {
    const restored = await (await getWorkspace()).restoreRemoved(body.trashed);
    return revisionAnswer<SetMadeAnswer>(restored, { location: true });
  },
);
