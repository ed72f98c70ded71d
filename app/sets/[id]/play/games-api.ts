/**
 * The saved-game routes (app/api/sets/[id]/games), named for the table, through the one API
 * client: every call answers a Result with the server's diagnostic, never a throw.
 * NOTE: impure (network).
 */
import type { GameListAnswer, GameSavedAnswer, GameSetAnswer } from "@/app/_api/contracts";
import type { ApiResult } from "@/app/_api/client";
import { request, setUrl } from "@/app/_api/client";
import type { SavedGame } from "@/lib/table";

const games = (setId: string, ...path: string[]) => setUrl(setId, "games", ...path);

/** Saved games the list loads at a time. */
export const GAMES_PAGE = 30;

/** A page of the saved games of a set, newest first: the first, or the one after `cursor`. */
export function listGames(setId: string, cursor?: string): Promise<ApiResult<GameListAnswer>> {
  const query = new URLSearchParams({ limit: String(GAMES_PAGE) });
  if (cursor !== undefined) query.set("cursor", cursor);
  return request(`${games(setId)}?${query.toString()}`);
}

/** One saved game. */
export function readGame(setId: string, gameId: string): Promise<ApiResult<SavedGame>> {
  return request(games(setId, gameId));
}

/** Saves a game; the server gives it an id and its own time. */
export function saveGame(setId: string, game: SavedGame): Promise<ApiResult<GameSavedAnswer>> {
  return request(games(setId), { method: "POST", json: game });
}

/** Writes a saved game under its id, as it is (a new name, or the Undo of a delete). */
export function putGame(
  setId: string,
  id: string,
  game: SavedGame,
): Promise<ApiResult<GameSavedAnswer>> {
  return request(games(setId, id), { method: "PUT", json: game });
}

/** Moves a saved game to the workspace's trash; answers the game, to put it back on Undo. */
export function deleteGame(setId: string, id: string): Promise<ApiResult<SavedGame>> {
  return request(games(setId, id), { method: "DELETE" });
}

/** The set a saved game was played on, as the store kept it (an error for older saves). */
export function readGameSet(setId: string, gameId: string): Promise<ApiResult<GameSetAnswer>> {
  return request(games(setId, gameId, "set"));
}
