/**
 * Triggers (lib/engine/triggers.ts): each trigger fires when its event happens while its card
 * applies (R6.3, R6.4, R8.4), resolved by the controller of the character the card is on
 * (R6.1), never when the card is covered, the event did not happen or happened elsewhere; the
 * order of simultaneous triggers; the loop bound; a death during a trigger ends the game (R9.1).
 */
import { describe, expect, it } from "vitest";
import { MAX_TRIGGERS } from "./triggers";
import {
  act,
  actAll,
  death,
  event,
  eventsOf,
  handIds,
  mod,
  scenario,
  story,
} from "./scenario.test-support";
import { fired, handSize, trig } from "./triggers.test-support";

const fillers = ["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"].map((id) =>
  mod(id, [-1, null, null]),
);
const cover = mod("cover", [-1, null, null]);

describe("R6.3 triggers: at the start and the end of a turn", () => {
  const vigil = trig("vigil", "at the start of your turn: draw 1 card");

  it("R6.3 `at the start of your turn` fires at its controller's turn, who resolves it", () => {
    const b = scenario({
      cards: [...fillers, vigil],
      stacks: { ada: ["vigil"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5", "f6", "f7", "f8"],
      turn: { seat: 1 },
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 1 });
    expect(fired(r.events)).toEqual(["vigil@0"]);
    expect(r.state.turn.seat).toBe(0);
    expect(handSize(r.state, 0)).toBe(2);
    // The trigger runs after the turn starts and before the first play.
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("turn-started")).toBeLessThan(types.indexOf("triggered"));
  });

  it("R6.3 `at the start of your turn` does not fire at another player's turn", () => {
    const b = scenario({
      cards: [...fillers, vigil],
      stacks: { ada: ["vigil"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5"],
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 0 });
    expect(r.state.turn.seat).toBe(1);
    expect(fired(r.events)).toEqual([]);
  });

  it("R6.3 a covered trigger does not fire", () => {
    const b = scenario({
      cards: [...fillers, vigil, cover],
      stacks: { ada: ["vigil", "cover"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5"],
      turn: { seat: 1 },
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 1 });
    expect(fired(r.events)).toEqual([]);
    expect(handSize(r.state, 0)).toBe(1);
  });

  it("R6.3 `at the start of each turn` fires at every turn, resolved by the card's controller", () => {
    const b = scenario({
      cards: [...fillers, trig("bell", "at the start of each player's turn: draw 1 card")],
      stacks: { ada: ["bell"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5", "f6"],
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 0 });
    expect(r.state.turn.seat).toBe(1);
    expect(fired(r.events)).toEqual(["bell@0"]);
    expect(handSize(r.state, 0)).toBe(2);
  });

  it("R6.3 `at the end of your turn` fires after the draw step, only at its controller's turn", () => {
    const b = scenario({
      cards: [...fillers, trig("dusk", "at the end of your turn: draw 1 card")],
      stacks: { ada: ["dusk"] },
      hands: [[], ["f2"]],
      draw: ["f3", "f4", "f5", "f6", "f7"],
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 0 });
    expect(fired(r.events)).toEqual(["dusk@0"]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("drew")).toBeLessThan(types.indexOf("triggered"));
    expect(types.indexOf("triggered")).toBeLessThan(types.indexOf("turn-started"));
    expect(handSize(r.state, 0)).toBe(2);
    const next = act(r.state, { type: "end-plays", player: 1 });
    expect(fired(next.events)).toEqual([]);
  });

  it("R6.4 `while persistent,` fires while the persistent icon or reminder shows, not the text", () => {
    const lamp = {
      ...trig("lamp", "while persistent, at the start of your turn: draw 1 card"),
      persistent: true,
    };
    const b = scenario({
      cards: [...fillers, lamp, cover],
      stacks: { ada: ["lamp", "cover"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5"],
      turn: { seat: 1 },
      options: { handSize: 1 },
    });
    // The cover hides the text plate, not the persistent icon: the trigger still fires.
    const r = act(b.state, { type: "end-plays", player: 1 });
    expect(fired(r.events)).toEqual(["lamp@0"]);
  });
});

describe("R6.3 triggers: whenever", () => {
  it("R5.1 `whenever a modifier is played on this character` fires for that character only", () => {
    const b = scenario({
      cards: [
        ...fillers,
        trig("echo", "whenever a modifier is played on this character: draw 1 card"),
      ],
      stacks: { dora: ["echo"] },
      hands: [["f1", "f2"], []],
      draw: ["f3", "f4"],
    });
    // Played on Dora (seat 1's): her controller resolves it, though seat 0 played.
    const r = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("f1"),
      target: b.ch("dora"),
    });
    expect(fired(r.events)).toEqual(["echo@1"]);
    expect(handSize(r.state, 1)).toBe(1);
    // On another character: nothing.
    const other = act(r.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("f2"),
      target: b.ch("edgar"),
    });
    expect(fired(other.events)).toEqual([]);
  });

  it("R5.1 a modifier played on a character whose trigger is already covered sets nothing off", () => {
    const b = scenario({
      cards: [
        ...fillers,
        cover,
        trig("echo", "whenever a modifier is played on this character: draw 1 card"),
      ],
      stacks: { dora: ["echo", "cover"] },
      hands: [["f1"], []],
      draw: ["f3"],
    });
    const r = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("f1"),
      target: b.ch("dora"),
    });
    expect(fired(r.events)).toEqual([]);
  });

  it("R6.1 `whenever a card is played on one of your characters` fires on any of them, not others'", () => {
    const b = scenario({
      cards: [
        ...fillers,
        trig("ward", "whenever a card is played on one of your characters: draw 1 card"),
      ],
      stacks: { ada: ["ward"] },
      hands: [["f1"], ["f2", "f3"]],
      draw: ["f4", "f5"],
      turn: { seat: 1 },
    });
    const r = act(b.state, {
      type: "play-modifier",
      player: 1,
      card: b.card("f2"),
      target: b.ch("basil"),
    });
    expect(fired(r.events)).toEqual(["ward@0"]);
    expect(handSize(r.state, 0)).toBe(2);
    const other = act(r.state, {
      type: "play-modifier",
      player: 1,
      card: b.card("f3"),
      target: b.ch("dora"),
    });
    expect(fired(other.events)).toEqual([]);
  });

  it("R5.3 `whenever you play an event` fires after the event resolves, not for others' events", () => {
    const b = scenario({
      cards: [
        ...fillers,
        event("spark", "draw 1 card"),
        trig("muse", "whenever you play an event: draw 1 card"),
      ],
      stacks: { ada: ["muse"] },
      hands: [["spark"], ["spark"]],
      draw: ["f1", "f2", "f3", "f4"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("spark", 0) });
    expect(fired(r.events)).toEqual(["muse@0"]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("event-resolved")).toBeLessThan(types.indexOf("triggered"));
    const theirs = scenario({
      cards: [
        ...fillers,
        event("spark", "draw 1 card"),
        trig("muse", "whenever you play an event: draw 1 card"),
      ],
      stacks: { ada: ["muse"] },
      hands: [[], ["spark"]],
      draw: ["f1", "f2", "f3", "f4"],
      turn: { seat: 1 },
    });
    const t = act(theirs.state, { type: "play-event", player: 1, card: theirs.card("spark") });
    expect(fired(t.events)).toEqual([]);
  });

  it("R6.5 a cancelled event sets off no `whenever an event is played`", () => {
    const b = scenario({
      cards: [
        ...fillers,
        event("spark", "draw 1 card"),
        event("hush", "response: cancel an event"),
        trig("gossip", "whenever an event is played: draw 1 card"),
      ],
      stacks: { dora: ["gossip"] },
      hands: [["spark"], ["hush"]],
      draw: ["f1", "f2", "f3"],
    });
    const played = act(b.state, { type: "play-event", player: 0, card: b.card("spark") });
    const r = act(played.state, { type: "respond", player: 1, card: b.card("hush") });
    expect(eventsOf(r.events, "cancelled")).toHaveLength(1);
    expect(fired([...played.events, ...r.events])).toEqual([]);
  });

  it("R7.3 `whenever a character dies` fires on a death, not on a play that kills no one", () => {
    const b = scenario({
      cards: [...fillers, death("doom"), trig("wake", "whenever a character dies: draw 1 card")],
      stacks: { ada: ["wake"], dora: ["f1"] },
      hands: [["doom", "f2"], []],
      draw: ["f3", "f4"],
    });
    const miss = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("f2"),
      target: b.ch("edgar"),
    });
    expect(fired(miss.events)).toEqual([]);
    const r = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("doom"),
      target: b.ch("dora"),
    });
    expect(eventsOf(r.events, "died")).toHaveLength(1);
    expect(fired(r.events)).toEqual(["wake@0"]);
  });

  it("R7.3 `whenever one of your characters dies` ignores other players' deaths", () => {
    const b = scenario({
      cards: [
        ...fillers,
        death("doom"),
        trig("wake", "whenever one of your characters dies: draw 1 card"),
      ],
      stacks: { ada: ["wake"], dora: ["f1"], basil: ["f2"] },
      hands: [["doom"], ["doom"]],
      draw: ["f3", "f4"],
    });
    const theirs = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("doom", 0),
      target: b.ch("dora"),
    });
    expect(fired(theirs.events)).toEqual([]);
    const mine = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("doom", 0),
      target: b.ch("basil"),
    });
    expect(fired(mine.events)).toEqual(["wake@0"]);
  });

  it("R8.1 `whenever a story is claimed` fires for a held story's holder, not on other plays", () => {
    const icon = (id: string, i: "raven" | "rose") => mod(id, [null, null, null], [i, null, null]);
    const b = scenario({
      cards: [
        ...fillers,
        icon("rv", "raven"),
        icon("rs", "rose"),
        story("tale", "story requires raven, rose"),
        story("rumour", "story requires raven, rose\nwhenever a story is claimed: draw 1 card"),
      ],
      stacks: { ada: ["rv"], basil: ["rs"] },
      hands: [["f1"], []],
      centre: ["tale"],
      held: [null, "rumour"],
      draw: ["f2", "f3"],
      options: { stories: true },
    });
    const miss = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("f1"),
      target: b.ch("dora"),
    });
    expect(fired(miss.events)).toEqual([]);
    const r = act(b.state, { type: "claim-story", player: 0, story: b.card("tale") });
    expect(fired(r.events)).toEqual(["rumour@1"]);
    expect(handSize(r.state, 1)).toBe(1);
  });
});

