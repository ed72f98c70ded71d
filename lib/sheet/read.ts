/** Reading a sheet's text (CSV or TSV) into a table of text cells, with its problems. */
import { csvRecords, errorDiagnostic } from "../model";
import type { Diagnostic } from "../model";
import type { SheetRow, SheetTable } from "./types";

/** The formats a linked sheet may have. */
export type SheetFormat = "csv" | "tsv" | "xlsx";

/** The format a file name says (by its extension, in any case), or undefined. */
export function sheetFormatOf(name: string): SheetFormat | undefined {
  const m = /\.(csv|tsv|xlsx)$/i.exec(name.trim());
  return m?.[1] ? (m[1].toLowerCase() as SheetFormat) : undefined;
}

/**
 * Most cells a row may have: a card sheet has 20 columns and 4 per translation language, and a
 * spreadsheet may add a few empty ones; a longer row is not a sheet of cards.
 */
export const MAX_CSV_CELLS = 1000;

/**
 * The rows of CSV or TSV text one at a time, the header first, each cell with its range in the
 * text; rows of empty cells only are passed over (a spreadsheet saves them below the data).
 * Syntax errors go to `diagnostics` as their row is read.
 */
export function* delimitedRows(
  text: string,
  source: string,
  delimiter: "," | "\t",
  diagnostics: Diagnostic[],
): Generator<SheetRow, void, undefined> {
  let first = true;
  for (const record of csvRecords(text, source, diagnostics, {
    maxCells: MAX_CSV_CELLS,
    delimiter,
  })) {
    const cells = record.cells.map((c) => c.value);
    if (!first && cells.every((c) => c.trim() === "")) continue;
    first = false;
    yield { line: record.line, cells, ranges: record.cells.map((c) => c.range) };
  }
}

/**
 * The table of CSV or TSV text: its first row is the headers. Cells are as written; formula
 * guards (`'=`) are removed from text cells when the columns read them (`cellValue`).
 */
export function readDelimited(
  text: string,
  source: string,
  delimiter: "," | "\t",
): { table: SheetTable; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const rows = [...delimitedRows(text, source, delimiter, diagnostics)];
  const header = rows.shift();
  if (!header && diagnostics.length === 0) {
    const what = delimiter === "," ? "CSV" : "TSV";
    diagnostics.push(
      errorDiagnostic(
        "sheet/empty",
        `the ${what} is empty — it needs a header row (name, type, points.1, …) and one row per card`,
        source,
      ),
    );
  }
  const table: SheetTable = { headers: header?.cells ?? [], rows };
  if (header?.ranges) table.headerRanges = header.ranges;
  return { table, diagnostics };
}
