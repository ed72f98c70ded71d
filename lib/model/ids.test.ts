import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./ids";

describe("isSlug", () => {
  it.each(["a", "raven", "lost-a-wager-2", "x".repeat(64)])("accepts %s", (id) => {
    expect(isSlug(id)).toBe(true);
  });
  it.each([
    "",
    "A",
    "-a",
    "a-",
    "a--b",
    "../x",
    "a/b",
    "a.b",
    "%2e%2e",
    " a",
    "x".repeat(65),
    7,
    null,
  ])("refuses %j", (id) => {
    expect(isSlug(id)).toBe(false);
  });
});

describe("slugify", () => {
  it.each([
    ["Lady Ada Vane!", "lady-ada-vane"],
    ["Crème Brûlée", "creme-brulee"],
    ["  --Was Waltzed Off the Pier--  ", "was-waltzed-off-the-pier"],
    ["../../etc/passwd", "etc-passwd"],
    ["!!!", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
    if (slug) expect(isSlug(slug)).toBe(true);
  });
  it("never ends in a hyphen after truncation", () => {
    const s = slugify("a".repeat(63) + " b");
    expect(s).toBe("a".repeat(63));
  });
});
