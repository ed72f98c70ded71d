/**
 * Moving cards between players and piles (issue 23 point 3): passing hands and chosen cards to a
 * neighbour (R3.6: the left is the next player), looking at the top of the draw pile (discard
 * any, put the rest back in any order), shuffling a living character's stack into the draw pile
 * (R7.3: never a dead one's), taking a story from the centre or an opponent and returning one
 * (R8.3: one story held at most). Each both ways, and each keeping what the rules hide (README
 * "Secrets").
 */
import { describe, expect, it } from "vitest";
import type { Action } from "./actions";
import { eventsFor } from "./events";
import { invariantViolations } from "./invariants";
import { legalActions } from "./legal-actions";
import { appendAction, createLog, replay } from "./replay";
import type { Built, CardSpec, Scenario } from "./scenario.test-support";
import {
  act,
  actAll,
  event,
  eventsOf,
  handIds,
  ids,
  mod,
  scenario,
  stackIds,
  story,
  tinySet,
} from "./scenario.test-support";
import { createGame } from "./setup";
import type { GameState } from "./types";
import { undo } from "./undo";
import { viewFor } from "./view";

const F = ["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9"];
const fillers: CardSpec[] = F.map((id) => mod(id, [-1, null, null]));
const THREE = ["ashgrove", "blackmere", "crane"];

/** Seat 0 holds event `ev` with `effect`; three players unless the scenario says otherwise. */
function withEvent(effect: string, extra: Scenario = {}): Built {
  const hands = extra.hands ?? [[], [], []];
  return scenario({
    families: THREE,
    ...extra,
    cards: [...fillers, event("ev", effect), ...(extra.cards ?? [])],
    hands: [["ev", ...(hands[0] ?? [])], ...hands.slice(1)],
  });
}

function play(b: Built) {
  return act(b.state, { type: "play-event", player: 0, card: b.card("ev") });
}

const choose = (player: number, card: number): Action => ({ type: "choose-card", player, card });
const decide = (player: number, accept: boolean): Action => ({ type: "decide", player, accept });

/** The draw pile's card ids, the next card drawn first. */
const drawOrder = (s: GameState) => ids(s, [...s.drawPile].reverse());

describe("passing cards to a neighbour", () => {
  it("R3.6 each player passes their hand to the left: every hand moves to the next seat at once", () => {
    const b = withEvent("each player passes their hand to the left", {
      hands: [["f1"], ["f2", "f3"], ["f4"]],
    });
    const { state, events } = play(b);
    expect([handIds(state, 0), handIds(state, 1), handIds(state, 2)]).toEqual([
      ["f4"],
      ["f1"],
      ["f2", "f3"],
    ]);
    // The cards only to the giver and the receiver.
    const passed = eventsOf(eventsFor(events, 2), "passed-cards");
    expect(passed.find((e) => e.player === 0)?.cards).toBeUndefined();
    expect(passed.find((e) => e.player === 1)?.cards?.length).toBe(2);
    expect(eventsOf(eventsFor(events, "spectator"), "passed-cards").every((e) => !e.cards)).toBe(
      true,
    );
  });

  it("R3.6 pass your hand to the right: only yours moves, to the previous seat", () => {
    const b = withEvent("pass your hand to the player on your right", {
      hands: [["f1"], ["f2"], ["f3"]],
    });
    const { state } = play(b);
    expect([handIds(state, 0), handIds(state, 1), handIds(state, 2)]).toEqual([
      [],
      ["f2"],
      ["f3", "f1"],
    ]);
  });

  it("each player gives a card of their choice to the next player, chosen before any moves", () => {
    const b = withEvent("each player gives a card of their choice to the next player", {
      hands: [["f1", "f2"], ["f3", "f4"], ["f5"]],
    });
    let s = play(b).state;
    expect(s.pending).toMatchObject({ kind: "card", player: 0, zone: "own-hand" });
    // Only the chooser sees the options.
    expect(viewFor(s, 1).pending?.options).toBeUndefined();
    s = act(s, choose(0, b.card("f2"))).state;
    expect(s.pending).toMatchObject({ player: 1 });
    // Seat 1 chooses from their own hand as it was: f2 has not arrived yet.
    expect(s.pending?.options).toEqual([b.card("f3"), b.card("f4")]);
    const r = act(s, choose(1, b.card("f3")));
    // Seat 2 has one card: given without asking; then everything moves.
    expect([handIds(r.state, 0), handIds(r.state, 1), handIds(r.state, 2)]).toEqual([
      ["f1", "f5"],
      ["f4", "f2"],
      ["f3"],
    ]);
    expect(eventsOf(eventsFor(r.events, 2), "passed-cards").map((e) => e.cards?.length)).toEqual([
      undefined,
      1,
      1,
    ]);
  });

  it("pass 2 cards with an empty hand passes nothing (and asks nothing)", () => {
    const b = withEvent("pass 2 cards to the left", { hands: [[], ["f1"], []] });
    const { state, events } = play(b);
    expect(state.pending).toBeNull();
    expect(handIds(state, 1)).toEqual(["f1"]);
    expect(eventsOf(events, "passed-cards")).toEqual([]);
  });
});

