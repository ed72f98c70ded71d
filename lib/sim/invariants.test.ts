/**
 * Seeded random games with every invariant checked after every action (invariants.ts): card
 * conservation (engine `zoneMap` and the counts a spectator sees), hidden hands, the end of the
 * game, the winners' family values. NOTE: 2,000 games here keep the test near 10 s; the
 * 10,000-game run is `vellum simulate examples/saltmarrow/set.json --games 10000 --bots random
 * --check --workers 2` (README "Invariant runs").
 */
import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { simulate } from "./simulate";
import { sampleSet } from "./sim-fixture";

describe("invariants over seeded random games", () => {
  it(
    "hold after every action of 2,000 4-player games on the sample set",
    { timeout: 120_000 },
    async () => {
      const r = await simulate({
        set: sampleSet(),
        games: 2000,
        players: 4,
        bots: ["random"],
        seed: 100_000,
        workers: 2,
        checkInvariants: true,
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.invariants.examples).toEqual([]);
      expect(r.value.errors).toEqual([]);
      expect(r.value.games.finished).toBeGreaterThan(1950);
    },
  );

  for (const players of [2, 3, 5]) {
    it(
      `hold after every action of 100 ${players}-player games of greedy and random bots on the minimal set`,
      { timeout: 60_000 },
      async () => {
        const r = await simulate({
          set: minimalSet(),
          games: 100,
          players,
          bots: ["random", "greedy"],
          seed: players * 1000,
          checkInvariants: true,
        });
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.invariants.examples).toEqual([]);
        expect(r.value.errors).toEqual([]);
      },
    );
  }
});
