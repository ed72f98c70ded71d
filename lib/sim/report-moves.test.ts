/**
 * The report's effect statistics on effects that move cards between players and piles (issue 23
 * point 3): played by bots, each such effect fires (passes, looks at the draw pile, stack
 * shuffles, stories taken or returned are what it did), and checked games break no invariant.
 */
import { describe, expect, it } from "vitest";
import { MOVING_EFFECTS, movingSet } from "../../test/fixtures/moving-set";
import { simulate } from "./simulate";

describe("effect statistics of moving effects", () => {
  it(
    "every on-play moving effect played fires, with every invariant checked",
    { timeout: 300_000 },
    async () => {
      const set = movingSet();
      const r = await simulate({
        set,
        games: 120,
        players: 4,
        bots: ["greedy", "random"],
        checkInvariants: true,
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.invariants).toMatchObject({ checked: true, violations: 0 });
      expect(r.value.errors).toEqual([]);
      const onPlay = Object.entries(MOVING_EFFECTS).filter(([, e]) => e.startsWith("on play"));
      for (const [id] of onPlay) {
        const name = set.cards.find((c) => c.id === id)!.name;
        const never = r.value.effectsNeverFired.filter((n) => n.name === name);
        expect(never, name).toEqual([]);
      }
    },
  );
});