describe("looking at the top of the draw pile", () => {
  const draw = ["f1", "f2", "f3", "f4"];

  it("put them back in any order: the looker sets the order; no one else sees the cards", () => {
    const b = withEvent("look at the top 3 cards of the draw pile and put them back in any order", {
      draw,
    });
    const first = play(b);
    let s = first.state;
    expect(eventsOf(eventsFor(first.events, 0), "looked-at-draw")[0]?.cards?.length).toBe(3);
    expect(eventsOf(eventsFor(first.events, 1), "looked-at-draw")[0]?.cards).toBeUndefined();
    expect(s.pending).toMatchObject({ kind: "card", player: 0, zone: "draw-pile" });
    expect(viewFor(s, 0).pending?.optionCards?.map((c) => c.cardId)).toEqual(["f1", "f2", "f3"]);
    expect(viewFor(s, 1).pending?.options).toBeUndefined();
    expect(viewFor(s, "spectator").pending?.optionCards).toBeUndefined();
    s = act(s, choose(0, b.card("f3"))).state;
    s = act(s, choose(0, b.card("f1"))).state;
    expect(s.pending).toBeNull();
    expect(drawOrder(s)).toEqual(["f3", "f1", "f2", "f4"]);
  });

  it("without 'put them back in any order' the cards go back as they were", () => {
    const b = withEvent("look at the top 2 cards of the draw pile", { draw });
    const { state } = play(b);
    expect(state.pending).toBeNull();
    expect(drawOrder(state)).toEqual(draw);
  });

  it("discard any of them: one question per card, shown to the looker only", () => {
    const b = withEvent(
      "look at the top 3 cards of the draw pile, discard any of them and put the rest back in any order",
      { draw },
    );
    let s = play(b).state;
    expect(s.pending).toMatchObject({ kind: "yes-no", player: 0, zone: "draw-pile" });
    expect(viewFor(s, 0).pending?.optionCards?.map((c) => c.cardId)).toEqual(["f1"]);
    expect(viewFor(s, 2).pending?.optionCards).toBeUndefined();
    expect(legalActions(s, 0)).toEqual([decide(0, true), decide(0, false)]);
    s = act(s, decide(0, false)).state;
    const r = act(s, decide(0, true));
    expect(eventsOf(r.events, "discarded-from-draw")[0]?.cards.map((c) => c.cardId)).toEqual([
      "f2",
    ]);
    s = act(r.state, decide(0, false)).state;
    s = act(s, choose(0, b.card("f3"))).state;
    expect(drawOrder(s)).toEqual(["f3", "f1", "f4"]);
    expect(ids(s, s.discard)).toContain("f2");
  });

  it("on an empty draw pile the step is skipped", () => {
    const b = withEvent("look at the top 3 cards of the draw pile and put them back in any order");
    const { state, events } = play(b);
    expect(state.pending).toBeNull();
    expect(eventsOf(events, "step-skipped")[0]?.reason).toBe("the draw pile is empty");
  });

  it("Secrets: undoing a look shuffles the draw pile again, and the log still replays", () => {
    const look = event(
      "look",
      "look at the top 3 cards of the draw pile and put them back in any order",
    );
    const set = tinySet([look], new Map([["look", 40]]));
    const setup = {
      players: [
        { name: "Ada", family: "ashgrove" },
        { name: "Bo", family: "blackmere" },
      ],
    };
    const created = createGame(set, setup, 9);
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value;
    let log = createLog(set, setup, 9);
    const step = (a: Action) => {
      const r = act(s, a);
      expect(invariantViolations(s, r.state, r.events)).toEqual([]);
      s = r.state;
      log = appendAction(log, a);
    };
    step({ type: "play-event", player: 0, card: s.seats[0]!.hand[0]! });
    step(choose(0, s.pending!.options[2]!));
    const before = created.value.drawPile;
    const back = undo(log, 2, set);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.reshuffled).toBe(true);
    expect(back.value.state.drawPile).not.toEqual(before);
    const again = replay(back.value.log, set);
    expect(again.ok && again.value.state.drawPile).toEqual(back.value.state.drawPile);
  });
});

