import { describe, expect, it } from "vitest";
import { signedNumber } from "./numbers";

describe("signedNumber", () => {
  it("writes a plus, a real minus sign (U+2212) or a bare zero", () => {
    expect(signedNumber(5)).toBe("+5");
    expect(signedNumber(-10)).toBe("\u221210");
    expect(signedNumber(0)).toBe("0");
    expect(signedNumber(-0)).toBe("0");
  });
});
