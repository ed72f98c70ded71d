/**
 * A saved game stepped through action by action: every state and the events of each action, for
 * the log of a resumed game and the replay viewer. Unlike the engine's `replay`, it can go on
 * against a set that changed since the game was played and say where the game stopped being
 * legal (the set's id and version are the caller's to compare).
 */
import type { GameEvent, GameLog, GameState } from "../engine";
import { apply, createGame, reshuffleDrawPile } from "../engine";
import type { VellumSet } from "../model";

/** The game as far as it replays. */
export interface ReplaySteps {
  /** `states[i]` is the state after the first `i` actions (and the reshuffles recorded there). */
  states: GameState[];
  /** `events[i]` are the events of action `i` (unfiltered: the host's). */
  events: GameEvent[][];
  /** Set when an action did not apply: its index (0-based) and the engine's reason. */
  stopped?: { at: number; reason: string };
}

/**
 * Steps through `log` against `set` (its setup and seed, its actions, the reshuffles undo
 * recorded), stopping at the first action the rules refuse. A setup the set no longer allows is
 * `{ error }`.
 */
export function replaySteps(log: GameLog, set: VellumSet): ReplaySteps | { error: string } {
  const created = createGame(set, log.setup, log.seed);
  if (!created.ok) return { error: created.error.message };
  const reshuffles = log.reshuffles ?? [];
  let state = created.value;
  const states: GameState[] = [];
  const events: GameEvent[][] = [];
  for (let i = 0; ; i++) {
    for (const r of reshuffles) if (r.at === i) state = reshuffleDrawPile(state, r.salt);
    states.push(state);
    if (i === log.actions.length) return { states, events };
    const applied = apply(state, log.actions[i]!);
    if (!applied.ok) return { states, events, stopped: { at: i, reason: applied.error.message } };
    state = applied.value.state;
    events.push(applied.value.events);
  }
}
