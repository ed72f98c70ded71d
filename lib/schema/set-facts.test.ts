import { describe, expect, it } from "vitest";
import cardSchema from "../../schemas/card.schema.json";
import exportSchema from "../../schemas/export-options.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";
import {
  ART_POSITION_LIMITS,
  MAX_ART_NAME,
  MAX_CARD_SIDE,
  LANGUAGE_TAG_PATTERN,
  MAX_ICON_SVG,
  MAX_SET_NAME,
  PRINT_LIMITS,
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

  it("reads the art position's and the print options' ranges from their schemas", () => {
    const art = cardSchema.properties.artPosition.properties;
    expect(ART_POSITION_LIMITS.zoom).toEqual({
      minimum: art.zoom.minimum,
      maximum: art.zoom.maximum,
    });
    expect(ART_POSITION_LIMITS.x).toEqual({ minimum: 0, maximum: 1 });
    const print = exportSchema.properties;
    expect(PRINT_LIMITS.dpi).toEqual({ minimum: print.dpi.minimum, maximum: print.dpi.maximum });
    expect(PRINT_LIMITS.offsetY).toEqual({
      minimum: print.offset.properties.y.minimum,
      maximum: print.offset.properties.y.maximum,
    });
  });

  it("reads a frame's longest side and an art file's longest name", () => {
    expect(MAX_CARD_SIDE).toBe(frameSchema.properties.width.maximum);
    expect(MAX_ART_NAME).toBe(setSchema.$defs.artFile.maxLength);
  });
});
