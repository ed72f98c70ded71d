import { getWorkspace } from "../../../../../_server/workspace";
import { storeError } from "../../../../../_server/http";
import { apiRoute } from "../../../../../_server/api-route";
import { readGame } from "@/lib/store";

export const dynamic = "force-dynamic";

/** One saved game of a set, as it was saved. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: { params: Promise<{ id: string; game: string }> },
): Promise<Response> {
  const { id, game } = await ctx.params;
  const read = await readGame(await getWorkspace(), id, game);
  if (!read.ok) return storeError(read.error);
  return new Response(read.value.text, {
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
});
