/**
 * The set document as set.json text: the one serialisation the designer saves, compares and
 * keeps aside, so "saved" means the same bytes everywhere.
 */
import type { VellumSet } from "@/lib/model";

/** A set as the designer writes it: two-space JSON and a final newline (the store's own form). */
export function serializeSet(set: VellumSet): string {
  return JSON.stringify(set, null, 2) + "\n";
}

/** Whether two set texts hold the same JSON value (formatting aside). */
export function sameContent(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}
