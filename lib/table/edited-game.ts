/**
 * Telling a saved game whose file was edited from one whose set changed. A game replayed on the
 * set it was played on (the revision it names, kept with it or still current) gives back the
 * very game that was saved: every action applies, and it ends at the turn (and over or not) the
 * file says. When it does not, the file was changed after it was saved — by hand or another
 * program — and the person is told so, not that "the set changed", which it did not.
 */
import type { ReplaySteps } from "./replay-steps";
import type { SavedGame } from "./saved-game";

/**
 * Why `game`'s file cannot be the game that was saved, replayed (`steps`) on `onItsSet`: whether
 * the set is the one it was played on. Undefined when it is consistent, or on another set (whose
 * differences are the set's, not the file's).
 */
export function editedGameReason(
  game: SavedGame,
  steps: ReplaySteps | { error: string },
  onItsSet: boolean,
): string | undefined {
  if (!onItsSet) return undefined;
  if ("error" in steps) return `the set it was played on refuses its setup (${steps.error})`;
  const actions = game.log.actions.length;
  const its = `its ${actions} action${actions === 1 ? "" : "s"}`;
  if (steps.stopped) {
    return `on the set it was played on, the rules refuse its action ${steps.stopped.at + 1} of ${actions} (${steps.stopped.reason})`;
  }
  const last = steps.states[steps.states.length - 1];
  if (!last) return undefined;
  if (last.turn.number !== game.turn) {
    return `it says turn ${game.turn}, but ${its} lead${actions === 1 ? "s" : ""} to turn ${last.turn.number}`;
  }
  const over = last.over !== null || game.ended === "stalled";
  if (over !== game.over) {
    return game.over
      ? `it says the game is over, but ${its} do${actions === 1 ? "es" : ""} not end it`
      : `it says the game goes on, but ${its} end${actions === 1 ? "s" : ""} it`;
  }
  return undefined;
}

/** The sentence that says a game's file was edited, with `reason` (see `editedGameReason`). */
export function editedGameNote(reason: string): string {
  return `This saved game's file was edited after it was saved: ${reason}.`;
}
