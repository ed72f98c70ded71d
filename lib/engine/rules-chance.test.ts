/**
 * Die rolls (issue 23, point 4): `roll a die:` with outcomes by result, rolled with the game's
 * seeded RNG (R3.5), announced to everyone, the same in every replay; undo does not bring an
 * undone roll back (it re-salts the generator like a reshuffle).
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { eventsFor } from "./events";
import { legalActions } from "./legal-actions";
import { appendAction, createLog, replay } from "./replay";
import { nextInt } from "./rng";
import type { Built } from "./scenario.test-support";
import { act, event, eventsOf, handIds, mod, scenario, tinySet } from "./scenario.test-support";
import { createGame } from "./setup";
import { stateHash } from "./hash";
import type { GameState } from "./types";
import { undo } from "./undo";

const ROLL = [
  "on play:",
  "  roll a die:",
  "    1-2: discard 1 card",
  "    3-5: draw 1 card",
  "    6: draw 2 cards",
].join("\n");

const fillers = ["f1", "f2", "f3", "f4"].map((id) => mod(id, [-5, null, null]));

/** An RNG state whose next roll of a `sides`-sided die shows `result`. */
function rngRolling(result: number, sides = 6): number {
  for (let rng = 0; ; rng++) if (nextInt(rng, sides).value + 1 === result) return rng;
}

/** Seat 0 holds the event `ev` (and `hand`), the draw pile holds the fillers. */
function withRoll(effect: string, hand: string[] = []): Built {
  return scenario({
    cards: [...fillers, event("ev", effect)],
    hands: [["ev", ...hand], []],
    draw: ["f1", "f2", "f3"],
  });
}

function playRolling(b: Built, result: number, sides = 6) {
  const state: GameState = { ...b.state, rng: rngRolling(result, sides) };
  return act(state, { type: "play-event", player: 0, card: b.card("ev") });
}

describe("R10 roll a die (chance)", () => {
  it("R10 roll: the outcome naming the result happens, and no other", () => {
    const six = playRolling(withRoll(ROLL), 6);
    expect(eventsOf(six.events, "rolled")).toEqual([
      expect.objectContaining({ player: 0, sides: 6, result: 6 }),
    ]);
    expect(handIds(six.state, 0)).toEqual(["f1", "f2"]);
    expect(eventsOf(six.events, "discarded")).toEqual([]);

    const four = playRolling(withRoll(ROLL), 4);
    expect(handIds(four.state, 0)).toEqual(["f1"]);

    const one = playRolling(withRoll(ROLL, ["f4"]), 1);
    expect(handIds(one.state, 0)).toEqual([]);
    expect(eventsOf(one.events, "drew")).toEqual([]);
  });

  it("R10 roll: a result no outcome names does nothing, but the roll is still shown", () => {
    const b = withRoll("on play:\n  roll a die:\n    6: draw 2 cards");
    const r = playRolling(b, 2);
    expect(eventsOf(r.events, "rolled")).toHaveLength(1);
    expect(handIds(r.state, 0)).toEqual([]);
    expect(eventsOf(r.events, "drew")).toEqual([]);
  });

  it("R10 roll: otherwise catches every result no outcome names, and never a named one", () => {
    const effect = "on play:\n  roll a d4:\n    on a 4: draw 2 cards\n    otherwise: draw 1 card";
    expect(handIds(playRolling(withRoll(effect), 1, 4).state, 0)).toEqual(["f1"]);
    expect(handIds(playRolling(withRoll(effect), 4, 4).state, 0)).toEqual(["f1", "f2"]);
  });

  it("R3.5 roll: every player sees the result; the generator moves on", () => {
    const b = withRoll(ROLL);
    const r = playRolling(b, 3);
    for (const viewer of [0, 1, "spectator"] as const) {
      expect(eventsOf(eventsFor(r.events, viewer), "rolled")).toEqual([
        expect.objectContaining({ result: 3, card: expect.objectContaining({ cardId: "ev" }) }),
      ]);
    }
    expect(r.state.rng).not.toBe(rngRolling(3));
  });

  it("R10 roll: a choice inside an outcome resumes where it stopped, without rolling again", () => {
    const effect = "on play:\n  roll a die:\n    1-6: discard 1 card\n  draw 1 card";
    const b = withRoll(effect, ["f4", "f1"]);
    const asked = playRolling(b, 5);
    expect(asked.state.pending?.kind).toBe("card");
    const card = asked.state.pending!.options[0]!;
    const answered = act(asked.state, { type: "choose-card", player: 0, card });
    expect(eventsOf(answered.events, "rolled")).toEqual([]);
    expect(eventsOf(answered.events, "drew")).toHaveLength(1);
    expect(handIds(answered.state, 0)).toHaveLength(2);
  });

  it("R3.5 roll: a replay rolls the same; undoing a roll stirs the generator, so its result is not fixed", () => {
    const set = tinySet([event("ev", ROLL)], new Map([["ev", 30]]));
    const setup = {
      players: [
        { name: "Ada", family: "ashgrove" },
        { name: "Bo", family: "blackmere" },
      ],
      firstSeat: 0,
    };
    const created = createGame(set, setup, 7);
    if (!created.ok) throw new Error(created.error.message);
    let log = createLog(set, setup, 7);
    let state = created.value;
    const rolls: number[] = [];
    // Plays events until one has rolled: the log then ends with the rolling action.
    while (rolls.length === 0 && !state.over) {
      const player = state.pending?.player ?? state.turn.seat;
      const legal = legalActions(state, player);
      const action = legal.find((a) => a.type === "play-event") ?? legal[0]!;
      const r = apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of eventsOf(r.value.events, "rolled")) rolls.push(e.result);
      state = r.value.state;
      log = appendAction(log, action);
    }
    expect(rolls.length).toBeGreaterThan(0);
    const again = replay(log, set);
    if (!again.ok) throw new Error(again.error.message);
    expect(stateHash(again.value.state)).toBe(stateHash(state));
    expect(eventsOf(again.value.events, "rolled").map((e) => e.result)).toEqual(rolls);

    const undone = undo(log, 1, set, "salt");
    if (!undone.ok) throw new Error(undone.error.message);
    expect(undone.value.reshuffled).toBe(true);
    expect(undone.value.log.reshuffles).toEqual([{ at: log.actions.length - 1, salt: "salt" }]);
    // The state before the rolling action, as a replay without the undo's stir has it: the undone
    // game is that state with its generator (and draw order) stirred, so the roll is not fixed.
    const unstirred = replay({ ...log, actions: log.actions.slice(0, -1) }, set);
    if (!unstirred.ok) throw new Error(unstirred.error.message);
    expect(undone.value.state.turn).toEqual(unstirred.value.state.turn);
    expect(undone.value.state.rng).not.toEqual(unstirred.value.state.rng);
    const replayed = replay(undone.value.log, set);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(stateHash(replayed.value.state)).toBe(stateHash(undone.value.state));
  });
});
