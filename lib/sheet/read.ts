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

/** The longest name of a linked file (schemas/set.schema.json `sheet.file` says the same). */
export const MAX_SHEET_FILE_NAME = 120;

/**
 * The characters of a linked file's name: letters of any language (and their accents), digits,
 * spaces and . _ , ( ) ' & + -. The schema's `sheet.file` pattern is this same class.
 */
const NAME_CHAR = /^[\p{L}\p{M}\p{N} ._,()'&+-]$/u;

/**
 * Why `name` cannot be a linked sheet's file in the set's folder, in the link form's words, or
 * undefined when it can: no folder (no / or \\), not hidden (no leading dot), no `..`, only the
 * characters above, a .csv, .tsv or .xlsx extension, at most 120 characters. The one rule: the
 * link form, lib/store (before any read or write) and the schema's `sheet.file` pattern agree.
 */
export function sheetFileNameProblem(name: string): string | undefined {
  if (name === "") return "write the name of a CSV, TSV or XLSX file in the set's folder";
  if (/[\\/]/.test(name))
    return `'${name}' is not a file name of the set's folder: write only its name, e.g. cards.csv`;
  if (name.startsWith("."))
    return `'${name}' starts with a dot, which hides a file: name one such as cards.csv`;
  if (name.includes(".."))
    return `'${name}' has '..' in it: a linked file's name has single dots only, e.g. cards.v2.csv`;
  if (!/\.(csv|tsv|xlsx)$/i.test(name))
    return `'${name}' is not a CSV, TSV or XLSX file: name one ending .csv, .tsv or .xlsx`;
  const chars = [...name];
  if (chars.length > MAX_SHEET_FILE_NAME)
    return `'${name}' is ${chars.length} characters long: a linked file's name has at most ${MAX_SHEET_FILE_NAME} — rename the file`;
  const bad = [...new Set(chars.filter((c) => !NAME_CHAR.test(c)))];
  if (bad.length > 0) {
    const shown = bad.map((c) => (c === "\t" ? "a tab" : `'${c}'`)).join(", ");
    return `'${name}' has ${shown} in it: a linked file's name may have letters, digits, spaces and . _ , ( ) ' & + - — rename the file`;
  }
  return undefined;
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
