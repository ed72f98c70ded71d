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
import { sampleSet } from "../../test/fixtures/sample-set";

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

  it(
    "Secrets: hold on a set where one card's name contains a hidden card's name",
    { timeout: 60_000 },
    async () => {
      // Regression: the secrecy check once matched names in text, and "Ate the Wandering
      // Monster: choose a card to discard" named every hidden "Wandering Monster".
      const set = minimalSet();
      for (const card of set.cards) {
        if (card.id === "a-seance-goes-wrong") card.name = "Ate the Wandering Monster";
        if (card.id === "the-will-is-read") card.name = "Wandering Monster";
      }
      const r = await simulate({
        set,
        games: 100,
        players: 3,
        bots: ["random"],
        seed: 7,
        checkInvariants: true,
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.invariants.examples).toEqual([]);
      expect(r.value.cards.find((c) => c.cardId === "a-seance-goes-wrong")!.plays).toBeGreaterThan(
        20,
      );
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