describe("shuffling a character's stack into the draw pile", () => {
  it("R7.3 a living character's modifiers go into the draw pile; the character stays", () => {
    const b = withEvent("shuffle the stack of any living character into the draw pile", {
      stacks: { dora: ["f1", "f2"] },
      draw: ["f3"],
    });
    const { state, events } = play(b);
    expect(stackIds(state, b.ch("dora"))).toEqual([]);
    expect(ids(state, state.drawPile).sort()).toEqual(["f1", "f2", "f3"]);
    expect(eventsOf(events, "stack-shuffled-into-draw")[0]?.character).toBe(b.ch("dora"));
  });

  it("R7.3 a dead character's set-aside stack is never shuffled", () => {
    const b = withEvent("shuffle the stack of any character into the draw pile", {
      stacks: { dora: ["f1"], edgar: ["f2"] },
      killed: ["dora"],
    });
    const { state } = play(b);
    expect(stackIds(state, b.ch("dora"))).toEqual(["f1"]);
    expect(stackIds(state, b.ch("edgar"))).toEqual([]);
  });

  it("this character's stack, on a modifier: the modifier goes too", () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod(
          "m",
          [-2, null, null],
          [null, null, null],
          "on play:\n  shuffle this character's stack into the draw pile",
        ),
      ],
      stacks: { ada: ["f1"] },
      hands: [["m"], []],
    });
    const { state } = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m"),
      target: b.ch("ada"),
    });
    expect(stackIds(state, b.ch("ada"))).toEqual([]);
    expect(ids(state, state.drawPile).sort()).toEqual(["f1", "m"]);
  });
});

describe("taking and returning stories", () => {
  const stories = [story("s1", ""), story("s2", "")];

  it("R8.3 take a story from the centre: the story held before returns to the centre", () => {
    const b = withEvent("take a story from the centre", {
      cards: stories,
      centre: ["s1"],
      held: ["s2"],
    });
    const { state, events } = play(b);
    expect(state.seats[0]!.held).toBe(b.card("s1"));
    expect(ids(state, state.centre)).toEqual(["s2"]);
    expect(eventsOf(events, "story-taken")[0]).toMatchObject({ player: 0, from: "centre" });
  });

  it("take a story from an opponent needs no requirement (R8.2 is for claims)", () => {
    const b = withEvent("take a story from an opponent", {
      cards: stories,
      held: [null, "s1", "s2"],
    });
    let s = play(b).state;
    expect(s.pending).toMatchObject({ kind: "card", zone: "story", player: 0 });
    s = act(s, choose(0, b.card("s2"))).state;
    expect(s.seats[0]!.held).toBe(b.card("s2"));
    expect(s.seats[2]!.held).toBeNull();
    expect(s.seats[1]!.held).toBe(b.card("s1"));
  });

  it("take a story with none to take is skipped", () => {
    const b = withEvent("take a story from an opponent", { cards: stories, held: ["s1"] });
    const { state, events } = play(b);
    expect(state.seats[0]!.held).toBe(b.card("s1"));
    expect(eventsOf(events, "step-skipped")[0]?.reason).toBe("no opponent holds a story");
  });

  it("return your story to the centre; with none held nothing happens", () => {
    const b = withEvent("return your story to the centre", { cards: stories, held: ["s1", "s2"] });
    const { state } = play(b);
    expect(state.seats[0]!.held).toBeNull();
    expect(state.seats[1]!.held).toBe(b.card("s2"));
    expect(ids(state, state.centre)).toEqual(["s1"]);
    const none = withEvent("return your story to the centre", {
      cards: stories,
      held: [null, "s2"],
    });
    expect(play(none).state.seats[1]!.held).toBe(none.card("s2"));
  });

  it("return a story to the centre: any held story, chosen", () => {
    const b = withEvent("return a story to the centre", { cards: stories, held: ["s1", "s2"] });
    const s = actAll(play(b).state, [choose(0, b.card("s2"))]).state;
    expect(s.seats[1]!.held).toBeNull();
    expect(s.seats[0]!.held).toBe(b.card("s1"));
  });
});
