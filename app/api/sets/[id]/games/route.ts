import type { GameListAnswer, GameSavedAnswer } from "@/app/_api/contracts";
import { json, storeError } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { savedGameBody } from "@/app/_server/saved-game-body";
import { getWorkspace } from "@/app/_server/workspace";
import { listGames, readGame, writeGame } from "@/lib/store";
import type { SavedGameSummary } from "@/lib/table";
import { readSavedGame, summaryOf } from "@/lib/table";

export const dynamic = "force-dynamic";

/** The saved games of a set, newest first (files that are not saved games are left out). */
export const GET = route({ params: ["id"] }, async ({ params: { id } }) => {
  const games = await listGames(await getWorkspace(), id);
  return storeAnswer(games, (stored) => {
    const summaries: SavedGameSummary[] = [];
    for (const g of stored) {
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
    return json<GameListAnswer>({ games: summaries });
  });
});

/**
 * Saves a game (a `SavedGame` as JSON); the server stamps the time it was saved, and the store
 * keeps the set as it was at the game's revision beside it (when it still has that revision).
 */
export const POST = route(
  { params: ["id"], body: savedGameBody },
  async ({ params: { id }, body }) => {
    const game = { ...body, savedAt: new Date().toISOString() };
    const ws = await getWorkspace();
    const written = await writeGame(ws, id, game.name, `${JSON.stringify(game)}\n`);
    if (!written.ok) return storeError(written.error);
    const read = await readGame(ws, id, written.value);
    return json<GameSavedAnswer>(
      summaryOf(written.value, game, read.ok && read.value.setKept),
      201,
    );
  },
);
