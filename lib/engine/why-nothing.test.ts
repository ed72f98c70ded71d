/**
 * Why a play or a step did nothing, as data (`NothingDone` on `step-skipped` / `fizzled`, and
 * `whyUnplayable`): what lib/sim's report counts to tell a designer why an effect never fired or
 * a card was never playable. Both ways: the reason is given when the thing did nothing, and not
 * when it happened.
 */
import { describe, expect, it } from "vitest";
import { eventsFor } from "./events";
import { legalActions } from "./legal-actions";
import { whyUnplayable } from "./legality";
import { act, death, event, eventsOf, mod, scenario } from "./scenario.test-support";

describe("R6.6 an `if` whose condition does not hold says so", () => {
  const withCondition = (condition: string) =>
    scenario({
      cards: [event("e", `on play:\n  if ${condition}: draw 1 card`), mod("m")],
      hands: [["e"], []],
      draw: ["m", "m", "m"],
      killed: ["dora"],
    });

  it("a false condition: a skipped step with the condition as data", () => {
    const b = withCondition("at least 3 characters are dead");
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("e") });
    const [skip, ...more] = eventsOf(r.events, "step-skipped");
    expect(more).toEqual([]);
    expect(skip).toMatchObject({
      card: { cardId: "e" },
      reason: "requirement not met: at least 3 characters are dead",
      why: {
        kind: "condition-false",
        condition: { kind: "dead-characters", compare: "at-least", value: 3 },
      },
    });
    expect(eventsOf(r.events, "drew")).toEqual([]);
  });

  it("a condition that holds: no skipped step, the step runs", () => {
    const b = withCondition("at least 1 character is dead");
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("e") });
    expect(eventsOf(r.events, "step-skipped")).toEqual([]);
    expect(eventsOf(r.events, "drew")).toHaveLength(1);
  });
});

describe("R6.3 a step with nothing to act on, and a play whose target went", () => {
  it("no dead character to return to life: skipped, no `why` (nothing to act on)", () => {
    const b = scenario({
      cards: [event("e", "on play: return one of your dead characters to life")],
      hands: [["e"], []],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("e") });
    const skips = eventsOf(r.events, "step-skipped");
    expect(skips).toEqual([
      {
        type: "step-skipped",
        card: { instance: b.card("e"), cardId: "e" },
        reason: "no dead character can return to life",
      },
    ]);
  });

  it("with a dead character of yours it is returned: nothing skipped", () => {
    const b = scenario({
      cards: [event("e", "on play: return one of your dead characters to life")],
      hands: [["e"], []],
      killed: ["ada"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("e") });
    expect(eventsOf(r.events, "step-skipped")).toEqual([]);
    expect(eventsOf(r.events, "returned-to-life")).toHaveLength(1);
  });

  it("a played card is public: every viewer sees its skipped step's `why`", () => {
    const b = scenario({
      cards: [event("e", `on play:\n  if at least 3 characters are dead: draw 1 card`)],
      hands: [["e"], []],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("e") });
    // A played event is public: everyone sees the reason and its data.
    expect(eventsOf(eventsFor(r.events, 1), "step-skipped")[0]!.why?.kind).toBe("condition-false");
  });
});

describe("R3.5 secrets: a hidden card's condition is kept from the others", () => {
  it("an on-draw `if` that does not hold in the drawer's hand: card and `why` for the holder only", () => {
    const b = scenario({
      cards: [
        ...["f1", "f2", "f3", "f4"].map((id) => mod(id)),
        mod(
          "omen",
          [null, null, null],
          [null, null, null],
          "on draw:\n  if at least 3 characters are dead: draw 1 card",
        ),
      ],
      hands: [["f1"], ["f2"]],
      draw: ["omen", "f3", "f4"],
    });
    const { events } = act(b.state, { type: "end-plays", player: 0 });
    const [skip] = eventsOf(events, "step-skipped");
    expect(skip).toMatchObject({
      card: { cardId: "omen" },
      holder: 0,
      why: { kind: "condition-false" },
    });
    expect(eventsOf(eventsFor(events, 0), "step-skipped")).toEqual([skip]);
    expect(eventsOf(eventsFor(events, 1), "step-skipped")).toEqual([
      { type: "step-skipped", reason: "requirement not met" },
    ]);
  });
});

describe("R7.2, R10 why a card in hand is in no legal play", () => {
  it("an untimely death with no negative self-worth on the table: no target", () => {
    const b = scenario({ cards: [death("d")], hands: [["d"], []] });
    expect(legalActions(b.state, 0).some((a) => a.type === "play-untimely-death")).toBe(false);
    expect(whyUnplayable(b.state, 0, b.card("d"))).toEqual({ kind: "no-target" });
  });

  it("an untimely death whose only negative target forbids it: forbidden", () => {
    const b = scenario({
      cards: [
        mod(
          "medal",
          [-5, null, null],
          [null, null, null],
          "while visible: no untimely deaths on this character",
        ),
        death("d"),
      ],
      stacks: { dora: ["medal"] },
      hands: [["d"], []],
    });
    expect(whyUnplayable(b.state, 0, b.card("d"))).toEqual({ kind: "forbidden" });
  });

  it("an untimely death with a negative target: playable, no reason", () => {
    const b = scenario({
      cards: [mod("gloom", [-5, null, null]), death("d")],
      stacks: { dora: ["gloom"] },
      hands: [["d"], []],
    });
    expect(legalActions(b.state, 0).some((a) => a.type === "play-untimely-death")).toBe(true);
    expect(whyUnplayable(b.state, 0, b.card("d"))).toBeNull();
  });

  it("an event while a lasting effect forbids events: forbidden; without it: playable", () => {
    const cards = [
      mod("belfry", [-5, null, null], [null, null, null], "while visible: no events"),
      event("e", "draw 1 card"),
    ];
    const forbidden = scenario({ cards, stacks: { dora: ["belfry"] }, hands: [["e"], []] });
    expect(whyUnplayable(forbidden.state, 0, forbidden.card("e"))).toEqual({ kind: "forbidden" });
    const free = scenario({ cards, hands: [["e"], []] });
    expect(whyUnplayable(free.state, 0, free.card("e"))).toBeNull();
  });

  it("R10 a modifier every target's forbid by a filter refuses: forbidden; another: playable", () => {
    const cards = [
      mod("ward", [-1, null, null], [null, null, null], "while visible: no modifiers with a raven"),
      mod("crow", [null, null, null], ["raven", null, null]),
      mod("plain"),
    ];
    const b = scenario({ cards, stacks: { dora: ["ward"] }, hands: [["crow", "plain"], []] });
    const legal = legalActions(b.state, 0);
    expect(legal.some((a) => a.type === "play-modifier" && a.card === b.card("crow"))).toBe(false);
    expect(whyUnplayable(b.state, 0, b.card("crow"))).toEqual({ kind: "forbidden" });
    expect(legal.some((a) => a.type === "play-modifier" && a.card === b.card("plain"))).toBe(true);
    expect(whyUnplayable(b.state, 0, b.card("plain"))).toBeNull();
  });

  it("no play left this turn: no-play-left", () => {
    const b = scenario({
      cards: [event("e", "draw 1 card"), event("f", "draw 1 card")],
      hands: [["e", "f"], []],
      turn: { playsUsed: 2, playsMade: 2 },
    });
    expect(whyUnplayable(b.state, 0, b.card("e"))).toEqual({ kind: "no-play-left" });
  });
});
