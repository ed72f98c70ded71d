/**
 * Seeded property test on the minimal fixture set: 1,000 random legal games (2 to 5 players,
 * uniform over `legalActions`), every invariant of README "Invariants" checked after every
 * action (property-support.ts). The fixture's 6 untimely deaths rarely finish a family, so games
 * are capped at 24 turns (scored as a turn-limit end).
 */
import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { runGames } from "./property-support";

describe("property: random legal games on the minimal fixture set", () => {
  it("1,000 games keep every invariant after every action", { timeout: 120_000 }, () => {
    const { reasons, actions, games } = runGames(minimalSet(), 1, 1000, 24);
    expect(games).toBe(1000);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(actions).toBeGreaterThan(20_000);
  });

  it(
    "300 games where some modifiers allow modifiers on the dead keep every invariant",
    { timeout: 120_000 },
    () => {
      const set = minimalSet();
      let allowing = 0;
      for (const card of set.cards) {
        if (card.type !== "modifier" || allowing >= 4) continue;
        card.effect = "while visible:\n  allow modifiers on dead characters";
        allowing++;
      }
      const { games, placedOnDead } = runGames(set, 1, 300, 24);
      expect(games).toBe(300);
      // The permission was used, so the checks ran on modifiers played on the dead.
      expect(placedOnDead).toBeGreaterThan(20);
    },
  );
});
