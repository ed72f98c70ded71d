/**
 * Game logs, replay and undo (STYLE.md "State": undo is replay). A log holds the set's id and
 * version, the setup, the seed and the actions; replaying it against the same set gives the
 * same states (R3.5). Undo replays all but the last actions, so a view of the result shows only
 * what was visible at that moment.
 *
 * NOTE: the seed in a log determines every hidden card; keep logs where only the host sees them.
 */
import type { Result, VellumSet } from "../model";
import { err, ok } from "../model";
import type { Action } from "./actions";
import { apply } from "./apply";
import { engineError } from "./errors";
import type { EngineError } from "./errors";
import type { GameEvent } from "./events";
import { createGame } from "./setup";
import type { GameSetup, GameState } from "./types";

/** Everything needed to replay a game. */
export interface GameLog {
  setId: string;
  setVersion: string;
  setup: GameSetup;
  seed: string | number;
  actions: Action[];
}

/** A log with no action yet. */
export function createLog(set: VellumSet, setup: GameSetup, seed: string | number): GameLog {
  return { setId: set.id, setVersion: set.version, setup, seed, actions: [] };
}

/** The log with one more action. */
export function appendAction(log: GameLog, action: Action): GameLog {
  return { ...log, actions: [...log.actions, action] };
}

/**
 * Replays a log against its set: the final state and every event, in order. Refuses a set that
 * is not the log's, and reports the first action that does not apply (with its index).
 */
export function replay(
  log: GameLog,
  set: VellumSet,
): Result<{ state: GameState; events: GameEvent[] }, EngineError> {
  if (set.id !== log.setId || set.version !== log.setVersion) {
    return err(
      engineError(
        "log/set-mismatch",
        `this log was played with set '${log.setId}' ${log.setVersion}, not '${set.id}' ${set.version}`,
        "log",
      ),
    );
  }
  const created = createGame(set, log.setup, log.seed);
  if (!created.ok) return created;
  let state = created.value;
  const events: GameEvent[] = [];
  for (let i = 0; i < log.actions.length; i++) {
    const r = apply(state, log.actions[i]!);
    if (!r.ok) {
      return err(
        engineError(
          "log/bad-action",
          `action ${i + 1} of the log does not apply: ${r.error.message}`,
          "log",
        ),
      );
    }
    state = r.value.state;
    for (const e of r.value.events) events.push(e);
  }
  return ok({ state, events });
}

/**
 * Undoes the last `n` actions (n ≥ 0): the shortened log and its replay. Nothing hidden at that
 * earlier moment is revealed, since the state is rebuilt from the earlier actions alone.
 */
export function undo(
  log: GameLog,
  n: number,
  set: VellumSet,
): Result<{ log: GameLog; state: GameState; events: GameEvent[] }, EngineError> {
  if (!Number.isInteger(n) || n < 0 || n > log.actions.length) {
    return err(
      engineError("log/bad-undo", `can undo 0 to ${log.actions.length} actions, not ${n}`, "log"),
    );
  }
  const shorter = { ...log, actions: log.actions.slice(0, log.actions.length - n) };
  const r = replay(shorter, set);
  return r.ok ? ok({ log: shorter, ...r.value }) : r;
}
