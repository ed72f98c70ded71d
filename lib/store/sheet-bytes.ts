/**
 * A linked sheet's bytes ↔ lib/sheet's `SheetTable`: CSV and TSV decoded strictly (lib/schema
 * `decodeText`: a BOM dropped, a byte that is not UTF-8 refused at its place) and read by
 * lib/sheet's `readDelimited`; XLSX through exceljs, each cell as the text it shows (a formula's
 * saved result, never evaluated). No file system here: the app runs these in a worker thread
 * (app/_server/sheet-off-thread.ts), the CLI and tests in process.
 */
import ExcelJS from "exceljs";
import type { CellValue, Style, Workbook, Worksheet } from "exceljs";
import type { Diagnostic, Result } from "../model";
import { err, errorDiagnostic, messageOf, ok } from "../model";
import { decodeText } from "../schema";
import { cellName, readDelimited, tableToDelimited } from "../sheet";
import type { SheetFormat, SheetRow, SheetTable } from "../sheet";
import { readZipDirectory } from "./zip-reader";

/** The refusal codes of a linked sheet (app/_api/contracts.ts gives each its HTTP status). */
export type SheetErrorCode =
  | "sheet/bad-link"
  | "sheet/not-found"
  | "sheet/unreachable"
  | "sheet/not-csv"
  | "sheet/too-large"
  | "sheet/unreadable"
  | "sheet/read-only"
  | "sheet/changed";

/** Why a linked sheet could not be read or written: a value, never thrown. */
export interface SheetError {
  code: SheetErrorCode;
  message: string;
  diagnostics?: Diagnostic[];
  /** `sheet/not-found` of a linked file not written yet (not of a missing set). */
  missingFile?: true;
}

/** A sheet's bytes read as a table, with the problems of its cells. */
export interface ParsedSheet {
  table: SheetTable;
  /** Cells that could not be read (text that is not CSV, a formula without a saved value…). */
  diagnostics: Diagnostic[];
  /** XLSX: the workbook's worksheet names; `worksheet` is the one read. */
  worksheets?: string[];
  worksheet?: string;
}

/** What a parse is asked: the bytes, their format, a name for messages, the XLSX worksheet. */
export interface SheetParseJob {
  bytes: Uint8Array;
  format: SheetFormat;
  /** The file name or URL, as diagnostics name it. */
  source: string;
  worksheet?: string;
}

/** What an encode is asked: the table, the format, the file's bytes now (if any), the worksheet. */
export interface SheetEncodeJob {
  table: SheetTable;
  format: SheetFormat;
  source: string;
  existing?: Uint8Array;
  worksheet?: string;
}

/**
 * The most a workbook's parts may declare unpacked: a workbook of 2,000 cards unpacks to a few
 * megabytes; a zip bomb posing as one would take the thread's memory.
 */
export const MAX_XLSX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** The worksheet a new workbook gets when the link names none. */
export const NEW_WORKSHEET = "Cards";

