/**
 * Game logs and replay (STYLE.md "State": undo is replay, see undo.ts). A log holds the set's id
 * and version, the setup, the seed, the actions and the reshuffles undo made; replaying it
 * against the same set gives the same states (R3.5).
 *
 * NOTE: the seed (and the salts of the reshuffles) in a log determine every hidden card; keep
 * logs where only the host sees them. The events `replay` returns are the host's, unfiltered:
 * pass them through `eventsFor` before showing them to a player.
 */
import type { Result, VellumSet } from "../model";
import { err, fnv1a, ok } from "../model";
import type { Action } from "./actions";
import { apply } from "./apply";
import { engineError } from "./errors";
import type { EngineError } from "./errors";
import type { GameEvent } from "./events";
import { shuffled } from "./rng";
import { createGame } from "./setup";
import type { GameSetup, GameState } from "./types";

/**
 * A reshuffle of the draw pile recorded by `undo`: after the first `at` actions of the log, the
 * draw pile is shuffled again with the RNG mixed with `salt`.
 */
export interface LogReshuffle {
  at: number;
  salt: string;
}

/** Everything needed to replay a game. */
export interface GameLog {
  setId: string;
  setVersion: string;
  setup: GameSetup;
  seed: string | number;
  actions: Action[];
  /** Reshuffles made by `undo`, in the order they were made (absent: none). */
  reshuffles?: LogReshuffle[];
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
 * The state with its draw pile shuffled again, the RNG mixed with `salt` first (so every later
 * random outcome changes too). Nothing else changes: no event, no action counted.
 */
export function reshuffleDrawPile(state: GameState, salt: string): GameState {
  const r = shuffled(fnv1a(salt, state.rng), state.drawPile);
  return { ...state, drawPile: r.items, rng: r.rng };
}

/**
 * Replays a log against its set: the final state and every event, in order (unfiltered: see
 * the file comment). Refuses a set that is not the log's, and reports the first action that does
 * not apply (with its index) or a reshuffle outside the log.
 */
export function replay(
  log: GameLog,
  set: VellumSet,
): Result<{ state: GameState; events: GameEvent[] }, EngineError> {
  const r = replayMarked(log, set, log.actions.length);
  return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
}

/** A replay that also kept one earlier moment (for undo). */
export interface MarkedReplay {
  state: GameState;
  events: GameEvent[];
  /** The state after the first `mark` actions and the reshuffles recorded there. */
  marked: GameState;
  /** Index into `events` of the first event after that moment. */
  eventsAfterMark: number;
}

/** `replay`, keeping the state after the first `mark` actions (0 ≤ mark ≤ the log's length). */
export function replayMarked(
  log: GameLog,
  set: VellumSet,
  mark: number,
): Result<MarkedReplay, EngineError> {
  if (set.id !== log.setId || set.version !== log.setVersion) {
    return err(
      engineError(
        "log/set-mismatch",
        `this log was played with set '${log.setId}' ${log.setVersion}, not '${set.id}' ${set.version}`,
        "log",
      ),
    );
  }
  const reshuffles = log.reshuffles ?? [];
  for (const r of reshuffles) {
    if (!Number.isInteger(r.at) || r.at < 0 || r.at > log.actions.length) {
      return err(
        engineError(
          "log/bad-reshuffle",
          `a reshuffle after action ${String(r.at)} is outside this log of ${log.actions.length} actions`,
          "log",
        ),
      );
    }
  }
  const created = createGame(set, log.setup, log.seed);
  if (!created.ok) return created;
  let state = created.value;
  let marked = state;
  let eventsAfterMark = 0;
  const events: GameEvent[] = [];
  for (let i = 0; ; i++) {
    // In the order undo made them (a later undo back to the same point adds one after).
    for (const r of reshuffles) if (r.at === i) state = reshuffleDrawPile(state, r.salt);
    if (i === mark) {
      marked = state;
      eventsAfterMark = events.length;
    }
    if (i === log.actions.length) break;
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
  return ok({ state, events, marked, eventsAfterMark });
}
