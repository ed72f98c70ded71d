/** Sorting the card-impact table. Pure. */
import type { CardRow } from "@/lib/sim";

/** The sortable columns of the card-impact table. */
export type ImpactColumn =
  | "name"
  | "type"
  | "heldBy"
  | "winRateHeld"
  | "winRateNotHeld"
  | "impact"
  | "playsPerGame"
  | "playRate"
  | "selfWorthChange";

export type SortDirection = "ascending" | "descending";

/**
 * The rows sorted by `column`: rows without a value (`null`) always last, ties by name. Text
 * columns compare by locale.
 */
export function sortCards(
  rows: readonly CardRow[],
  column: ImpactColumn,
  direction: SortDirection,
): CardRow[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null && y === null) return a.name.localeCompare(b.name);
    if (x === null) return 1;
    if (y === null) return -1;
    const c =
      typeof x === "string" && typeof y === "string" ? x.localeCompare(y) : Number(x) - Number(y);
    return c !== 0 ? sign * c : a.name.localeCompare(b.name);
  });
}
