import { describe, expect, it } from "vitest";
import { messageOf } from "./message-of";

describe("messageOf", () => {
  it("gives an Error's message, not its name or stack", () => {
    expect(messageOf(new TypeError("fetch failed"))).toBe("fetch failed");
  });

  it("gives any other thrown value as text", () => {
    expect(messageOf("cut off")).toBe("cut off");
    expect(messageOf(42)).toBe("42");
    expect(messageOf(undefined)).toBe("undefined");
  });
});
