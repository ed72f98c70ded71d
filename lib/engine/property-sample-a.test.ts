/**
 * Seeded property test on the sample set (examples/saltmarrow), part a: 500 of the 1,000
 * random legal games (seeds 1–500; the two parts run in parallel), every
 * invariant checked after every action (property-support.ts). Skipped if the sample set does
 * not validate.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runGames, sampleSet } from "./property-support";

const SAMPLE = sampleSet(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
);

describe("property: random legal games on the sample set", () => {
  it.skipIf(!SAMPLE)(
    "500 games (part a) keep every invariant after every action",
    { timeout: 120_000 },
    () => {
      const { reasons, actions } = runGames(SAMPLE!, 1, 500, 120);
      expect(reasons["family-dead"]).toBeGreaterThan(400);
      expect(actions).toBeGreaterThan(500 * 50);
    },
  );
});
