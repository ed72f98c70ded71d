/** The simulator's invariant checker notices broken games (so a clean run means something). */
import { describe, expect, it } from "vitest";
import { apply, createGame, legalActions } from "../engine";
import type { GameState } from "../engine";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { InvariantChecker } from "./invariants";

const SET = minimalSet();
const SETUP = {
  players: SET.families.slice(0, 2).map((f, i) => ({ name: `P${i}`, family: f.id })),
};

function start(): GameState {
  const created = createGame(SET, SETUP, 5);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe("InvariantChecker", () => {
  it("is silent on a real game, and reports what the engine's invariants find", () => {
    let s = start();
    const found: string[] = [];
    const checker = new InvariantChecker((m) => found.push(m), s, {
      set: SET,
      setup: SETUP,
      seed: 5,
    });
    for (let i = 0; i < 6; i++) {
      const who = s.pending ? s.pending.player : s.turn.seat;
      const legal = legalActions(s, who);
      const action = legal[0]!;
      checker.chosen(legal, action);
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      checker.applied(s, r.value.state, r.value.events);
      s = r.value.state;
    }
    expect(found).toEqual([]);

    // A card lost between two states.
    const seat0 = s.seats[0]!;
    checker.applied(
      s,
      { ...s, seats: [{ ...seat0, hand: seat0.hand.slice(1) }, ...s.seats.slice(1)] },
      [],
    );
    expect(found).toContain("card conservation: a card instance is in no zone");
  });

  it("reports an action the bot chose that was not listed", () => {
    const s = start();
    const found: string[] = [];
    const checker = new InvariantChecker((m) => found.push(m), s);
    const legal = legalActions(s, s.turn.seat);
    checker.chosen(legal, { type: "end-plays", player: s.turn.seat });
    expect(found).toEqual([
      `the bot chose an unlisted action {"type":"end-plays","player":${s.turn.seat}}`,
    ]);
  });

  it("replays a finished game's log and reports a different end", () => {
    const s = start();
    const found: string[] = [];
    const checker = new InvariantChecker((m) => found.push(m), s, {
      set: SET,
      setup: SETUP,
      seed: 5,
    });
    const values = s.seats.map(() => 0);
    checker.applied(
      s,
      { ...s, over: { reason: "turn-limit", values, winners: [0, 1], fallen: null } },
      [],
    );
    expect(found).toEqual(["the game's log replays to a different state (hash)"]);
  });
});
