import { describe, expect, it } from "vitest";
import { plural, wordList } from "./phrases";

describe("wordList", () => {
  it("joins with commas and the conjunction before the last", () => {
    expect(wordList([])).toBe("");
    expect(wordList(["Ada"])).toBe("Ada");
    expect(wordList(["Ada", "Bo"])).toBe("Ada and Bo");
    expect(wordList(["Ada", "Bo", "Cy"])).toBe("Ada, Bo and Cy");
    expect(wordList(["tide", "key", "moon"], "or")).toBe("tide, key or moon");
  });
});

describe("plural", () => {
  it("counts in the singular for one and the plural otherwise", () => {
    expect(plural(1, "card")).toBe("1 card");
    expect(plural(0, "card")).toBe("0 cards");
    expect(plural(2, "family", "families")).toBe("2 families");
  });
});
