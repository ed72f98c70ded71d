/**
 * The engine's memos (README "Caches") change nothing but speed: the same seeded random games,
 * played in lockstep with the memos on and off, give the same state hash after every action, and
 * the same legal actions and views every few actions (with the memos off, a reading costs as
 * much as several actions).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { chanceSet } from "../../test/fixtures/chance-set";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { movingSet } from "../../test/fixtures/moving-set";
import { sampleSet } from "../../test/fixtures/sample-set";
import type { Action } from "./actions";
import { apply } from "./apply";
import { deepFreeze } from "./freeze.test-support";
import { stateHash } from "./hash";
import { legalActions } from "./legal-actions";
import { setMemos } from "./memos";
import { propertySetup, readingOf } from "./property.test-support";
import { nextInt } from "./rng";
import { createGame } from "./setup";
import type { GameState } from "./types";

/** `f` with the memos on or off (back on after). */
function withMemos<T>(on: boolean, f: () => T): T {
  setMemos(on);
  try {
    return f();
  } finally {
    setMemos(true);
  }
}

/** Legal actions and views are compared every this many actions. */
const READ_EVERY = 7;

/** Plays seed `seed` in lockstep with the memos on and off; the number of actions compared. */
function lockstep(set: VellumSet, seed: number, turnLimit: number): number {
  const setup = propertySetup(set, seed, turnLimit);
  const start = (on: boolean) =>
    withMemos(on, () => {
      const created = createGame(set, setup, seed);
      if (!created.ok) throw new Error(created.error.message);
      return deepFreeze(created.value);
    });
  let on = start(true);
  let off = start(false);
  let rng = seed >>> 0;
  let actions = 0;
  while (!on.over) {
    if (actions % READ_EVERY === 0) {
      const seen = readingOf(on);
      expect(
        withMemos(false, () => readingOf(off)),
        `seed ${seed}, action ${actions}`,
      ).toBe(seen);
    }
    const who = on.pending ? on.pending.player : on.turn.seat;
    const legal = legalActions(on, who);
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    const action: Action = legal[pick.value]!;
    const step = (state: GameState, memos: boolean) =>
      withMemos(memos, () => {
        const r = apply(state, action);
        if (!r.ok) throw new Error(`seed ${seed}, action ${actions}: ${r.error.message}`);
        return deepFreeze(r.value.state);
      });
    on = step(on, true);
    off = step(off, false);
    actions++;
    expect(stateHash(off), `seed ${seed}, action ${actions}`).toBe(stateHash(on));
  }
  expect(off.over).toEqual(on.over);
  return actions;
}

describe("the engine's memos", () => {
  afterEach(() => setMemos(true));

  it("change no state, legal action or view of the same seeded games", { timeout: 60_000 }, () => {
    let actions = 0;
    const minimal = minimalSet();
    for (let seed = 1; seed <= 4; seed++) actions += lockstep(minimal, seed, 16);
    // Lasting effects that read other characters and the dead (the summary is not updated in
    // place then), and modifiers on the dead.
    const lasting = minimalSet();
    const effects = [
      "while visible:\n  if at least 1 character is dead: draw limit +1",
      "while visible:\n  draw limit -1 for each raven icon this character has",
      "while visible:\n  if this character has the highest self-worth: no untimely deaths on this character",
      "while visible:\n  allow modifiers on dead characters",
    ];
    lasting.cards
      .filter((c) => c.type === "modifier")
      .forEach((card, i) => (card.effect = effects[i % effects.length]));
    for (let seed = 5; seed <= 8; seed++) actions += lockstep(lasting, seed, 16);
    // Lasting effects that read a whole family (issue 23): icons, living characters, opponents.
    const family = minimalSet();
    const familyEffects = [
      "while visible:\n  draw limit +1 for each raven icon your family shows",
      "while visible:\n  if an opponent's family has fewer living characters than yours: draw limit -1",
      "while visible:\n  if your family has a rose and a key showing: no untimely deaths on this character",
      "while visible:\n  draw limit -1 for each living character in your family",
    ];
    family.cards
      .filter((c) => c.type === "modifier")
      .forEach((card, i) => (card.effect = familyEffects[i % familyEffects.length]));
    for (let seed = 9; seed <= 11; seed++) actions += lockstep(family, seed, 16);
    const sample = sampleSet();
    for (let seed = 2; seed <= 3; seed++) actions += lockstep(sample, seed, 12);
    // Die rolls, lasting effects on others, identity effects and forbids by a filter.
    const chance = chanceSet();
    for (let seed = 9; seed <= 12; seed++) actions += lockstep(chance, seed, 16);
    expect(actions).toBeGreaterThan(400);
  });

  it(
    "change nothing in games that move cards between players and piles",
    { timeout: 120_000 },
    () => {
      // Stacks emptied into the draw pile, hands passed, the draw pile reordered (issue 23.3).
      let actions = 0;
      const moving = movingSet();
      for (let seed = 1; seed <= 6; seed++) actions += lockstep(moving, seed, 14);
      expect(actions).toBeGreaterThan(300);
    },
  );
});
