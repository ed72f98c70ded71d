import { describe, expect, it } from "vitest";
import irSchema from "../../schemas/effect-ir.schema.json";
import setSchema from "../../schemas/set.schema.json";
import { CARD_TYPE_WORDS, CARD_TYPES, cardTypeCount, cardTypeWithArticle } from "./card-types";

describe("card types", () => {
  it("are the schemas' enums, in the same order (the schemas are the contract for files)", () => {
    expect(setSchema.$defs.cardType.enum).toEqual([...CARD_TYPES]);
    expect(irSchema.$defs.cardType.enum).toEqual([...CARD_TYPES]);
  });

  it("read with plurals and articles", () => {
    expect(CARD_TYPE_WORDS.story.many).toBe("stories");
    expect(CARD_TYPE_WORDS["untimely-death"].many).toBe("untimely deaths");
    expect(cardTypeWithArticle("event")).toBe("an event");
    expect(cardTypeWithArticle("untimely-death")).toBe("an untimely death");
    expect(cardTypeWithArticle("modifier")).toBe("a modifier");
  });

  it("count in the singular for one and the plural otherwise", () => {
    expect(cardTypeCount(1, "character")).toBe("1 character");
    expect(cardTypeCount(15, "character")).toBe("15 characters");
    expect(cardTypeCount(0, "story")).toBe("0 stories");
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(CARD_TYPES)).toBe(true);
    expect(Object.isFrozen(CARD_TYPE_WORDS.event)).toBe(true);
  });
});
