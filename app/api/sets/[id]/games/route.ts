import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import { json, storeError } from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";
import { savedGameBody } from "../../../../_server/saved-game-body";
import { listGames, readGame, writeGame } from "@/lib/store";
import type { SavedGameSummary } from "@/lib/table";
import { readSavedGame, summaryOf } from "@/lib/table";

export const dynamic = "force-dynamic";

/** The saved games of a set, newest first (files that are not saved games are left out). */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const games = await listGames(await getWorkspace(), id);
  if (!games.ok) return storeError(games.error);
  const summaries: SavedGameSummary[] = [];
  for (const g of games.value) {
    let value: unknown;
    try {
      value = JSON.parse(g.text);
    } catch {
      continue;
    }
    const read = readSavedGame(value);
    if (read.ok) summaries.push(summaryOf(g.id, read.value, g.setKept));
  }
  summaries.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return json({ games: summaries });
});

/**
 * Saves a game (a `SavedGame` as JSON); the server stamps the time it was saved, and the store
 * keeps the set as it was at the game's revision beside it (when it still has that revision).
 */
export const POST = apiRoute(async function POST(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const body = await savedGameBody(req, id);
  if (!body.ok) return body.response;
  const game = { ...body.game, savedAt: new Date().toISOString() };
  const ws = await getWorkspace();
  const written = await writeGame(ws, id, game.name, `${JSON.stringify(game)}\n`);
  if (!written.ok) return storeError(written.error);
  const read = await readGame(ws, id, written.value);
  return json(summaryOf(written.value, game, read.ok && read.value.setKept), 201);
});
