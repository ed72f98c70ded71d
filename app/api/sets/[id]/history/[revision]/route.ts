import { getWorkspace } from "../../../../../_server/workspace";
import { jsonText, storeError } from "../../../../../_server/http";
import { apiRoute } from "../../../../../_server/api-route";

export const dynamic = "force-dynamic";

/** The set.json text of one kept revision. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: { params: Promise<{ id: string; revision: string }> },
): Promise<Response> {
  const { id, revision } = await ctx.params;
  const text = await (await getWorkspace()).readRevision(id, revision);
  if (!text.ok) return storeError(text.error);
  return jsonText(text.value);
});
