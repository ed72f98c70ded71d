import { describe, expect, it } from "vitest";
import { bareSet } from "@/test/fixtures/bare-set";
import type { VellumSet } from "@/lib/model";
import { diffSets, summarizeDiff } from "./set-diff";

const base: VellumSet = {
  ...bareSet(),
  icons: [],
  cards: [
    { id: "a", type: "modifier", name: "A" },
    { id: "b", type: "event", name: "B" },
  ],
};

describe("set diff", () => {
  it("names cards added, removed and changed with their fields", () => {
    const after: VellumSet = {
      ...base,
      name: "S2",
      cards: [
        { id: "a", type: "modifier", name: "A", copies: 2 },
        { id: "c", type: "story", name: "C" },
      ],
    };
    const d = diffSets(base, after);
    expect(d.changed).toEqual([{ id: "a", name: "A", fields: ["copies"] }]);
    expect(summarizeDiff(d)).toBe(
      "1 card added (“C”); 1 card removed (“B”); 1 card changed (“A”); set name changed",
    );
  });
  it("sees a reorder and says when nothing changed", () => {
    expect(summarizeDiff(diffSets(base, base))).toBe("no changes");
    const swapped = { ...base, cards: [base.cards[1]!, base.cards[0]!] };
    expect(summarizeDiff(diffSets(base, swapped))).toBe("cards reordered");
  });
});
