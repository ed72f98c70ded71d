import { describe, expect, it } from "vitest";
import { sampleSet } from "../../test/fixtures/sample-set";
import { newStackId, withSavedStack, withoutSavedStack } from "./saved-stacks";

describe("saved stacks", () => {
  const expect0 = { selfWorth: -10, icons: ["key"], dead: false };
  const base = {
    name: "Captain wagered",
    character: "captain-absalom-gannett",
    cards: ["lost-a-wager-to-a-heron"],
    expect: expect0,
  };

  it("adds under a fresh slug, updates in place by id, deletes (dropping an empty list)", () => {
    const set = sampleSet();
    const one = withSavedStack(set, base);
    expect(one.id).toBe("captain-wagered");
    const two = withSavedStack(one.doc, base);
    expect(two.id).toBe("captain-wagered-2");
    const updated = withSavedStack(two.doc, { ...base, cards: [] }, "captain-wagered");
    expect(updated.doc.stacks!.map((s) => [s.id, s.cards.length])).toEqual([
      ["captain-wagered", 0],
      ["captain-wagered-2", 1],
    ]);
    const less = withoutSavedStack(
      withoutSavedStack(updated.doc, "captain-wagered"),
      "captain-wagered-2",
    );
    expect("stacks" in less).toBe(false);
    expect(set.stacks).toBeUndefined();
  });

  it("makes ids from any name", () => {
    const set = { ...sampleSet(), stacks: [] };
    expect(newStackId(set, "Éloïse's  Drowning!!")).toBe("eloise-s-drowning");
    expect(newStackId(set, "!!!")).toBe("stack");
    expect(newStackId(set, "X")).toBe("x");
  });
});
