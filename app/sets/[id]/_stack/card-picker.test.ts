import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/model";
import { slotsSummary } from "./card-picker";

describe("slotsSummary", () => {
  it("says a card's points and icons, leaving out a point it cannot print", () => {
    const card = (points: Card["points"]): Card => ({
      id: "c",
      type: "modifier",
      name: "C",
      points,
      icons: [null, "key", null],
    });
    expect(slotsSummary(card([-10, null, "blank"]))).toBe("−10 top · blank bottom · key middle");
    expect(slotsSummary(card([1000, Number.NaN, 5]))).toBe("+5 bottom · key middle");
  });
});
