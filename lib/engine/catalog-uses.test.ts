/**
 * The catalog's `uses` (what the set's effects use at all) only skips readings that would find
 * nothing: the same seeded random games played with the catalog as compiled and with one that
 * claims every use (so every reading is done) give the same state after every action, and the
 * same legal actions and views every few actions.
 */
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { chanceSet } from "../../test/fixtures/chance-set";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { movingSet } from "../../test/fixtures/moving-set";
import { sampleSet } from "../../test/fixtures/sample-set";
import { triggerSet } from "../../test/fixtures/trigger-set";
import type { Action } from "./actions";
import { apply } from "./apply";
import { buildCatalog } from "./catalog";
import { canonicalJson, stateHash } from "./hash";
import { legalActions } from "./legal-actions";
import { propertySetup } from "./property.test-support";
import { nextInt } from "./rng";
import { createGame } from "./setup";
import type { CatalogUses, GameState } from "./types";
import { viewFor } from "./view";

const EVERY_USE: CatalogUses = {
  triggers: true,
  drawLimit: true,
  playsPerTurn: true,
  filteredForbids: true,
  identity: true,
  whileHeld: true,
};

/** What the acting player may read of a state. */
function reading(state: GameState): string {
  const who = state.pending ? state.pending.player : state.turn.seat;
  return canonicalJson([
    legalActions(state, who),
    viewFor(state, who),
    viewFor(state, "spectator"),
  ]);
}

/** Plays seed `seed` with the catalog as compiled and with every use claimed; actions compared. */
function lockstep(set: VellumSet, seed: number, turnLimit: number): number {
  const created = createGame(set, propertySetup(set, seed, turnLimit), seed);
  if (!created.ok) throw new Error(created.error.message);
  let real = created.value;
  let every: GameState = { ...real, catalog: { ...real.catalog, uses: EVERY_USE } };
  let rng = seed >>> 0;
  let actions = 0;
  while (!real.over) {
    if (actions % 5 === 0)
      expect(reading(every), `seed ${seed}, action ${actions}`).toBe(reading(real));
    const who = real.pending ? real.pending.player : real.turn.seat;
    const legal = legalActions(real, who);
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    const action: Action = legal[pick.value]!;
    const a = apply(real, action);
    const b = apply(every, action);
    if (!a.ok || !b.ok) throw new Error(`seed ${seed}, action ${actions}: refused`);
    real = a.value.state;
    every = b.value.state;
    actions++;
    expect(stateHash(every), `seed ${seed}, action ${actions}`).toBe(stateHash(real));
  }
  expect(every.over).toEqual(real.over);
  return actions;
}

describe("the catalog's uses", () => {
  it("say what the set's effects use at all", () => {
    const uses = (set: VellumSet) => {
      const built = buildCatalog(set);
      if (!built.ok) throw new Error(built.error.message);
      return built.value.uses;
    };
    expect(uses(minimalSet())).toEqual({
      triggers: false,
      drawLimit: false,
      playsPerTurn: false,
      filteredForbids: false,
      identity: false,
      whileHeld: false,
    });
    expect(uses(triggerSet())).toMatchObject({ triggers: true, playsPerTurn: false });
    expect(uses(chanceSet())).toMatchObject({ triggers: false, playsPerTurn: true });
  });

  it("skip only readings that find nothing", { timeout: 120_000 }, () => {
    let actions = 0;
    const sets = [minimalSet(), sampleSet(), triggerSet(), movingSet(), chanceSet()];
    for (const set of sets)
      for (let seed = 1; seed <= 3; seed++) actions += lockstep(set, seed, 14);
    expect(actions).toBeGreaterThan(500);
  });
});
