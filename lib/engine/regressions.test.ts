/**
 * Pinned regressions: each case once failed (a seed of the property tests, or a scenario found
 * while writing them) and is kept here by name.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "./actions";
import { apply } from "./apply";
import { event, mod, scenario } from "./scenario.test-support";

describe("regressions", () => {
  it("sample seed 1, action 39: an action with extra fields is read as its type says", () => {
    // The property test's mutation of a legal `end-plays` kept a `card` and a `target`: apply
    // accepts it as a pass, and the completeness check compares actions by their own fields.
    const b = scenario({ cards: [mod("m")], hands: [["m"]] });
    const r = apply(b.state, {
      type: "end-plays",
      player: 0,
      card: 76,
      target: 10,
    } as unknown as Action);
    expect(r.ok && r.value.state.turn.seat).toBe(1);
  });

  it("a response window skips a holder whose response no longer fits", () => {
    // Seat 1 holds a modifier-canceller only: no window opens for an event.
    const b = scenario({
      cards: [event("news", "draw 1 card"), event("no", "response: cancel a modifier")],
      hands: [["news"], ["no"]],
    });
    const r = apply(b.state, { type: "play-event", player: 0, card: b.card("news") });
    expect(r.ok && r.value.state.pending).toBeNull();
  });
});
