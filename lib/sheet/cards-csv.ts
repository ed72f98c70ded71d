/**
 * Cards ↔ CSV for spreadsheet editing. Export writes one row per card (columns in
 * `cards-csv-columns.ts`); import merges rows into the set's cards by id: a known id updates
 * that card (only the cells that differ from its export are applied, so an export imported back
 * changes nothing), an unknown id adds a card, a row without id gets `slugify(name)` made unique,
 * and cards without a row are kept. Every bad cell is an error diagnostic at that cell. Pure.
 */
import {
  csvRecords,
  diagnostic,
  errorDiagnostic,
  escapeFormula,
  isSlug,
  linesFrom,
  serializeCsv,
  slugify,
  unescapeFormula,
  uniqueId,
} from "../model";
import type { Card, CsvCell, CsvRecord, Diagnostic, Range, VellumSet } from "../model";
import { MAX_DIAGNOSTICS, capDiagnostics } from "../schema";
import { BASE_HEADERS, cardColumns, translationHeader } from "./columns";
import type { CardColumn } from "./columns";

/**
 * The cards of `set` as CSV with CRLF line ends and translation columns for `languages`; with
 * `bom`, a leading UTF-8 BOM (Excel needs it to read accented letters right).
 */
export function cardsToCsv(set: VellumSet, languages: readonly string[], bom = false): string {
  const columns = cardColumns(languages);
  const header = ["id", ...columns.map((c) => c.header)];
  const rows = set.cards.map((card) => [
    escapeFormula(card.id),
    ...columns.map((c) => (c.text ? escapeFormula(c.format(card)) : c.format(card))),
  ]);
  return serializeCsv([header, ...rows], { bom });
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

/** Spreadsheet cell name, e.g. column index 5 on line 3 → "F3". */
export function cellName(index: number, line: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${line}`;
}

interface Header {
  columns: (CardColumn | undefined)[];
  idIndex?: number;
  nameIndex?: number;
  byHeader: Map<string, number>;
}

function readHeader(
  record: CsvRecord,
  set: VellumSet,
  source: string,
  diagnostics: Diagnostic[],
): Header {
  const known = new Map(cardColumns(set.languages ?? []).map((c) => [c.header, c]));
  const header: Header = { columns: [], byHeader: new Map() };
  record.cells.forEach((cell, index) => {
    const name = unescapeFormula(cell.value).trim();
    const at = (code: string, message: string, severity: "error" | "warning"): void => {
      diagnostics.push(diagnostic(severity, code, message, source, { range: cell.range }));
    };
    header.columns.push(undefined);
    if (name === "") {
      at(
        "csv/empty-header",
        `column ${cellName(index, 1).replace(/\d+$/, "")} has no header and is ignored`,
        "warning",
      );
      return;
    }
    if (header.byHeader.has(name)) {
      at("csv/duplicate-column", `column '${name}' appears twice — keep one of them`, "error");
      return;
    }
    header.byHeader.set(name, index);
    if (name === "id") header.idIndex = index;
    if (name === "name") header.nameIndex = index;
    const column = known.get(name);
    if (column) header.columns[index] = column;
    else if (name !== "id") at(...unknownColumn(name, set), "warning");
  });
  if (header.idIndex === undefined && header.nameIndex === undefined) {
    const message = `the CSV needs an 'id' or a 'name' column in its first row (expected columns: ${BASE_HEADERS.join(",")})`;
    diagnostics.push(
      errorDiagnostic("csv/no-key-column", message, source, { range: record.cells[0]?.range }),
    );
  }
  return header;
}

function unknownColumn(name: string, set: VellumSet): [string, string] {
  const t = translationHeader(name);
  if (t) {
    const known = (set.languages ?? []).join(", ") || "none";
    return [
      "csv/unknown-language",
      `column '${name}' is for language '${t.language}', which the set does not list in "languages" (${known}) — it is ignored`,
    ];
  }
  return ["csv/unknown-column", `column '${name}' is not a card column and is ignored`];
}

/**
 * Most cells a CSV row may have: a card CSV has 19 columns and 4 per translation language, and a
 * spreadsheet may add a few empty ones; a longer row is not a card CSV.
 */
export const MAX_CSV_CELLS = 1000;

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
  const records = csvRecords(csv, source, diagnostics, { maxCells: MAX_CSV_CELLS });
  const first = records.next();
  if (first.done) {
    if (diagnostics.length === 0) {
      const message = `the CSV is empty — it needs a header row (${BASE_HEADERS.join(",")}) and one row per card`;
      diagnostics.push(errorDiagnostic("csv/empty", message, source));
    }
    return merge;
  }
  const header = readHeader(first.value, set, source, diagnostics);
  const indexById = new Map(merge.cards.map((c, i) => [c.id, i]));
  const taken = new Set(indexById.keys());
  const rowOfId = new Map<string, number>();
  for (const record of records) {
    if (record.cells.every((c) => c.value.trim() === "")) continue;
    if (diagnostics.length >= MAX_DIAGNOSTICS) {
      const start = (record.cells[0] as CsvCell).range.start;
      const unread = linesFrom(csv, start.offset);
      merge.diagnostics = capDiagnostics(diagnostics, {
        code: "csv/too-many-problems",
        source,
        unchecked: `checking stopped after ${MAX_DIAGNOSTICS} problems: the last ${unread} line${unread === 1 ? " was" : "s were"} not read (from line ${start.line})`,
        range: { start, end: start },
      });
      return merge;
    }
    const row = new RowReader(record, header, source, diagnostics);
    if (!row.checkWidth()) continue;
    const id = row.id(taken, rowOfId);
    if (id === undefined) continue;
    taken.add(id);
    rowOfId.set(id, record.line);
    const existingIndex = indexById.get(id);
    const existing = existingIndex === undefined ? undefined : merge.cards[existingIndex];
    const card = row.apply(id, existing);
    if (!card) continue;
    const origin = { record, columns: header.byHeader };
    if (existingIndex !== undefined && existing) {
      if (JSON.stringify(card) === JSON.stringify(existing)) merge.unchanged++;
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

/** Reads one data row against the header. */
class RowReader {
  constructor(
    private readonly record: CsvRecord,
    private readonly header: Header,
    private readonly source: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  private error(code: string, message: string, range: Range | undefined): void {
    this.diagnostics.push(
      errorDiagnostic(code, message, this.source, { range: range ?? this.rowRange() }),
    );
  }

  private rowRange(): Range {
    const cells = this.record.cells;
    return {
      // The parser gives every record at least one cell.
      start: (cells[0] as CsvCell).range.start,
      end: (cells[cells.length - 1] as CsvCell).range.end,
    };
  }

  private cell(index: number | undefined): CsvCell | undefined {
    return index === undefined ? undefined : this.record.cells[index];
  }

  /** Rows must be as wide as the header (extra empty cells, as spreadsheets add, are fine). */
  checkWidth(): boolean {
    const width = this.header.columns.length;
    const cells = this.record.cells;
    if (cells.length < width) {
      const message = `line ${this.record.line} has ${cells.length} cells but the header has ${width} — a cell or a comma is missing (quote cells that contain commas)`;
      this.error("csv/row-width", message, undefined);
      return false;
    }
    const extra = cells.slice(width).find((c) => c.value.trim() !== "");
    if (extra) {
      const message = `line ${this.record.line} has more cells than the header has columns — add a header for them or quote cells that contain commas`;
      this.error("csv/row-width", message, extra.range);
      return false;
    }
    return true;
  }

  /** The row's card id: its id cell, else a unique slug of its name. */
  id(taken: ReadonlySet<string>, rowOfId: ReadonlyMap<string, number>): string | undefined {
    const idCell = this.cell(this.header.idIndex);
    const given = idCell ? unescapeFormula(idCell.value).trim() : "";
    if (given !== "") {
      if (!isSlug(given)) {
        const hint = slugify(given);
        const message = `'${given}' is not a valid card id — use lower-case letters, digits and single hyphens${hint ? ` (e.g. '${hint}')` : ""}`;
        this.error("csv/bad-id", message, idCell?.range);
        return undefined;
      }
      const line = rowOfId.get(given);
      if (line !== undefined) {
        this.error(
          "csv/duplicate-id",
          `card id '${given}' is already used on line ${line} — give each row its own id`,
          idCell?.range,
        );
        return undefined;
      }
      return given;
    }
    const nameCell = this.cell(this.header.nameIndex);
    const base = slugify(nameCell ? unescapeFormula(nameCell.value) : "");
    if (base === "") {
      this.error(
        "csv/no-id",
        "the row has no id and no name to make one from — fill in the id or the name",
        idCell?.range ?? nameCell?.range,
      );
      return undefined;
    }
    return uniqueId(base, taken, "card");
  }

  /** The card after applying the row's cells to `existing` (or to a new card). */
  apply(id: string, existing: Card | undefined): Card | undefined {
    // A new card starts with empty type and name (not yet a valid Card), so that every cell
    // that differs from an empty export is applied, and a missing one is caught below.
    const base: Card = existing ?? ({ id, type: "", name: "" } as unknown as Card);
    const card: Card = structuredClone(base);
    let ok = true;
    this.header.columns.forEach((column, index) => {
      const cell = this.record.cells[index];
      if (!column || !cell) return;
      const value = column.text ? unescapeFormula(cell.value) : stripQuote(cell.value);
      if (value === column.format(base)) return;
      const problem = column.apply(card, value);
      if (problem) {
        this.error(
          "csv/bad-cell",
          `cell ${cellName(index, this.record.line)} (${column.header}): ${problem}`,
          cell.range,
        );
        ok = false;
      }
    });
    if (!existing && ok) {
      for (const [field, message] of [
        ["type", "a new card needs a type"],
        ["name", "a new card needs a name"],
      ] as const) {
        if (card[field] !== "") continue;
        const cell = this.cell(this.header.byHeader.get(field));
        this.error(
          "csv/missing-cell",
          `card '${id}': ${message} — fill in the '${field}' cell`,
          cell?.range,
        );
        ok = false;
      }
    }
    return ok ? card : undefined;
  }
}

/** Number cells never carry the formula guard, but a spreadsheet user may type one: drop it. */
function stripQuote(cell: string): string {
  return /^'[+-]?[\d.]/.test(cell) ? cell.slice(1) : cell;
}
