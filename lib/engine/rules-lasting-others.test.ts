/**
 * Lasting effects on others and on identity (issue 23, point 5), each both ways: another
 * player's draw limit and plays per turn (R4.1, R4.4) while the card shows (R6.3), a character
 * that cannot return to life (R7.4), one that counts as a member of another family (R6.7), forbids
 * by a filter (R10), and free plays gained by every player (R5.5).
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { drawLimit, familiesOf, playsPerTurn } from "./lasting";
import { legalActions } from "./legal-actions";
import type { CardSpec } from "./scenario.test-support";
import { act, death, event, eventsOf, mod, scenario, story } from "./scenario.test-support";
import { claimableStories } from "./stories";
import { viewFor } from "./view";

const fillers = ["f1", "f2", "f3", "f4", "f5", "f6"].map((id) => mod(id, [-5, null, null]));
/** Covers the text plate of the card below it (R6.3). */
const cover = mod("cover", [null, -5, null]);
const THREE = ["ashgrove", "blackmere", "crane"];

function lasting(id: string, effect: string, points: number | null = null): CardSpec {
  return mod(id, [points, null, null], [null, null, null], `while visible:\n  ${effect}`);
}

describe("R4 draw limit and plays per turn of others", () => {
  it("R4.4 each other player's draw limit changes every seat but its controller's; covered, none", () => {
    const card = lasting("fog", "each other player's draw limit -1");
    const live = scenario({ cards: [card, cover], families: THREE, stacks: { ada: ["fog"] } });
    expect([0, 1, 2].map((s) => drawLimit(live.state, s))).toEqual([5, 4, 4]);
    const covered = scenario({
      cards: [card, cover],
      families: THREE,
      stacks: { ada: ["fog", "cover"] },
    });
    expect([0, 1, 2].map((s) => drawLimit(covered.state, s))).toEqual([5, 5, 5]);
  });

  it("R4.4 each player's draw limit changes every seat, its controller's too", () => {
    const card = lasting("feast", "each player's draw limit +1");
    const b = scenario({ cards: [card], families: THREE, stacks: { dora: ["feast"] } });
    expect([0, 1, 2].map((s) => drawLimit(b.state, s))).toEqual([6, 6, 6]);
  });

  it("R4.1 your plays per turn +1 gives a third regular play; covered, two", () => {
    const card = lasting("haste", "your plays per turn +1");
    const hand = ["f1", "f2", "f3", "f4"];
    const b = scenario({
      cards: [...fillers, card, cover],
      stacks: { ada: ["haste"] },
      hands: [hand],
    });
    expect(playsPerTurn(b.state, 0)).toBe(3);
    expect(viewFor(b.state, 0).turn.playsLeft).toBe(3);
    let s = b.state;
    for (const id of ["f1", "f2", "f3"]) {
      s = act(s, {
        type: "play-modifier",
        player: 0,
        card: b.card(id),
        target: b.ch("dora"),
      }).state;
    }
    // Three regular plays made: the turn moved on.
    expect(s.turn.seat).toBe(1);

    const covered = scenario({
      cards: [...fillers, card, cover],
      stacks: { ada: ["haste", "cover"] },
      hands: [hand],
    });
    expect(viewFor(covered.state, 0).turn.playsLeft).toBe(2);
    let t = covered.state;
    for (const id of ["f1", "f2"]) {
      t = act(t, { type: "play-modifier", player: 0, card: covered.card(id), target: 3 }).state;
    }
    expect(t.turn.seat).toBe(1);
  });

  it("R4.1 a seat left no play by lasting effects ends its turn itself; with a play, the turn ends after it", () => {
    const card = lasting("torpor", "each player's plays per turn -2");
    const b = scenario({
      cards: [...fillers, card],
      stacks: { ada: ["torpor"] },
      hands: [["f1"], ["f2"]],
    });
    expect(playsPerTurn(b.state, 0)).toBe(0);
    // The turn waits for its player, who may only end it.
    expect(b.state.turn).toMatchObject({ seat: 0, phase: "play" });
    expect(legalActions(b.state, 0)).toEqual([{ type: "end-plays", player: 0 }]);
    const ended = act(b.state, { type: "end-plays", player: 0 });
    // One action, one turn: the next seat decides too, and the game goes on.
    expect(ended.state.over).toBeNull();
    expect(ended.state.turn).toMatchObject({ seat: 1, phase: "play" });
    expect(eventsOf(ended.events, "turn-started")).toHaveLength(1);

    // The other way: a seat with a play left makes it and its turn ends by itself.
    const one = lasting("torpor", "each player's plays per turn -1");
    const c = scenario({ cards: [...fillers, one], stacks: { ada: ["torpor"] }, hands: [["f1"]] });
    const played = act(c.state, {
      type: "play-modifier",
      player: 0,
      card: c.card("f1"),
      target: 3,
    });
    expect(eventsOf(played.events, "plays-ended")).toHaveLength(1);
  });

  it("R4.1 each other player's plays per turn -1 leaves its controller's as they are", () => {
    const card = lasting("sloth", "each other player's plays per turn -1");
    const b = scenario({ cards: [card], stacks: { ada: ["sloth"] } });
    expect([playsPerTurn(b.state, 0), playsPerTurn(b.state, 1)]).toEqual([2, 1]);
  });
});

