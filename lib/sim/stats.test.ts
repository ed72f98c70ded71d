import { describe, expect, it } from "vitest";
import { distribution, wilson } from "./stats";

describe("wilson", () => {
  it("matches published 95% intervals", () => {
    // 81 of 263 (Wilson 1927 / Newcombe 1998 example): 0.2553–0.3662.
    const [lo, hi] = wilson(81, 263);
    expect(lo).toBeCloseTo(0.2553, 3);
    expect(hi).toBeCloseTo(0.3662, 3);
  });

  it("stays inside [0, 1] at the edges and is [0, 1] with no trials", () => {
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe("distribution", () => {
  it("gives mean, nearest-rank percentiles and equal-width bins", () => {
    const d = distribution({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1 });
    expect(d).toMatchObject({ count: 10, mean: 5.5, median: 5, p10: 1, p90: 9, min: 1, max: 10 });
    expect(d.histogram).toHaveLength(10);
    expect(d.histogram.reduce((s, b) => s + b.count, 0)).toBe(10);
    const wide = distribution({ 10: 3, 40: 1, 100: 2 });
    expect(wide.histogram.length).toBeLessThanOrEqual(12);
    expect(wide.histogram[0]).toEqual({ from: 10, to: 17, count: 3 });
    expect(wide.median).toBe(10);
  });

  it("is empty without values", () => {
    expect(distribution({})).toMatchObject({ count: 0, histogram: [] });
  });

  it("gives the mean's 95% interval from the exact values, none with fewer than two", () => {
    // Values 10, 10, 20, 20: mean 15, s = √(100 / 3), half-width 1.96 · s / 2.
    const d = distribution({ 10: 2, 20: 2 });
    const half = (1.959963984540054 * Math.sqrt(100 / 3)) / 2;
    expect(d.meanCi95![0]).toBeCloseTo(15 - half, 10);
    expect(d.meanCi95![1]).toBeCloseTo(15 + half, 10);
    expect(distribution({ 7: 1 }).meanCi95).toBeNull();
    expect(distribution({}).meanCi95).toBeNull();
    expect(distribution({ 12: 40 }).meanCi95).toEqual([12, 12]);
  });
});
