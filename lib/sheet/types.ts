/**
 * The types of lib/sheet: a set's cards as a table of text cells — the designer's card grid, the
 * clipboard's TSV, a linked CSV/TSV/XLSX file or URL — and how such a table changes the cards.
 * One column model (columns.ts) serves them all.
 */
import type { Card, Diagnostic, Range, VellumSet } from "../model";

/** What editor a column's cells take in the grid, and how its values read. */
export type ColumnKind =
  | "id"
  | "type"
  | "name"
  | "family"
  | "count"
  | "point"
  | "icon"
  | "boolean"
  | "text"
  | "effect"
  | "art"
  | "frame"
  | "back";

/**
 * A card column: its header (the CSV's, `points.1`, `name@fr`), how a card reads as a cell and how
 * a cell changes a card. Cells are plain text, never formulas (see `escapeFormula`).
 */
export interface CardColumn {
  header: string;
  kind: ColumnKind;
  /** The words a person reads above it in the grid ("Points 1", "Name (fr)"). */
  label: string;
  /** Free text, escaped against formula injection when written to a file. */
  text: boolean;
  /** The cell for `card` (before escaping). */
  format(card: Card): string;
  /** Applies an (unescaped) cell to a draft `card`; answers why the cell is refused, if it is. */
  apply(card: Card, value: string): string | undefined;
  /**
   * What the set says of a cell `apply` took (an icon, family, frame or back the set has, a
   * number inside the schema's range, an id no other card has): why it is refused, if it is.
   * `cardId` is the id of the card the cell belongs to. Absent: every value `apply` takes is fine.
   */
  check?(set: VellumSet, value: string, cardId: string): string | undefined;
}

/** One row of a read sheet: its line (1-based, the header is line 1) and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
  /** Where each cell is in the text read (CSV and TSV), to point a problem at it. */
  ranges?: Range[];
  /**
   * A push: the line of the sheet's row this row was made from; an XLSX keeps that row's cells
   * in the columns that are not card columns (formulas, styles).
   */
  source?: number;
}

/**
 * A sheet read from any format, every cell as text: CSV and TSV as written; XLSX cells by their
 * value (a formula's cached result, never evaluated), numbers in their shortest form.
 */
export interface SheetTable {
  headers: string[];
  rows: SheetRow[];
  /** Where each header is in the text read (CSV and TSV). */
  headerRanges?: Range[];
  /**
   * A push: for each header, whether it is a card column (written) or not (an XLSX keeps the
   * source row's cell there). Absent: every column is written.
   */
  cardColumns?: boolean[];
}

/** Where a problem of a sheet is: a row (its line) and, when it is one cell's, its column. */
export interface SheetPlace {
  line: number;
  /** 0-based index into the sheet's headers. */
  column?: number;
  /** Spreadsheet name of the cell ("F3") or of the row ("row 3"). */
  name: string;
}

/** A problem of a sheet with its place (a diagnostic whose range, for CSV, is in the text). */
export interface SheetProblem {
  diagnostic: Diagnostic;
  place?: SheetPlace;
}

/**
 * How a sheet's headers read as card columns: for each header, the card column's header it
 * stands for, or null when it is ignored. Headers that are card columns map to themselves; the
 * others come from the set's saved mapping (`SheetLink.mapping`) or are `unmatched`.
 */
export interface HeaderMapping {
  byIndex: (string | null)[];
  /** Headers that match no card column and are not in the saved mapping: the dialog asks. */
  unmatched: { index: number; header: string; suggestion?: string }[];
}

/** One changed field of a card in a pull: the column's header, the cell now and in the sheet. */
export interface FieldChange {
  column: string;
  before: string;
  after: string;
}

/** What applying a sheet would change, shown before anything changes. */
export interface SheetDiff {
  added: Card[];
  changed: { id: string; name: string; fields: FieldChange[]; card: Card }[];
  /** Cards of the set with no row in the sheet: removed only when the person says so. */
  removed: Card[];
  unchanged: number;
  /** Problems per row and cell; rows with an error are not in the diff until resolved or skipped. */
  problems: SheetProblem[];
  /** Lines of rows that had an error and are left out. */
  skipped: number[];
  /** The sheet line of each added or changed card, by card id (for the words of the diff). */
  lines?: Record<string, number>;
}

/** What a pull applies: the diff, and whether the cards without a row go. */
export interface DiffChoice {
  removeMissing: boolean;
}

/** A block edit of the grid: rows by card id (in the grid's order), columns by header. */
export interface CellEdit {
  cardId: string;
  column: string;
  value: string;
}

/** A cell the grid did not change, with the reason in the designer's words. */
export interface CellRefusal extends CellEdit {
  reason: string;
}

/** The outcome of a block edit: the new set (the same object when nothing changed) and refusals. */
export interface CellsOutcome {
  set: VellumSet;
  applied: number;
  refused: CellRefusal[];
}