export const sheetError = (
  code: SheetErrorCode,
  message: string,
  diagnostics?: Diagnostic[],
): SheetError => ({ code, message, ...(diagnostics ? { diagnostics } : {}) });

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** Whether `bytes` start with a UTF-8 byte order mark (Excel's CSVs do; a push keeps it). */
export function hasUtf8Bom(bytes: Uint8Array | undefined): boolean {
  return !!bytes && UTF8_BOM.every((b, i) => bytes[i] === b);
}

/** The bytes of a linked sheet as a table (see the file comment). */
export async function parseSheet(job: SheetParseJob): Promise<Result<ParsedSheet, SheetError>> {
  if (job.format !== "xlsx") {
    const text = decodeText(job.bytes, job.source);
    if (!text.ok) {
      return err(sheetError("sheet/unreadable", text.error.message, [text.error]));
    }
    const read = readDelimited(text.value, job.source, job.format === "tsv" ? "\t" : ",");
    return ok({ table: read.table, diagnostics: read.diagnostics });
  }
  const book = await loadWorkbook(job.bytes, job.source);
  if (!book.ok) return book;
  const names = book.value.worksheets.map((w) => w.name);
  const sheet = pickWorksheet(book.value, job.worksheet);
  if (!sheet) {
    const message = job.worksheet
      ? `${job.source} has no worksheet '${job.worksheet}' (it has ${names.map((n) => `'${n}'`).join(", ") || "none"}) — choose one of its worksheets in the link`
      : `${job.source} has no worksheet — add one with the cards' headers in its first row`;
    return err(sheetError("sheet/unreadable", message));
  }
  return ok({ ...worksheetTable(sheet, job.source), worksheets: names, worksheet: sheet.name });
}

async function loadWorkbook(
  bytes: Uint8Array,
  source: string,
): Promise<Result<Workbook, SheetError>> {
  // The declared sizes, before exceljs unpacks anything (an archive the strict reader cannot
  // read, say Zip64, is left to exceljs to judge).
  const parts = readZipDirectory(bytes, 100_000);
  if (parts.ok && parts.value.reduce((sum, e) => sum + e.size, 0) > MAX_XLSX_UNPACKED_BYTES) {
    return err(
      sheetError(
        "sheet/too-large",
        `${source} unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / (1024 * 1024)} MiB, far more than a sheet of cards — save the cards' worksheet alone as a new workbook`,
      ),
    );
  }
  const book = new ExcelJS.Workbook();
  try {
    // NOTE: exceljs's type says Buffer (of its older @types/node); it reads any view via JSZip.
    await book.xlsx.load(Buffer.from(bytes) as unknown as Parameters<Workbook["xlsx"]["load"]>[0]);
  } catch (e) {
    return err(
      sheetError(
        "sheet/unreadable",
        `${source} is not an Excel workbook that can be read (${messageOf(e)}) — save it again as .xlsx (Excel Workbook) from your spreadsheet app`,
      ),
    );
  }
  return ok(book);
}

function pickWorksheet(book: Workbook, name: string | undefined): Worksheet | undefined {
  return name === undefined ? book.worksheets[0] : book.getWorksheet(name);
}

/** Why a cell has no text: a formula whose result was never saved, an error value. */
type CellText = { text: string } | { problem: string };

/** A date as an ISO date (`2026-03-01`), with its time only when it has one. */
function isoDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
}

/** A cell's value as the text it shows (see the file comment). */
function cellText(value: CellValue): CellText {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "string") return { text: value };
  // JavaScript's own number → string is the shortest text that reads back as the same number.
  if (typeof value === "number") return { text: String(value) };
  if (typeof value === "boolean") return { text: value ? "true" : "false" };
  if (value instanceof Date) return { text: isoDate(value) };
  if ("richText" in value) return { text: value.richText.map((r) => r.text).join("") };
  if ("formula" in value || "sharedFormula" in value) {
    const result = value.result;
    if (result === undefined) {
      return {
        problem:
          "is a formula whose value was never saved (Vellum never runs formulas) — open the file in your spreadsheet app and save it, so its values are stored",
      };
    }
    return cellText(result);
  }
  if ("error" in value) {
    return { problem: `holds the error ${value.error} — fix the cell in your spreadsheet app` };
  }
  if ("hyperlink" in value) return cellText(value.text as CellValue);
  return { text: "" };
}

/** A worksheet as a table: its first row the headers, every other row that has a cell a row. */
function worksheetTable(
  sheet: Worksheet,
  source: string,
): { table: SheetTable; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const textOf = (line: number, index: number, value: CellValue): string => {
    const read = cellText(value);
    if ("text" in read) return read.text;
    const name = cellName(index, line);
    const start = { line, column: index + 1, offset: 0 };
    diagnostics.push(
      errorDiagnostic("sheet/cell-unreadable", `cell ${name} ${read.problem}`, source, {
        range: { start, end: start },
      }),
    );
    return "";
  };
  const valuesOf = (line: number): string[] => {
    const row = sheet.getRow(line);
    const cells: string[] = [];
    // NOTE: `row.values` is 1-based and sparse.
    const values = row.values as CellValue[];
    for (let c = 1; c < values.length; c++) cells.push(textOf(line, c - 1, values[c]));
    return cells;
  };
  const headers = valuesOf(1);
  while (headers.length > 0 && headers.at(-1) === "") headers.pop();
  const rows: SheetRow[] = [];
  for (let line = 2; line <= sheet.rowCount; line++) {
    const cells = valuesOf(line).slice(0, headers.length);
    if (cells.every((c) => c === "")) continue;
    while (cells.length < headers.length) cells.push("");
    rows.push({ line, cells });
  }
  return { table: { headers, rows }, diagnostics };
}

