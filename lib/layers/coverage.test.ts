import { describe, expect, it } from "vitest";
import { COVERAGE_THRESHOLD, coveredFraction, isCovered } from "./coverage";

const target = { x: 10, y: 10, width: 10, height: 10 };

describe("coveredFraction (exact union of rectangles)", () => {
  it("nothing above covers nothing", () => {
    expect(coveredFraction(target, [])).toBe(0);
  });

  it("a containing rectangle covers all", () => {
    expect(coveredFraction(target, [{ x: 0, y: 0, width: 63, height: 88 }])).toBe(1);
  });

  it("touching edges cover nothing", () => {
    expect(coveredFraction(target, [{ x: 20, y: 10, width: 5, height: 10 }])).toBe(0);
    expect(coveredFraction(target, [{ x: 10, y: 0, width: 10, height: 10 }])).toBe(0);
  });

  it("a partial overlap covers its share", () => {
    expect(coveredFraction(target, [{ x: 5, y: 5, width: 10, height: 10 }])).toBe(0.25);
  });

  it("overlapping occluders are not counted twice", () => {
    const left = { x: 10, y: 10, width: 6, height: 10 };
    const middle = { x: 14, y: 10, width: 2, height: 10 };
    expect(coveredFraction(target, [left, left, middle])).toBeCloseTo(0.6, 12);
  });

  it("occluders tiling the element together cover all of it", () => {
    const quarters = [
      { x: 10, y: 10, width: 5, height: 5 },
      { x: 15, y: 10, width: 5, height: 5 },
      { x: 10, y: 15, width: 5, height: 5 },
      { x: 15, y: 15, width: 5, height: 5 },
    ];
    expect(coveredFraction(target, quarters)).toBe(1);
    expect(coveredFraction(target, quarters.slice(1))).toBe(0.75);
  });

  it("an L of crossing strips: union area by inclusion–exclusion", () => {
    const row = { x: 0, y: 12, width: 63, height: 2 }; // 10 × 2 inside
    const col = { x: 17, y: 0, width: 3, height: 88 }; // 3 × 10 inside
    expect(coveredFraction(target, [row, col])).toBeCloseTo((20 + 30 - 6) / 100, 12);
  });

  it("many scattered occluders (beyond the insertion-sort size)", () => {
    const strips = Array.from({ length: 40 }, (_, i) => ({
      x: 10 + i * 0.25,
      y: 10,
      width: 0.125,
      height: 10,
    }));
    expect(coveredFraction(target, strips)).toBeCloseTo(0.5, 12);
  });

  it("a zero-area element is covered only when contained", () => {
    const line = { x: 10, y: 10, width: 0, height: 5 };
    expect(coveredFraction(line, [{ x: 0, y: 0, width: 20, height: 20 }])).toBe(1);
    expect(coveredFraction(line, [{ x: 0, y: 0, width: 20, height: 12 }])).toBe(0);
  });
});

describe("the threshold", () => {
  it("is a half, and exactly half is covered", () => {
    expect(COVERAGE_THRESHOLD).toBe(0.5);
    expect(isCovered(0.5)).toBe(true);
    expect(isCovered(0.49)).toBe(false);
    expect(isCovered(0.51)).toBe(true);
  });

  it("tolerates float rounding just under a half", () => {
    // 0.1-mm steps do not add up exactly in binary.
    const f = coveredFraction({ x: 0, y: 0, width: 0.3, height: 1 }, [
      { x: 0, y: 0, width: 0.1, height: 1 },
      { x: 0.1, y: 0, width: 0.05, height: 1 },
    ]);
    expect(isCovered(f)).toBe(true);
  });
});

describe("coveredFraction against a brute-force count (seeded)", () => {
  // On integer coordinates the union's area is exactly the number of unit cells covered.
  function lcg(seed: number): () => number {
    let s = seed >>> 0;
    return () => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }

  it.each([1, 2, 3, 42, 1234])("seed %i: 200 random cases agree", (seed) => {
    const rnd = lcg(seed);
    const int = (n: number) => Math.floor(rnd() * n);
    for (let c = 0; c < 200; c++) {
      const t = { x: int(10), y: int(10), width: 1 + int(10), height: 1 + int(10) };
      const rects = Array.from({ length: int(12) }, () => ({
        x: int(20),
        y: int(20),
        width: 1 + int(8),
        height: 1 + int(8),
      }));
      let cells = 0;
      for (let x = t.x; x < t.x + t.width; x++) {
        for (let y = t.y; y < t.y + t.height; y++) {
          const hit = rects.some(
            (r) => r.x <= x && x < r.x + r.width && r.y <= y && y < r.y + r.height,
          );
          if (hit) cells++;
        }
      }
      expect(coveredFraction(t, rects)).toBeCloseTo(cells / (t.width * t.height), 12);
    }
  });
});
