/**
 * The body of a request that saves a game (POST a new one, PUT one under its id): JSON that
 * lib/table `readSavedGame` accepts (its rule overrides within the set schema's `RULE_LIMITS`, as
 * the set's own rules options are), played with the set of the route. Anything else is the 4xx
 * answer to give, and nothing is written.
 */
import { RULE_LIMITS } from "@/lib/schema";
import type { GameSummaries } from "@/lib/store";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { readSavedGame, summaryOf } from "@/lib/table";
import { badRequest } from "./http";
import type { BodyReader } from "./route-pipeline";
import { jsonBody } from "./route-pipeline";

/** The saved game a request carries for the route's set (`params.id`), or the answer refusing it. */
export const savedGameBody: BodyReader<SavedGame> = jsonBody("game", {
  source: "saved game",
  notJson: { code: "request/bad-json", message: "a saved game must be JSON" },
  read: (value, params) => {
    const read = readSavedGame(value, RULE_LIMITS);
    if (!read.ok) return { ok: false, response: badRequest("game/invalid", read.error) };
    const setId = params.id;
    if (read.value.setId !== setId) {
      return {
        ok: false,
        response: badRequest(
          "game/other-set",
          `this game was played with set '${read.value.setId}', not '${setId}'`,
        ),
      };
    }
    return { ok: true, value: read.value };
  },
});

/** What the saved-games list shows of a game, as the store's index keeps it (`setKept` is the list's). */
export type IndexedGameSummary = Omit<SavedGameSummary, "setKept">;

/**
 * How the store's index of saved games summarises one (lib/store game-index.ts): a file that
 * lib/table `readSavedGame` does not accept is not listed. Bump `format` when the summary changes:
 * indexes of another format are rebuilt.
 */
export const GAME_SUMMARIES: GameSummaries<IndexedGameSummary> = {
  format: "saved-game-summary/2",
  summarize(id, text) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    // The same bounds as a save and the play page: the list never offers a game that will not load.
    const read = readSavedGame(value, RULE_LIMITS);
    if (!read.ok) return undefined;
    const { setKept: _, ...summary } = summaryOf(id, read.value);
    return summary;
  },
};
