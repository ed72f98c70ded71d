/**
 * The engine's invariants (invariants.ts) notice broken states and leaks, so a clean property or
 * simulation run means something; and they judge secrecy by the cards a view or event
 * identifies, not by names found in text.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "./events";
import { invariantViolations } from "./invariants";
import { act, event, mod, scenario } from "./scenario.test-support";
import type { GameState } from "./types";

const fillers = ["f1", "f2", "f3", "f4"].map((id) => mod(id, [-5, null, null]));

describe("invariantViolations", () => {
  it("Secrets: a card whose name contains a hidden card's name does not name that card", () => {
    // Regression: the check once matched names in text, so this prompt ("Ate the Wandering
    // Monster: choose a card to discard") named the "Wandering Monster" hidden in a hand and in
    // the draw pile, and `simulate --check` failed on a set with these two cards.
    const b = scenario({
      cards: [
        ...fillers,
        { ...event("ate", "discard 1 card"), name: "Ate the Wandering Monster" },
        { ...event("monster", "draw 1 card"), name: "Wandering Monster" },
      ],
      hands: [["ate", "f1", "f2"], ["monster"]],
      draw: ["monster", "f3"],
    });
    const played = act(b.state, { type: "play-event", player: 0, card: b.card("ate") });
    expect(played.state.pending?.prompt).toMatch(/^Ate the Wandering Monster: /);
    expect(invariantViolations(b.state, played.state, played.events)).toEqual([]);
    expect(invariantViolations(b.state, played.state, played.events, { fullScan: true })).toEqual(
      [],
    );
  });

  it("Secrets: an event or a view identifying a hidden card is reported", () => {
    const b = scenario({
      cards: [...fillers, event("omen", "discard 1 card")],
      hands: [["f1"], ["omen", "f2"]],
      draw: ["f3"],
    });
    const omen = b.card("omen");
    const leak: GameEvent[] = [
      { type: "step-skipped", card: { instance: omen, cardId: "omen" }, reason: "nothing" },
    ];
    expect(invariantViolations(b.state, b.state, leak)).toContain(
      `step-skipped shows 0 hidden card ${omen}`,
    );
    // A choice asked by a card in seat 1's hand, with no secret: its source and prompt show.
    const asked: GameState = {
      ...b.state,
      pending: {
        kind: "card",
        player: 1,
        prompt: "Omen: choose a card to discard (1 left)",
        options: [b.card("f2")],
        zone: "own-hand",
        source: omen,
      },
    };
    const found = invariantViolations(asked, asked, []);
    expect(found).toContain(`0 sees the hidden source ${omen}`);
    expect(found).toContain(`the choice asked by hidden card ${omen} names it to 0`);
    expect(found).toContain(`the choice asked by hidden card ${omen} names it to spectator`);
    // With the secret the engine records, only the holder reads the card.
    const secret = { holder: 1, asked: "P1 resolves a card drawn: discard", table: "P1 resolves" };
    expect(
      invariantViolations(asked, { ...asked, pending: { ...asked.pending!, secret } }, []),
    ).toEqual([]);
  });

  it("reports a lost card, a card in two zones and a changed card count", () => {
    const b = scenario({ cards: fillers, hands: [["f1", "f2"], ["f3"]] });
    const s = b.state;
    const seat0 = s.seats[0]!;
    const lost = { ...s, seats: [{ ...seat0, hand: [b.card("f1")] }, ...s.seats.slice(1)] };
    const found = invariantViolations(s, lost, []);
    expect(found).toHaveLength(2);
    expect(found[0]).toBe("card conservation: a card instance is in no zone");
    const [, after, before] = /^card conservation: the table shows (\d+) cards, (\d+) before$/.exec(
      found[1]!,
    )!;
    expect(Number(before) - Number(after)).toBe(1);
    expect(invariantViolations(s, { ...s, discard: [b.card("f1")] }, [])[0]).toBe(
      `card conservation: card instance ${b.card("f1")} is in two zones`,
    );
  });

  it("reports an end with no family dead, winners without the lowest value and an unshared tie", () => {
    const b = scenario({ cards: fillers });
    const s = b.state;
    const over = {
      ...s,
      over: { reason: "family-dead" as const, values: [0, 0], winners: [1], fallen: 0 },
    };
    expect(invariantViolations(s, over, [])).toEqual([
      "the game ended with no family all dead",
      "tied seats 1,2 should share the win, winners are seats 2",
    ]);
    const wrong = {
      ...s,
      over: { reason: "turn-limit" as const, values: [5, 0], winners: [0], fallen: null },
    };
    expect(invariantViolations(s, wrong, [])).toEqual([
      "family values 0,0 differ from the score 5,0",
      "tied seats 1,2 should share the win, winners are seats 1",
    ]);
  });

  it("reports a modifier played on a dead character while nothing allows it", () => {
    const b = scenario({
      cards: [...fillers, { id: "end", type: "untimely-death" }],
      stacks: { ada: ["f1", "end"] },
    });
    const placed: GameEvent[] = [
      {
        type: "modifier-placed",
        card: { instance: b.card("f1"), cardId: "f1" },
        character: b.ch("ada"),
      },
    ];
    expect(invariantViolations(b.state, b.state, placed)).toEqual([
      `a modifier was played on dead character ${b.ch("ada")}`,
    ]);
  });
});
