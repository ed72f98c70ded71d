import { describe, expect, it } from "vitest";
import { didYouMean, levenshtein, nearestWord } from "./suggest";

describe("levenshtein", () => {
  const cases = [
    { description: "equal words", input: ["raven", "raven"], expected: 0 },
    { description: "one substitution", input: ["raven", "raben"], expected: 1 },
    { description: "one deletion", input: ["modifier", "modifer"], expected: 1 },
    { description: "transposition counts two", input: ["name", "nmae"], expected: 2 },
    { description: "from empty", input: ["", "abc"], expected: 3 },
    { description: "to empty", input: ["abc", ""], expected: 3 },
    { description: "unrelated", input: ["kitten", "sitting"], expected: 3 },
  ] as const;
  for (const { description, input, expected } of cases) {
    it(description, () => expect(levenshtein(input[0], input[1])).toBe(expected));
  }

  it("stops early past max and returns max + 1", () => {
    expect(levenshtein("abcdefgh", "zzzzzzzz", 2)).toBe(3);
    expect(levenshtein("a", "abcdef", 2)).toBe(3);
  });
});

describe("nearestWord", () => {
  const words = ["modifier", "event", "character", "untimely-death"];

  it("suggests the nearest word within 2 edits", () => {
    expect(nearestWord("modifer", words)).toBe("modifier");
    expect(nearestWord("evnt", words)).toBe("event");
  });

  it("is case-insensitive", () => expect(nearestWord("EVENT", words)).toBe("event"));

  it("suggests nothing beyond 2 edits", () => expect(nearestWord("story", words)).toBeUndefined());

  it("never suggests the word itself", () =>
    expect(nearestWord("event", ["event"])).toBeUndefined());

  it("breaks ties by candidate order", () =>
    expect(nearestWord("cat", ["bat", "hat"])).toBe("bat"));

  it("formats a did-you-mean clause", () => {
    expect(didYouMean("ravn", ["raven", "rose"])).toBe(" — did you mean 'raven'?");
    expect(didYouMean("zzz", ["raven"])).toBe("");
  });
});