/** A cell's text as the value an XLSX cell gets: a number when it reads back as the same text. */
function xlsxValue(text: string): string | number | null {
  if (text === "") return null;
  const n = Number(text);
  return text.trim() === text && Number.isFinite(n) && String(n) === text ? n : text;
}

/** A cell kept from the sheet as it was: its value (a formula with its result) and its style. */
interface KeptCell {
  value: CellValue;
  style: Partial<Style>;
}

/**
 * A formula's relative row references moved by `delta` rows (`C2*2` → `C3*2`), as a spreadsheet
 * moves them with the row; `$2` and text in quotes stay.
 */
function shiftFormula(formula: string, delta: number): string {
  if (delta === 0) return formula;
  return formula.replace(
    /("[^"]*")|(?<![A-Za-z0-9_.])(\$?[A-Z]{1,3})(\$?)(\d+)(?![\w(])/g,
    (all: string, quoted: string | undefined, column: string, fixed: string, row: string) =>
      quoted !== undefined || fixed === "$" ? all : `${column}${Number(row) + delta}`,
  );
}

/** A kept cell's value at a row `delta` rows from where it was. */
function movedValue(value: CellValue, delta: number): CellValue {
  if (delta === 0 || value === null || typeof value !== "object") return value;
  if ("formula" in value && typeof value.formula === "string") {
    return { ...value, formula: shiftFormula(value.formula, delta) };
  }
  if ("sharedFormula" in value) {
    // NOTE: a shared formula names its master cell, which may have moved: keep its result.
    return (value as { result?: CellValue }).result ?? null;
  }
  return value;
}

/**
 * Writes `table` into `sheet` from A1, clearing what it held beyond (its styles are kept). A row
 * made from a sheet row (`SheetRow.source`) gets only the card columns written
 * (`SheetTable.cardColumns`); its other cells — a formula, a value, a style — are the source
 * row's, kept as they were (moved with the row when rows before it were deleted).
 */
function fillWorksheet(sheet: Worksheet, table: SheetTable): void {
  const lines = [table.headers, ...table.rows.map((r) => r.cells)];
  const oldRows = sheet.rowCount;
  const oldColumns = sheet.columnCount;
  const width = Math.max(table.headers.length, oldColumns);
  const isCard = (c: number) => table.cardColumns?.[c] ?? true;
  // The cells kept, read before anything is written: a row may come from a line written above it.
  const kept = new Map<number, KeptCell[]>();
  for (const row of table.rows) {
    if (row.source === undefined || !table.cardColumns) continue;
    const from = sheet.getRow(row.source);
    const cells: KeptCell[] = [];
    for (let c = 0; c < width; c++) {
      const cell = from.getCell(c + 1);
      cells.push({ value: cell.value, style: structuredClone(cell.style ?? {}) });
    }
    kept.set(row.source, cells);
  }
  for (let r = 0; r < Math.max(lines.length, oldRows); r++) {
    const row = sheet.getRow(r + 1);
    const cells = lines[r] ?? [];
    const source = r === 0 ? undefined : table.rows[r - 1]?.source;
    const keep = source === undefined ? undefined : kept.get(source);
    for (let c = 0; c < width; c++) {
      const cell = row.getCell(c + 1);
      const old = keep && !(c < table.headers.length && isCard(c)) ? keep[c] : undefined;
      if (!old) cell.value = xlsxValue(cells[c] ?? "");
      else if (source !== r + 1) {
        cell.value = movedValue(old.value, r + 1 - (source ?? r + 1));
        cell.style = old.style;
      }
    }
  }
}

/** The bytes `table` makes in `job.format`, in place of `job.existing` (see `writeSheetLink`). */
export async function encodeSheet(job: SheetEncodeJob): Promise<Result<Uint8Array, SheetError>> {
  if (job.format !== "xlsx") {
    const text = tableToDelimited(
      job.table,
      job.format === "tsv" ? "\t" : ",",
      hasUtf8Bom(job.existing),
    );
    return ok(new TextEncoder().encode(text));
  }
  let book: Workbook;
  if (job.existing) {
    const loaded = await loadWorkbook(job.existing, job.source);
    if (!loaded.ok) return loaded;
    book = loaded.value;
  } else book = new ExcelJS.Workbook();
  const sheet =
    pickWorksheet(book, job.worksheet) ?? book.addWorksheet(job.worksheet ?? NEW_WORKSHEET);
  fillWorksheet(sheet, job.table);
  return ok(new Uint8Array(await book.xlsx.writeBuffer()));
}
