/**
 * Point and icon slots as the form shows and reads them: a number, "blank" (opaque) or empty
 * (clear film). Text that is neither is kept as typed so the schema names the problem.
 */
import type { PointSlot } from "@/lib/model";

/** A point slot as form text. */
export function pointText(slot: PointSlot | undefined): string {
  if (slot === null || slot === undefined) return "";
  return String(slot);
}

/** Form text as a point slot (a typographic minus reads as minus). */
export function parsePoint(text: string): PointSlot | string {
  const t = text.trim().replace(/[\u2212\u2013]/g, "-");
  if (t === "") return null;
  if (t.toLowerCase() === "blank") return "blank";
  if (/^[+-]?\d+$/.test(t)) return Number(t);
  return text;
}
