import { describe, expect, it } from "vitest";
import setSchema from "../../schemas/set.schema.json";
import {
  LANGUAGE_TAG_PATTERN,
  MAX_ICON_SVG,
  MAX_SET_NAME,
  RULE_LIMITS,
  ruleSchema,
  schemaDescription,
  VERSION_PATTERN,
} from "./set-facts";

describe("the set schema's facts", () => {
  it("reads each numeric rules option's range from the schema", () => {
    const props = setSchema.$defs.rulesOptions.properties;
    for (const [key, limits] of Object.entries(RULE_LIMITS)) {
      const node = props[key as keyof typeof props] as { minimum: number; maximum: number };
      expect(limits).toEqual({ minimum: node.minimum, maximum: node.maximum });
    }
    // The new-game form once allowed ten plays per turn where the schema caps five.
    expect(RULE_LIMITS.playsPerTurn.maximum).toBe(5);
  });

  it("compiles the schema's patterns and reads its lengths", () => {
    expect(LANGUAGE_TAG_PATTERN.test("de-AT")).toBe(true);
    expect(LANGUAGE_TAG_PATTERN.test("DE")).toBe(false);
    expect(VERSION_PATTERN.test("0.2.1-beta")).toBe(true);
    expect(VERSION_PATTERN.test("1.0")).toBe(false);
    expect(MAX_SET_NAME).toBe(setSchema.properties.name.maxLength);
    expect(MAX_ICON_SVG).toBe(setSchema.$defs.storyIcon.properties.svg.maxLength);
  });

  it("gives descriptions for people, without the JSON editor's code marks", () => {
    expect(schemaDescription(["properties", "languages"])).toMatch(/^Other languages/);
    expect(schemaDescription(["properties", "languages"])).not.toContain("`");
    expect(schemaDescription(["properties", "nothing-here"])).toBeUndefined();
    expect(ruleSchema("ties").enum).toEqual(["share", "fewest-dead", "last-to-die"]);
  });
});