describe("triggers: order, choices, the loop bound, the end", () => {
  it("simultaneous triggers resolve from the active player in seat order, then table order", () => {
    const bell = (id: string) => trig(id, "at the start of each turn: draw 1 card");
    const b = scenario({
      cards: [...fillers, bell("b1"), bell("b2"), bell("b3")],
      stacks: { ada: ["b1"], basil: ["b2"], dora: ["b3"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5", "f6", "f7"],
      options: { handSize: 1 },
    });
    // Seat 1's turn starts: seat 1's trigger first, then seat 0's in table order.
    const r = act(b.state, { type: "end-plays", player: 0 });
    expect(fired(r.events)).toEqual(["b3@1", "b1@0", "b2@0"]);
  });

  it("R6.1 a trigger's choices are asked of its resolver through the pending choice", () => {
    const b = scenario({
      cards: [...fillers, trig("toll", "at the start of your turn: discard 1 card")],
      stacks: { ada: ["toll"] },
      hands: [["f1", "f2"], ["f3"]],
      draw: ["f4", "f5", "f6"],
      turn: { seat: 1 },
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 1 });
    expect(r.state.pending).toMatchObject({ kind: "card", player: 0, source: b.card("toll") });
    const done = act(r.state, { type: "choose-card", player: 0, card: b.card("f1") });
    expect(handIds(done.state, 0)).toEqual(["f2"]);
    expect(done.state.pending).toBeNull();
  });

  it("a trigger whose card left its character before its turn to run does nothing", () => {
    const b = scenario({
      cards: [
        ...fillers,
        trig(
          "first",
          "at the start of your turn: discard the top modifier of an opponent's character",
        ),
        trig("second", "at the start of each turn: draw 1 card"),
      ],
      stacks: { ada: ["first"], dora: ["second"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5"],
      turn: { seat: 1 },
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 1 });
    // Seat 0 is active: `first` runs first and discards `second`, which then does nothing.
    expect(fired(r.events)).toEqual(["first@0"]);
  });

  it(`the loop bound: a play sets triggers off at most ${MAX_TRIGGERS} times, and says so`, () => {
    const b = scenario({
      cards: [
        ...fillers,
        death("doom"),
        trig(
          "wheel",
          "whenever a character dies:\n  return any dead character to life\n  kill any living character with negative self-worth",
        ),
      ],
      stacks: { ada: ["wheel"], dora: ["f1"] },
      hands: [["doom"], []],
      draw: ["f3"],
    });
    const r = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("doom"),
      target: b.ch("dora"),
    });
    expect(eventsOf(r.events, "triggered")).toHaveLength(MAX_TRIGGERS);
    expect(eventsOf(r.events, "triggers-stopped")).toEqual([
      { type: "triggers-stopped", limit: MAX_TRIGGERS },
    ]);
    expect(r.state.over).toBeNull();
    expect(r.state.pending).toBeNull();
    // The bound is per play: the next play may set triggers off again.
    const next = act(r.state, { type: "end-plays", player: 0 });
    expect(next.state.triggered).toBeUndefined();
  });

  it("the loop bound counts the answers a play asks, so a trigger asking each time round ends too", () => {
    const b = scenario({
      cards: [
        ...fillers,
        death("doom"),
        trig(
          "wheel",
          "whenever a character dies:\n  return any dead character to life\n  kill any living character with negative self-worth",
        ),
      ],
      stacks: { ada: ["wheel"], dora: ["f1"], edgar: ["f2"] },
      hands: [["doom"], []],
      draw: ["f3"],
    });
    let r = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("doom"),
      target: b.ch("dora"),
    });
    const events = [...r.events];
    let answers = 0;
    while (r.state.pending && answers < 2 * MAX_TRIGGERS) {
      // Kill Dora each time round: her death sets the wheel off again.
      r = act(r.state, { type: "choose-character", player: 0, character: b.ch("dora") });
      events.push(...r.events);
      answers++;
    }
    expect(r.state.pending).toBeNull();
    expect(eventsOf(events, "triggered")).toHaveLength(MAX_TRIGGERS);
    expect(eventsOf(events, "triggers-stopped")).toHaveLength(1);
  });

  it("R9.1 a death during a trigger ends the game at once: nothing further resolves", () => {
    const b = scenario({
      cards: [
        ...fillers,
        trig(
          "reaper",
          "at the start of your turn:\n  kill any living character with negative self-worth\n  draw 2 cards",
        ),
        trig("wake", "whenever a character dies: draw 1 card"),
      ],
      families: ["ashgrove", "blackmere"],
      stacks: { ada: ["reaper"], basil: ["wake"], dora: ["f1"] },
      killed: ["edgar", "fay"],
      hands: [["f2"], ["f3"]],
      draw: ["f4", "f5", "f6"],
      turn: { seat: 1 },
      options: { handSize: 1 },
    });
    const r = act(b.state, { type: "end-plays", player: 1 });
    expect(r.state.over?.reason).toBe("family-dead");
    expect(fired(r.events)).toEqual(["reaper@0"]);
    expect(eventsOf(r.events, "drew").filter((e) => e.player === 0)).toEqual([]);
  });

  it("R6.8 no trigger fires in a beginner game", () => {
    const b = scenario({
      cards: [...fillers, trig("vigil", "at the start of your turn: draw 1 card")],
      stacks: { ada: ["vigil"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5"],
      turn: { seat: 1 },
      options: { handSize: 1, beginner: true },
    });
    expect(fired(act(b.state, { type: "end-plays", player: 1 }).events)).toEqual([]);
  });

  it("replays to the same state hash (R3.5) with triggers", () => {
    const b = scenario({
      cards: [...fillers, trig("bell", "at the start of each turn: draw 1 card")],
      stacks: { ada: ["bell"] },
      hands: [["f1"], ["f2"]],
      draw: ["f3", "f4", "f5", "f6"],
      options: { handSize: 1 },
    });
    const a = actAll(b.state, [
      { type: "end-plays", player: 0 },
      { type: "end-plays", player: 1 },
    ]);
    const c = actAll(b.state, [
      { type: "end-plays", player: 0 },
      { type: "end-plays", player: 1 },
    ]);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(c.state));
    expect(fired(a.events)).toEqual(["bell@0", "bell@0"]);
  });
});
