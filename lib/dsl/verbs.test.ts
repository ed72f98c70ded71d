import { describe, expect, it } from "vitest";
import { KEYWORDS } from "./keywords";
import { LASTING_CATEGORIES, ONE_SHOT_CATEGORIES } from "./placement";
import { referenceEntry } from "./reference";
import {
  ANY_PLAYER_VERBS,
  THIRD_PERSON_WORDS,
  VERBS,
  VERB_WORDS,
  verbCategories,
  verbOf,
} from "./verbs";

describe("the verb table", () => {
  it("names keywords and reference entries only", () => {
    for (const word of [...VERB_WORDS, ...THIRD_PERSON_WORDS]) expect(KEYWORDS).toContain(word);
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

  it("lets other players draw, discard and skip only", () =>
    expect(ANY_PLAYER_VERBS).toEqual(["draw", "discard", "skip"]));

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
