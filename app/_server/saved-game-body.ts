/**
 * The body of a request that saves a game (POST a new one, PUT one under its id): JSON that
 * lib/table `readSavedGame` accepts, played with the set of the route. Anything else is the 4xx
 * answer to give, and nothing is written.
 */
import type { SavedGame } from "@/lib/table";
import { readSavedGame } from "@/lib/table";
import { BODY_LIMITS, badRequest, bodyText, readBody } from "./http";

/** The saved game a request carries for set `setId`, or the answer refusing it. */
export async function savedGameBody(
  req: Request,
  setId: string,
): Promise<{ ok: true; game: SavedGame } | { ok: false; response: Response }> {
  const body = await readBody(req, BODY_LIMITS.game);
  if (!body.ok) return body;
  const text = bodyText(body.bytes, "saved game");
  if (!text.ok) return text;
  let value: unknown;
  try {
    value = JSON.parse(text.text);
  } catch {
    return { ok: false, response: badRequest("request/bad-json", "a saved game must be JSON") };
  }
  const read = readSavedGame(value);
  if (!read.ok) return { ok: false, response: badRequest("game/invalid", read.error) };
  if (read.value.setId !== setId) {
    return {
      ok: false,
      response: badRequest(
        "game/other-set",
        `this game was played with set '${read.value.setId}', not '${setId}'`,
      ),
    };
  }
  return { ok: true, game: read.value };
}
