/** Which card column each header of a sheet stands for (exact, then the set's saved mapping). */
import { nearestWord } from "../model";
import type { VellumSet } from "../model";
import { gridColumns } from "./columns";
import type { HeaderMapping } from "./types";

/** A header as compared: no case, no spaces, dots, hyphens, underscores, brackets or `@`. */
function folded(header: string): string {
  return header.toLowerCase().replace(/[\s._\-()@]/g, "");
}

/**
 * The mapping of `headers`: a header that is a card column's header (trimmed, in any case, or
 * its label: "Name", "Points 1", "points1", "Name (fr)") stands for it; then `saved` (the set's
 * `sheet.mapping`: a card column's header, or null for an ignored column); the rest are
 * `unmatched`, with the nearest card column as a suggestion.
 */
export function mapHeaders(
  headers: readonly string[],
  set: VellumSet,
  saved?: Readonly<Record<string, string | null>>,
): HeaderMapping {
  const columns = gridColumns(set.languages ?? []);
  const byFolded = new Map<string, string>();
  for (const c of columns) {
    byFolded.set(folded(c.header), c.header);
    if (!byFolded.has(folded(c.label))) byFolded.set(folded(c.label), c.header);
  }
  const known = new Set(columns.map((c) => c.header));
  const mapping: HeaderMapping = { byIndex: [], unmatched: [] };
  headers.forEach((raw, index) => {
    const header = raw.trim();
    const own = known.has(header) ? header : byFolded.get(folded(header));
    const kept = saved?.[raw] !== undefined ? saved[raw] : saved?.[header];
    if (own !== undefined && header !== "") {
      mapping.byIndex.push(own);
    } else if (kept === null || (kept !== undefined && known.has(kept))) {
      mapping.byIndex.push(kept);
    } else {
      mapping.byIndex.push(null);
      if (header === "") return;
      const suggestion = nearestWord(header, [
        ...columns.map((c) => c.header),
        ...columns.map((c) => c.label),
      ]);
      const entry: HeaderMapping["unmatched"][number] = { index, header: raw };
      const column = columns.find((c) => c.header === suggestion || c.label === suggestion);
      if (column) entry.suggestion = column.header;
      mapping.unmatched.push(entry);
    }
  });
  return mapping;
}
