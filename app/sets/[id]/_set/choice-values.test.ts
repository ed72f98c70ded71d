import { describe, expect, it } from "vitest";
import { CLEAR, fromChoice, toChoice } from "./choice-values";

describe("choice values", () => {
  it("turns nothing chosen into a key and back", () => {
    for (const v of ["", null, undefined]) expect(toChoice(v)).toBe(CLEAR);
    expect(fromChoice(CLEAR)).toBe("");
  });
  it("keeps an id as it is", () => {
    expect(fromChoice(toChoice("raven"))).toBe("raven");
  });
});
