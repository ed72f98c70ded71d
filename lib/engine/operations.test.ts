/**
 * RULES.md R10: every operation, condition, count and target, written in the effect language,
 * compiled by lib/dsl (in createGame) and run by playing the card. One test per item of the
 * effect language's R10 list, so a new item without an engine test fails here.
 */
import { describe, expect, it } from "vitest";
import { R10_ITEMS } from "../dsl/fixtures/operations";
import { apply } from "./apply";
import { eventsFor } from "./events";
import { drawLimit } from "./lasting";
import { legalActions } from "./legal-actions";
import { viewFor } from "./view";
import type { Built, CardSpec, Scenario } from "./scenario.test-support";
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
} from "./scenario.test-support";
import type { GameState } from "./types";

type Item = (typeof R10_ITEMS)[number];

const F = ["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"];
const fillers: CardSpec[] = F.map((id) => mod(id, [-5, null, null]));
const low = mod("low", [-5, null, null]);
const high = mod("high", [5, null, null]);
const raven = mod("raven", [null, null, null], ["raven", null, null]);
const rose = mod("rose", [null, null, null], [null, "rose", null]);

/** A scenario where seat 0 holds one event `ev` with `effect`, plus the description's extras. */
function withEvent(effect: string, extra: Scenario = {}): Built {
  const hands = extra.hands ?? [[], []];
  return scenario({
    ...extra,
    cards: [
      ...fillers,
      low,
      high,
      raven,
      rose,
      death("d"),
      event("ev", effect),
      ...(extra.cards ?? []),
    ],
    hands: [["ev", ...(hands[0] ?? [])], hands[1] ?? []],
  });
}

function playEvent(b: Built): { state: GameState; events: ReturnType<typeof act>["events"] } {
  return act(b.state, { type: "play-event", player: 0, card: b.card("ev") });
}

const dead = (s: GameState, ch: number) => viewFor(s, 0).characters[ch]!.dead;

