/**
 * Seeded property test on the chance fixture set (die rolls, lasting effects on others and on
 * identity, forbids by a filter, free plays for every player): 300 random legal games, every
 * invariant of README "Invariants" checked after every action (property.test-support.ts).
 */
import { describe, expect, it } from "vitest";
import { compileEffect, contextFromSet } from "../dsl";
import { CHANCE_EFFECTS, chanceSet } from "../../test/fixtures/chance-set";
import { runGames } from "./property.test-support";

describe("property: random legal games on the chance fixture set", () => {
  it("every effect of the fixture compiles", () => {
    const set = chanceSet();
    const ctx = contextFromSet(set);
    for (const [id, effect] of Object.entries(CHANCE_EFFECTS)) {
      const card = set.cards.find((c) => c.id === id);
      expect(card, id).toBeDefined();
      const { diagnostics } = compileEffect(effect, ctx, { cardType: card!.type });
      expect(diagnostics, id).toEqual([]);
    }
  });

  it("300 games keep every invariant after every action", { timeout: 300_000 }, () => {
    const { reasons, games } = runGames(chanceSet(), 1, 300, 24);
    expect(games).toBe(300);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(300);
  });
});
