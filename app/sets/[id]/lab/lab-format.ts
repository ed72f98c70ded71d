/** How the lab writes numbers. */

/** A rate as a percentage with one decimal, "–" for none. */
export const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? "–" : `${(100 * x).toFixed(1)}%`;

/** A difference of rates in percentage points, signed. */
export const points = (x: number | null | undefined): string =>
  x === null || x === undefined ? "–" : `${x >= 0 ? "+" : "−"}${Math.abs(100 * x).toFixed(1)} pts`;

/** A number with `digits` decimals (a real minus sign, as everywhere in the app), "–" for none. */
export function fixed(x: number | null | undefined, digits = 1): string {
  if (x === null || x === undefined) return "–";
  const text = x.toFixed(digits);
  return text.replace(/^-/, Number(text) === 0 ? "" : "\u2212");
}

/** A kept report's time, short and local. */
export const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
