import { describe, expect, it } from "vitest";
import { isSlug, MAX_ID_LENGTH, slugify, uniqueId } from "./ids";

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

describe("uniqueId", () => {
  it("is the name's slug while it is free, then counts up from 2", () => {
    expect(uniqueId("Lady Ada's Set!", [], "set")).toBe("lady-ada-s-set");
    expect(uniqueId("Raven", ["raven"], "icon")).toBe("raven-2");
    expect(uniqueId("Raven", new Set(["raven", "raven-2"]), "icon")).toBe("raven-3");
  });

  it("falls back when the name has no letter or digit, and counts up from the fallback too", () => {
    expect(uniqueId("!!!", [], "card")).toBe("card");
    expect(uniqueId("", ["family"], "family")).toBe("family-2");
  });

  it("takes a test for ids reserved beyond a list", () => {
    const reserved = (id: string) => id === "vellum-modifier" || id === "vellum-modifier-2";
    expect(uniqueId("Vellum modifier", reserved, "frame")).toBe("vellum-modifier-3");
  });

  it("keeps a long name's slug whole while free, and cuts it so a suffix fits", () => {
    const long = "word ".repeat(30);
    const first = uniqueId(long, [], "card");
    expect(first.length).toBe(MAX_ID_LENGTH);
    const second = uniqueId(long, [first], "card");
    expect(second.length).toBeLessThanOrEqual(MAX_ID_LENGTH);
    expect(isSlug(second)).toBe(true);
    expect(second).toMatch(/-2$/);
  });
});
