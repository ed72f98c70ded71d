import { describe, expect, it } from "vitest";
import { didYouMean, nearestWord } from "./suggest";

describe("edit distance, as nearestWord measures it", () => {
  const cases = [
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
    { description: "different lengths", input: ["abc", "xyzxyz"], expected: 6 },
  ] as const;
  for (const { description, input, expected } of cases) {
    it(description, () => {
      const [word, candidate] = input;
      expect(nearestWord(word, [candidate], expected)).toBe(candidate);
      expect(nearestWord(word, [candidate], expected - 1)).toBeUndefined();
    });
  }
});

describe("nearestWord", () => {
  const words = ["modifier", "event", "character", "untimely-death"];

  it("suggests the nearest word within the budget of its length", () => {
    expect(nearestWord("modifer", words)).toBe("modifier");
    expect(nearestWord("evnt", words)).toBe("event");
    expect(nearestWord("ravn", ["rose", "raven"])).toBe("raven");
    expect(nearestWord("visble", ["visible", "held"])).toBe("visible");
  });

  it("allows 1 edit up to 4 letters, 2 up to 8, then 3", () => {
    expect(nearestWord("dras", ["draw"])).toBe("draw");
    expect(nearestWord("drxx", ["draw"])).toBeUndefined();
    expect(nearestWord("ravxx", ["raven"])).toBe("raven");
    expect(nearestWord("modifxxr", ["modifier"])).toBe("modifier");
    expect(nearestWord("modifxxx", ["modifier"])).toBeUndefined();
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
