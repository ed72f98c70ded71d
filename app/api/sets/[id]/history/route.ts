import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import { json, storeError } from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

/** The set's kept revisions, newest first. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const history = await (await getWorkspace()).history(id);
  if (!history.ok) return storeError(history.error);
  return json({ revisions: history.value });
});
