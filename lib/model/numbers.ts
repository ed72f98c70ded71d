/**
 * A signed figure as the app writes it everywhere (point circles, x-ray, badges, the log, the
 * engine's reasons, stack expectations): "+5", "−10" with a real minus sign (U+2212), "0".
 */
export function signedNumber(value: number): string {
  return value === 0 ? "0" : value > 0 ? `+${value}` : `\u2212${-value}`;
}

/** A whole-number range, both ends included. */
export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

/** What a point slot may print (schemas/card.schema.json `pointSlot`; a test holds them equal). */
export const POINT_RANGE: WholeRange = Object.freeze({ min: -99, max: 99 });

/** How many copies of a card a deck may hold (card.schema.json `copies`). */
export const COPIES_RANGE: WholeRange = Object.freeze({ min: 1, max: 99 });

/** Whether `value` is a whole number inside `range` (never NaN, never Infinity). */
export function isWholeIn(value: unknown, range: WholeRange): value is number {
  return (
    typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max
  );
}

/** Whether `value` is a point value a card can print: a whole number of `POINT_RANGE`. */
export function isPointValue(value: unknown): value is number {
  return isWholeIn(value, POINT_RANGE);
}