describe("R7.4 this character cannot return to life", () => {
  const revive = event("revive", "return any dead character to life");
  const shift = event(
    "shift",
    "move the untimely death from any dead character to any living character",
  );

  function deadAda(cursed: boolean) {
    const grave = death(
      "grave",
      [null, null, null],
      cursed ? "while visible:\n  this character cannot return to life" : undefined,
    );
    return scenario({
      cards: [...fillers, grave, revive, shift],
      stacks: { ada: ["f1", "grave"], dora: ["f2"] },
      hands: [["revive", "shift"]],
    });
  }

  it("R7.4 return to life skips a character that cannot return; others return", () => {
    const cursed = deadAda(true);
    const r = act(cursed.state, { type: "play-event", player: 0, card: cursed.card("revive") });
    expect(viewFor(r.state, 0).characters[cursed.ch("ada")]!.dead).toBe(true);
    expect(eventsOf(r.events, "step-skipped")).toHaveLength(1);

    const plain = deadAda(false);
    const p = act(plain.state, { type: "play-event", player: 0, card: plain.card("revive") });
    expect(viewFor(p.state, 0).characters[plain.ch("ada")]!.dead).toBe(false);
  });

  it("R7.4 its untimely death cannot be moved off it (that would return it to life)", () => {
    const cursed = deadAda(true);
    const r = act(cursed.state, { type: "play-event", player: 0, card: cursed.card("shift") });
    expect(eventsOf(r.events, "untimely-death-moved")).toEqual([]);
    expect(viewFor(r.state, 0).characters[cursed.ch("ada")]!.dead).toBe(true);

    const plain = deadAda(false);
    const p = act(plain.state, { type: "play-event", player: 0, card: plain.card("shift") });
    const moved = p.state.pending
      ? act(p.state, { type: "choose-character", player: 0, character: plain.ch("dora") })
      : p;
    expect(viewFor(moved.state, 0).characters[plain.ch("ada")]!.dead).toBe(false);
  });
});

