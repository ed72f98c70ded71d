import { describe, expect, it } from "vitest";
import { clippedSegment, lattice } from "./segments";

const BOX = { x: 0, y: 0, width: 10, height: 10 };

describe("clippedSegment", () => {
  it("keeps the part of a segment inside the rectangle", () => {
    expect(clippedSegment(-5, 5, 15, 5, BOX)).toBe("M0 5L10 5");
    expect(clippedSegment(20, 20, 30, 30, BOX)).toBe("");
  });

  it("leaves out the parts inside holes, one piece per gap", () => {
    const hole = { x: 4, y: 0, width: 2, height: 10 };
    expect(clippedSegment(-5, 5, 15, 5, BOX, [hole])).toBe("M0 5L4 5M6 5L10 5");
    const left = { x: -1, y: 4, width: 3, height: 2 };
    expect(clippedSegment(-5, 5, 15, 5, BOX, [hole, left])).toBe("M2 5L4 5M6 5L10 5");
    expect(clippedSegment(-5, 5, 15, 5, BOX, [{ x: -1, y: -1, width: 12, height: 12 }])).toBe("");
  });
});

describe("lattice", () => {
  it("draws nothing inside a hole", () => {
    const r = { x: 0, y: 0, width: 30, height: 40 };
    const hole = { x: 10, y: 10, width: 10, height: 10 };
    const whole = lattice(r, 3, 30);
    const holed = lattice(r, 3, 30, [hole]);
    const length = (d: string) =>
      [...d.matchAll(/M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)/g)].reduce(
        (sum, [, x1, y1, x2, y2]) =>
          sum + Math.hypot(Number(x2) - Number(x1), Number(y2) - Number(y1)),
        0,
      );
    expect(length(holed)).toBeLessThan(length(whole) - 50);
    for (const [, x1, y1, x2, y2] of holed.matchAll(/M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)/g)) {
      const mx = (Number(x1) + Number(x2)) / 2;
      const my = (Number(y1) + Number(y2)) / 2;
      const inside = mx > 10 && mx < 20 && my > 10 && my < 20;
      expect(inside).toBe(false);
    }
  });
});
