/** Writing a set's cards back to a linked sheet, in that sheet's own columns. */
import type { VellumSet } from "../model";
import type { HeaderMapping, SheetTable } from "./types";

/**
 * The sheet `set`'s cards make, in the columns of `existing` (its headers, order and mapped
 * names; the cells of its ignored columns kept by card id), or in the CSV's columns when there
 * is none. Text cells are escaped against formulas.
 */
export function pushTable(
  set: VellumSet,
  existing?: SheetTable,
  mapping?: HeaderMapping,
): SheetTable {
  void set;
  void existing;
  void mapping;
  throw new Error("lib/sheet pushTable: contract only (helper sheet-core builds it)");
}

/** A table as CSV or TSV text (CRLF line ends; with `bom`, a UTF-8 BOM for Excel). */
export function tableToDelimited(table: SheetTable, delimiter: "," | "\t", bom = false): string {
  void table;
  void delimiter;
  void bom;
  throw new Error("lib/sheet tableToDelimited: contract only (helper sheet-core builds it)");
}
