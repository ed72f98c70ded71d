/**
 * A game saved from the table: the engine's log (setup, seed, actions, undo's reshuffles), who
 * sat where (a person or which bot), and the set revision it was played on, so a resumed game
 * knows whether the set changed since. Plain JSON; `readSavedGame` checks the shape of one read
 * back (the engine then decides whether its actions still apply).
 */
import type { GameLog } from "../engine";
import type { Result } from "../model";
import { err, ok } from "../model";

/** Who plays a seat: a person at this device, or a bot by its registry name. */
export type SeatKind = "person" | "random" | "greedy";

/** The kinds of seat, in the order the new-game form offers them. */
export const SEAT_KINDS: readonly SeatKind[] = ["person", "random", "greedy"];

/** The saved-game format's tag. */
export const SAVED_GAME_FORMAT = "vellum-game/1";

/** A saved game. */
export interface SavedGame {
  format: typeof SAVED_GAME_FORMAT;
  /** The name the person gave it. */
  name: string;
  /** When it was saved, ISO 8601 (the server's clock). */
  savedAt: string;
  setId: string;
  /** The set's revision (content hash) the game was played on. */
  setRevision: string;
  /** Per seat. */
  seats: SeatKind[];
  /** The bots' delay at the table, in milliseconds (0: instant). */
  botDelay: number;
  log: GameLog;
  /** Turn number and whether it is over, for lists (read off the state when saved). */
  turn: number;
  over: boolean;
  /**
   * "stalled" when the table ended the game because it had stalled (lib/engine `stopGame`,
   * not an action of the log): a resumed game is ended again there.
   */
  ended?: "stalled";
}

/** A saved game as a list shows it. */
export interface SavedGameSummary {
  id: string;
  name: string;
  savedAt: string;
  setRevision: string;
  turn: number;
  over: boolean;
  seats: number;
  /** Whether the set as it was played is kept with the game (older saves have none). */
  setKept: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The range of each numeric rules option, as the set schema gives it (lib/schema `RULE_LIMITS`). */
export type RuleLimits = Readonly<Record<string, { minimum: number; maximum: number }>>;

/**
 * The first rule override of `options` (a game's `log.setup.options`) outside its range, as the
 * reason to give; undefined when every override the limits name is a whole number in range.
 */
function overrideProblem(options: unknown, limits: RuleLimits): string | undefined {
  if (options === undefined) return undefined;
  if (!isObject(options))
    return "the saved game's rule overrides ('log.setup.options') must be an object";
  for (const [key, range] of Object.entries(limits)) {
    const v = options[key];
    if (v === undefined) continue;
    if (typeof v !== "number" || !Number.isInteger(v) || v < range.minimum || v > range.maximum) {
      const shown = typeof v === "number" ? String(v) : JSON.stringify(v)?.slice(0, 40);
      return `the saved game's rule override 'log.setup.options.${key}' must be a whole number from ${range.minimum} to ${range.maximum}, as in the set's rules (it is ${shown})`;
    }
  }
  return undefined;
}

/**
 * Checks the shape of a saved game (parsed JSON); the reason names the first wrong field. With
 * `ruleLimits` (lib/schema `RULE_LIMITS`, the ranges the set's own rules options have), a rule
 * override of the game's setup outside them is refused too: a hand size of 1,000 is no game.
 */
export function readSavedGame(value: unknown, ruleLimits?: RuleLimits): Result<SavedGame, string> {
  if (!isObject(value)) return err("a saved game is a JSON object");
  if (value.format !== SAVED_GAME_FORMAT) {
    return err(
      `this is not a saved game of this version (format '${String(value.format)}', expected '${SAVED_GAME_FORMAT}')`,
    );
  }
  for (const key of ["name", "savedAt", "setId", "setRevision"] as const) {
    if (typeof value[key] !== "string") return err(`the saved game's '${key}' must be text`);
  }
  const seats = value.seats;
  if (!Array.isArray(seats) || !seats.every((s) => SEAT_KINDS.includes(s as SeatKind))) {
    return err(`the saved game's 'seats' must list ${SEAT_KINDS.join(", ")} per seat`);
  }
  if (typeof value.botDelay !== "number" || !(value.botDelay >= 0)) {
    return err("the saved game's 'botDelay' must be a number of milliseconds");
  }
  if (typeof value.turn !== "number" || typeof value.over !== "boolean") {
    return err("the saved game's 'turn' and 'over' are missing");
  }
  if (value.ended !== undefined && value.ended !== "stalled") {
    return err("the saved game's 'ended' can only be 'stalled'");
  }
  const log = value.log;
  if (!isObject(log) || !Array.isArray(log.actions) || !isObject(log.setup)) {
    return err("the saved game has no game log (setup and actions)");
  }
  if (typeof log.setId !== "string" || typeof log.setVersion !== "string") {
    return err("the saved game's log does not name its set");
  }
  if (typeof log.seed !== "string" && typeof log.seed !== "number") {
    return err("the saved game's log has no seed");
  }
  if (!Array.isArray((log.setup as { players?: unknown }).players)) {
    return err("the saved game's setup has no players");
  }
  if ((log.setup as { players: unknown[] }).players.length !== seats.length) {
    return err("the saved game's seats do not match its players");
  }
  const overrides = ruleLimits && overrideProblem(log.setup.options, ruleLimits);
  if (overrides) return err(overrides);
  if (
    !log.actions.every(
      (a) => isObject(a) && typeof a.type === "string" && typeof a.player === "number",
    )
  ) {
    return err("an action of the saved game is not an action");
  }
  return ok(value as unknown as SavedGame);
}

/** The summary of a saved game under its id (`setKept`: the store keeps its set). */
export function summaryOf(id: string, game: SavedGame, setKept = false): SavedGameSummary {
  return {
    id,
    name: game.name,
    savedAt: game.savedAt,
    setRevision: game.setRevision,
    turn: game.turn,
    over: game.over,
    seats: game.seats.length,
    setKept,
  };
}
