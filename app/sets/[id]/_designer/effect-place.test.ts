import { describe, expect, it } from "vitest";
import { bareSet } from "@/test/fixtures/bare-set";
import type { VellumSet } from "@/lib/model";
import { DEFAULT_RULES } from "@/lib/model";
import { validateSetValue } from "@/lib/schema";
import { effectPlaceOf } from "./effect-place";

const set: VellumSet = {
  ...bareSet(),
  icons: [
    {
      id: "raven",
      name: "Raven",
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    },
  ],
  cards: [
    {
      id: "a",
      type: "modifier",
      name: "A",
      effect: "on play:\n  draw 1 card\n  if this character has ravn: draw 1 card",
    },
  ],
  rules: { ...DEFAULT_RULES, stories: false, maxPlayers: 2, minPlayers: 2 },
};

describe("effect problem places", () => {
  it("finds the line and column of a validation problem that only carries a pointer", () => {
    const d = validateSetValue(set).diagnostics.find((x) => x.pointer === "/cards/0/effect");
    expect(d?.message).toMatch(/did you mean 'raven'/);
    expect(d?.range.start.line).toBe(1);
    expect(effectPlaceOf(d!, set.cards[0]!, set)).toEqual({ line: 3, column: 25 });
  });

  it("falls back to the start of the effect when nothing matches", () => {
    const d = validateSetValue(set).diagnostics.find((x) => x.pointer === "/cards/0/effect")!;
    const card = { ...set.cards[0]!, effect: "on play:\n  draw 1 card" };
    expect(effectPlaceOf(d, card, set)).toEqual({ line: 1, column: 1 });
  });
});
