import { describe, expect, it } from "vitest";
import { LASTING_CATEGORIES, ONE_SHOT_CATEGORIES } from "./placement";
import { referenceEntry } from "./reference";
import { ANY_PLAYER_VERBS, VERBS, VERB_WORDS, verbCategories, verbOf } from "./verbs";

describe("the verb table", () => {
  // NOTE: the keyword list takes its verbs from this table (keywords.ts), so they are keywords.
  it("names reference entries only", () => {
    for (const word of VERB_WORDS)
      expect(referenceEntry(VERBS[word]!.construct), word).toBeDefined();
  });

  it("reads both forms of a verb", () => {
    expect(verbOf("draws")).toBe("draw");
    expect(verbOf("searches")).toBe("search");
    expect(verbOf("allow")).toBe("allow");
    expect(verbOf("allows")).toBeUndefined();
    expect(verbOf("constructor")).toBeUndefined();
  });

  it("lets other players draw, discard, skip, pass, give and gain free plays only", () =>
    expect([...ANY_PLAYER_VERBS].sort()).toEqual([
      "discard",
      "draw",
      "gain",
      "give",
      "pass",
      "skip",
    ]));

  it("places each verb where its operations may stand", () => {
    expect([...verbCategories("draw")].sort()).toEqual(
      [...ONE_SHOT_CATEGORIES, ...LASTING_CATEGORIES].sort(),
    );
    expect(verbCategories("allow")).toEqual(LASTING_CATEGORIES);
    expect(verbCategories("no")).toEqual(LASTING_CATEGORIES);
    expect(verbCategories("cancel")).toEqual(["response"]);
    expect(verbCategories("kill")).toEqual(ONE_SHOT_CATEGORIES);
  });
});
