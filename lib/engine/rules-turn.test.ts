/**
 * RULES.md R4 (the turn) and R5 (playing cards).
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { legalActions } from "./legal-actions";
import { familyValue } from "./scoring";
import {
  act,
  actAll,
  death,
  event,
  eventsOf,
  handIds,
  ids,
  mod,
  scenario,
  stackIds,
  story,
} from "./scenario.test-support";
import { viewFor } from "./view";

const FILL = ["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"];
const fillers = FILL.map((id) => mod(id, [-5, null, null]));

describe("R4 the turn", () => {
  it("R4.1 a turn is up to 2 plays, then the draw step", () => {
    const b = scenario({
      cards: [...fillers, mod("a", [-5, null, null]), mod("b"), mod("c")],
      hands: [["a", "b", "c"]],
      draw: ["f1", "f2", "f3", "f4"],
    });
    let s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("a"),
      target: b.ch("ada"),
    }).state;
    expect(s.turn.seat).toBe(0);
    const r = act(s, { type: "play-modifier", player: 0, card: b.card("b"), target: b.ch("ada") });
    s = r.state;
    // Two plays used: the draw step ran (hand 1 → 5) and the turn passed.
    expect(handIds(s, 0)).toEqual(["c", "f1", "f2", "f3", "f4"]);
    expect(s.turn.seat).toBe(1);
    expect(eventsOf(r.events, "turn-started")).toEqual([
      { type: "turn-started", player: 1, turn: 2 },
    ]);
  });

  it("R4.1 the rules may allow more plays per turn (3 here)", () => {
    const b = scenario({
      cards: [...fillers, mod("a"), mod("b"), mod("c"), mod("d")],
      hands: [["a", "b", "c", "d"]],
      draw: ["f1", "f2", "f3", "f4"],
      options: { playsPerTurn: 3 },
    });
    const play = (s: typeof b.state, card: string) =>
      act(s, { type: "play-modifier", player: 0, card: b.card(card), target: b.ch("ada") });
    let s = play(play(b.state, "a").state, "b").state;
    // Two plays made: still seat 0's turn, one play left.
    expect(s.turn).toMatchObject({ seat: 0, playsUsed: 2 });
    expect(viewFor(s, 0).turn.playsLeft).toBe(1);
    s = play(s, "c").state;
    expect(stackIds(s, b.ch("ada"))).toEqual(["a", "b", "c"]);
    expect(handIds(s, 0)).toEqual(["d", "f1", "f2", "f3", "f4"]);
    expect(s.turn.seat).toBe(1);
  });

  it("R4.2 a play is a modifier, an event, an untimely death, a story, discarding the hand or passing; kinds repeat", () => {
    const b = scenario({
      cards: [mod("m1"), mod("m2"), event("e1"), death("d")],
      hands: [["m1", "m2", "e1", "d"]],
    });
    const kinds = new Set(legalActions(b.state, 0).map((a) => a.type));
    expect([...kinds].sort()).toEqual(["discard-hand", "end-plays", "play-event", "play-modifier"]);
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m1"),
      target: b.ch("ada"),
    }).state;
    expect(
      legalActions(s, 0).some((a) => a.type === "play-modifier" && a.card === b.card("m2")),
    ).toBe(true);
  });

  it("R4.2 passing ends the plays at once", () => {
    const b = scenario({ cards: [mod("m")], hands: [["m"]] });
    const s = act(b.state, { type: "end-plays", player: 0 }).state;
    expect(s.turn.seat).toBe(1);
  });

  it("R4.3 discarding the hand gives no new cards until the draw step", () => {
    const b = scenario({
      cards: [...fillers, mod("a"), mod("b")],
      hands: [["a", "b"]],
      draw: ["f1", "f2", "f3", "f4", "f5"],
    });
    let s = act(b.state, { type: "discard-hand", player: 0 }).state;
    expect(s.seats[0]!.hand).toEqual([]);
    expect(ids(s, s.discard)).toEqual(["a", "b"]);
    expect(s.turn.seat).toBe(0);
    s = act(s, { type: "end-plays", player: 0 }).state;
    expect(handIds(s, 0)).toEqual(["f1", "f2", "f3", "f4", "f5"]);
  });

  it("R4.4 draw up to the draw limit; a hand at or over it draws nothing", () => {
    const b = scenario({
      cards: [...fillers, mod("a"), mod("b"), mod("c"), mod("d"), mod("e"), mod("x")],
      hands: [["a", "b", "c", "d", "e", "x"]],
      draw: ["f1"],
    });
    const s = act(b.state, { type: "end-plays", player: 0 }).state;
    expect(s.seats[0]!.hand).toHaveLength(6);
    expect(s.drawPile).toHaveLength(1);
  });

  it("R4.5 an empty draw pile is refilled by shuffling the discard pile; with both empty drawing stops", () => {
    const b = scenario({
      cards: [...fillers],
      draw: ["f1"],
      discard: ["f2", "f3"],
    });
    const r = act(b.state, { type: "end-plays", player: 0 });
    expect(r.state.seats[0]!.hand).toHaveLength(3);
    expect(r.state.discard).toEqual([]);
    expect(r.state.drawPile).toEqual([]);
    expect(eventsOf(r.events, "reshuffled")).toEqual([{ type: "reshuffled", count: 2 }]);
  });

  it("R4.6 a play-at-once event drawn in the draw step resolves at the end of the turn and is not replaced", () => {
    const b = scenario({
      cards: [
        ...fillers,
        event("gale", "on draw: play at once\non play: each player draws 1 card"),
      ],
      hands: [[], ["f7"]],
      draw: ["f1", "gale", "f2", "f3", "f4", "f5", "f6"],
    });
    const r = act(b.state, { type: "end-plays", player: 0 });
    // Seat 0 draws 5 cards, one of them the gale (not replaced): 4 in hand; then the gale makes
    // each player draw 1 card, starting with its drawer.
    expect(handIds(r.state, 0)).toEqual(["f1", "f2", "f3", "f4", "f5"]);
    expect(handIds(r.state, 1)).toEqual(["f7", "f6"]);
    expect(ids(r.state, r.state.discard)).toEqual(["gale"]);
    const order = r.events.map((e) => e.type);
    expect(order.indexOf("card-played")).toBeGreaterThan(order.indexOf("drawn-at-once"));
    expect(order.indexOf("turn-started")).toBeGreaterThan(order.indexOf("event-resolved"));
  });

  it("R4.6 a play-at-once event drawn during an effect resolves right after that effect", () => {
    const b = scenario({
      cards: [
        ...fillers,
        event("gale", "on draw: play at once\non play: each player discards 1 card"),
        event("letter", "draw 2 cards"),
      ],
      hands: [["letter"], ["f7"]],
      draw: ["gale", "f1", "f2"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("letter") });
    // Drawn: gale (played at once, not replaced) and f1. Then each player discards a card (one
    // card each: taken without asking).
    expect(handIds(r.state, 0)).toEqual([]);
    expect(handIds(r.state, 1)).toEqual([]);
    expect(ids(r.state, r.state.discard).sort()).toEqual(["f1", "f7", "gale", "letter"]);
  });
});

describe("R4.6 endless resolutions", () => {
  it("R4.6 two cards played at once that draw each other forever end the game instead of hanging", () => {
    const b = scenario({
      cards: [
        event("echo", "on draw: play at once\non play: each player draws 1 card"),
        event("call", "draw 1 card"),
      ],
      hands: [["call"]],
      draw: ["echo", "echo"],
    });
    const r = apply(b.state, { type: "play-event", player: 0, card: b.card("call") });
    expect(r.ok && r.value.state.over?.reason).toBe("exhausted");
  });
});

describe("R5 playing cards", () => {
  it("R5.1 a modifier goes on any living character, any player's; its immediate effect resolves at once", () => {
    const b = scenario({
      cards: [...fillers, mod("gift", [5, null, null], [null, null, null], "on play: draw 1 card")],
      hands: [["gift"]],
      draw: ["f1"],
    });
    const r = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("gift"),
      target: b.ch("edgar"),
    });
    expect(stackIds(r.state, b.ch("edgar"))).toEqual(["gift"]);
    // "You" is Edgar's controller (R6.1): seat 1 draws.
    expect(handIds(r.state, 1)).toEqual(["f1"]);
    const targets = legalActions(b.state, 0).flatMap((a) =>
      a.type === "play-modifier" ? [a.target] : [],
    );
    expect(targets).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("R5.2 modifiers cannot be played on dead characters", () => {
    const b = scenario({
      cards: [mod("low", [-5, null, null]), death("d"), mod("m")],
      stacks: { ada: ["low", "d"] },
      hands: [["m"]],
    });
    const r = apply(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m"),
      target: b.ch("ada"),
    });
    expect(r.ok ? null : r.error).toMatchObject({
      code: "move/target-dead",
      message: "Ada is dead — modifiers go on living characters only",
    });
    expect(
      legalActions(b.state, 0).some((a) => a.type === "play-modifier" && a.target === b.ch("ada")),
    ).toBe(false);
  });

  describe("R5.2 unless an effect says so", () => {
    const gate = mod(
      "gate",
      [null, null, null],
      [null, null, null],
      "while visible: allow modifiers on dead characters",
    );
    const onDead = (b: ReturnType<typeof scenario>, state = b.state) =>
      legalActions(state, 0).some(
        (a) => a.type === "play-modifier" && a.target === b.ch("ada") && a.card === b.card("m"),
      );

    it("R5.2 a modifier may be played on a dead character while a visible effect allows it", () => {
      const b = scenario({
        cards: [
          ...fillers,
          gate,
          mod("low", [-5, null, null]),
          death("d"),
          mod("m", [null, -10, null], [null, null, null], "on play: draw 1 card"),
        ],
        stacks: { ada: ["low", "d"], dora: ["gate"] },
        hands: [["m"]],
        draw: ["f1"],
      });
      expect(viewFor(b.state, 0).modifiersOnDead).toBe(true);
      expect(onDead(b)).toBe(true);
      expect(familyValue(b.state, 0)).toBe(-5);
      const r = act(b.state, {
        type: "play-modifier",
        player: 0,
        card: b.card("m"),
        target: b.ch("ada"),
      });
      // Still dead, its stack changed, so its final points did (R7.3); its controller drew.
      expect(stackIds(r.state, b.ch("ada"))).toEqual(["low", "d", "m"]);
      expect(viewFor(r.state, 0).characters[b.ch("ada")]!.dead).toBe(true);
      expect(familyValue(r.state, 0)).toBe(-15);
      expect(handIds(r.state, 0)).toEqual(["f1"]);
    });

    it("R5.2 the permission ends when its text is covered", () => {
      const b = scenario({
        cards: [gate, mod("plate"), mod("low", [-5, null, null]), death("d"), mod("m")],
        stacks: { ada: ["low", "d"], dora: ["gate", "plate"] },
        hands: [["m"]],
      });
      expect(viewFor(b.state, 0).modifiersOnDead).toBe(false);
      expect(onDead(b)).toBe(false);
      const r = apply(b.state, {
        type: "play-modifier",
        player: 0,
        card: b.card("m"),
        target: b.ch("ada"),
      });
      expect(r.ok ? null : r.error.code).toBe("move/target-dead");
    });

    it("R5.2 a held story's permission holds for every player", () => {
      const b = scenario({
        cards: [
          story(
            "pact",
            "story requires raven, rose\nwhile held:\n  allow modifiers on dead characters",
          ),
          mod("low", [-5, null, null]),
          death("d"),
          mod("m"),
        ],
        stacks: { ada: ["low", "d"] },
        hands: [["m"]],
        held: [null, "pact"],
      });
      expect(onDead(b)).toBe(true);
      expect(
        act(b.state, { type: "play-modifier", player: 0, card: b.card("m"), target: b.ch("ada") })
          .state.characters[b.ch("ada")]!.stack.length,
      ).toBe(4);
    });

    it("R5.2 a dead character's own effects allow nothing (a set-aside stack has none)", () => {
      const b = scenario({
        cards: [gate, mod("low", [-5, null, null]), death("d"), mod("m")],
        stacks: { ada: ["low", "gate", "d"] },
        hands: [["m"]],
      });
      expect(onDead(b)).toBe(false);
    });
  });

  it("R5.3 an event is revealed, resolved and discarded", () => {
    const b = scenario({
      cards: [...fillers, event("news", "draw 2 cards")],
      hands: [["news"]],
      draw: ["f1", "f2"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("news") });
    expect(handIds(r.state, 0)).toEqual(["f1", "f2"]);
    expect(ids(r.state, r.state.discard)).toEqual(["news"]);
    expect(r.events.map((e) => e.type)).toEqual(["card-played", "drew", "event-resolved"]);
  });

  it("R5.4 an effect resolves fully before the next play", () => {
    const b = scenario({
      cards: [...fillers, event("tidy", "discard 1 card")],
      hands: [["tidy", "f1", "f2"]],
    });
    const s = act(b.state, { type: "play-event", player: 0, card: b.card("tidy") }).state;
    expect(s.pending?.kind).toBe("card");
    const early = apply(s, { type: "play-modifier", player: 0, card: b.card("f1"), target: 0 });
    expect(early.ok ? null : early.error.code).toBe("move/answer-expected");
    const done = act(s, { type: "choose-card", player: 0, card: b.card("f2") }).state;
    expect(done.pending).toBeNull();
    expect(ids(done, done.discard)).toEqual(["f2", "tidy"]);
  });

  it("R5.5 a free play does not count toward the 2; an untimely death may be a free play on the second play", () => {
    const b = scenario({
      cards: [
        mod("low", [-5, null, null]),
        event("party", "gain 1 free play"),
        death("d"),
        mod("m"),
        mod("n"),
      ],
      stacks: { dora: ["low"] },
      hands: [["party", "d", "m", "n"]],
    });
    const s = actAll(b.state, [
      { type: "play-event", player: 0, card: b.card("party") },
      { type: "play-untimely-death", player: 0, card: b.card("d"), target: b.ch("dora") },
    ]).state;
    // The untimely death used the free play: one regular play is still left.
    expect(s.turn).toMatchObject({ seat: 0, playsUsed: 1, playsMade: 2 });
    expect(s.seats[0]!.freePlays).toEqual([]);
    expect(stackIds(s, b.ch("dora"))).toEqual(["low", "d"]);
    const last = act(s, {
      type: "play-modifier",
      player: 0,
      card: b.card("m"),
      target: b.ch("ada"),
    });
    expect(last.state.turn.seat).toBe(1);
  });
});