describe("R6.7 this character counts as a member of another family", () => {
  const charm = lasting("charm", "this character counts as a member of the blackmere family");
  const raven = mod("raven", [null, null, null], ["raven", null, null]);
  const rose = mod("rose", [null, null, null], ["rose", null, null]);
  const tale = story("tale", "story requires raven, rose");

  it("R6.7 it counts toward that family's story requirement; without it, not", () => {
    const withCharm = scenario({
      cards: [charm, raven, rose, tale],
      stacks: { ada: ["rose", "charm"], dora: ["raven"] },
      centre: ["tale"],
      options: { stories: true },
    });
    expect(familiesOf(withCharm.state, withCharm.ch("ada"))).toEqual(["ashgrove", "blackmere"]);
    expect(claimableStories(withCharm.state, 1)).toEqual([withCharm.card("tale")]);

    const without = scenario({
      cards: [raven, rose, tale],
      stacks: { ada: ["rose"], dora: ["raven"] },
      centre: ["tale"],
      options: { stories: true },
    });
    expect(familiesOf(without.state, without.ch("ada"))).toEqual(["ashgrove"]);
    expect(claimableStories(without.state, 1)).toEqual([]);
  });

  it("R6.6 'is in the … family' reads the membership", () => {
    const test = mod(
      "test",
      [null, null, null],
      [null, null, null],
      "on play:\n  if this character is in the blackmere family: draw 2 cards",
    );
    const run = (stack: string[]) => {
      const b = scenario({
        cards: [...fillers, charm, test],
        stacks: { ada: stack },
        hands: [["test"]],
        draw: ["f1", "f2"],
      });
      const r = act(b.state, { type: "play-modifier", player: 0, card: b.card("test"), target: 0 });
      return eventsOf(r.events, "drew").length;
    };
    expect(run(["charm"])).toBe(1);
    expect(run([])).toBe(0);
  });
});

describe("R10 forbids by a filter", () => {
  const ward = lasting("ward", "no modifiers with a raven may be played on this character");
  const ravenMod = mod("raven", [null, null, null], ["raven", null, null]);
  const plain = mod("plain", [-5, null, null]);

  it("R10 no modifiers with a raven on this character: refused there, allowed elsewhere and for others", () => {
    const b = scenario({
      cards: [ward, ravenMod, plain],
      stacks: { ada: ["ward"] },
      hands: [["raven", "plain"]],
    });
    const legal = legalActions(b.state, 0);
    const on = (card: string, target: string) => ({
      type: "play-modifier",
      player: 0,
      card: b.card(card),
      target: b.ch(target),
    });
    expect(legal).not.toContainEqual(on("raven", "ada"));
    expect(legal).toContainEqual(on("raven", "basil"));
    expect(legal).toContainEqual(on("plain", "ada"));
    const refused = apply(b.state, on("raven", "ada") as never);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.message).toBe(
        "no modifiers with a raven may be played on Ada while an effect forbids them",
      );
    }
  });

  it("R10 no modifiers with negative points: refuses those whose points add up below zero", () => {
    const guard = lasting("guard", "no modifiers with negative points on this character");
    const high = mod("high", [5, null, null]);
    const b = scenario({
      cards: [guard, plain, high],
      stacks: { ada: ["guard"] },
      hands: [["plain", "high"]],
    });
    const targets = (card: string) =>
      legalActions(b.state, 0)
        .filter((a) => a.type === "play-modifier" && a.card === b.card(card))
        .map((a) => (a.type === "play-modifier" ? a.target : -1));
    expect(targets("plain")).not.toContain(b.ch("ada"));
    expect(targets("high")).toContain(b.ch("ada"));
  });
});

describe("R5.5 free plays for every player", () => {
  it("R5.5 each player gains a free play: the others keep theirs for their next turn", () => {
    const gift = event("gift", "each player gains 1 free play");
    const b = scenario({ cards: [...fillers, gift], hands: [["gift"], []] });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("gift") });
    expect(r.state.seats.map((s) => s.freePlays.length)).toEqual([1, 1]);
    expect(eventsOf(r.events, "free-plays-gained").map((e) => e.player)).toEqual([0, 1]);

    const own = event("own", "gain 1 free play");
    const o = scenario({ cards: [...fillers, own], hands: [["own"], []] });
    const p = act(o.state, { type: "play-event", player: 0, card: o.card("own") });
    expect(p.state.seats.map((s) => s.freePlays.length)).toEqual([1, 0]);
  });
});
