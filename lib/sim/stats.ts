/** Statistics of the report: Wilson score intervals and distributions of whole numbers. */
import { EMPTY_DISTRIBUTION } from "./readable";
import type { Distribution } from "./types";

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The 95% Wilson score interval of `wins` successes in `n` trials ([0, 1] when n is 0): unlike
 * the normal approximation it stays inside [0, 1] and behaves for rates near 0 or 1.
 */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At 0 or n successes the bound is exactly 0 or 1 (rounding would leave 1e-16 off).
  return [wins <= 0 ? 0 : Math.max(0, centre - half), wins >= n ? 1 : Math.min(1, centre + half)];
}

/** Most bins of a histogram. */
const MAX_BINS = 12;

/**
 * Mean, median, 10th/90th percentiles (nearest rank), range and a histogram of equal-width
 * bins, from counts by value (all `null` and no bins without values).
 */
export function distribution(counts: Readonly<Record<string, number>>): Distribution {
  const values = Object.entries(counts)
    .map(([v, c]) => [Number(v), c] as const)
    .filter(([, c]) => c > 0)
    .sort((a, b) => a[0] - b[0]);
  const count = values.reduce((s, [, c]) => s + c, 0);
  if (count === 0) return { ...EMPTY_DISTRIBUTION, histogram: [] };
  const rank = (p: number): number => {
    const target = Math.max(1, Math.ceil(p * count));
    let seen = 0;
    for (const [v, c] of values) {
      seen += c;
      if (seen >= target) return v;
    }
    return values[values.length - 1]![0];
  };
  const min = values[0]![0];
  const max = values[values.length - 1]![0];
  const width = Math.max(1, Math.ceil((max - min + 1) / MAX_BINS));
  const histogram: Distribution["histogram"] = [];
  for (let from = min; from <= max; from += width) {
    const to = from + width - 1;
    histogram.push({
      from,
      to,
      count: values.reduce((s, [v, c]) => (v >= from && v <= to ? s + c : s), 0),
    });
  }
  const mean = values.reduce((s, [v, c]) => s + v * c, 0) / count;
  return {
    count,
    mean,
    median: rank(0.5),
    p10: rank(0.1),
    p90: rank(0.9),
    min,
    max,
    meanCi95: meanInterval(values, count, mean),
    histogram,
  };
}

/**
 * The 95% interval of a mean from exact counts (value, times): mean ± 1.96 · s / √n, with s the
 * sample standard deviation; `null` with fewer than two values. Game lengths are sums of many
 * turns and a report holds hundreds of games or more, so the normal approximation holds.
 */
function meanInterval(
  values: readonly (readonly [number, number])[],
  count: number,
  mean: number,
): [number, number] | null {
  if (count < 2) return null;
  const squares = values.reduce((s, [v, c]) => s + c * (v - mean) ** 2, 0);
  const half = (Z95 * Math.sqrt(squares / (count - 1))) / Math.sqrt(count);
  return [mean - half, mean + half];
}

/**
 * A 95% interval of the difference of two rates, `wins1 / n1 − wins2 / n2` (Newcombe's hybrid
 * score method, from each rate's Wilson interval): `null` when either side has no trials. The
 * sweep's interval of a card's impact (win rate when held − when not).
 */
export function differenceInterval(
  wins1: number,
  n1: number,
  wins2: number,
  n2: number,
): [number, number] | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const p1 = wins1 / n1;
  const p2 = wins2 / n2;
  const [l1, u1] = wilson(wins1, n1);
  const [l2, u2] = wilson(wins2, n2);
  const d = p1 - p2;
  return [d - Math.hypot(p1 - l1, u2 - p2), d + Math.hypot(u1 - p1, p2 - l2)];
}
