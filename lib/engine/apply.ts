/**
 * `apply`: one action in, the next state and what happened out. Never mutates its input and
 * never throws on a bad action: a malformed or illegal action comes back as an `EngineError`.
 */
import type { Result } from "../model";
import { err, ok } from "../model";
import type { Action } from "./actions";
import { ACTION_FIELDS, isPlayAction } from "./actions";
import { Draft } from "./draft";
import { moveError } from "./errors";
import type { EngineError } from "./errors";
import type { GameEvent } from "./events";
import { reduce } from "./reducers";
import { settle } from "./turn";
import type { GameState } from "./types";

/** The outcome of a successful `apply`. */
export interface Applied {
  state: GameState;
  events: GameEvent[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isActionType(value: unknown): value is Action["type"] {
  return typeof value === "string" && Object.hasOwn(ACTION_FIELDS, value);
}

function isIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/**
 * An action's field: named reads for the fields actions have (each site sees few shapes), a
 * keyed read for any other.
 */
function fieldOf(record: Record<string, unknown>, field: string): unknown {
  switch (field) {
    case "card":
      return record.card;
    case "target":
      return record.target;
    case "story":
      return record.story;
    case "character":
      return record.character;
    case "seat":
      return record.seat;
    default:
      return record[field];
  }
}

/** Why `value` is not a well-formed action for this game, or `null` (untrusted input). */
function shapeRefusal(state: GameState, value: unknown): EngineError | null {
  if (!isRecord(value)) {
    return moveError("malformed", "an action must be an object with a type and a player");
  }
  const record = value;
  const type = record.type;
  if (!isActionType(type)) {
    return moveError("unknown-action", `unknown action type '${String(type)}'`);
  }
  if (!isIndex(record.player) || record.player >= state.seats.length) {
    return moveError("no-such-player", `there is no player ${String(record.player)}`);
  }
  const fields = ACTION_FIELDS[type];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (field !== "accept" && !isIndex(fieldOf(record, field))) {
      return moveError("malformed", `'${type}' needs '${field}' as a whole number ≥ 0`);
    }
  }
  if (type === "decide" && typeof record.accept !== "boolean") {
    return moveError("malformed", "'decide' needs 'accept' as true or false");
  }
  return null;
}

/**
 * Applies `action` to `state` (R4–R9): returns the new state and the events, in order, or the
 * reason the action is refused. The input state is never modified; the new state shares every
 * part the action did not change.
 */
export function apply(state: GameState, action: Action): Result<Applied, EngineError> {
  if (state.over) return err(moveError("game-over", "the game is over"));
  const shape = shapeRefusal(state, action);
  if (shape) return err(shape);
  const d = new Draft(state);
  // The loop bound counts trigger firings per play, the answers it asks included (triggers.ts).
  if (d.state.triggered !== undefined && isPlayAction(action)) d.state.triggered = undefined;
  const refusal = reduce(d, action);
  if (refusal) return err(refusal);
  settle(d);
  d.state.actions = state.actions + 1;
  return ok({ state: d.state, events: d.events });
}
