import { describe, expect, it } from "vitest";
import { cardLabel } from "./card-label";

describe("cardLabel", () => {
  it("names a card by its name as it reads now", () => {
    expect(cardLabel("Drowned Lantern", "new-modifier-4")).toBe("card “Drowned Lantern”");
    expect(cardLabel("  Two\n lines\t ", "x")).toBe("card “Two lines”");
  });

  it("shortens a long name", () => {
    expect(cardLabel("A".repeat(100), "x")).toBe(`card “${"A".repeat(59)}…”`);
  });

  it("falls back to a readable id, then to the card's place", () => {
    expect(cardLabel("   ", "drowned-lantern")).toBe("card 'drowned-lantern'");
    expect(cardLabel(undefined, 42, 2)).toBe("card #3");
    expect(cardLabel(7, undefined)).toBe("a card");
  });
});
