/**
 * Family conditions and counts (issue 23 point 2) read off the table when their step resolves
 * (R6.6): your family's icons showing (R2.4, on living and dead characters as R6.7 reads a
 * family), living and dead characters, an opponent's family against yours, and `for each` counts
 * of them — in one-shot steps and in lasting effects, which follow the table as it changes.
 */
import { describe, expect, it } from "vitest";
import { drawLimit } from "./lasting";
import { act, death, event, eventsOf, handIds, mod, scenario } from "./scenario.test-support";
import type { Scenario } from "./scenario.test-support";

const fillers = ["f1", "f2", "f3", "f4", "f5", "f6"].map((id) => mod(id, [-5, null, null]));
const DRAW = ["f1", "f2", "f3", "f4", "f5", "f6"];
const ravenMod = mod("ravenmod", [null, null, null], ["raven", null, null]);
const roseMod = mod("rosemod", [null, null, null], ["rose", null, null]);
const tideMod = (id: string) => mod(id, [null, null, null], ["tide", null, null]);
const axe = death("axe", [-20, null, null]);

/** Seat 0 plays the event `ev` (written `effect`) on the scenario; returns seat 0's hand after. */
function playEvent(effect: string, desc: Scenario): { hand: string[]; reasons: string[] } {
  const cards = [...fillers, ravenMod, roseMod, tideMod("t1"), tideMod("t2"), tideMod("t3"), axe];
  const b = scenario({
    ...desc,
    cards: [...cards, event("ev", effect)],
    hands: [["ev"]],
    draw: DRAW,
  });
  const { state, events } = act(b.state, { type: "play-event", player: 0, card: b.card("ev") });
  return {
    hand: handIds(state, 0),
    reasons: eventsOf(events, "step-skipped").map((e) => e.reason),
  };
}

describe("R6.6 family conditions", () => {
  const both = "if your family has a raven and a rose showing: draw 2 cards";

  it("R6.6 your family's icons: held when your characters together show them, dead ones too", () => {
    // Raven on Ada, rose on Basil, who is dead: the family shows both.
    const held = playEvent(both, {
      stacks: { ada: ["ravenmod"], basil: ["rosemod", "axe"] },
    });
    expect(held.hand).toEqual(["f1", "f2"]);
  });

  it("R6.6 your family's icons: not held when one is missing or only an opponent shows it", () => {
    const missing = playEvent(both, { stacks: { ada: ["ravenmod"], dora: ["rosemod"] } });
    expect(missing.hand).toEqual([]);
    // The table log says why the step did not happen.
    expect(missing.reasons).toEqual([
      "requirement not met: your family has raven and rose showing",
    ]);
    const either = playEvent("if your family shows raven or rose: draw 1 card", {
      stacks: { ada: ["ravenmod"] },
    });
    expect(either.hand).toEqual(["f1"]);
  });

  it("R6.7 a character counted as a member of your family shows its icons for it; without, not", () => {
    // Dora (seat 1's) shows the rose; a charm on her makes her a member of your (ashgrove) family.
    const charm = mod(
      "charm",
      [null, null, null],
      [null, null, null],
      "while visible:\n  this character counts as a member of the ashgrove family",
    );
    const run = (stack: string[]) => {
      const cards = [...fillers, ravenMod, roseMod, charm, event("ev", both)];
      const b = scenario({
        cards,
        stacks: { ada: ["ravenmod"], dora: stack },
        hands: [["ev"]],
        draw: DRAW,
      });
      return handIds(act(b.state, { type: "play-event", player: 0, card: b.card("ev") }).state, 0);
    };
    expect(run(["rosemod", "charm"])).toEqual(["f1", "f2"]);
    expect(run(["rosemod"])).toEqual([]);
  });

  it("R6.6 an opponent's family with fewer living characters than yours: both ways", () => {
    const fewer = "if an opponent's family has fewer living characters than yours: draw 1 card";
    // Dora (seat 1) is dead: 2 living against your 3.
    expect(playEvent(fewer, { killed: ["dora"] }).hand).toEqual(["f1"]);
    // Equal families: it does not hold.
    expect(playEvent(fewer, {}).hand).toEqual([]);
    // Your own dead count against you.
    expect(playEvent(fewer, { killed: ["dora", "ada"] }).hand).toEqual([]);
    const asMany = "if each opponent's family has as many living characters as yours: draw 1 card";
    expect(playEvent(asMany, {}).hand).toEqual(["f1"]);
    expect(playEvent(asMany, { killed: ["edgar"] }).hand).toEqual([]);
    const more = "if any opponent's family has more living characters than yours: draw 1 card";
    expect(playEvent(more, { killed: ["ada"] }).hand).toEqual(["f1"]);
    expect(playEvent(more, { killed: ["dora"] }).hand).toEqual([]);
  });

  it("R6.6 with three players, 'each opponent' needs every one, 'an opponent' any one", () => {
    const three = { families: ["ashgrove", "blackmere", "crane"], killed: ["dora"] };
    const each = "if each opponent's family has fewer living characters than yours: draw 1 card";
    const any = "if an opponent's family has fewer living characters than yours: draw 1 card";
    expect(playEvent(each, three).hand).toEqual([]);
    expect(playEvent(any, three).hand).toEqual(["f1"]);
    expect(playEvent(each, { ...three, killed: ["dora", "gus"] }).hand).toEqual(["f1"]);
  });

  it("R6.6 your family's living and dead characters counted: both ways", () => {
    const dead = "if your family has at least 2 dead characters: draw 1 card";
    expect(playEvent(dead, { killed: ["ada", "basil"] }).hand).toEqual(["f1"]);
    expect(playEvent(dead, { killed: ["ada", "dora"] }).hand).toEqual([]);
    const living = "if your family has exactly 3 living characters: draw 1 card";
    expect(playEvent(living, { killed: ["dora"] }).hand).toEqual(["f1"]);
    expect(playEvent(living, { killed: ["cora"] }).hand).toEqual([]);
  });
});

