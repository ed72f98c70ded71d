/**
 * The form's "nothing chosen" in a kit Select: a Select's option needs a non-empty key, so an
 * absent value (no family, default frame, a clear slot) is this word, which no id can be (ids
 * are slugs).
 */

/** The key of the "nothing chosen" option. */
export const CLEAR = "~none";

/** A value (empty or absent when nothing is chosen) as a Select key. */
export function toChoice(value: string | null | undefined): string {
  return value === undefined || value === null || value === "" ? CLEAR : value;
}

/** A Select key as the value: "" when nothing is chosen. */
export function fromChoice(key: string): string {
  return key === CLEAR ? "" : key;
}
