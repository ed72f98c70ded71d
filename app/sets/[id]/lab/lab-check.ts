/** The lab's check of a set before a run: the set, or its first error in words. Pure. */
import type { VellumSet } from "@/lib/model";
import { validateSetText } from "@/lib/schema";

/** The valid set of `text`, or the first error (with where it is) as a sentence. */
export function setForRun(text: string): VellumSet | string {
  const checked = validateSetText(text, "set.json");
  if (checked.set) return checked.set;
  const first = checked.diagnostics.find((d) => d.severity === "error");
  if (!first) return "the set is not valid";
  const where = first.pointer ? ` (at ${first.pointer})` : ` (line ${first.range.start.line})`;
  return `the set has errors; the first: ${first.message}${where}`;
}
