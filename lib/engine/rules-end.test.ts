/**
 * RULES.md R7 (untimely death), R8 (stories) and R9 (end and scoring).
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { drawLimit } from "./lasting";
import { legalActions } from "./legal-actions";
import { familyValue } from "./scoring";
import { viewFor } from "./view";
import { zoneMap } from "./zones";
import {
  act,
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

const fillers = ["f1", "f2", "f3", "f4", "f5", "f6"].map((id) => mod(id, [-5, null, null]));
const low = mod("low", [-5, null, null]);
const high = mod("high", [5, null, null]);

describe("R7 untimely death", () => {
  it("R7.1 an untimely death is the first play only, unless it is a free play", () => {
    const b = scenario({
      cards: [low, mod("m"), death("d")],
      stacks: { dora: ["low"] },
      hands: [["m", "d"]],
    });
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m"),
      target: b.ch("ada"),
    }).state;
    const r = apply(s, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d"),
      target: b.ch("dora"),
    });
    expect(r.ok ? null : r.error).toMatchObject({
      code: "move/untimely-death-not-first",
      message: "an untimely death must be your first play of the turn, unless it is a free play",
    });
    expect(legalActions(s, 0).some((a) => a.type === "play-untimely-death")).toBe(false);
    const free = act(
      {
        ...s,
        seats: s.seats.map((x, i) =>
          i === 0 ? { ...x, freePlays: [{ cardType: "untimely-death" as const }] } : x,
        ),
      },
      {
        type: "play-untimely-death",
        player: 0,
        card: b.card("d"),
        target: b.ch("dora"),
      },
    ).state;
    expect(viewFor(free, 0).characters[b.ch("dora")]!.dead).toBe(true);
  });

  it("R7.1 an untimely death may not be played twice in a turn without a free play", () => {
    const b = scenario({
      cards: [low, death("d")],
      stacks: { dora: ["low"], edgar: ["low"] },
      hands: [["d", "d"]],
    });
    const s = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d", 0),
      target: b.ch("dora"),
    }).state;
    const r = apply(s, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d", 1),
      target: b.ch("edgar"),
    });
    expect(r.ok ? null : r.error.code).toBe("move/untimely-death-not-first");
  });

  it("R7.2 untimely death only on negative self-worth, before its own points", () => {
    const b = scenario({
      cards: [low, high, death("plus", [null, null, 20])],
      stacks: { ada: ["high"], dora: ["low"] },
      hands: [["plus"]],
    });
    const refused = apply(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("plus"),
      target: b.ch("ada"),
    });
    expect(refused.ok ? null : refused.error).toMatchObject({
      code: "move/untimely-death-not-negative",
      message: "untimely death needs a negative Self-Worth; Ada has +5",
    });
    const zero = apply(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("plus"),
      target: b.ch("basil"),
    });
    expect(zero.ok ? null : zero.error.message).toBe(
      "untimely death needs a negative Self-Worth; Basil has 0",
    );
    // Dora is at -5; the death's own +20 does not matter.
    const s = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("plus"),
      target: b.ch("dora"),
    }).state;
    const dora = viewFor(s, 0).characters[b.ch("dora")]!;
    expect(dora.dead).toBe(true);
    expect(dora.selfWorth).toBe(15);
    const targets = legalActions(b.state, 0).flatMap((a) =>
      a.type === "play-untimely-death" ? [a.target] : [],
    );
    expect(targets).toEqual([b.ch("dora")]);
  });

  it("R7.3 the character dies; its stack is set aside with the death on top; its points are final", () => {
    const b = scenario({
      cards: [low, death("d", [null, -10, null])],
      stacks: { dora: ["low"] },
      hands: [["d"]],
    });
    const r = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d"),
      target: b.ch("dora"),
    });
    expect(eventsOf(r.events, "died")).toEqual([
      { type: "died", character: b.ch("dora"), by: { instance: b.card("d"), cardId: "d" } },
    ]);
    expect(stackIds(r.state, b.ch("dora"))).toEqual(["low", "d"]);
    expect(zoneMap(r.state)[b.card("d")]).toEqual({ kind: "set-aside", character: b.ch("dora") });
    expect(familyValue(r.state, 1)).toBe(-15);
  });

  it("R7.4 effects may return a dead character to life or move an untimely death", () => {
    const b = scenario({
      cards: [
        low,
        death("d"),
        event("seance", "return any dead character to life"),
        event(
          "exhume",
          "move the untimely death from any dead character to any living character with negative self-worth",
        ),
      ],
      stacks: { dora: ["low", "d"], basil: ["low"] },
      hands: [["seance", "exhume"]],
    });
    const back = act(b.state, { type: "play-event", player: 0, card: b.card("seance") });
    expect(viewFor(back.state, 0).characters[b.ch("dora")]!.dead).toBe(false);
    expect(ids(back.state, back.state.discard)).toEqual(["d", "seance"]);
    expect(eventsOf(back.events, "returned-to-life")).toHaveLength(1);
    const moved = act(b.state, { type: "play-event", player: 0, card: b.card("exhume") }).state;
    expect(stackIds(moved, b.ch("dora"))).toEqual(["low"]);
    expect(stackIds(moved, b.ch("basil"))).toEqual(["low", "d"]);
  });
});

describe("R8 stories", () => {
  const tale = story(
    "tale",
    "story requires raven, rose\non claim: draw 1 card\nwhile held:\n  draw limit +1",
    [-10, null, null],
  );
  const raven = mod("raven", [null, null, null], ["raven", null, null]);
  const rose = mod("rose", [null, null, null], ["rose", null, null]);

  it("R8.1 a family meeting a story's requirement may claim it as a play", () => {
    const b = scenario({
      cards: [...fillers, tale, raven, rose],
      stacks: { ada: ["raven"], basil: ["rose"] },
      centre: ["tale"],
      draw: ["f1"],
      options: { stories: true },
    });
    expect(legalActions(b.state, 0)).toContainEqual({
      type: "claim-story",
      player: 0,
      story: b.card("tale"),
    });
    const r = act(b.state, { type: "claim-story", player: 0, story: b.card("tale") });
    expect(r.state.seats[0]!.held).toBe(b.card("tale"));
    expect(r.state.centre).toEqual([]);
    expect(handIds(r.state, 0)).toEqual(["f1"]);
    expect(r.state.turn.playsUsed).toBe(1);
    const other = apply(b.state, { type: "end-plays", player: 0 });
    if (!other.ok) throw new Error(other.error.message);
    const refused = apply(other.value.state, {
      type: "claim-story",
      player: 1,
      story: b.card("tale"),
    });
    expect(refused.ok ? null : refused.error).toMatchObject({
      code: "move/requirement-not-met",
      message:
        "to claim 'Tale' your family needs different characters showing raven, rose, one icon each",
    });
  });

  it("R8.2 take a story from its holder with more characters showing its icons, and at least 2", () => {
    const b = scenario({
      cards: [tale, raven, rose],
      stacks: { ada: ["raven"], dora: ["raven"], edgar: ["rose"], fay: ["raven"] },
      held: ["tale", null],
      turn: { seat: 1 },
      options: { stories: true },
    });
    expect(legalActions(b.state, 1)).toContainEqual({
      type: "claim-story",
      player: 1,
      story: b.card("tale"),
    });
    const s = act(b.state, { type: "claim-story", player: 1, story: b.card("tale") }).state;
    expect(s.seats.map((x) => x.held)).toEqual([null, b.card("tale")]);
    const even = scenario({
      cards: [tale, raven, rose],
      stacks: { ada: ["raven"], basil: ["rose"], dora: ["raven"], edgar: ["rose"] },
      held: ["tale", null],
      turn: { seat: 1 },
      options: { stories: true },
    });
    const r = apply(even.state, { type: "claim-story", player: 1, story: even.card("tale") });
    expect(r.ok ? null : r.error.code).toBe("move/cannot-take-story");
  });

  it("R8.3 a player holds at most one story; claiming a second returns the first to the centre", () => {
    const b = scenario({
      cards: [tale, story("other", "story requires raven, rose"), raven, rose],
      stacks: { ada: ["raven"], basil: ["rose"] },
      held: ["tale", null],
      centre: ["other"],
      options: { stories: true },
    });
    const s = act(b.state, { type: "claim-story", player: 0, story: b.card("other") }).state;
    expect(s.seats[0]!.held).toBe(b.card("other"));
    expect(s.centre).toEqual([b.card("tale")]);
  });

  it("R8.4 a story is kept when its icons are lost; its points and effects belong to its holder", () => {
    const cover = mod("cover", [null, null, null], ["blank", null, null]);
    const b = scenario({
      cards: [...fillers, tale, raven, rose, cover],
      stacks: { ada: ["raven"], basil: ["rose"] },
      centre: ["tale"],
      hands: [["cover"]],
      draw: ["f1", "f2", "f3", "f4", "f5", "f6"],
      options: { stories: true },
    });
    let s = act(b.state, { type: "claim-story", player: 0, story: b.card("tale") }).state;
    expect(s.seats[0]!.held).toBe(b.card("tale"));
    // A blank over Ada's raven: the family no longer shows the story's icons.
    s = act(s, {
      type: "play-modifier",
      player: 0,
      card: b.card("cover"),
      target: b.ch("ada"),
    }).state;
    expect(viewFor(s, 0).characters[b.ch("ada")]!.icons).toEqual({});
    const ravens = viewFor(s, 0).characters.filter((c) => c.owner === 0 && c.icons.raven);
    expect(ravens).toEqual([]);
    // Kept all the same, with its points and its effect for its holder only.
    expect(s.seats[0]!.held).toBe(b.card("tale"));
    expect(s.centre).toEqual([]);
    expect(familyValue(s, 0)).toBe(-10);
    expect(drawLimit(s, 0)).toBe(6);
    expect(drawLimit(s, 1)).toBe(5);
    // The claim and the cover were the two plays: the draw step filled the hand to 6 (1 + 5).
    expect(s.turn.seat).toBe(1);
    expect(handIds(s, 0)).toEqual(["f1", "f2", "f3", "f4", "f5", "f6"]);
  });
});

describe("R9 end and scoring", () => {
  it("R9.1 the game ends the instant a family's last living character dies; nothing further resolves", () => {
    const b = scenario({
      cards: [
        ...fillers,
        low,
        death("d"),
        death("last", [null, null, null], "on play: draw 2 cards"),
      ],
      stacks: { dora: ["low", "d"], edgar: ["low", "d"], fay: ["low"] },
      hands: [["last"]],
      draw: ["f1", "f2"],
    });
    const r = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("last"),
      target: b.ch("fay"),
    });
    expect(r.state.over).toMatchObject({ reason: "family-dead", fallen: 1 });
    expect(r.state.seats[0]!.hand).toEqual([]);
    expect(r.events.at(-1)?.type).toBe("game-over");
    const after = apply(r.state, { type: "end-plays", player: 0 });
    expect(after.ok ? null : after.error.code).toBe("move/game-over");
    expect(legalActions(r.state, 0)).toEqual([]);
  });

  it("R9.1 the end comes mid-effect: later steps of the effect do not resolve", () => {
    const b = scenario({
      cards: [
        ...fillers,
        low,
        death("d"),
        event("doom", "kill any living character with negative self-worth\ndraw 2 cards"),
      ],
      stacks: { dora: ["low", "d"], edgar: ["low", "d"], fay: ["low"] },
      hands: [["doom"]],
      draw: ["f1", "f2"],
    });
    const r = act(b.state, { type: "play-event", player: 0, card: b.card("doom") });
    expect(r.state.over?.fallen).toBe(1);
    expect(r.state.drawPile).toHaveLength(2);
  });

  it("R9.2 family value: own dead characters' self-worth plus the held story's points", () => {
    const b = scenario({
      cards: [
        low,
        high,
        death("d", [null, -10, null]),
        story("tale", "story requires raven, rose", [-20, null, null]),
      ],
      stacks: { ada: ["low", "d"], basil: ["high", "high"], dora: ["low", "d"] },
      held: ["tale", null],
      options: { stories: true },
    });
    // Ada -15 (dead) + story -20; Basil is alive and counts nothing; Dora is seat 1's.
    expect(familyValue(b.state, 0)).toBe(-35);
    expect(familyValue(b.state, 1)).toBe(-15);
  });

  it("R9.3 the lowest family value wins; ties are shared by default", () => {
    const b = scenario({
      cards: [low, death("d"), death("last")],
      stacks: { ada: ["low", "d"], dora: ["low", "d"], edgar: ["low", "d"], fay: ["low"] },
      hands: [["last"]],
    });
    const over = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("last"),
      target: b.ch("fay"),
    }).state.over!;
    expect(over.values).toEqual([-5, -15]);
    expect(over.winners).toEqual([1]);
    const tie = scenario({
      cards: [low, death("d"), death("last")],
      stacks: {
        ada: ["low", "d"],
        basil: ["low", "d"],
        cora: ["low", "d"],
        dora: ["low", "d"],
        edgar: ["low", "d"],
        fay: ["low"],
      },
      hands: [["last"]],
    });
    const ended = (ties: "share" | "fewest-dead" | "last-to-die") =>
      act(
        { ...tie.state, rules: { ...tie.state.rules, ties } },
        {
          type: "play-untimely-death",
          player: 0,
          card: tie.card("last"),
          target: tie.ch("fay"),
        },
      ).state.over!;
    expect(ended("share")).toMatchObject({ values: [-15, -15], winners: [0, 1] });
    expect(ended("fewest-dead").winners).toEqual([0, 1]);
    // Fay (seat 1) died last.
    expect(ended("last-to-die").winners).toEqual([1]);
  });

  it("R9.3 the fewest-dead tie rule prefers the family with fewer dead", () => {
    const b = scenario({
      cards: [mod("deep", [-15, null, null]), low, death("d"), death("last")],
      stacks: { ada: ["deep", "d"], dora: ["low", "d"], edgar: ["low", "d"], fay: ["low"] },
      hands: [["last"]],
      options: { ties: "fewest-dead" },
    });
    const over = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("last"),
      target: b.ch("fay"),
    }).state.over!;
    expect(over.values).toEqual([-15, -15]);
    expect(over.winners).toEqual([0]);
  });
});
