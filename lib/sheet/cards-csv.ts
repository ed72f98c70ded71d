/**
 * Cards ↔ CSV for spreadsheet editing. Export writes one row per card (the columns of
 * `columns.ts`); import merges rows into the set's cards through the one row reader a linked
 * sheet's difference uses too (rows.ts): a known id updates that card (only the cells that
 * differ from its export are applied, so an export imported back changes nothing), an unknown id
 * adds a card, a row without id gets `slugify(name)` made unique, and cards without a row are
 * kept. Every bad cell is an error diagnostic at that cell. Pure.
 */
import { errorDiagnostic, linesFrom } from "../model";
import type { Card, CsvRecord, Diagnostic, Range, VellumSet } from "../model";
import { MAX_DIAGNOSTICS, capDiagnostics } from "../schema";
import { BASE_HEADERS } from "./columns";
import { mapHeaders } from "./mapping";
import { delimitedRows } from "./read";
import { RowReader, rowLayout } from "./rows";
import type { RowLayout } from "./rows";
import type { SheetRow } from "./types";
import { exportTable, tableToDelimited } from "./write";

export { cellName } from "./rows";
export { MAX_CSV_CELLS } from "./read";

/**
 * The cards of `set` as CSV with CRLF line ends and translation columns for `languages`; with
 * `bom`, a leading UTF-8 BOM (Excel needs it to read accented letters right).
 */
export function cardsToCsv(set: VellumSet, languages: readonly string[], bom = false): string {
  return tableToDelimited(exportTable(set, languages), ",", bom);
}

/** Where a merged card came from, to point validation errors at its cells. */
export interface CardOrigin {
  record: CsvRecord;
  /** Cell index by header. */
  columns: ReadonlyMap<string, number>;
}

/** The outcome of merging a CSV into a set's cards. */
export interface CardsMerge {
  cards: Card[];
  added: number;
  updated: number;
  unchanged: number;
  /** Errors (nothing may be saved then) and warnings. */
  diagnostics: Diagnostic[];
  /** The row each card came from, by index in `cards`. */
  origins: Map<number, CardOrigin>;
}

/**
 * The layout of the CSV's header row: its headers read as the sheet's are (`mapHeaders`: card
 * columns in any case or by label), unknown ones warned of and ignored.
 */
function readHeader(
  header: SheetRow,
  set: VellumSet,
  source: string,
  diagnostics: Diagnostic[],
): RowLayout {
  const table = { headers: header.cells, headerRanges: header.ranges };
  const mapping = mapHeaders(header.cells, set);
  return rowLayout(table, mapping, set, source, (p) => diagnostics.push(p.diagnostic));
}

/**
 * Merges CSV rows into `set.cards`; see the file comment. Rows are read one at a time: once
 * MAX_DIAGNOSTICS problems are found the rest of the CSV is not even parsed (a CSV of a million
 * bad rows answers at once, with a few hundred problems), and the last diagnostic says how many
 * lines were left unread.
 */
export function mergeCardsCsv(set: VellumSet, csv: string, source: string): CardsMerge {
  const diagnostics: Diagnostic[] = [];
  const merge: CardsMerge = {
    cards: [...set.cards],
    added: 0,
    updated: 0,
    unchanged: 0,
    diagnostics,
    origins: new Map(),
  };
  const rows = delimitedRows(csv, source, ",", diagnostics);
  const first = rows.next();
  if (first.done) {
    if (diagnostics.length === 0) {
      const message = `the CSV is empty — it needs a header row (${BASE_HEADERS.join(",")}) and one row per card`;
      diagnostics.push(errorDiagnostic("csv/empty", message, source));
    }
    return merge;
  }
  const layout = readHeader(first.value, set, source, diagnostics);
  // Rows without id are new cards, unless the CSV has no id column at all (then names find cards).
  const reader = new RowReader(set, layout, source, (p) => diagnostics.push(p.diagnostic), {
    strictWidth: true,
    findByName: layout.idIndex === undefined,
  });
  for (const row of rows) {
    if (diagnostics.length >= MAX_DIAGNOSTICS) {
      const start = (row.ranges?.[0] as Range).start;
      const unread = linesFrom(csv, start.offset);
      merge.diagnostics = capDiagnostics(diagnostics, {
        code: "csv/too-many-problems",
        source,
        unchecked: `checking stopped after ${MAX_DIAGNOSTICS} problems: the last ${unread} line${unread === 1 ? " was" : "s were"} not read (from line ${start.line})`,
        range: { start, end: start },
      });
      return merge;
    }
    const read = reader.read(row);
    if (!read) continue;
    const { card, existingIndex } = read;
    const origin: CardOrigin = { record: recordOf(row), columns: layout.byHeader };
    const existing = existingIndex === undefined ? undefined : merge.cards[existingIndex];
    if (existingIndex !== undefined && existing) {
      if (card === existing || JSON.stringify(card) === JSON.stringify(existing)) merge.unchanged++;
      else merge.updated++;
      merge.cards[existingIndex] = card;
      merge.origins.set(existingIndex, origin);
    } else {
      merge.origins.set(merge.cards.length, origin);
      merge.cards.push(card);
      merge.added++;
    }
  }
  // A header of many unknown columns can still give more than the cap.
  merge.diagnostics = capDiagnostics(diagnostics, { code: "csv/too-many-problems", source });
  return merge;
}

/** A read row as the CSV record it was (cells with their ranges). */
function recordOf(row: SheetRow): CsvRecord {
  const ranges = row.ranges ?? [];
  return {
    line: row.line,
    cells: row.cells.map((value, i) => ({ value, range: ranges[i] as Range })),
  };
}
