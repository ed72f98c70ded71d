import { describe, expect, it } from "vitest";
import type { GameLog } from "../engine";
import { apply, createGame, createLog, legalActions, replay, stateHash, undo } from "../engine";
import { sampleSet } from "../../test/fixtures/sample-set";
import { readSavedGame } from "./saved-game";
import { replaySteps } from "./replay-steps";

const set = sampleSet();
const families = set.families.map((f) => f.id);
const setup = { players: [0, 1, 2].map((i) => ({ name: `P${i + 1}`, family: families[i]! })) };

/** A log of `n` actions, each the first legal action of whoever decides. */
function played(n: number): GameLog {
  const created = createGame(set, setup, 5);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  let log = createLog(set, setup, 5);
  for (let i = 0; i < n && !state.over; i++) {
    const seat = state.pending ? state.pending.player : state.turn.seat;
    const action = legalActions(state, seat)[0]!;
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    log = { ...log, actions: [...log.actions, action] };
  }
  return log;
}

describe("replay steps", () => {
  it("steps through a log to the state the engine's replay reaches, reshuffles of undo included", () => {
    const long = played(40);
    const undone = undo(long, 5, set, "salt");
    if (!undone.ok) throw new Error(undone.error.message);
    const steps = replaySteps(undone.value.log, set);
    if ("error" in steps) throw new Error(steps.error);
    expect(steps.stopped).toBeUndefined();
    expect(steps.states.length).toBe(undone.value.log.actions.length + 1);
    expect(steps.events.length).toBe(undone.value.log.actions.length);
    const whole = replay(undone.value.log, set);
    if (!whole.ok) throw new Error(whole.error.message);
    expect(stateHash(steps.states[steps.states.length - 1]!)).toBe(stateHash(whole.value.state));
  });

  it("stops where an action no longer applies and says why", () => {
    const log = played(10);
    const broken: GameLog = {
      ...log,
      actions: [
        ...log.actions.slice(0, 4),
        { type: "play-event", player: 2, card: 0 },
        ...log.actions.slice(4),
      ],
    };
    const steps = replaySteps(broken, set);
    if ("error" in steps) throw new Error(steps.error);
    expect(steps.stopped?.at).toBe(4);
    const refused = apply(steps.states[4]!, broken.actions[4]!);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(steps.stopped?.reason).toBe(refused.error.message);
    expect(steps.states.length).toBe(5);
  });

  it("checks the shape of a saved game", () => {
    const log = played(3);
    const game = {
      format: "vellum-game/1",
      name: "x",
      savedAt: "2026-01-01T00:00:00.000Z",
      setId: set.id,
      setRevision: "0123456789abcdef",
      seats: ["person", "greedy", "random"],
      botDelay: 0,
      log,
      turn: 1,
      over: false,
    };
    expect(readSavedGame(game).ok).toBe(true);
    expect(readSavedGame({ ...game, seats: ["person", "wizard", "random"] })).toEqual({
      ok: false,
      error: "the saved game's 'seats' must list person, random, greedy per seat",
    });
    expect(readSavedGame({ ...game, seats: ["person"] })).toEqual({
      ok: false,
      error: "the saved game's seats do not match its players",
    });
    expect(readSavedGame({ ...game, format: "other" }).ok).toBe(false);
    expect(readSavedGame({ ...game, log: { ...log, actions: [{ nope: 1 }] } })).toEqual({
      ok: false,
      error: "an action of the saved game is not an action",
    });
  });
});
