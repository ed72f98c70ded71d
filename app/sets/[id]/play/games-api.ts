/**
 * The saved games of a set, through the API (app/api/sets/[id]/games). Errors come back as the
 * server's message, never thrown.
 * NOTE: impure (network).
 */
import type { VellumSet } from "@/lib/model";
import type { SavedGame, SavedGameSummary } from "@/lib/table";

type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

async function answer<T>(res: Response): Promise<Answer<T>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, message: `the server answered ${res.status} without a readable body` };
  }
  if (!res.ok) {
    const message = (body as { message?: unknown }).message;
    return { ok: false, message: typeof message === "string" ? message : `error ${res.status}` };
  }
  return { ok: true, value: body as T };
}

async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    return await answer<T>(await fetch(url, init));
  } catch (e) {
    return {
      ok: false,
      message: `the server could not be reached (${e instanceof Error ? e.message : String(e)})`,
    };
  }
}

const base = (setId: string) => `/api/sets/${encodeURIComponent(setId)}/games`;

/** The saved games of a set, newest first. */
export function listGames(setId: string): Promise<Answer<{ games: SavedGameSummary[] }>> {
  return call(base(setId));
}

/** One saved game. */
export function readGame(setId: string, gameId: string): Promise<Answer<SavedGame>> {
  return call(`${base(setId)}/${encodeURIComponent(gameId)}`);
}

/** Saves a game; the server gives it an id and its own time. */
export function saveGame(setId: string, game: SavedGame): Promise<Answer<SavedGameSummary>> {
  return call(base(setId), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(game),
  });
}

/** Writes a saved game under its id, as it is (a new name, or the Undo of a delete). */
export function putGame(
  setId: string,
  id: string,
  game: SavedGame,
): Promise<Answer<SavedGameSummary>> {
  return call(`${base(setId)}/${encodeURIComponent(id)}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(game),
  });
}

/** Moves a saved game to the workspace's trash; answers the game, to put it back on Undo. */
export function deleteGame(setId: string, id: string): Promise<Answer<SavedGame>> {
  return call(`${base(setId)}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The set a saved game was played on, as the store kept it (an error for older saves). */
export function readGameSet(
  setId: string,
  gameId: string,
): Promise<Answer<{ revision: string; set: VellumSet }>> {
  return call(`${base(setId)}/${encodeURIComponent(gameId)}/set`);
}
