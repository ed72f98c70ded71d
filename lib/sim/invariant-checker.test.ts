/** The invariant checker itself notices broken states (so a clean run means something). */
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
  it("is silent on a real state", () => {
    const found: string[] = [];
    new InvariantChecker((m) => found.push(m), start());
    expect(found).toEqual([]);
  });

  it("reports a lost card and a card in two zones", () => {
    const s = start();
    const found: string[] = [];
    const checker = new InvariantChecker((m) => found.push(m), s);
    const seat0 = s.seats[0]!;
    checker.state({ ...s, seats: [{ ...seat0, hand: seat0.hand.slice(1) }, ...s.seats.slice(1)] });
    expect(found).toContain("card conservation: a card instance is in no zone");
    expect(
      found.some((m) => /^card conservation: \d+ cards in view, \d+ at the start$/.test(m)),
    ).toBe(true);
    found.length = 0;
    checker.state({ ...s, discard: [seat0.hand[0]!] });
    expect(found[0]).toMatch(/^card conservation: card instance \d+ is in two zones$/);
  });

  it("reports a winner without the lowest family value and a game over with every family alive", () => {
    const s = start();
    const found: string[] = [];
    const checker = new InvariantChecker((m) => found.push(m), s);
    checker.state({
      ...s,
      over: { reason: "family-dead", values: [0, 0], winners: [1], fallen: 0 },
    });
    expect(found).toContain("the game ended with no family all dead");
    expect(found).toContain("tied seats 0,1 should share the win, winners are 1");
  });

  it("runs the engine's property checks and replays the finished game's log", () => {
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

    // A card lost between two states: the engine's own check names the seed and action.
    const seat0 = s.seats[0]!;
    checker.applied(
      s,
      { ...s, seats: [{ ...seat0, hand: seat0.hand.slice(1) }, ...s.seats.slice(1)] },
      [],
    );
    expect(found).toContain("seed 5, action 6: a card instance is in no zone");

    // A game that claims to be over where its log does not lead.
    found.length = 0;
    const values = s.seats.map(() => 0);
    checker.applied(
      s,
      { ...s, over: { reason: "turn-limit", values, winners: [0, 1], fallen: null } },
      [],
    );
    expect(found).toContain("the game's log replays to a different state (hash)");
  });
});