describe("Secrets: an unmet requirement of a card in a hand", () => {
  it("is logged without its words, which would tell the others which card it is", () => {
    const b = scenario({
      cards: [
        ...fillers,
        event("call", "draw 1 card"),
        event("omen", "on draw: if your family has a raven showing: draw 1 card"),
      ],
      hands: [["call"]],
      draw: ["omen", "f1"],
    });
    const { state, events } = act(b.state, { type: "play-event", player: 0, card: b.card("call") });
    expect(handIds(state, 0)).toEqual(["omen"]);
    expect(eventsOf(events, "step-skipped").map((e) => e.reason)).toEqual(["requirement not met"]);
  });
});

describe("R2.4 family counts", () => {
  it("R2.4 for each tide icon your family shows: every copy on your characters, not the opponents'", () => {
    const effect = "draw 1 card for each tide icon your family shows";
    const hand = playEvent(effect, {
      stacks: { ada: ["t1"], cora: ["t2", "axe"], dora: ["t3"] },
    }).hand;
    expect(hand).toEqual(["f1", "f2"]);
    expect(playEvent(effect, { stacks: { dora: ["t1"] } }).hand).toEqual([]);
  });

  it("R2.4 for each living character in your family, and everyone's", () => {
    expect(
      playEvent("draw 1 card for each living character in your family", { killed: ["ada"] }).hand,
    ).toEqual(["f1", "f2"]);
    expect(
      playEvent("draw 1 card for each living character", { killed: ["ada", "dora"] }).hand,
    ).toEqual(["f1", "f2", "f3", "f4"]);
  });

  it("R6.3 a draw limit +1 for each tide icon your family shows follows the table as it changes", () => {
    const charm = mod(
      "charm",
      [null, null, null],
      [null, null, null],
      "while visible:\n  draw limit +1 for each tide icon your family shows",
    );
    const b = scenario({
      cards: [...fillers, charm, tideMod("t1"), tideMod("t2")],
      stacks: { ada: ["charm"], basil: ["t1"] },
      hands: [["t2"]],
    });
    expect(drawLimit(b.state, 0)).toBe(6);
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("t2"),
      target: b.ch("cora"),
    }).state;
    expect(drawLimit(s, 0)).toBe(7);
    // On an opponent's character a tide is not your family's.
    const other = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("t2"),
      target: b.ch("dora"),
    }).state;
    expect(drawLimit(other, 0)).toBe(6);
  });
});
