import type { GameListAnswer, GameSavedAnswer } from "@/app/_api/contracts";
import { badRequest, json, storeError } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { GAME_SUMMARIES, savedGameBody } from "@/app/_server/saved-game-body";
import { getWorkspace } from "@/app/_server/workspace";
import { GAME_PAGE_MAX, listGamePage, readGame, writeGame } from "@/lib/store";
import type { SavedGameSummary } from "@/lib/table";
import { summaryOf } from "@/lib/table";

export const dynamic = "force-dynamic";

/**
 * A page of the set's saved games, newest first (files that are not saved games are left out),
 * from the store's index of them: `?limit=` (1 to 200, default 50) and `?cursor=` (the `next`
 * of the page before). Answers `{ games, total, next? }`.
 */
export const GET = route({ params: ["id"] }, async ({ req, params: { id } }) => {
  const q = new URL(req.url).searchParams;
  const limitText = q.get("limit");
  const limit = limitText === null ? undefined : Number(limitText);
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1 && limit <= GAME_PAGE_MAX))
    return badRequest(
      "request/bad-limit",
      `limit must be a whole number from 1 to ${GAME_PAGE_MAX} (games per page)`,
    );
  const cursor = q.get("cursor") ?? undefined;
  const page = await listGamePage(await getWorkspace(), id, GAME_SUMMARIES, {
    ...(limit === undefined ? {} : { limit }),
    ...(cursor === undefined ? {} : { cursor }),
  });
  return storeAnswer(page, ({ games, total, next }) =>
    json<GameListAnswer>({
      games: games.map((g): SavedGameSummary => ({ ...g.summary, setKept: g.setKept })),
      total,
      ...(next ? { next } : {}),
    }),
  );
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
    const text = `${JSON.stringify(game)}\n`;
    const written = await writeGame(ws, id, game.name, text, GAME_SUMMARIES);
    if (!written.ok) return storeError(written.error);
    const read = await readGame(ws, id, written.value);
    return json<GameSavedAnswer>(
      summaryOf(written.value, game, read.ok && read.value.setKept),
      201,
    );
  },
);
