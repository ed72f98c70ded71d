import { getWorkspace } from "../../../../../_server/workspace";
import { json, jsonText, storeError } from "../../../../../_server/http";
import { apiRoute } from "../../../../../_server/api-route";
import { savedGameBody } from "../../../../../_server/saved-game-body";
import { putGame, readGame, removeGame } from "@/lib/store";
import { summaryOf } from "@/lib/table";

export const dynamic = "force-dynamic";

type GameRouteContext = { params: Promise<{ id: string; game: string }> };

/** One saved game of a set, as it was saved. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: GameRouteContext,
): Promise<Response> {
  const { id, game } = await ctx.params;
  const read = await readGame(await getWorkspace(), id, game);
  if (!read.ok) return storeError(read.error);
  return jsonText(read.value.text);
});

/**
 * Writes a saved game under this id, as sent (its own time kept): a renamed game, or one put
 * back after a delete. Answers its summary.
 */
export const PUT = apiRoute(async function PUT(
  req: Request,
  ctx: GameRouteContext,
): Promise<Response> {
  const { id, game } = await ctx.params;
  const body = await savedGameBody(req, id);
  if (!body.ok) return body.response;
  const ws = await getWorkspace();
  const written = await putGame(ws, id, game, `${JSON.stringify(body.game)}\n`);
  if (!written.ok) return storeError(written.error);
  const read = await readGame(ws, id, game);
  return json(summaryOf(game, body.game, read.ok && read.value.setKept));
});

/** Moves a saved game to the workspace's trash; answers the game as it was (for an Undo). */
export const DELETE = apiRoute(async function DELETE(
  _req: Request,
  ctx: GameRouteContext,
): Promise<Response> {
  const { id, game } = await ctx.params;
  const removed = await removeGame(await getWorkspace(), id, game);
  if (!removed.ok) return storeError(removed.error);
  return jsonText(removed.value.text);
});
