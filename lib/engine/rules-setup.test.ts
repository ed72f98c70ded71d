/**
 * RULES.md R1 (components), R2 (only what is visible counts) and R3 (setup).
 */
import { describe, expect, it } from "vitest";
import { cardTimings } from "../dsl";
import { analyzeStack, resolveStack } from "../layers";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { createGame } from "./setup";
import { stateHash } from "./hash";
import { viewFor } from "./view";
import { zoneMap } from "./zones";
import { act, ids, mod, scenario, stackIds, story, tinySet } from "./scenario.test-support";
import type { GameSetup } from "./types";

const FOUR: GameSetup = {
  players: [
    { name: "A", family: "ashgrove" },
    { name: "B", family: "blackmere" },
    { name: "C", family: "quillon" },
    { name: "D", family: "dunmarrow" },
  ],
};

function game(setup: GameSetup, seed: string | number = "s") {
  const r = createGame(minimalSet(), setup, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("R1 components", () => {
  it("R1.1 only modifiers, events and untimely deaths are shuffled in; references never", () => {
    const set = minimalSet();
    set.cards.push({ id: "how-to-play", type: "reference", name: "How to Play" });
    const r = createGame(set, { players: FOUR.players.slice(0, 2) }, 1);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const types = new Set(
      [...s.drawPile, ...s.seats.flatMap((x) => x.hand)].map(
        (i) => s.catalog.cards[s.catalog.instances[i]!]!.card.type,
      ),
    );
    expect([...types].sort()).toEqual(["event", "modifier", "untimely-death"]);
    const ref = s.catalog.instances.findIndex((k) => s.catalog.cards[k]!.card.id === "how-to-play");
    expect(s.outOfGame).toContain(ref);
  });

  it("R1.2 each player controls the characters of their family", () => {
    const s = game({ players: FOUR.players.slice(0, 2) });
    for (const c of s.characters) {
      const family = s.catalog.cards[s.catalog.instances[c.stack[0]!]!]!.card.family;
      expect(family).toBe(s.seats[c.owner]!.family);
    }
    expect(s.characters.filter((c) => c.owner === 0)).toHaveLength(5);
  });

  it("R1.3 a point slot is a value, an opaque blank or clear film", () => {
    const b = scenario({
      cards: [mod("minus", [-10, -5, null]), mod("blank", ["blank", null, 3])],
      stacks: { ada: ["minus", "blank"] },
    });
    // The blank hides the -10; the clear slot 2 lets the -5 through; slot 3 adds 3.
    expect(viewFor(b.state, 0).characters[b.ch("ada")]!.selfWorth).toBe(-2);
  });

  it("R1.4 an icon slot holds an icon, an opaque blank, or clear film", () => {
    const b = scenario({
      cards: [
        mod("icons", [null, null, null], ["raven", "rose", null]),
        mod("hide", [null, null, null], ["blank", null, "key"]),
      ],
      stacks: { ada: ["icons", "hide"] },
    });
    expect(viewFor(b.state, 0).characters[b.ch("ada")]!.icons).toEqual({ rose: 1, key: 1 });
  });

  it("R1.5 a card's opaque text plate covers the text plate of the card below", () => {
    const b = scenario({
      cards: [
        mod("first", [-5, null, null], [null, null, null], "while visible: draw limit +1"),
        mod("second", [null, -5, null], [null, null, null], "while visible: draw limit +2"),
      ],
      stacks: { ada: ["first", "second"] },
    });
    const live = viewFor(b.state, 0).characters[b.ch("ada")]!.liveEffects;
    expect(live.map((e) => e.cardId)).toEqual(["second"]);
    expect(viewFor(b.state, 0).seats[0]!.drawLimit).toBe(7);
  });

  it("R1.7 a persistent card shows a persistent icon and a reminder that keep its effect live", () => {
    const b = scenario({
      cards: [
        {
          id: "vow",
          type: "modifier",
          points: [null, -5, null],
          persistent: true,
          effect: "while persistent: draw limit +1",
        },
        mod("later", [-5, null, null], [null, null, null], "while visible: draw limit +1"),
      ],
      stacks: { ada: ["vow", "later"] },
    });
    const live = viewFor(b.state, 0).characters[b.ch("ada")]!.liveEffects;
    expect(live.map((e) => [e.cardId, e.kind])).toEqual([
      ["vow", "persistent"],
      ["later", "continuous"],
    ]);
  });

  it("R1.6 a character alone has no points, icons or effects: self-worth 0", () => {
    const b = scenario({});
    const v = viewFor(b.state, 0).characters[b.ch("ada")]!;
    expect(v.selfWorth).toBe(0);
    expect(v.icons).toEqual({});
    expect(v.liveEffects).toEqual([]);
  });
});

describe("R2 only what is visible counts", () => {
  it("R2.1 cards on a character form a stack in play order, later cards on top", () => {
    const b = scenario({
      cards: [mod("first", [-5, null, null]), mod("second", [null, -5, null])],
      hands: [["first", "second"]],
    });
    let s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("first"),
      target: b.ch("dora"),
    }).state;
    s = act(s, {
      type: "play-modifier",
      player: 0,
      card: b.card("second"),
      target: b.ch("dora"),
    }).state;
    expect(stackIds(s, b.ch("dora"))).toEqual(["first", "second"]);
  });

  it("R2.2 an element covered by an opaque part above counts nothing", () => {
    const b = scenario({
      cards: [mod("low", [-10, null, null]), mod("high", [5, null, null])],
      stacks: { ada: ["low", "high"] },
    });
    expect(viewFor(b.state, 0).characters[b.ch("ada")]!.selfWorth).toBe(5);
  });

  it("R2.3 self-worth is the sum of the visible point values", () => {
    const b = scenario({
      cards: [mod("a", [-10, null, null]), mod("b", [null, -5, null]), mod("c", [null, null, 20])],
      stacks: { ada: ["a", "b", "c"] },
    });
    expect(viewFor(b.state, 0).characters[b.ch("ada")]!.selfWorth).toBe(5);
  });

  it("R2.4 a character has an icon when it is visible, duplicates counted", () => {
    const b = scenario({
      cards: [
        mod("a", [null, null, null], ["rose", null, null]),
        mod("b", [null, null, null], [null, "rose", "rose"]),
      ],
      stacks: { ada: ["a", "b"] },
    });
    expect(viewFor(b.state, 0).characters[b.ch("ada")]!.icons).toEqual({ rose: 3 });
  });

  it("R2.5 the engine's reading is lib/layers' reading of the same frames", () => {
    const b = scenario({
      cards: [
        mod("a", [-10, "blank", null], ["rose", null, "key"]),
        mod("b", [null, 5, -5], ["blank", "tide", null]),
      ],
      stacks: { ada: ["a", "b"] },
    });
    const cards = ["ada", "a", "b"].map((id) => b.set.cards.find((c) => c.id === id)!);
    const layers = analyzeStack(resolveStack(cards, b.set, cardTimings));
    const v = viewFor(b.state, 0).characters[b.ch("ada")]!;
    expect(v.selfWorth).toBe(layers.selfWorth);
    expect(v.icons).toEqual({ ...layers.icons });
  });
});

