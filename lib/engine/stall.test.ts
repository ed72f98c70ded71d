/**
 * The stall rule shared by the simulator and the table (stall.ts): quiet turns, stuck cards,
 * `isStalled`, and `stopGame` scoring a stopped game (R9.2, R9.3).
 */
import { describe, expect, it } from "vitest";
import { validateSetText } from "../schema";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { stallingSet } from "../../test/fixtures/stalling-set";
import type { Action } from "./actions";
import { apply } from "./apply";
import { legalActions } from "./legal-actions";
import { familyValues } from "./scoring";
import { createGame } from "./setup";
import { isStalled, quietWholeTurns, STALL_WINDOW, StallWatch, stopGame } from "./stall";
import type { GameState } from "./types";
import type { VellumSet } from "../model";

function checked(set: VellumSet): VellumSet {
  const v = validateSetText(JSON.stringify(set));
  if (!v.set) throw new Error(v.diagnostics.map((d) => d.message).join("; "));
  return v.set;
}

const PLAYERS = [
  { name: "Ann", family: "ashgrove" },
  { name: "Bo", family: "blackmere" },
];

/** Plays `turns` turns where every seat takes `pick` of its legal actions, watching them. */
function play(
  set: VellumSet,
  until: (state: GameState, watch: StallWatch) => boolean,
  pick: (legal: readonly Action[]) => Action,
) {
  const created = createGame(set, { players: PLAYERS }, 7);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const who = (s: GameState) => (s.pending ? s.pending.player : s.turn.seat);
  const watch = new StallWatch(state);
  for (let guard = 0; guard < 5000 && !state.over && !until(state, watch); guard++) {
    const legal = legalActions(state, who(state));
    watch.decision(legal, state.turn.number);
    const action = pick(legal);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    watch.applied(state, action, r.value.state);
    state = r.value.state;
  }
  return { state, watch };
}

const pass = (legal: readonly Action[]) => legal.find((a) => a.type === "end-plays") ?? legal[0]!;

describe("the stall rule", () => {
  it("counts the turns nobody played and calls the game stalled after STALL_WINDOW whole turns", () => {
    const set = checked(stallingSet());
    const before = play(set, (s) => s.turn.number === STALL_WINDOW, pass);
    const early = before.watch.describe(before.state);
    expect(early).toMatchObject({ turn: STALL_WINDOW, quietTurns: STALL_WINDOW, stuck: [] });
    expect(quietWholeTurns(early)).toBe(STALL_WINDOW - 1);
    expect(isStalled(early)).toBe(false);

    const after = play(set, (s) => s.turn.number === STALL_WINDOW + 1, pass);
    const stall = after.watch.describe(after.state);
    expect(quietWholeTurns(stall)).toBe(STALL_WINDOW);
    expect(isStalled(stall)).toBe(true);
    // The dealt untimely deaths sat in the hands the whole window, never playable: stuck.
    expect(stall.stuck).toHaveLength(10);
    expect(stall.hands).toEqual([5, 5]);
    expect(new Set(stall.stuck.map((s) => s.seat))).toEqual(new Set([0, 1]));
  });

  it("is not stalled while plays go on, until the turn cap", () => {
    const set = checked(minimalSet());
    const playing = (legal: readonly Action[]) =>
      legal.find((a) => a.type === "play-modifier") ??
      legal.find((a) => a.type === "discard-hand") ??
      pass(legal);
    const { state, watch } = play(set, (s) => s.turn.number === 12, playing);
    const stall = watch.describe(state);
    expect(stall.quietTurns).toBeLessThanOrEqual(1);
    expect(isStalled(stall)).toBe(false);
    expect(isStalled(stall, 12)).toBe(true);
  });

  it("stopGame ends a game as the turn cap does, scored by the rules (R9.2, R9.3)", () => {
    const set = checked(stallingSet());
    const { state } = play(set, (s) => s.turn.number === 4, pass);
    const stopped = stopGame(state);
    expect(stopped.state.over).toEqual({
      reason: "turn-limit",
      values: familyValues(state),
      winners: [0, 1],
      fallen: null,
    });
    expect(stopped.events).toEqual([{ type: "game-over", over: stopped.state.over }]);
    expect(state.over).toBeNull();
    expect(stopGame(stopped.state).state).toBe(stopped.state);
  });
});
