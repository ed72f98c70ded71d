/**
 * The one way a sheet's rows become cards, shared by the cards CSV import (`mergeCardsCsv`) and a
 * linked sheet's difference (`sheetDiff`): which card column each sheet column is (the layout),
 * the row's card id (its id cell, else its name), and the card the row makes from the set's own
 * (each cell through its column's `apply` and the set-aware `check`). Every problem is reported
 * with its place (line, column, cell name); a row with an error makes no card.
 */
import { diagnostic, isSlug, slugify, unescapeFormula, uniqueId, wordList } from "../model";
import type { Card, Range, Severity, VellumSet } from "../model";
import { applyCell, cellValue, gridColumns, translationHeader } from "./columns";
import type { CardColumn, HeaderMapping, SheetProblem, SheetRow, SheetTable } from "./types";

/** Spreadsheet cell name, e.g. column index 5 on line 3 → "F3". */
export function cellName(index: number, line: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${line}`;
}

/** A column's letters ("F"). */
export function columnLetters(index: number): string {
  return cellName(index, 1).replace(/\d+$/, "");
}

/** How a sheet's columns read as card columns. */
export interface RowLayout {
  /** The card column of each sheet column (the id column and ignored ones undefined). */
  columns: (CardColumn | undefined)[];
  idIndex?: number;
  nameIndex?: number;
  /** Sheet column index by card column header (the first, when two stand for one). */
  byHeader: Map<string, number>;
  /** How many columns the header row has. */
  width: number;
}

/** Reports a problem of the sheet. */
export type ReportProblem = (problem: SheetProblem) => void;

/** A problem at a row (and a cell of it) of a sheet. */
export function rowProblem(
  severity: Severity,
  code: string,
  message: string,
  source: string,
  row: Pick<SheetRow, "line" | "ranges">,
  index?: number,
): SheetProblem {
  const range = rangeOf(row, index);
  return {
    diagnostic: diagnostic(severity, code, message, source, { range }),
    place:
      index === undefined
        ? { line: row.line, name: `row ${row.line}` }
        : { line: row.line, column: index, name: cellName(index, row.line) },
  };
}

/** Where a cell (or the row) is in the text read; without ranges, its line. */
function rangeOf(row: Pick<SheetRow, "line" | "ranges">, index?: number): Range {
  const ranges = row.ranges ?? [];
  const cell = index === undefined ? undefined : ranges[index];
  if (cell) return cell;
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (first && last) return { start: first.start, end: last.end };
  const at = { line: row.line, column: (index ?? 0) + 1, offset: 0 };
  return { start: at, end: at };
}

/**
 * The layout of a sheet's header row read through `mapping` (`byIndex`: the card column header
 * of each sheet column, or null). Two columns standing for one card column is an error at the
 * second (it is ignored); an unmatched header is a warning (its column is ignored).
 */
export function rowLayout(
  table: Pick<SheetTable, "headers" | "headerRanges">,
  mapping: HeaderMapping,
  set: VellumSet,
  source: string,
  report: ReportProblem,
): RowLayout {
  const known = new Map(gridColumns(set.languages ?? []).map((c) => [c.header, c]));
  const layout: RowLayout = { columns: [], byHeader: new Map(), width: table.headers.length };
  const header = { line: 1, ranges: table.headerRanges };
  const unmatched = new Map(mapping.unmatched.map((u) => [u.index, u]));
  table.headers.forEach((raw, index) => {
    layout.columns.push(undefined);
    const target = mapping.byIndex[index] ?? null;
    const problem = (severity: Severity, code: string, message: string): void =>
      report(rowProblem(severity, code, message, source, header, index));
    if (target === null) {
      const name = raw.trim();
      const u = unmatched.get(index);
      if (name === "") {
        problem(
          "warning",
          "csv/empty-header",
          `column ${columnLetters(index)} has no header and is ignored`,
        );
      } else if (u) {
        problem("warning", ...unknownColumn(name, set, u.suggestion));
      }
      return;
    }
    const first = layout.byHeader.get(target);
    if (first !== undefined) {
      const earlier = table.headers[first]?.trim() ?? "";
      const message =
        earlier === raw.trim()
          ? `column '${earlier}' appears twice — keep one of them`
          : `columns '${earlier}' (${columnLetters(first)}) and '${raw.trim()}' (${columnLetters(index)}) both stand for '${target}' — keep one of them`;
      problem("error", "csv/duplicate-column", message);
      return;
    }
    layout.byHeader.set(target, index);
    if (target === "id") layout.idIndex = index;
    else layout.columns[index] = known.get(target);
    if (target === "name") layout.nameIndex = index;
  });
  if (layout.idIndex === undefined && layout.nameIndex === undefined) {
    report(
      rowProblem(
        "error",
        "csv/no-key-column",
        "the sheet needs an 'id' or a 'name' column in its first row (id, type, name, family, copies, points.1, …)",
        source,
        { line: 1, ranges: table.headerRanges?.slice(0, 1) },
      ),
    );
  }
  return layout;
}

function unknownColumn(
  name: string,
  set: VellumSet,
  suggestion: string | undefined,
): [string, string] {
  const t = translationHeader(name);
  if (t) {
    const known = (set.languages ?? []).join(", ") || "none";
    return [
      "csv/unknown-language",
      `column '${name}' is for language '${t.language}', which the set does not list in "languages" (${known}) — it is ignored`,
    ];
  }
  const hint = suggestion ? ` — did you mean '${suggestion}'?` : "";
  return ["csv/unknown-column", `column '${name}' is not a card column and is ignored${hint}`];
}

/** The card a row makes, and the set's card it replaces (by index in `set.cards`). */
export interface RowCard {
  id: string;
  card: Card;
  existingIndex?: number;
}

/** How a `RowReader` reads its sheet. */
export interface RowReaderOptions {
  /** Text sheets: a row shorter than the header lost a delimiter (XLSX rows may be ragged). */
  strictWidth: boolean;
  /** A row without id is the set's card of its name, when there is one no row claimed. */
  findByName: boolean;
}

/**
 * Reads a sheet's data rows into cards, one at a time, against the set they would change: a
 * known id updates that card (only the cells that differ from how it reads are applied), an
 * unknown id adds a card. A row without id gets a unique slug of its name, unless
 * `findByName` and its name finds a card no other row has claimed: the card whose id is the
 * name's slug, else the card of that name.
 */
export class RowReader {
  private readonly indexById: Map<string, number>;
  private readonly taken: Set<string>;
  /** The line of the row that claimed each id. */
  readonly lineOfId = new Map<string, number>();
  private readonly byName = new Map<string, number[]>();

  constructor(
    private readonly set: VellumSet,
    private readonly layout: RowLayout,
    private readonly source: string,
    private readonly report: ReportProblem,
    private readonly options: RowReaderOptions,
  ) {
    this.indexById = new Map(set.cards.map((c, i) => [c.id, i]));
    this.taken = new Set(this.indexById.keys());
    if (options.findByName) {
      set.cards.forEach((c, i) => {
        const list = this.byName.get(c.name) ?? [];
        list.push(i);
        this.byName.set(c.name, list);
      });
    }
  }

  /** Set while `claim` reads a row's id: its own problems are already told. */
  private quiet = false;

  private error(row: SheetRow, code: string, message: string, index?: number): void {
    if (this.quiet) return;
    this.report(rowProblem("error", code, message, this.source, row, index));
  }

  /**
   * Claims the card a row stands for (by its id cell, else its name, as `read` finds it) without
   * reading its cells: a row left out because a cell could not be read still names its card, so
   * that card is not missing from the sheet and no later row takes it. Reports nothing; answers
   * the id, or undefined when the row names no card.
   */
  claim(row: SheetRow): string | undefined {
    this.quiet = true;
    try {
      const id = this.id(row);
      if (id === undefined) return undefined;
      this.taken.add(id);
      this.lineOfId.set(id, row.line);
      return id;
    } finally {
      this.quiet = false;
    }
  }

  /** The row's card, or undefined when the row has an error (reported). */
  read(row: SheetRow): RowCard | undefined {
    if (!this.checkWidth(row)) return undefined;
    const id = this.id(row);
    if (id === undefined) return undefined;
    this.taken.add(id);
    this.lineOfId.set(id, row.line);
    const existingIndex = this.indexById.get(id);
    const existing = existingIndex === undefined ? undefined : this.set.cards[existingIndex];
    const card = this.apply(row, id, existing);
    if (!card) return undefined;
    return existingIndex === undefined ? { id, card } : { id, card, existingIndex };
  }

  /** Text rows must be as wide as the header (extra empty cells, as spreadsheets add, are fine). */
  private checkWidth(row: SheetRow): boolean {
    const width = this.layout.width;
    if (row.cells.length < width) {
      if (!this.options.strictWidth) return true;
      const message = `line ${row.line} has ${row.cells.length} cells but the header has ${width} — a cell or a comma is missing (quote cells that contain commas)`;
      this.error(row, "csv/row-width", message);
      return false;
    }
    const extra = row.cells.findIndex((c, i) => i >= width && c.trim() !== "");
    if (extra >= 0) {
      const message = `line ${row.line} has more cells than the header has columns — add a header for them or quote cells that contain commas`;
      this.error(row, "csv/row-width", message, extra);
      return false;
    }
    return true;
  }

  private cell(row: SheetRow, index: number | undefined): string | undefined {
    return index === undefined ? undefined : row.cells[index];
  }

  /** The row's card id: its id cell, else its name's (see the class comment). */
  private id(row: SheetRow): string | undefined {
    const { idIndex, nameIndex } = this.layout;
    const raw = this.cell(row, idIndex);
    const given = raw === undefined ? "" : unescapeFormula(raw).trim();
    if (given !== "") {
      if (!isSlug(given)) {
        const hint = slugify(given);
        const message = `'${given}' is not a valid card id — use lower-case letters, digits and single hyphens${hint ? ` (e.g. '${hint}')` : ""}`;
        this.error(row, "csv/bad-id", message, idIndex);
        return undefined;
      }
      const line = this.lineOfId.get(given);
      if (line !== undefined) {
        this.error(
          row,
          "csv/duplicate-id",
          `card id '${given}' is already used on line ${line} — give each row its own id`,
          idIndex,
        );
        return undefined;
      }
      return given;
    }
    const name = unescapeFormula(this.cell(row, nameIndex) ?? "");
    const base = slugify(name);
    if (base === "") {
      this.error(
        row,
        "csv/no-id",
        "the row has no id and no name to make one from — fill in the id or the name",
        idIndex ?? nameIndex,
      );
      return undefined;
    }
    if (this.options.findByName) {
      const own =
        this.unclaimed(base) ??
        (this.byName.get(name) ?? [])
          .map((i) => this.set.cards[i]?.id)
          .find((id) => id !== undefined && this.unclaimed(id) !== undefined);
      if (own !== undefined) return own;
    }
    return uniqueId(base, this.taken, "card");
  }

  /** `id` when it is a card of the set that no row has claimed yet. */
  private unclaimed(id: string): string | undefined {
    return this.indexById.has(id) && !this.lineOfId.has(id) ? id : undefined;
  }

  /** The card after applying the row's cells to `existing` (or to a new card). */
  private apply(row: SheetRow, id: string, existing: Card | undefined): Card | undefined {
    // A new card starts with empty type and name (not yet a valid Card), so that every cell
    // that differs from an empty one is applied, and a missing one is caught below.
    const base: Card = existing ?? ({ id, type: "", name: "" } as unknown as Card);
    // Copied on the first cell that differs: a row that changes nothing answers `existing` itself.
    let card: Card = existing ?? { ...base };
    let ok = true;
    this.layout.columns.forEach((column, index) => {
      // A ragged row (XLSX leaves trailing empty cells out) reads as empty cells.
      const cell = row.cells[index] ?? "";
      if (!column) return;
      const value = cellValue(column, cell);
      if (value === column.format(base)) return;
      if (card === existing) card = structuredClone(existing);
      const problem = applyCell(this.set, column, card, value, id);
      if (problem) {
        this.error(
          row,
          "csv/bad-cell",
          `cell ${cellName(index, row.line)} (${column.header}): ${problem}`,
          index,
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
        const index = this.layout.byHeader.get(field);
        this.error(
          row,
          "csv/missing-cell",
          `card '${id}': ${message} — fill in the '${field}' cell`,
          index,
        );
        ok = false;
      }
    }
    return ok ? card : undefined;
  }
}

/** The words of a list of lines ("4, 7 and 9"). */
export function linesList(lines: readonly number[]): string {
  return wordList(lines.map(String), "and");
}
