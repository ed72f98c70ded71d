/**
 * The public API's promises: errors are values, inputs are never mutated, views and event
 * streams keep secrets, replay / undo / hashes are exact, states survive JSON.
 */
import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import type { Action } from "./actions";
import { apply } from "./apply";
import { eventsFor } from "./events";
import { stateHash } from "./hash";
import { legalActions } from "./legal-actions";
import { appendAction, createLog, replay } from "./replay";
import type { GameLog } from "./replay";
import { undo } from "./undo";
import { nextInt } from "./rng";
import { createGame } from "./setup";
import { act, event, eventsOf, mod, scenario } from "./scenario.test-support";
import type { GameSetup, GameState } from "./types";
import { viewFor } from "./view";
import { zoneMap } from "./zones";

const SETUP: GameSetup = {
  players: [
    { name: "Ada", family: "ashgrove" },
    { name: "Bo", family: "blackmere" },
    { name: "Cy", family: "quillon" },
  ],
};

function start(seed: number | string = 1): GameState {
  const r = createGame(minimalSet(), SETUP, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays `n` random legal actions from `state` with a seeded choice; returns the actions too. */
function randomActions(
  state: GameState,
  n: number,
  seed = 5,
): { state: GameState; actions: Action[] } {
  let s = state;
  let rng = seed;
  const actions: Action[] = [];
  for (let i = 0; i < n && !s.over; i++) {
    const legal = legalActions(s, s.pending ? s.pending.player : s.turn.seat);
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    const a = legal[pick.value]!;
    s = act(s, a).state;
    actions.push(a);
  }
  return { state: s, actions };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe("createGame", () => {
  it("puts every card instance in exactly one zone", () => {
    const s = start();
    const zones = zoneMap(s);
    expect(zones.every((z) => z !== undefined)).toBe(true);
    expect(zones).toHaveLength(s.catalog.instances.length);
  });

  it("refuses a set whose effects do not compile, with the card named", () => {
    const set = minimalSet();
    set.cards.push({ id: "broken", type: "event", name: "Broken", effect: "drwa 2 cards" });
    const r = createGame(set, SETUP, 1);
    expect(r.ok ? null : r.error).toMatchObject({
      code: "setup/effect-does-not-compile",
      message:
        "the effect of 'Broken' does not compile (unknown word 'drwa' — did you mean 'draw'?) — fix it in the set editor",
    });
  });

  it("refuses bad rules options and first seats", () => {
    const plays = createGame(minimalSet(), { ...SETUP, options: { playsPerTurn: 0 } }, 1);
    expect(plays.ok ? null : plays.error.code).toBe("setup/plays-per-turn");
    const first = createGame(minimalSet(), { ...SETUP, firstSeat: 3 }, 1);
    expect(first.ok ? null : first.error.message).toBe(
      "the first player must be a seat from 0 to 2",
    );
  });
});

describe("apply", () => {
  it("never mutates its input (deep-frozen states play on)", () => {
    let s = deepFreeze(start());
    let rng = 9;
    for (let i = 0; i < 150 && !s.over; i++) {
      const legal = legalActions(s, s.pending ? s.pending.player : s.turn.seat);
      const pick = nextInt(rng, legal.length);
      rng = pick.rng;
      s = deepFreeze(act(s, legal[pick.value]!).state);
    }
    expect(s.actions).toBeGreaterThan(0);
  });

  it("never throws on a malformed action: errors are values with codes and messages", () => {
    const s = start();
    const bad: unknown[] = [
      null,
      42,
      {},
      { type: "fly", player: 0 },
      { type: "play-modifier", player: 0 },
      { type: "play-modifier", player: 0, card: 1.5, target: 0 },
      { type: "play-modifier", player: 0, card: "x", target: 0 },
      { type: "end-plays", player: 7 },
      { type: "decide", player: 0 },
      { type: "play-event", player: 0, card: 99999 },
    ];
    const codes = bad.map((a) => {
      const r = apply(s, a as Action);
      return r.ok ? "ok" : r.error.code;
    });
    expect(codes).toEqual([
      "move/malformed",
      "move/malformed",
      "move/unknown-action",
      "move/unknown-action",
      "move/malformed",
      "move/malformed",
      "move/malformed",
      "move/no-such-player",
      "move/malformed",
      "move/card-not-in-hand",
    ]);
    const r = apply(s, { type: "fly", player: 0 } as unknown as Action);
    expect(r.ok ? null : r.error).toEqual({
      code: "move/unknown-action",
      severity: "error",
      message: "unknown action type 'fly'",
      source: "move",
      range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    });
  });

  it("refuses plays out of turn and answers with nothing to answer", () => {
    const s = start();
    const r = apply(s, { type: "end-plays", player: 1 });
    expect(r.ok ? null : r.error).toMatchObject({
      code: "move/not-your-turn",
      message: "it is Ada's turn",
    });
    const a = apply(s, { type: "choose-player", player: 0, seat: 1 });
    expect(a.ok ? null : a.error.code).toBe("move/nothing-to-answer");
    expect(legalActions(s, 1)).toEqual([]);
  });

  it("refuses a card of the wrong type with a message naming it", () => {
    const b = scenario({ cards: [event("news", "draw 1 card")], hands: [["news"]] });
    const r = apply(b.state, { type: "play-modifier", player: 0, card: b.card("news"), target: 0 });
    expect(r.ok ? null : r.error.message).toBe("'News' is an event, not a modifier");
  });
});

describe("messages", () => {
  it("refuse a bad character or story without an internal id or the name of a hidden card", () => {
    const b = scenario({
      cards: [mod("m"), mod("secret-plan")],
      hands: [["m"], ["secret-plan"]],
      options: { stories: true },
    });
    const refusal = (a: Action) => {
      const r = apply(b.state, a);
      return r.ok ? null : r.error;
    };
    expect(
      refusal({ type: "play-modifier", player: 0, card: b.card("m"), target: 12 }),
    ).toMatchObject({
      code: "move/no-such-character",
      message: "that is not a character in this game",
    });
    // A card in another hand: neither its id nor its name is told back.
    for (const story of [b.card("secret-plan"), 9999]) {
      expect(refusal({ type: "claim-story", player: 0, story })).toMatchObject({
        code: "move/no-such-story",
        message: "that card is not a story in the centre or held by a player",
      });
    }
  });
});

describe("viewFor and eventsFor", () => {
  it("show a player their own hand and only counts of the others; never the draw order", () => {
    const s = start();
    const v = viewFor(s, 1);
    expect(v.seats.map((x) => x.hand === undefined)).toEqual([true, false, true]);
    expect(v.seats.map((x) => x.handCount)).toEqual([5, 5, 5]);
    expect(v.drawPileCount).toBe(s.drawPile.length);
    expect("drawPile" in v).toBe(false);
    const spectator = viewFor(s, "spectator");
    expect(spectator.seats.every((x) => x.hand === undefined)).toBe(true);
  });

  it("give a drawn card's identity only to its drawer", () => {
    const s = start();
    const r = act(s, { type: "discard-hand", player: 0 });
    const drew = act(r.state, { type: "end-plays", player: 0 }).events;
    expect(eventsOf(drew, "drew")[0]!.cards).toHaveLength(5);
    expect(eventsOf(eventsFor(drew, 0), "drew")[0]!.cards).toHaveLength(5);
    expect(eventsOf(eventsFor(drew, 1), "drew")[0]).toEqual({ type: "drew", player: 0, count: 5 });
  });

  it("show a choice's options only to the player choosing", () => {
    const b = scenario({
      cards: [mod("a"), mod("b"), event("tidy", "discard 1 card")],
      hands: [["tidy", "a", "b"]],
    });
    const s = act(b.state, { type: "play-event", player: 0, card: b.card("tidy") }).state;
    expect(viewFor(s, 0).pending?.options).toEqual([b.card("a"), b.card("b")]);
    expect(viewFor(s, 1).pending).toMatchObject({ kind: "card", player: 0 });
    expect(viewFor(s, 1).pending?.options).toBeUndefined();
  });

  describe("Secrets: a card drawn with an on-draw question stays in its holder's hand, unnamed", () => {
    /** Seat 0 passes with one card in hand and draws `omen` (whose effect is `effect`) first. */
    function drawOmen(effect: string, hands: string[][] = [["f1"], ["f2", "f3"]]) {
      const b = scenario({
        cards: [
          ...["f1", "f2", "f3", "f4", "f5", "f6"].map((id) => mod(id)),
          mod("omen", [null, null, null], [null, null, null], effect),
        ],
        hands,
        draw: ["omen", "f4", "f5", "f6"],
      });
      return { b, ...act(b.state, { type: "end-plays", player: 0 }) };
    }
    const omenShown = (value: unknown, omen: number) => {
      const json = JSON.stringify(value);
      return json.includes("Omen") || json.includes(`"instance":${omen},`);
    };

    it("only the holder reads the card's name and sees it as the source", () => {
      const { b, state, events } = drawOmen("on draw: discard 1 card");
      const omen = b.card("omen");
      expect(state.seats[0]!.hand).toContain(omen);
      expect(viewFor(state, 0).pending).toMatchObject({
        kind: "card",
        player: 0,
        prompt: "Omen: choose a card to discard (1 left)",
        source: { instance: omen, cardId: "omen" },
      });
      expect(eventsOf(eventsFor(events, 0), "choice")[0]?.prompt).toBe(
        "Omen: choose a card to discard (1 left)",
      );
      for (const viewer of [1, "spectator"] as const) {
        const view = viewFor(state, viewer);
        expect(view.pending).toMatchObject({ player: 0, prompt: "P0 resolves a card drawn" });
        expect(view.pending?.source).toBeNull();
        const seen = eventsFor(events, viewer);
        expect(eventsOf(seen, "choice")).toEqual([
          {
            type: "choice",
            player: 0,
            kind: "card",
            prompt: "P0 resolves a card drawn",
            zone: "own-hand",
          },
        ]);
        expect(omenShown(view, omen) || omenShown(seen, omen)).toBe(false);
      }
      // An answer out of turn is refused without naming the card either.
      const early = apply(state, { type: "decide", player: 1, accept: true });
      expect(early.ok ? null : early.error.message).toBe(
        "P0 must decide first: P0 resolves a card drawn",
      );
    });

    it("a player asked by someone else's hidden card reads what to do, not the card", () => {
      const { b, state, events } = drawOmen("on draw: each other player discards 1 card");
      expect(state.pending).toMatchObject({ kind: "card", player: 1 });
      expect(viewFor(state, 1).pending?.prompt).toBe(
        "P0 resolves a card drawn: choose a card to discard (1 left)",
      );
      expect(viewFor(state, 0).pending?.prompt).toBe("Omen: choose a card to discard (1 left)");
      expect(eventsOf(eventsFor(events, 1), "choice")[0]?.prompt).toBe(
        "P0 resolves a card drawn: choose a card to discard (1 left)",
      );
      expect(omenShown(viewFor(state, 1), b.card("omen"))).toBe(false);
      const wrong = apply(state, { type: "choose-card", player: 1, card: b.card("f1") });
      expect(wrong.ok ? null : wrong.error.message).toBe(
        "that is not one of the options — P0 resolves a card drawn: choose a card to discard (1 left)",
      );
    });

    it("a yes/no step and a skipped step do not name the card either", () => {
      const may = drawOmen("on draw: you may draw 1 card");
      expect(viewFor(may.state, 1).pending).toMatchObject({
        kind: "yes-no",
        prompt: "P0 resolves a card drawn",
        source: null,
      });
      const skip = drawOmen("on draw: discard the top modifier of any living character");
      const skipped = eventsOf(skip.events, "step-skipped");
      expect(skipped).toEqual([
        {
          type: "step-skipped",
          card: { instance: skip.b.card("omen"), cardId: "omen" },
          reason: "no character has a modifier to discard",
          holder: 0,
        },
      ]);
      expect(eventsOf(eventsFor(skip.events, 0), "step-skipped")).toEqual(skipped);
      expect(eventsOf(eventsFor(skip.events, 1), "step-skipped")).toEqual([
        { type: "step-skipped", reason: "no character has a modifier to discard" },
      ]);
    });
  });

  it("read each character's self-worth, icons, live effects and death from lib/layers", () => {
    const b = scenario({
      cards: [mod("m", [-5, null, null], ["rose", null, null], "while visible: draw limit +1")],
      stacks: { ada: ["m"] },
    });
    const ada = viewFor(b.state, 0).characters[b.ch("ada")]!;
    expect(ada).toMatchObject({ selfWorth: -5, icons: { rose: 1 }, dead: false, name: "Ada" });
    expect(ada.liveEffects).toEqual([{ cardId: "m", index: 1, kind: "continuous", live: true }]);
    expect(viewFor(b.state, 0).seats[0]!.drawLimit).toBe(6);
  });
});

describe("replay, undo and stateHash", () => {
  it("replay of a log gives the same state hash", () => {
    const set = minimalSet();
    const s0 = start(3);
    const { state, actions } = randomActions(s0, 120);
    let log = createLog(set, SETUP, 3);
    for (const a of actions) log = appendAction(log, a);
    const r = replay(JSON.parse(JSON.stringify(log)), set);
    expect(r.ok && stateHash(r.value.state)).toBe(stateHash(state));
  });

  it("undo replays the earlier actions and shows nothing hidden at that moment", () => {
    const set = minimalSet();
    const s0 = start(4);
    const discarded = act(s0, { type: "discard-hand", player: 0 }).state;
    const drawn = act(discarded, { type: "end-plays", player: 0 }).state;
    const log = {
      ...createLog(set, SETUP, 4),
      actions: [
        { type: "discard-hand", player: 0 },
        { type: "end-plays", player: 0 },
      ] as Action[],
    };
    const back = undo(log, 1, set);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.log.actions).toHaveLength(1);
    // The undone draw showed seat 0 five cards: the pile is shuffled again, nothing else changes.
    expect(back.value.reshuffled).toBe(true);
    const { drawPile } = back.value.state;
    const before = discarded.drawPile;
    expect(stateHash({ ...back.value.state, drawPile: before, rng: discarded.rng })).toBe(
      stateHash(discarded),
    );
    expect([...drawPile].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(drawPile).not.toEqual(before);
    // The five cards seat 0 drew afterwards are back in the draw pile: no view shows them.
    const later = drawn.seats[0]!.hand;
    for (const viewer of [0, 1, 2, "spectator"] as const) {
      const json = JSON.stringify(viewFor(back.value.state, viewer));
      for (const i of later) expect(json.includes(`"instance":${i},`)).toBe(false);
    }
    // Undoing an action that revealed nothing replays exactly.
    const plain = undo({ ...log, actions: log.actions.slice(0, 1) }, 1, set);
    expect(plain.ok && plain.value.reshuffled).toBe(false);
    expect(plain.ok && stateHash(plain.value.state)).toBe(stateHash(s0));
    expect(plain.ok && plain.value.log.reshuffles).toBeUndefined();
    const tooMany = undo(log, 3, set);
    expect(tooMany.ok ? null : tooMany.error.code).toBe("log/bad-undo");
  });

  it("Secrets: undo across a draw does not deal the undone cards again in the same order", () => {
    const set = minimalSet();
    let log: GameLog = createLog(set, SETUP, 4);
    log = appendAction(log, { type: "discard-hand", player: 0 });
    log = appendAction(log, { type: "end-plays", player: 0 });
    const played = replay(log, set);
    if (!played.ok) throw new Error(played.error.message);
    const seen = played.value.state.seats[0]!.hand;
    const back = undo(log, 1, set);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.log.reshuffles).toEqual([{ at: 1, salt: expect.any(String) as string }]);
    // The log records the reshuffle: replaying it gives the undone state exactly, even as JSON.
    const again = replay(JSON.parse(JSON.stringify(back.value.log)) as GameLog, set);
    expect(again.ok && stateHash(again.value.state)).toBe(stateHash(back.value.state));
    // Playing the same action again does not deal the cards seat 0 already saw.
    const redo = act(back.value.state, { type: "end-plays", player: 0 }).state;
    expect(redo.seats[0]!.hand).not.toEqual(seen);
    // A second undo back to the same point reshuffles again, after the first.
    const twice = undo(appendAction(back.value.log, { type: "end-plays", player: 0 }), 1, set);
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.value.log.reshuffles?.map((r) => r.at)).toEqual([1, 1]);
    expect(twice.value.state.drawPile).not.toEqual(back.value.state.drawPile);
    const replayed = replay(twice.value.log, set);
    expect(replayed.ok && stateHash(replayed.value.state)).toBe(stateHash(twice.value.state));
    // Undoing further back drops the reshuffles recorded after that point.
    const earlier = undo(twice.value.log, 1, set);
    expect(earlier.ok && earlier.value.log.reshuffles).toBeUndefined();
    expect(earlier.ok && stateHash(earlier.value.state)).toBe(stateHash(start(4)));
    // The salt can be given (a host with a source of randomness); a reshuffle outside the log is refused.
    const salted = undo(log, 1, set, "host-salt");
    expect(salted.ok && salted.value.log.reshuffles).toEqual([{ at: 1, salt: "host-salt" }]);
    const bad = replay({ ...log, reshuffles: [{ at: 9, salt: "x" }] }, set);
    expect(bad.ok ? null : bad.error).toMatchObject({
      code: "log/bad-reshuffle",
      message: "a reshuffle after action 9 is outside this log of 2 actions",
    });
  });

  it("replay refuses another set and reports the first action that does not apply", () => {
    const set = minimalSet();
    const log = {
      ...createLog(set, SETUP, 1),
      actions: [{ type: "end-plays", player: 1 }] as Action[],
    };
    const other = replay(log, { ...set, version: "9.9.9" });
    expect(other.ok ? null : other.error.code).toBe("log/set-mismatch");
    const bad = replay(log, set);
    expect(bad.ok ? null : bad.error).toMatchObject({
      code: "log/bad-action",
      message: "action 1 of the log does not apply: it is Ada's turn",
    });
  });

  it("stateHash ignores key order; states survive a JSON round trip and play on identically", () => {
    const { state } = randomActions(start(6), 40);
    const reordered = Object.fromEntries(Object.entries(state).reverse()) as unknown as GameState;
    expect(stateHash(reordered)).toBe(stateHash(state));
    const parsed = JSON.parse(JSON.stringify(state)) as GameState;
    expect(stateHash(parsed)).toBe(stateHash(state));
    const a = randomActions(state, 60, 11).state;
    const b = randomActions(parsed, 60, 11).state;
    expect(stateHash(b)).toBe(stateHash(a));
  });
});
