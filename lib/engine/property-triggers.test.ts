/**
 * Seeded property test on a set whose cards use every trigger event (test/fixtures/trigger-set):
 * random legal games, every invariant checked after every action (property.test-support.ts),
 * triggers firing, asking choices and reaching the loop bound, and no game stalling.
 */
import { describe, expect, it } from "vitest";
import { TRIGGER_EFFECTS, triggerSet } from "../../test/fixtures/trigger-set";
import { runGames } from "./property.test-support";

describe("property: random legal games on a set with triggers", () => {
  it("300 games keep every invariant after every action", { timeout: 180_000 }, () => {
    const set = triggerSet();
    expect(set.cards.filter((c) => TRIGGER_EFFECTS[c.id] !== undefined)).toHaveLength(
      Object.keys(TRIGGER_EFFECTS).length,
    );
    const { games, reasons, triggered, triggersStopped } = runGames(set, 1, 300, 24);
    expect(games).toBe(300);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(300);
    expect(triggered).toBeGreaterThan(1000);
    // The card that goes round on every death reaches the bound, which ends it.
    expect(triggersStopped).toBeGreaterThan(0);
  });
});
