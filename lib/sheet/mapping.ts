/** Which card column each header of a sheet stands for (exact, then the set's saved mapping). */
import { nearestWord, setWords } from "../model";
import type { VellumSet } from "../model";
import { gridColumns } from "./columns";
import type { HeaderMapping } from "./types";

/** A header as compared: no case, no spaces, dots, hyphens, underscores, brackets or `@`. */
function folded(header: string): string {
  return header.toLowerCase().replace(/[\s._\-()@]/g, "");
}

/**
 * Words a spreadsheet often heads a card column with, folded (see {@link folded}), by the column
 * they stand for; a slot's number follows them ("Pts 1", "Icon2"). They only suggest: a header
 * found here is still asked about once in the mapping dialog, since "Count" or "Text" in someone
 * else's sheet may mean something else.
 */
const ALIASES: Readonly<Record<string, string>> = {
  cardname: "name",
  title: "name",
  cardtype: "type",
  kind: "type",
  cardid: "id",
  key: "id",
  slug: "id",
  pt: "points",
  pts: "points",
  point: "points",
  value: "points",
  ico: "icons",
  icon: "icons",
  symbol: "icons",
  story: "icons",
  storyicon: "icons",
  qty: "copies",
  quantity: "copies",
  count: "copies",
  number: "copies",
  copy: "copies",
  rules: "text",
  rulestext: "text",
  cardtext: "text",
  ability: "text",
  flavour: "flavor",
  flavourtext: "flavor",
  flavortext: "flavor",
  quote: "flavor",
  script: "effect",
  dsl: "effect",
  image: "art",
  picture: "art",
  artwork: "art",
  illustration: "art",
  template: "frame",
  cardback: "back",
  reminder: "reminder",
  persists: "persistent",
  lasting: "persistent",
};

/** The card column an alias of a header suggests (`Pts 1` → `points.1`), if any. */
function aliasColumn(
  header: string,
  familyWord: string,
  known: ReadonlySet<string>,
): string | undefined {
  const f = folded(header);
  const m = /^(.*?)([123])$/.exec(f);
  const [base, slot] = m ? [m[1]!, m[2]!] : [f, undefined];
  const word = base === folded(familyWord) ? "family" : ALIASES[base];
  if (word === undefined) return undefined;
  const column = (word === "points" || word === "icons") && slot ? `${word}.${slot}` : word;
  return known.has(column) ? column : undefined;
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
      const entry: HeaderMapping["unmatched"][number] = { index, header: raw };
      const alias = aliasColumn(header, setWords(set).familyWord, known);
      const suggestion =
        alias ??
        nearestWord(header, [...columns.map((c) => c.header), ...columns.map((c) => c.label)]);
      const column = columns.find((c) => c.header === suggestion || c.label === suggestion);
      if (column) entry.suggestion = column.header;
      mapping.unmatched.push(entry);
    }
  });
  return mapping;
}
