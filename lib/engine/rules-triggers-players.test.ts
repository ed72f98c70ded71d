/**
 * Triggers on who did it and on whose character (lib/engine/triggers.ts): `whenever an opponent
 * plays an event` (any other player than the card's controller, R6.1) and `whenever this
 * character dies` (the character the card is on: set off once, at its death, read as its stack
 * stood before the untimely death landed, R7.3).
 */
import { describe, expect, it } from "vitest";
import { act, death, event, eventsOf, mod, scenario } from "./scenario.test-support";
import { fired, handSize, playDeath, trig } from "./triggers.test-support";

const fillers = ["f1", "f2", "f3", "f4", "f5", "f6", "f7"].map((id) => mod(id, [-1, null, null]));
const cover = mod("cover", [-1, null, null]);

describe("R5.3 `whenever an opponent plays an event`", () => {
  const cards = [
    ...fillers,
    event("spark", "draw 1 card"),
    trig("envy", "whenever an opponent plays an event: draw 1 card"),
  ];

  it("R5.3 fires when another player's event resolves, resolved by the card's controller", () => {
    const b = scenario({
      cards,
      stacks: { ada: ["envy"] },
      hands: [[], ["spark"]],
      draw: ["f1", "f2", "f3", "f4"],
      turn: { seat: 1 },
    });
    const r = act(b.state, { type: "play-event", player: 1, card: b.card("spark") });
    expect(fired(r.events)).toEqual(["envy@0"]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("event-resolved")).toBeLessThan(types.indexOf("triggered"));
    expect(handSize(r.state, 0)).toBe(1);
  });

  it("R5.3 does not fire for its controller's own event", () => {
    const b = scenario({
      cards,
      stacks: { ada: ["envy"] },
      hands: [["spark"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("spark") });
    expect(eventsOf(r.events, "event-resolved")).toHaveLength(1);
    expect(fired(r.events)).toEqual([]);
  });
});

describe("R7.3 `whenever this character dies`", () => {
  const cards = [
    ...fillers,
    cover,
    death("doom"),
    trig("lament", "whenever this character dies: draw 1 card"),
  ];

  it("R7.3 fires once when the character bearing the card dies, for its controller", () => {
    const b = scenario({
      cards,
      stacks: { dora: ["f5", "lament"], edgar: ["f6"] },
      hands: [["doom"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const r = playDeath(b, "doom", "dora");
    expect(eventsOf(r.events, "died")).toHaveLength(1);
    expect(fired(r.events)).toEqual(["lament@1"]);
    // It ran though its character is dead: its controller drew.
    expect(handSize(r.state, 1)).toBe(1);
  });

  it("R10 fires when an effect kills the character (the stack as it was)", () => {
    const b = scenario({
      cards: [...cards, event("smite", "kill any living character with negative self-worth")],
      stacks: { dora: ["f5", "lament"] },
      hands: [["smite"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("smite") });
    expect(eventsOf(r.events, "died")).toHaveLength(1);
    expect(fired(r.events)).toEqual(["lament@1"]);
    expect(handSize(r.state, 1)).toBe(1);
  });

  it("R7.3 fires only at the death: on a character already dead, a later death sets off nothing", () => {
    const b = scenario({
      cards,
      stacks: { dora: ["f5", "lament", "doom"], edgar: ["f6"], fay: ["f7"] },
      hands: [["doom"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const r = playDeath(b, "doom", "edgar", 1);
    expect(eventsOf(r.events, "died")).toHaveLength(1);
    expect(fired(r.events)).toEqual([]);
  });

  it("R7.3 does not fire when another character dies, nor when its card was covered", () => {
    const b = scenario({
      cards,
      stacks: { dora: ["f5", "lament"], edgar: ["f6"], fay: ["f7", "lament", "cover"] },
      hands: [["doom", "doom"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const other = playDeath(b, "doom", "edgar");
    expect(eventsOf(other.events, "died")).toHaveLength(1);
    expect(fired(other.events)).toEqual([]);
    const covered = playDeath(b, "doom", "fay");
    expect(eventsOf(covered.events, "died")).toHaveLength(1);
    expect(fired(covered.events)).toEqual([]);
  });
});

describe("R7.3 `whenever an untimely death is played on this character`: its last words", () => {
  const cards = [
    ...fillers,
    death("doom"),
    trig("wake", "whenever an untimely death is played on this character: draw 1 card"),
    trig("omen", "whenever a card is played on this character: draw 1 card"),
  ];

  it("R7.3 fires once, as the death lands, and runs though its character is now dead", () => {
    for (const id of ["wake", "omen"]) {
      const b = scenario({
        cards,
        stacks: { dora: ["f5", id], edgar: ["f6"] },
        hands: [["doom"], []],
        draw: ["f1", "f2", "f3", "f4"],
      });
      const r = playDeath(b, "doom", "dora");
      expect(eventsOf(r.events, "died")).toHaveLength(1);
      expect(fired(r.events)).toEqual([`${id}@1`]);
      // The character it was on is dead; its controller still drew.
      expect(handSize(r.state, 1)).toBe(1);
    }
  });

  it("R7.3 does not fire for a death played on another character, nor again later", () => {
    const b = scenario({
      cards,
      stacks: { dora: ["f5", "wake"], edgar: ["f6"], fay: ["f7"] },
      hands: [["doom", "doom"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const other = playDeath(b, "doom", "edgar");
    expect(eventsOf(other.events, "died")).toHaveLength(1);
    expect(fired(other.events)).toEqual([]);
    // Once dead, its card sets off nothing more: a later death played on another character.
    const dead = scenario({
      cards,
      stacks: { dora: ["f5", "wake", "doom"], edgar: ["f6"], fay: ["f7"] },
      hands: [["doom"], []],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const later = playDeath(dead, "doom", "edgar", 1);
    expect(eventsOf(later.events, "died")).toHaveLength(1);
    expect(fired(later.events)).toEqual([]);
  });
});

describe("R5.1 R7.3 `whenever you play a modifier` / `an untimely death`", () => {
  const cards = [
    ...fillers,
    death("doom"),
    event("spark", "draw 1 card"),
    trig("zeal", "whenever you play a modifier: draw 1 card"),
    trig("grief", "whenever an opponent plays an untimely death: draw 1 card"),
    trig("vow", "whenever you play an untimely death: draw 1 card"),
  ];

  it("R5.1 fires when its controller plays a modifier, on any character, as it lands", () => {
    const b = scenario({
      cards,
      stacks: { ada: ["zeal"] },
      hands: [["f1"], []],
      draw: ["f2", "f3", "f4"],
    });
    const r = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("f1"),
      target: b.ch("dora"),
    });
    expect(eventsOf(r.events, "modifier-placed")).toHaveLength(1);
    expect(fired(r.events)).toEqual(["zeal@0"]);
    expect(handSize(r.state, 0)).toBe(1);
  });

  it("R5.1 does not fire for an opponent's modifier, nor for its controller's event", () => {
    const theirs = scenario({
      cards,
      stacks: { ada: ["zeal"] },
      hands: [[], ["f1"]],
      draw: ["f2", "f3", "f4"],
      turn: { seat: 1 },
    });
    const r = act(theirs.state, {
      type: "play-modifier",
      player: 1,
      card: theirs.card("f1"),
      target: theirs.ch("ada"),
    });
    expect(eventsOf(r.events, "modifier-placed")).toHaveLength(1);
    expect(fired(r.events)).toEqual([]);
    const mine = scenario({
      cards,
      stacks: { ada: ["zeal"] },
      hands: [["spark"], []],
      draw: ["f2", "f3", "f4"],
    });
    const e = act(mine.state, { type: "play-event", player: 0, card: mine.card("spark") });
    expect(eventsOf(e.events, "event-resolved")).toHaveLength(1);
    expect(fired(e.events)).toEqual([]);
  });

  it("R7.3 an untimely death played fires `an opponent plays` for the others and `you play` for its player", () => {
    const b = scenario({
      cards,
      stacks: { ada: ["f5", "vow"], basil: ["f4", "grief"], dora: ["f6", "grief"], edgar: ["f7"] },
      hands: [["doom"], []],
      draw: ["f1", "f2", "f3"],
    });
    const r = playDeath(b, "doom", "edgar");
    expect(eventsOf(r.events, "died")).toHaveLength(1);
    // Seat 0's `vow` (its own death played), seat 1's `grief` (an opponent's); not seat 0's grief.
    expect(fired(r.events)).toEqual(["vow@0", "grief@1"]);
  });
});
