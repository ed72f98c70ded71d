import { describe, expect, it } from "vitest";
import { artBox } from "./art";

const WINDOW = { x: 15, y: 13, width: 33, height: 33 };

describe("art position in its window", () => {
  it("fills the window without a position, and at zoom 1 wherever it points", () => {
    expect(artBox(WINDOW, undefined)).toEqual(WINDOW);
    expect(artBox(WINDOW, { x: 0, y: 1, zoom: 1 })).toEqual(WINDOW);
  });

  it("enlarges by zoom and shows the chosen part of the enlarged picture", () => {
    expect(artBox(WINDOW, { x: 0.5, y: 0.5, zoom: 2 })).toEqual({
      x: 15 - 16.5,
      y: 13 - 16.5,
      width: 66,
      height: 66,
    });
    // x 0: the picture's left edge on the window's left edge; y 1: bottom edge on bottom edge.
    const box = artBox(WINDOW, { x: 0, y: 1, zoom: 2 });
    expect(box.x).toBe(15);
    expect(box.y + box.height).toBe(13 + 33);
  });

  it("clamps values out of range so the window is always covered", () => {
    expect(artBox(WINDOW, { x: -3, y: 9, zoom: 0.2 })).toEqual(WINDOW);
    expect(artBox(WINDOW, { x: Number.NaN, y: 0.5, zoom: 20 }).width).toBe(33 * 8);
  });
});
