/**
 * Determinism pinned across speed work: the same seeds give byte-identical reports. The hashes
 * below were taken before the engine, bots and simulator were optimized (issue 26); a change
 * that moves one either changes what the games do (a defect, unless the rules or a bot's policy
 * were changed on purpose and shown to play at least as well head-to-head) or the report's shape
 * (then re-pin, saying so in the commit).
 *
 * The set is a frozen copy of the sample expansion (test/fixtures/pinned), so editing the sample
 * does not move the pins.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateSetText } from "../schema";
import { simulate } from "./simulate";
import type { SimOptions } from "./types";

const PINNED_SET = fileURLToPath(
  new URL("../../test/fixtures/pinned/saltmarrow.json", import.meta.url),
);

function pinnedSet() {
  const set = validateSetText(readFileSync(PINNED_SET, "utf8")).set;
  if (!set) throw new Error(`${PINNED_SET} does not validate`);
  return set;
}

async function reportHash(
  options: Partial<SimOptions> & Pick<SimOptions, "bots">,
): Promise<string> {
  const r = await simulate({ set: pinnedSet(), games: 2000, players: 4, seed: 1, ...options });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.games.errored).toBe(0);
  return createHash("sha256").update(JSON.stringify(r.value)).digest("hex");
}

describe("determinism across speed work", () => {
  it("pins the report of 2,000 random-bot games", { timeout: 120_000 }, async () => {
    expect(await reportHash({ bots: ["random"], workers: 2 })).toBe(
      "6c4b49196a2365477398af0aa896616474baf6d4852de73181e42e5a798cef21",
    );
  });

  it("pins the report of 2,000 greedy-bot games", { timeout: 240_000 }, async () => {
    expect(await reportHash({ bots: ["greedy"], workers: 2 })).toBe(
      "2613176edc807d985cd4e63cf268383bcc2ecdd12b4cc568c34303ae5b30f690",
    );
  });

  it("pins a mixed table with invariants checked", { timeout: 120_000 }, async () => {
    expect(
      await reportHash({ games: 400, bots: ["greedy", "random"], checkInvariants: true, seed: 7 }),
    ).toBe("4a3c895043b3befa2b69a7c70d2e21a2053490c940e21efdcf4d4df65d305d8e");
  });
});
