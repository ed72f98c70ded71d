import { describe, expect, it } from "vitest";
import { fnv1a } from "./hash";

describe("fnv1a", () => {
  it("gives FNV-1a's published 32-bit values", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });

  it("starts from another offset for an independent second hash", () => {
    expect(fnv1a("foobar", 0x050c5d1f)).not.toBe(fnv1a("foobar"));
    expect(fnv1a("", 0x050c5d1f)).toBe(0x050c5d1f);
  });
});
