/** How the lab writes numbers. */

/** A rate as a percentage with one decimal, "–" for none. */
export const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? "–" : `${(100 * x).toFixed(1)}%`;

/** A difference of rates in percentage points, signed. */
export const points = (x: number | null | undefined): string =>
  x === null || x === undefined ? "–" : `${x >= 0 ? "+" : "−"}${Math.abs(100 * x).toFixed(1)} pts`;

/** A number with `digits` decimals, "–" for none. */
export const fixed = (x: number | null | undefined, digits = 1): string =>
  x === null || x === undefined ? "–" : x.toFixed(digits);

/** A kept report's time, short and local. */
export const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
