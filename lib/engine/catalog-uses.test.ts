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
import { stateHash } from "./hash";
import { legalActions } from "./legal-actions";
import { propertySetup, readingOf } from "./property.test-support";
import { nextInt } from "./rng";
import { createGame } from "./setup";
import type { CatalogUses, GameState } from "./types";

/** Plays seed `seed` with the catalog as compiled and with every use claimed; actions compared. */
function lockstep(set: VellumSet, seed: number, turnLimit: number): number {
  const created = createGame(set, propertySetup(set, seed, turnLimit), seed);
  if (!created.ok) throw new Error(created.error.message);
  let real = created.value;
  const everyUse = Object.fromEntries(
    Object.keys(real.catalog.uses).map((use) => [use, true]),
  ) as unknown as CatalogUses;
  let every: GameState = { ...real, catalog: { ...real.catalog, uses: everyUse } };
  let rng = seed >>> 0;
  let actions = 0;
  while (!real.over) {
    if (actions % 5 === 0)
      expect(readingOf(every), `seed ${seed}, action ${actions}`).toBe(readingOf(real));
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
    expect(Object.values(uses(minimalSet())).some(Boolean)).toBe(false);
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
