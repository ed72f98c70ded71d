/**
 * Seeded property test on a set whose cards move cards between players and piles (issue 23
 * point 3, test/fixtures/moving-set.ts): 300 random legal games with every invariant checked
 * after every action, secrecy included (passed cards, the looked-at top of the draw pile, a look
 * asked from a hand by a card drawn). Each operation must actually have happened.
 */
import { describe, expect, it } from "vitest";
import { movingSet } from "../../test/fixtures/moving-set";
import { runGames } from "./property.test-support";

describe("property: random legal games moving cards between players and piles", () => {
  it("300 games keep every invariant after every action", { timeout: 300_000 }, () => {
    const { games, eventCounts, secretChoices } = runGames(movingSet(), 1, 300, 24);
    expect(games).toBe(300);
    for (const type of [
      "passed-cards",
      "looked-at-draw",
      "discarded-from-draw",
      "draw-top-returned",
      "stack-shuffled-into-draw",
      "story-taken",
      "story-returned",
    ]) {
      expect(eventCounts[type] ?? 0, type).toBeGreaterThan(10);
    }
    expect(secretChoices).toBeGreaterThan(10);
  });
});
