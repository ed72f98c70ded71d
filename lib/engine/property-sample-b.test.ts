/**
 * Seeded property test on the sample set (examples/saltmarrow), part b: 500 of the 1,000
 * random legal games (seeds 501–1000; the two parts run in parallel), every
 * invariant checked after every action (property.test-support.ts). Fails if the sample set is
 * missing or does not validate.
 */
import { describe, expect, it } from "vitest";
import { sampleSet } from "../../test/fixtures/sample-set";
import { runGames } from "./property.test-support";

const SAMPLE = sampleSet();

describe("property: random legal games on the sample set", () => {
  it("500 games (part b) keep every invariant after every action", { timeout: 120_000 }, () => {
    const { reasons, actions } = runGames(SAMPLE, 501, 500, 120);
    expect(reasons["family-dead"]).toBeGreaterThan(400);
    expect(actions).toBeGreaterThan(500 * 50);
  });
});
