/**
 * Undo (for playtesting): replay the log without its last actions (STYLE.md "State"). Nothing
 * hidden at that earlier moment is shown again, and what the undone actions revealed does not
 * stay useful: when they showed someone hidden cards (a draw, a look at a hand, a take, the
 * options of a choice in another hand, a die roll), the draw pile is shuffled again afterwards, with a salt
 * recorded in the log so that replaying it stays exact. Without it the same seed would deal the
 * undone draws again, in the same order, to a player who has already seen them.
 */
import type { Result, VellumSet } from "../model";
import { err, ok } from "../model";
import { engineError } from "./errors";
import type { EngineError } from "./errors";
import type { GameEvent } from "./events";
import { stateHash } from "./hash";
import type { GameLog, LogReshuffle } from "./replay";
import { replayMarked, reshuffleDrawPile } from "./replay";
import type { GameState } from "./types";

/** What `undo` gives back. */
export interface Undone {
  /** The shortened log (with the reshuffle, if one was made). */
  log: GameLog;
  /** The state after the remaining actions (and the reshuffle). */
  state: GameState;
  /** Whether the draw pile was shuffled again (the undone actions had revealed hidden cards). */
  reshuffled: boolean;
}

/** Whether an event showed some player a card that was hidden from them. */
function reveals(e: GameEvent): boolean {
  switch (e.type) {
    case "drew":
    case "drawn-at-once":
    case "looked-at-hand":
    case "took-cards":
    case "passed-cards":
    case "looked-at-draw":
    case "rolled":
      // A roll showed what the seeded RNG draws next: replayed as it was, it would come up again.
      return true;
    case "choice":
      return e.zone === "other-hand" || e.zone === "draw-pile";
    default:
      return false;
  }
}

/**
 * Undoes the last `n` actions (n ≥ 0): the shortened log and its state. When the undone actions
 * revealed hidden cards, the draw pile is shuffled again with `salt` (default: derived from the
 * hidden state being undone, which no player can compute), recorded in the log's `reshuffles`.
 *
 * NOTE: undo returns no events. Replaying the kept actions produces the whole game's events,
 * unfiltered (the hands of everyone); a table re-reads `viewFor` for each player instead.
 * Knowledge of other hands gained by a look or a take cannot be undone: those cards are back in
 * that hand.
 */
export function undo(
  log: GameLog,
  n: number,
  set: VellumSet,
  salt?: string,
): Result<Undone, EngineError> {
  if (!Number.isInteger(n) || n < 0 || n > log.actions.length) {
    return err(
      engineError("log/bad-undo", `can undo 0 to ${log.actions.length} actions, not ${n}`, "log"),
    );
  }
  const at = log.actions.length - n;
  const r = replayMarked(log, set, at);
  if (!r.ok) return r;
  const { marked, events, eventsAfterMark } = r.value;
  const kept = (log.reshuffles ?? []).filter((x) => x.at <= at);
  const shorter: GameLog = { ...log, actions: log.actions.slice(0, at) };
  if (kept.length > 0) shorter.reshuffles = kept;
  else delete shorter.reshuffles;
  if (!events.slice(eventsAfterMark).some(reveals)) {
    return ok({ log: shorter, state: marked, reshuffled: false });
  }
  // The salt comes from the state being undone: its draw order and RNG are hidden from everyone.
  const reshuffle: LogReshuffle = { at, salt: salt ?? `undo:${stateHash(r.value.state)}` };
  return ok({
    log: { ...shorter, reshuffles: [...kept, reshuffle] },
    state: reshuffleDrawPile(marked, reshuffle.salt),
    reshuffled: true,
  });
}
