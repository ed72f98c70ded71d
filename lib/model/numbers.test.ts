import { describe, expect, it } from "vitest";
import cardSchema from "../../schemas/card.schema.json";
import { COPIES_RANGE, isPointValue, POINT_RANGE, signedNumber } from "./numbers";

describe("signedNumber", () => {
  it("writes a plus, a real minus sign (U+2212) or a bare zero", () => {
    expect(signedNumber(5)).toBe("+5");
    expect(signedNumber(-10)).toBe("\u221210");
    expect(signedNumber(0)).toBe("0");
    expect(signedNumber(-0)).toBe("0");
  });
});

describe("number ranges", () => {
  it("are the card schema's (the schema is the contract for files)", () => {
    const point = cardSchema.$defs.pointSlot.anyOf[0] as { minimum: number; maximum: number };
    expect(POINT_RANGE).toEqual({ min: point.minimum, max: point.maximum });
    const copies = cardSchema.properties.copies;
    expect(COPIES_RANGE).toEqual({ min: copies.minimum, max: copies.maximum });
  });

  it("accept whole numbers in range only", () => {
    for (const v of [-99, 0, 5, 99]) expect(isPointValue(v)).toBe(true);
    for (const v of [100, -100, 1000, 1.5, NaN, Infinity, "5", "abc", null, "blank"]) {
      expect(isPointValue(v)).toBe(false);
    }
  });
});
