import { describe, expect, it } from "vitest";
import { validateSetValue } from "@/lib/schema";
import { sampleSet } from "@/test/fixtures/sample-set";
import { validateOffThread } from "./problems-validation";

describe("validateOffThread", () => {
  it("where no worker can start, validates in the page: the diagnostics lib/schema gives", async () => {
    const set = sampleSet();
    const broken = { ...set, cards: [{ ...set.cards[0]!, effect: "on play:\n  drow 1 card" }] };
    const art = ["heron.png"];
    expect(await validateOffThread(broken, art)).toEqual(
      validateSetValue(broken, "set.json", { artFiles: art }).diagnostics,
    );
    expect((await validateOffThread(broken, art)).length).toBeGreaterThan(0);
  });
});
