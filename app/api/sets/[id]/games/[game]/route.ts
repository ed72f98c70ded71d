import type { GameSavedAnswer } from "@/app/_api/contracts";
import { json, jsonText, storeError } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { GAME_SUMMARIES, savedGameBody } from "@/app/_server/saved-game-body";
import { getWorkspace } from "@/app/_server/workspace";
import { putGame, readGame, removeGame } from "@/lib/store";
import { summaryOf } from "@/lib/table";

export const dynamic = "force-dynamic";

/** One saved game of a set, as it was saved. */
export const GET = route({ params: ["id", "game"] }, async ({ params: { id, game } }) =>
  storeAnswer(await readGame(await getWorkspace(), id, game), (read) => jsonText(read.text)),
);

/**
 * Writes a saved game under this id, as sent (its own time kept): a renamed game, or one put
 * back after a delete. Answers its summary.
 */
export const PUT = route(
  { params: ["id", "game"], body: savedGameBody },
  async ({ params: { id, game }, body }) => {
    const ws = await getWorkspace();
    const written = await putGame(ws, id, game, `${JSON.stringify(body)}\n`, GAME_SUMMARIES);
    if (!written.ok) return storeError(written.error);
    const read = await readGame(ws, id, game);
    return json<GameSavedAnswer>(summaryOf(game, body, read.ok && read.value.setKept));
  },
);

/** Moves a saved game to the workspace's trash; answers the game as it was (for an Undo). */
export const DELETE = route({ params: ["id", "game"] }, async ({ params: { id, game } }) =>
  storeAnswer(await removeGame(await getWorkspace(), id, game), (removed) =>
    jsonText(removed.text),
  ),
);
