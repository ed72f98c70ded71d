/**
 * A small benchmark harness: warm up, time each iteration with the high-resolution clock, and
 * print percentiles. Figures are printed, never asserted (STYLE.md: timing is not a test).
 */

/** Timing statistics of one benchmark, in milliseconds. */
export interface Stats {
  name: string;
  iterations: number;
  mean: number;
  p50: number;
  p99: number;
  min: number;
  max: number;
}

/** Options of {@link measure}. */
export interface MeasureOptions {
  warmup?: number;
  iterations?: number;
}

/** The `p`th percentile of `values` (nearest rank; 0 for none). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

/** Runs `fn` `warmup` times untimed, then `iterations` times timed. */
export async function measure(
  name: string,
  fn: () => unknown | Promise<unknown>,
  { warmup = 20, iterations = 200 }: MeasureOptions = {},
): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    iterations,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** Formats milliseconds with a unit that keeps 3 significant figures. */
export function formatMs(ms: number): string {
  if (ms < 0.001) return `${(ms * 1e6).toFixed(0)} ns`;
  if (ms < 1) return `${(ms * 1e3).toFixed(1)} µs`;
  if (ms < 1000) return `${ms.toFixed(2)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Prints one line of statistics, with the target when there is one. */
export function report(stats: Stats, target?: { ms: number; of: "p50" | "mean" | "p99" }): void {
  const t = target
    ? `  target ${target.of} ≤ ${formatMs(target.ms)}: ${stats[target.of] <= target.ms ? "met" : "MISSED"}`
    : "";
  console.log(
    `${stats.name.padEnd(48)} mean ${formatMs(stats.mean).padStart(10)}  p50 ${formatMs(stats.p50).padStart(10)}  p99 ${formatMs(stats.p99).padStart(10)}  (n=${stats.iterations})${t}`,
  );
}

/** Prints one line of latencies: p50, p95 and max, with the p95 target when there is one. */
export function latencyLine(name: string, values: readonly number[], targetP95?: number): void {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  const t =
    targetP95 === undefined
      ? ""
      : `  target p95 ≤ ${formatMs(targetP95)}: ${p95 <= targetP95 ? "met" : "MISSED"}`;
  console.log(
    `${name.padEnd(48)} p50 ${formatMs(p50).padStart(10)}  p95 ${formatMs(p95).padStart(10)}  max ${formatMs(Math.max(...values)).padStart(10)}  (n=${values.length})${t}`,
  );
}