describe("R3 setup", () => {
  it("R3.1 2–5 players pick families; unchosen families are out of the game", () => {
    const s = game({ players: FOUR.players.slice(0, 3) });
    expect(s.characters).toHaveLength(15);
    const zones = zoneMap(s);
    const dunmarrow = s.catalog.instances.flatMap((k, i) =>
      s.catalog.cards[k]!.card.family === "dunmarrow" ? [i] : [],
    );
    expect(dunmarrow.map((i) => zones[i]!.kind)).toEqual(Array(5).fill("out-of-game"));
    const one = createGame(minimalSet(), { players: FOUR.players.slice(0, 1) }, 1);
    expect(one.ok ? null : one.error.code).toBe("setup/player-count");
  });

  it("R3.1 a family may be chosen once, and must exist", () => {
    const twice = createGame(minimalSet(), { players: [FOUR.players[0]!, FOUR.players[0]!] }, 1);
    expect(twice.ok ? null : twice.error.code).toBe("setup/family-taken");
    const unknown = createGame(
      minimalSet(),
      { players: [FOUR.players[0]!, { name: "X", family: "nobody" }] },
      1,
    );
    expect(unknown.ok ? null : unknown.error.message).toBe("this set has no family 'nobody'");
  });

  it("R3.2 with 4 players each removes one character (as chosen, or by the seed)", () => {
    const chosen = game({
      ...FOUR,
      removals: [["edwin-ashgrove"], ["silas-blackmere"], null, null],
    });
    expect(chosen.characters).toHaveLength(16);
    const playing = ids(
      chosen,
      chosen.characters.map((c) => c.stack[0]!),
    );
    expect(playing).not.toContain("edwin-ashgrove");
    expect(playing).not.toContain("silas-blackmere");
    for (let seat = 0; seat < 4; seat++) {
      expect(chosen.characters.filter((c) => c.owner === seat)).toHaveLength(4);
    }
    const bad = createGame(minimalSet(), { ...FOUR, removals: [["silas-blackmere"]] }, 1);
    expect(bad.ok ? null : bad.error.code).toBe("setup/bad-removal");
  });

  it("R3.2 the rules say how many characters each player removes (2 here)", () => {
    const options = { fourPlayerRemoval: 2 };
    const chosen = game({
      ...FOUR,
      options,
      removals: [
        ["edwin-ashgrove", "lavinia-ashgrove"],
        null,
        ["jasper-quillon", "horatio-quillon"],
      ],
    });
    expect(chosen.characters).toHaveLength(12);
    for (let seat = 0; seat < 4; seat++) {
      expect(chosen.characters.filter((c) => c.owner === seat)).toHaveLength(3);
    }
    const playing = ids(
      chosen,
      chosen.characters.map((c) => c.stack[0]!),
    );
    for (const gone of [
      "edwin-ashgrove",
      "lavinia-ashgrove",
      "jasper-quillon",
      "horatio-quillon",
    ]) {
      expect(playing).not.toContain(gone);
      expect(ids(chosen, chosen.outOfGame)).toContain(gone);
    }
    const one = createGame(minimalSet(), { ...FOUR, options, removals: [["edwin-ashgrove"]] }, 1);
    expect(one.ok ? null : one.error.message).toBe(
      "each player removes 2 character(s) in this game, not 1",
    );
    // With 5 players the fifth family is the 8 removed characters.
    const five = game({ players: [...FOUR.players, { name: "E", family: null }], options }, 3);
    expect(five.characters.filter((c) => c.owner === 4)).toHaveLength(8);
    expect(five.characters.filter((c) => c.owner === 0)).toHaveLength(3);
  });

  it("R3.2 with 5 players the fifth family is built from the removed characters", () => {
    const s = game({ players: [...FOUR.players, { name: "E", family: null }] }, 3);
    expect(s.characters).toHaveLength(20);
    const fifth = s.characters.filter((c) => c.owner === 4);
    expect(fifth).toHaveLength(4);
    const families = new Set(
      fifth.map((c) => s.catalog.cards[s.catalog.instances[c.stack[0]!]!]!.card.family),
    );
    expect(families.size).toBe(4);
  });

  it("R3.3 characters and stories are separated, the rest shuffled, hands of 5 dealt", () => {
    const s = game({ players: FOUR.players.slice(0, 2) });
    expect(s.seats.map((x) => x.hand.length)).toEqual([5, 5]);
    expect(s.drawPile.length + 10).toBe(30);
  });

  it("R3.3 the starting hands are the rules' hand size (3 here), and so is the draw limit (R4.4)", () => {
    const s = game({ players: FOUR.players.slice(0, 2), options: { handSize: 3 } });
    expect(s.seats.map((x) => x.hand.length)).toEqual([3, 3]);
    expect(s.drawPile).toHaveLength(30 - 6);
    expect(viewFor(s, 0).seats[0]!.drawLimit).toBe(3);
    const emptied = act(s, { type: "discard-hand", player: 0 }).state;
    const drawn = act(emptied, { type: "end-plays", player: 0 }).state;
    expect(drawn.seats[0]!.hand).toHaveLength(3);
    expect(drawn.drawPile).toHaveLength(30 - 9);
  });

  it("R3.4 stories: the rules say how many start in the centre (3 here)", () => {
    const set = tinySet(
      [
        story("s1", "story requires raven, rose"),
        story("s2", "story requires key, rose"),
        story("s3", "story requires tide, rose"),
        story("s4", "story requires candle, rose"),
        mod("m"),
      ],
      new Map([["m", 12]]),
      { stories: true, storiesInCentre: 3 },
    );
    const players = [
      { name: "A", family: "ashgrove" },
      { name: "B", family: "crane" },
    ];
    const r = createGame(set, { players }, 1);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.centre).toHaveLength(3);
    const stories = (xs: readonly number[]) => ids(r.value, xs).filter((id) => /^s\d$/.test(id));
    expect(stories(r.value.outOfGame)).toHaveLength(1);
    expect([...stories(r.value.centre), ...stories(r.value.outOfGame)].sort()).toEqual([
      "s1",
      "s2",
      "s3",
      "s4",
    ]);
    // A setup may change it too.
    const one = createGame(set, { players, options: { storiesInCentre: 1 } }, 1);
    expect(one.ok && one.value.centre).toHaveLength(1);
  });

  it("R3.4 stories: 2 placed face up in the centre when the variant is on", () => {
    const set = tinySet(
      [
        story("s1", "story requires raven, rose"),
        story("s2", "story requires key, rose"),
        story("s3", "story requires tide, rose"),
        mod("m"),
      ],
      new Map([["m", 12]]),
      { stories: true },
    );
    const r = createGame(
      set,
      {
        players: [
          { name: "A", family: "ashgrove" },
          { name: "B", family: "crane" },
        ],
      },
      1,
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.centre).toHaveLength(2);
    expect(r.value.outOfGame).toHaveLength(3 + 1);
    const off = createGame(
      { ...set, rules: { ...set.rules, stories: false } },
      {
        players: [
          { name: "A", family: "ashgrove" },
          { name: "B", family: "crane" },
        ],
      },
      1,
    );
    expect(off.ok && off.value.centre).toEqual([]);
  });

  it("R3.5 the seed decides every shuffle: same seed same game, other seed other game", () => {
    const setup = { players: FOUR.players.slice(0, 2) };
    expect(stateHash(game(setup, 7))).toBe(stateHash(game(setup, 7)));
    expect(stateHash(game(setup, 7))).not.toBe(stateHash(game(setup, 8)));
    expect(stateHash(game(setup, "7"))).not.toBe(stateHash(game(setup, 7)));
  });

  it("R3.6 who goes first is a setup choice; play passes to the left", () => {
    const s = game({ players: FOUR.players.slice(0, 3), firstSeat: 2 });
    expect(s.turn.seat).toBe(2);
    const next = act(s, { type: "end-plays", player: 2 }).state;
    expect(next.turn.seat).toBe(0);
    expect(next.turn.number).toBe(2);
  });
});
