import { describe, expect, it } from "vitest";
import { didYouMean, editDistance, nearestWord, suggestionBudget } from "./suggest";

describe("editDistance", () => {
  const cases = [
    { description: "equal words", input: ["raven", "raven"], expected: 0 },
    { description: "one substitution", input: ["raven", "raben"], expected: 1 },
    { description: "one deletion", input: ["modifier", "modifer"], expected: 1 },
    {
      description: "a swap of neighbouring letters counts one",
      input: ["drwa", "draw"],
      expected: 1,
    },
    { description: "from empty", input: ["", "abc"], expected: 3 },
    { description: "to empty", input: ["abc", ""], expected: 3 },
    { description: "unrelated", input: ["kitten", "sitting"], expected: 3 },
  ] as const;
  for (const { description, input, expected } of cases) {
    it(description, () => expect(editDistance(input[0], input[1], 10)).toBe(expected));
  }

  it("stops early past max and returns max + 1", () => {
    expect(editDistance("abcdefgh", "zzzzzzzz", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("abc", "xyzxyz", 1)).toBe(2);
  });
});

describe("nearestWord", () => {
  const words = ["modifier", "event", "character", "untimely-death"];

  it("suggests the nearest word within the budget of its length", () => {
    expect(nearestWord("modifer", words)).toBe("modifier");
    expect(nearestWord("evnt", words)).toBe("event");
    expect(nearestWord("ravn", ["rose", "raven"])).toBe("raven");
    expect(nearestWord("visble", ["visible", "held"])).toBe("visible");
  });

  it("allows more edits the longer the word", () => {
    expect([3, 4, 5, 8, 9].map(suggestionBudget)).toEqual([1, 1, 2, 2, 3]);
    expect(nearestWord("ab", ["xy"])).toBeUndefined();
    expect(nearestWord("charactrxx", ["character"])).toBe("character");
    expect(nearestWord("charactr", ["xharactrxx"])).toBeUndefined();
  });

  it("is case-insensitive", () => expect(nearestWord("EVENT", words)).toBe("event"));

  it("suggests nothing beyond the budget", () => {
    expect(nearestWord("story", words)).toBeUndefined();
    expect(nearestWord("xyz", ["raven"])).toBeUndefined();
  });

  it("never suggests the word itself", () =>
    expect(nearestWord("event", ["event"])).toBeUndefined());

  it("breaks ties by candidate order", () =>
    expect(nearestWord("cat", ["bat", "hat"])).toBe("bat"));

  it("ignores very long words", () =>
    expect(nearestWord("a".repeat(100), ["a".repeat(99)])).toBeUndefined());

  it("formats a did-you-mean clause", () => {
    expect(didYouMean("ravn", ["raven", "rose"])).toBe(" — did you mean 'raven'?");
    expect(didYouMean("zzz", ["raven"])).toBe("");
  });
});
