import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import { json, storeError } from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

/** The art files of a set. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const files = await (await getWorkspace()).listArt(id);
  if (!files.ok) return storeError(files.error);
  return json({ files: files.value });
});
