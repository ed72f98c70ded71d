import { describe, expect, it } from "vitest";
import { checkCardSide, checkField, dragBox, nudgeBox, snapBox, snapTargets } from "./region-drag";

const SLOT = { x: 3, y: 23, width: 10, height: 10 };
const CARD = { width: 63, height: 88 };

describe("region gestures", () => {
  it("moves a region by its body, keeping its size, never left of or above the card", () => {
    expect(dragBox(SLOT, "move", 2.04, -1.96)).toEqual({ x: 5, y: 21, width: 10, height: 10 });
    expect(dragBox(SLOT, "move", -10, -30)).toEqual({ x: 0, y: 0, width: 10, height: 10 });
    // Past the right edge is allowed: the frame check reports it.
    expect(dragBox(SLOT, "move", 60, 0).x).toBe(63);
  });

  it("resizes by a handle, moving only that handle's edges, never below 0.5 mm", () => {
    expect(dragBox(SLOT, "se", 2, 3)).toEqual({ x: 3, y: 23, width: 12, height: 13 });
    expect(dragBox(SLOT, "nw", 1, 1)).toEqual({ x: 4, y: 24, width: 9, height: 9 });
    expect(dragBox(SLOT, "w", 20, 0)).toEqual({ x: 12.5, y: 23, width: 0.5, height: 10 });
    expect(dragBox(SLOT, "n", 0, -50)).toEqual({ x: 3, y: 0, width: 10, height: 33 });
    expect(dragBox(SLOT, "e", -20, 0).width).toBe(0.5);
  });

  it("nudges 0.1 mm, 1 mm with Shift, and resizes with Alt", () => {
    const key = (k: string, shiftKey = false, altKey = false) => ({ key: k, shiftKey, altKey });
    expect(nudgeBox(SLOT, key("ArrowRight"))).toEqual({ ...SLOT, x: 3.1 });
    expect(nudgeBox(SLOT, key("ArrowUp", true))).toEqual({ ...SLOT, y: 22 });
    expect(nudgeBox(SLOT, key("ArrowDown", false, true))).toEqual({ ...SLOT, height: 10.1 });
    expect(nudgeBox(SLOT, key("Enter"))).toBeUndefined();
  });

  it("snaps a moved region's nearest edge to another region's edge, and says where", () => {
    const targets = snapTargets([SLOT, { x: 15, y: 13, width: 33, height: 33 }], 0, CARD);
    const moved = dragBox(SLOT, "move", 1.6, 0); // right edge at 14.6, near the portrait's 15
    expect(snapBox(moved, "move", targets)).toEqual({
      box: { x: 5, y: 23, width: 10, height: 10 },
      guides: { x: 15 },
    });
    // A resize snaps only the edge its handle moves.
    const wider = dragBox(SLOT, "e", 1.7, 0);
    expect(snapBox(wider, "e", targets).box).toEqual({ x: 3, y: 23, width: 12, height: 10 });
    expect(snapBox(dragBox(SLOT, "move", 6, 0), "move", targets).guides).toEqual({});
  });

  it("refuses typed values that give no size or leave the card, naming the field", () => {
    expect(checkField("width", 0, SLOT, CARD)).toBe(
      "Width must be more than 0 mm (a region needs a size)",
    );
    expect(checkField("height", -2, SLOT, CARD)).toBe(
      "Height must be more than 0 mm (a region needs a size)",
    );
    expect(checkField("x", -1, SLOT, CARD)).toBe(
      "X must be 0 mm or more: the region would start off the card",
    );
    expect(checkField("x", 60, SLOT, CARD)).toBe(
      "X 60 mm takes the region off the card — keep x + width ≤ 63 mm",
    );
    expect(checkField("height", 70, SLOT, CARD)).toBe(
      "Height 70 mm takes the region off the card — keep y + height ≤ 88 mm",
    );
    expect(checkField("width", Number.NaN, SLOT, CARD)).toBe("Width needs a number of millimetres");
    expect(checkField("y", 78, SLOT, CARD)).toBeUndefined();
  });
});

describe("card size", () => {
  it("refuses a size of 0 or less, or over 300 mm, naming the field", () => {
    expect(checkCardSide("Card width", -5)).toBe("Card width must be more than 0 mm");
    expect(checkCardSide("Card height", 301)).toBe("Card height may be at most 300 mm");
    expect(checkCardSide("Card height", 120)).toBeUndefined();
  });
});