const TESTS: Record<Item, () => void> = {
  "draw n": () => {
    const b = withEvent("draw 2 cards", { draw: ["f1", "f2", "f3"] });
    expect(handIds(playEvent(b).state, 0)).toEqual(["f1", "f2"]);
  },
  "discard n chosen cards": () => {
    const b = withEvent("discard 2 cards", { hands: [["f1", "f2", "f3"], []] });
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({
      kind: "card",
      player: 0,
      options: [b.card("f1"), b.card("f2"), b.card("f3")],
    });
    s = act(s, { type: "choose-card", player: 0, card: b.card("f2") }).state;
    s = act(s, { type: "choose-card", player: 0, card: b.card("f3") }).state;
    expect(handIds(s, 0)).toEqual(["f1"]);
    expect(ids(s, s.discard)).toEqual(["f2", "f3", "ev"]);
  },
  "discard your hand": () => {
    const b = withEvent("discard your hand", { hands: [["f1", "f2"], []] });
    const s = playEvent(b).state;
    expect(s.seats[0]!.hand).toEqual([]);
    expect(ids(s, s.discard)).toEqual(["f1", "f2", "ev"]);
  },
  "each player draws or discards n": () => {
    const b = withEvent("each player draws 1 card", { draw: ["f1", "f2"] });
    const s = playEvent(b).state;
    expect([handIds(s, 0), handIds(s, 1)]).toEqual([["f1"], ["f2"]]);
    // Discards: each player in turn order from "you" chooses from their own hand.
    const d = withEvent("each player discards 1 card", {
      hands: [
        ["f1", "f2"],
        ["f3", "f4"],
      ],
    });
    let t = playEvent(d).state;
    expect(t.pending).toMatchObject({ kind: "card", player: 0, zone: "own-hand" });
    t = act(t, { type: "choose-card", player: 0, card: d.card("f2") }).state;
    expect(t.pending).toMatchObject({ kind: "card", player: 1, zone: "own-hand" });
    t = act(t, { type: "choose-card", player: 1, card: d.card("f3") }).state;
    expect([handIds(t, 0), handIds(t, 1)]).toEqual([["f1"], ["f4"]]);
    expect(ids(t, t.discard)).toEqual(["f2", "f3", "ev"]);
  },
  "each other player draws or discards n": () => {
    const b = withEvent("each other player discards 1 card", { hands: [["f1"], ["f2", "f3"]] });
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({ kind: "card", player: 1 });
    s = act(s, { type: "choose-card", player: 1, card: b.card("f3") }).state;
    expect([handIds(s, 0), handIds(s, 1)]).toEqual([["f1"], ["f2"]]);
    // Draws: everyone but "you".
    const d = withEvent("each other player draws 2 cards", { draw: ["f4", "f5", "f6"] });
    const t = playEvent(d).state;
    expect([handIds(t, 0), handIds(t, 1)]).toEqual([[], ["f4", "f5"]]);
  },
  "a chosen player draws or discards n": () => {
    const b = withEvent("a chosen player draws 2 cards", { draw: ["f1", "f2"] });
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({ kind: "player", player: 0, options: [0, 1] });
    s = act(s, { type: "choose-player", player: 0, seat: 1 }).state;
    expect(handIds(s, 1)).toEqual(["f1", "f2"]);
    // Discards: the chosen player chooses which of their own cards.
    const d = withEvent("a chosen player discards 1 card", { hands: [["f1"], ["f2", "f3"]] });
    let t = act(playEvent(d).state, { type: "choose-player", player: 0, seat: 1 }).state;
    expect(t.pending).toMatchObject({
      kind: "card",
      player: 1,
      options: [d.card("f2"), d.card("f3")],
    });
    t = act(t, { type: "choose-card", player: 1, card: d.card("f2") }).state;
    expect([handIds(t, 0), handIds(t, 1)]).toEqual([["f1"], ["f3"]]);
  },
  "take cards from another player's hand": () => {
    const b = withEvent("take 1 card from an opponent's hand", { hands: [[], ["f1", "f2"]] });
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({ kind: "card", player: 0, zone: "other-hand" });
    expect(viewFor(s, 1).pending?.options).toBeUndefined();
    s = act(s, { type: "choose-card", player: 0, card: b.card("f2") }).state;
    expect([handIds(s, 0), handIds(s, 1)]).toEqual([["f2"], ["f1"]]);
    const random = withEvent("take 1 card at random from an opponent's hand", {
      hands: [[], ["f1", "f2"]],
    });
    const r = playEvent(random);
    expect(r.state.seats[0]!.hand).toHaveLength(1);
    expect(r.state.seats[1]!.hand).toHaveLength(1);
    const took = eventsOf(r.events, "took-cards")[0]!;
    expect(took.cards).toHaveLength(1);
    expect(eventsOf(eventsFor(r.events, 1), "took-cards")[0]!.cards).toHaveLength(1);
  },
  "look at cards from another player's hand": () => {
    const b = withEvent("look at an opponent's hand", { hands: [[], ["f1", "f2"]] });
    const r = playEvent(b);
    const looked = eventsOf(r.events, "looked-at-hand")[0]!;
    expect(looked.cards?.map((c) => c.cardId)).toEqual(["f1", "f2"]);
    expect(eventsOf(eventsFor(r.events, 1), "looked-at-hand")[0]!.cards).toBeUndefined();
    expect(eventsOf(eventsFor(r.events, "spectator"), "looked-at-hand")[0]!.cards).toBeUndefined();
  },
  "swap hands": () => {
    const b = withEvent("swap hands with an opponent", { hands: [["f1"], ["f2", "f3"]] });
    const s = playEvent(b).state;
    expect([handIds(s, 0), handIds(s, 1)]).toEqual([["f2", "f3"], ["f1"]]);
  },
  "gain n extra (free) plays": () => {
    const b = withEvent("gain 2 free plays");
    expect(playEvent(b).state.seats[0]!.freePlays).toEqual([
      { cardType: null },
      { cardType: null },
    ]);
  },
  "gain free plays restricted to a card type": () => {
    const b = withEvent("gain 1 free play for an untimely death", {
      stacks: { dora: ["low"] },
      hands: [["d"], []],
    });
    const s = playEvent(b).state;
    expect(s.seats[0]!.freePlays).toEqual([{ cardType: "untimely-death" }]);
    // The second play of the turn, yet legal: it uses the free play.
    const after = act(s, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d"),
      target: b.ch("dora"),
    }).state;
    expect(dead(after, b.ch("dora"))).toBe(true);
    expect(after.turn.playsUsed).toBe(1);
  },
  "move the top modifier from one character to another": () => {
    const b = scenario({
      cards: [
        low,
        mod(
          "push",
          [null, null, -5],
          [null, null, null],
          "move the top modifier from this character to another living character",
        ),
      ],
      stacks: { ada: ["low"] },
      hands: [["push"]],
    });
    let s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("push"),
      target: b.ch("ada"),
    }).state;
    s = act(s, { type: "choose-character", player: 0, character: b.ch("edgar") }).state;
    expect([stackIds(s, b.ch("ada")), stackIds(s, b.ch("edgar"))]).toEqual([["low"], ["push"]]);
  },
  "move a chosen visible modifier from one character to another": () => {
    const b = withEvent(
      "move a visible modifier from any living character to another living character",
      {
        stacks: { ada: ["low", "raven"] },
      },
    );
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({
      kind: "card",
      zone: "stack",
      options: [b.card("low"), b.card("raven")],
    });
    s = act(s, { type: "choose-card", player: 0, card: b.card("low") }).state;
    s = act(s, { type: "choose-character", player: 0, character: b.ch("fay") }).state;
    expect([stackIds(s, b.ch("ada")), stackIds(s, b.ch("fay"))]).toEqual([["raven"], ["low"]]);
  },
  "discard the top modifier of a character": () => {
    const b = withEvent("discard the top modifier of any living character", {
      stacks: { edgar: ["low", "high"] },
    });
    const r = playEvent(b);
    expect(stackIds(r.state, b.ch("edgar"))).toEqual(["low"]);
    expect(ids(r.state, r.state.discard)).toEqual(["high", "ev"]);
    expect(eventsOf(r.events, "modifier-discarded")).toHaveLength(1);
  },
  "swap two characters' stacks": () => {
    const b = withEvent("swap the stacks of any living character and another living character", {
      stacks: { ada: ["low"], dora: ["high", "raven"] },
    });
    let s = playEvent(b).state;
    s = act(s, { type: "choose-character", player: 0, character: b.ch("ada") }).state;
    s = act(s, { type: "choose-character", player: 0, character: b.ch("dora") }).state;
    expect([stackIds(s, b.ch("ada")), stackIds(s, b.ch("dora"))]).toEqual([
      ["high", "raven"],
      ["low"],
    ]);
  },
  "swap two characters' top modifiers": () => {
    const b = withEvent(
      "swap the top modifiers of any living character and another living character",
      {
        stacks: { ada: ["low", "raven"], dora: ["high"] },
      },
    );
    // Two characters have modifiers: the first is chosen, the second is then the only option.
    let s = playEvent(b).state;
    s = act(s, { type: "choose-character", player: 0, character: b.ch("ada") }).state;
    expect([stackIds(s, b.ch("ada")), stackIds(s, b.ch("dora"))]).toEqual([
      ["low", "high"],
      ["raven"],
    ]);
  },
  "return a dead character to life": () => {
    const b = withEvent("return any dead character to life", { stacks: { edgar: ["low", "d"] } });
    const s = playEvent(b).state;
    expect(dead(s, b.ch("edgar"))).toBe(false);
    expect(stackIds(s, b.ch("edgar"))).toEqual(["low"]);
  },
  "move an untimely death": () => {
    const b = withEvent(
      "move the untimely death from any dead character to any living character with negative self-worth",
      {
        stacks: { edgar: ["low", "d"], ada: ["low"], basil: ["low"] },
      },
    );
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({ kind: "character", options: [b.ch("ada"), b.ch("basil")] });
    s = act(s, { type: "choose-character", player: 0, character: b.ch("basil") }).state;
    expect([dead(s, b.ch("edgar")), dead(s, b.ch("basil"))]).toEqual([false, true]);
  },
  "kill a character with a negative self-worth as a free play": () => {
    const b = withEvent("kill any living character with negative self-worth", {
      stacks: { edgar: ["low"], ada: ["high"] },
    });
    const r = playEvent(b);
    expect(dead(r.state, b.ch("edgar"))).toBe(true);
    expect(eventsOf(r.events, "died")).toEqual([
      { type: "died", character: b.ch("edgar"), by: null },
    ]);
    // Killing needs what an untimely death needs (R7.2): no negative character, no kill.
    const none = withEvent("kill any living character", { stacks: { ada: ["high"] } });
    expect(eventsOf(playEvent(none).events, "step-skipped")).toHaveLength(1);
  },
  "shuffle the discard pile into the draw pile": () => {
    const b = withEvent("shuffle the discard pile into the draw pile", {
      draw: ["f1"],
      discard: ["f2", "f3"],
    });
    const s = playEvent(b).state;
    expect(ids(s, s.drawPile).sort()).toEqual(["f1", "f2", "f3"]);
    expect(ids(s, s.discard)).toEqual(["ev"]);
  },
  "search the discard pile for a card of a type": () => {
    const b = withEvent("search the discard pile for a modifier", {
      cards: [event("other")],
      discard: ["f1", "other", "f2"],
    });
    let s = playEvent(b).state;
    expect(s.pending).toMatchObject({
      kind: "card",
      zone: "discard",
      options: [b.card("f1"), b.card("f2")],
    });
    s = act(s, { type: "choose-card", player: 0, card: b.card("f2") }).state;
    expect(handIds(s, 0)).toEqual(["f2"]);
  },
  "change the draw limit (continuous)": () => {
    const b = scenario({
      cards: [mod("plus", [-5, null, null], [null, null, null], "while visible: draw limit +1")],
      stacks: { ada: ["plus"] },
    });
    expect(drawLimit(b.state, 0)).toBe(6);
  },
  "change the draw limit (persistent)": () => {
    const card: CardSpec = {
      ...mod("p", [null, null, null]),
      persistent: true,
      effect: "while persistent: draw limit -2",
    };
    const b = scenario({ cards: [card, low], stacks: { dora: ["p", "low"] } });
    expect([drawLimit(b.state, 0), drawLimit(b.state, 1)]).toEqual([5, 3]);
  },
  "forbid modifiers on this character": () => {
    const b = scenario({
      cards: [
        mod(
          "bell",
          [-5, null, null],
          [null, null, null],
          "while visible: no modifiers on this character",
        ),
        high,
      ],
      stacks: { dora: ["bell"] },
      hands: [["high"]],
    });
    expect(
      legalActions(b.state, 0).some((a) => a.type === "play-modifier" && a.target === b.ch("dora")),
    ).toBe(false);
    const r = apply(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("high"),
      target: b.ch("dora"),
    });
    expect(r.ok ? null : r.error).toMatchObject({
      code: "move/forbidden",
      message: "no modifiers may be played on Dora while its effect shows",
    });
    expect(viewFor(b.state, 0).characters[b.ch("dora")]!.forbids).toEqual(["modifier"]);
  },
  "forbid untimely deaths on this character": () => {
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
      hands: [["d"]],
    });
    const r = apply(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d"),
      target: b.ch("dora"),
    });
    expect(r.ok ? null : r.error.code).toBe("move/forbidden");
  },
  "forbid events while visible": () => {
    const b = scenario({
      cards: [
        mod("belfry", [-5, null, null], [null, null, null], "while visible: no events"),
        event("e", "draw 1 card"),
      ],
      stacks: { dora: ["belfry"] },
      hands: [["e"]],
    });
    expect(legalActions(b.state, 0).some((a) => a.type === "play-event")).toBe(false);
    const r = apply(b.state, { type: "play-event", player: 0, card: b.card("e") });
    expect(r.ok ? null : r.error.message).toBe(
      "no events may be played while an effect forbids them",
    );
  },
  "skip your next turn": () => {
    const b = withEvent("skip your next turn");
    const s = actAll(playEvent(b).state, [
      { type: "end-plays", player: 0 },
      { type: "end-plays", player: 1 },
    ]);
    expect(eventsOf(s.events, "turn-skipped")).toEqual([{ type: "turn-skipped", player: 0 }]);
    expect(s.state.turn.seat).toBe(1);
  },
  "skip your next draw step": () => {
    const b = withEvent("skip your next draw step", { draw: ["f1", "f2"] });
    const r = act(playEvent(b).state, { type: "end-plays", player: 0 });
    expect(r.state.seats[0]!.hand).toEqual([]);
    expect(eventsOf(r.events, "draw-step-skipped")).toHaveLength(1);
  },
  "cancel an event as it is played": () => {
    const b = withEvent("draw 2 cards", {
      cards: [event("no", "response: cancel an event")],
      hands: [[], ["no"]],
      draw: ["f1", "f2"],
    });
    const s = act(playEvent(b).state, { type: "respond", player: 1, card: b.card("no") }).state;
    expect(s.seats[0]!.hand).toEqual([]);
  },
  "cancel a modifier as it is played": () => {
    const b = scenario({
      cards: [low, event("no", "response: cancel a modifier")],
      hands: [["low"], ["no"]],
    });
    let s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("low"),
      target: b.ch("dora"),
    }).state;
    s = act(s, { type: "respond", player: 1, card: b.card("no") }).state;
    expect(stackIds(s, b.ch("dora"))).toEqual([]);
    expect(ids(s, s.discard).sort()).toEqual(["low", "no"]);
  },
  "cancel an untimely death as it is played": () => {
    const b = scenario({
      cards: [low, death("d"), event("no", "response: cancel an untimely death")],
      stacks: { dora: ["low"] },
      hands: [["d"], ["no"]],
    });
    let s = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d"),
      target: b.ch("dora"),
    }).state;
    s = act(s, { type: "respond", player: 1, card: b.card("no") }).state;
    expect(dead(s, b.ch("dora"))).toBe(false);
  },
  "play as soon as drawn": () => {
    const b = withEvent("draw 1 card", {
      cards: [event("fog", "on draw: play at once\non play: each player draws 1 card")],
      draw: ["fog", "f1", "f2"],
    });
    const r = playEvent(b);
    expect(eventsOf(r.events, "drawn-at-once")).toHaveLength(1);
    expect([handIds(r.state, 0), handIds(r.state, 1)]).toEqual([["f1"], ["f2"]]);
  },
  "condition on the target's icons": () => {
    const b = scenario({
      cards: [
        ...fillers,
        raven,
        mod("m", [-5, null, null], [null, null, null], "if this character has raven: draw 1 card"),
      ],
      stacks: { ada: ["raven"] },
      hands: [["m", "m"]],
      draw: ["f1", "f2"],
    });
    const yes = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m", 0),
      target: b.ch("ada"),
    }).state;
    expect(handIds(yes, 0)).toEqual(["m", "f1"]);
    const no = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m", 0),
      target: b.ch("basil"),
    }).state;
    expect(handIds(no, 0)).toEqual(["m"]);
  },
  "condition on self-worth: negative": () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod(
          "m",
          [null, null, null],
          [null, null, null],
          "if this character has negative self-worth: draw 1 card",
        ),
        low,
      ],
      stacks: { ada: ["low"] },
      hands: [["m"]],
      draw: ["f1"],
    });
    expect(
      handIds(
        act(b.state, { type: "play-modifier", player: 0, card: b.card("m"), target: b.ch("ada") })
          .state,
        0,
      ),
    ).toEqual(["f1"]);
    expect(
      act(b.state, { type: "play-modifier", player: 0, card: b.card("m"), target: b.ch("basil") })
        .state.seats[0]!.hand,
    ).toEqual([]);
  },
  "condition on self-worth: at most n": () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod(
          "m",
          [null, null, 3],
          [null, null, null],
          "if this character has self-worth at most -3: draw 1 card",
        ),
        low,
      ],
      stacks: { ada: ["low"] },
      hands: [["m"]],
      draw: ["f1"],
    });
    // Judged before the card lands (R6.6): Ada -5 ≤ -3 (not -5 + 3 = -2); Basil 0.
    expect(
      handIds(
        act(b.state, { type: "play-modifier", player: 0, card: b.card("m"), target: b.ch("ada") })
          .state,
        0,
      ),
    ).toEqual(["f1"]);
    expect(
      act(b.state, { type: "play-modifier", player: 0, card: b.card("m"), target: b.ch("basil") })
        .state.seats[0]!.hand,
    ).toEqual([]);
  },
  "condition on self-worth: highest": () => {
    const b = withEvent(
      "discard the top modifier of any living character with the highest self-worth",
      {
        stacks: { ada: ["high"], dora: ["low"], edgar: ["high"] },
      },
    );
    const s = playEvent(b).state;
    // Ada and Edgar tie at +5: a choice between them.
    expect(s.pending).toMatchObject({ kind: "character", options: [b.ch("ada"), b.ch("edgar")] });
  },
  "condition on the number of dead characters": () => {
    const b = withEvent("if at least 2 characters are dead: draw 1 card", {
      stacks: { ada: ["low", "d"], dora: ["low", "d"] },
      draw: ["f1"],
    });
    expect(handIds(playEvent(b).state, 0)).toEqual(["f1"]);
    const one = withEvent("if at least 2 characters are dead: draw 1 card", {
      stacks: { ada: ["low", "d"] },
      draw: ["f1"],
    });
    expect(playEvent(one).state.seats[0]!.hand).toEqual([]);
  },
  "count: for each icon the character has": () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod(
          "well",
          [-5, null, null],
          [null, null, "rose"],
          "draw 1 card for each rose icon this character has",
        ),
        rose,
      ],
      stacks: { ada: ["rose"] },
      hands: [["well"]],
      draw: ["f1", "f2", "f3"],
    });
    // Counts every visible rose, the card's own included.
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("well"),
      target: b.ch("ada"),
    }).state;
    expect(handIds(s, 0)).toEqual(["f1", "f2"]);
  },
  "target: this character": () => {
    const b = scenario({
      cards: [
        low,
        mod(
          "m",
          [null, null, null],
          [null, null, null],
          "discard the top modifier of this character",
        ),
      ],
      stacks: { edgar: ["low"] },
      hands: [["m"]],
    });
    // The card itself is the top modifier once placed.
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m"),
      target: b.ch("edgar"),
    }).state;
    expect(stackIds(s, b.ch("edgar"))).toEqual(["low"]);
  },
  "target: any living character": () => {
    const b = withEvent("discard the top modifier of any living character", {
      stacks: { ada: ["low"], dora: ["high"], edgar: ["low", "d"] },
    });
    expect(playEvent(b).state.pending).toMatchObject({ options: [b.ch("ada"), b.ch("dora")] });
  },
  "target: any dead character": () => {
    const b = withEvent("return any dead character to life", {
      stacks: { ada: ["low", "d"], dora: ["low", "d"] },
    });
    expect(playEvent(b).state.pending).toMatchObject({ options: [b.ch("ada"), b.ch("dora")] });
  },
  "target: one of your characters": () => {
    const b = withEvent("discard the top modifier of one of your characters", {
      stacks: { ada: ["low"], basil: ["low"], dora: ["low"] },
    });
    expect(playEvent(b).state.pending).toMatchObject({ options: [b.ch("ada"), b.ch("basil")] });
  },
  "target: an opponent's character": () => {
    const b = withEvent("discard the top modifier of an opponent's character", {
      stacks: { ada: ["low"], dora: ["low"], fay: ["low"] },
    });
    expect(playEvent(b).state.pending).toMatchObject({ options: [b.ch("dora"), b.ch("fay")] });
  },
  "target: a chosen player": () => {
    const b = withEvent("a chosen player discards 1 card", { hands: [["f1"], ["f2"]] });
    let s = playEvent(b).state;
    s = act(s, { type: "choose-player", player: 0, seat: 0 }).state;
    expect([handIds(s, 0), handIds(s, 1)]).toEqual([[], ["f2"]]);
  },
  "target: each player": () => {
    const b = withEvent("each player discards their hand", { hands: [["f1"], ["f2"]] });
    const s = playEvent(b).state;
    expect([s.seats[0]!.hand, s.seats[1]!.hand]).toEqual([[], []]);
  },
  "target: you": () => {
    const b = withEvent("you may draw 1 card", { draw: ["f1"] });
    const s = act(playEvent(b).state, { type: "decide", player: 0, accept: true }).state;
    expect(handIds(s, 0)).toEqual(["f1"]);
  },
};

describe("R10 operations, run from compiled IR", () => {
  for (const item of R10_ITEMS) {
    it(`R10 ${item}`, TESTS[item]);
  }
  it("R10 every item of the effect language has an engine test", () => {
    expect(Object.keys(TESTS).sort()).toEqual([...R10_ITEMS].sort());
  });
});
