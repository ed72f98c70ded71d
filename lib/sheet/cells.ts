/**
 * The card grid's edits as pure functions of the set: a cell, many cells at once, a pasted block,
 * fill down. Each cell goes through its column's `apply` (columns.ts), so a grid edit, a paste and
 * a pulled sheet convert and refuse values the same way; a refused cell leaves its card as it was.
 */
import type { VellumSet } from "../model";
import type { CellEdit, CellsOutcome } from "./types";

/** Where a pasted block lands: the grid's rows (card ids) and columns (headers) in view order. */
export interface PasteTarget {
  rowIds: readonly string[];
  columns: readonly string[];
  /** The anchor: the first selected cell, as indexes into `rowIds` and `columns`. */
  row: number;
  column: number;
  /**
   * The selection's size: a block smaller than it is repeated to fill it (a single copied cell
   * pasted over a range fills the range, as spreadsheets do); absent, the block's own size.
   */
  rows?: number;
  columnsWide?: number;
}

/** Applies `edits`, one cell each; refusals name the cell and why. */
export function setCells(set: VellumSet, edits: readonly CellEdit[]): CellsOutcome {
  void set;
  void edits;
  throw new Error("lib/sheet setCells: contract only (helper sheet-core builds it)");
}

/** Pastes a block of text cells (TSV rows) at `target`; cells past the grid's edge are refused. */
export function pasteCells(
  set: VellumSet,
  target: PasteTarget,
  block: readonly (readonly string[])[],
): CellsOutcome {
  void set;
  void target;
  void block;
  throw new Error("lib/sheet pasteCells: contract only (helper sheet-core builds it)");
}

/** Copies each column's first selected cell into the rows below it in `rowIds`. */
export function fillDown(
  set: VellumSet,
  rowIds: readonly string[],
  columns: readonly string[],
): CellsOutcome {
  void set;
  void rowIds;
  void columns;
  throw new Error("lib/sheet fillDown: contract only (helper sheet-core builds it)");
}
