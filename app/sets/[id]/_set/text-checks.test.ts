import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "@/lib/model";
import { sampleSet } from "@/test/fixtures/sample-set";
import { keptTextProblems, rulesTextProblems } from "./text-checks";

/** Every card's problems through the kept checks, counting the cards actually checked. */
function checkAll(set: VellumSet): { checked: string[]; problems: unknown[] } {
  const checked: string[] = [];
  const problems = set.cards.flatMap((card, i) =>
    keptTextProblems(card, set, i, (c, s) => {
      checked.push(c.id);
      return rulesTextProblems(c, s);
    }),
  );
  return { checked, problems };
}

describe("keptTextProblems", () => {
  it("re-checks only the card an edit replaced, and gives what a full check gives", () => {
    const set = sampleSet();
    expect(checkAll(set).checked).toHaveLength(set.cards.length);
    const i = set.cards.findIndex((c) => c.text && c.effect);
    const edited: Card = { ...set.cards[i]!, text: `${set.cards[i]!.text} Draw 9 cards.` };
    const after = { ...set, cards: set.cards.map((c, j) => (j === i ? edited : c)) };
    const { checked, problems } = checkAll(after);
    expect(checked).toEqual([edited.id]);
    expect(problems).toEqual(after.cards.flatMap((c) => rulesTextProblems(c, after)));
    expect(problems.length).toBeGreaterThan(checkAll(set).problems.length);
  });

  it("re-checks every card when the set's words change, and a card that moved (its pointer)", () => {
    const set = sampleSet();
    checkAll(set);
    const words = { ...set, rules: { ...set.rules, familyWord: "party" } };
    expect(checkAll(words).checked).toHaveLength(set.cards.length);
    const [first, second, ...rest] = words.cards;
    const swapped = { ...words, cards: [second!, first!, ...rest] };
    expect(checkAll(swapped).checked).toEqual([second!.id, first!.id]);
  });
});
