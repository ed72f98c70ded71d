/** Reading a sheet's text (CSV or TSV) into a table of text cells, with its problems. */
import type { Diagnostic } from "../model";
import type { SheetTable } from "./types";

/** The formats a linked sheet may have. */
export type SheetFormat = "csv" | "tsv" | "xlsx";

/** The format a file name says (by its extension), or undefined. */
export function sheetFormatOf(name: string): SheetFormat | undefined {
  void name;
  throw new Error("lib/sheet sheetFormatOf: contract only (helper sheet-core builds it)");
}

/** The table of CSV or TSV text; formula guards (`'=`) are removed from text cells later. */
export function readDelimited(
  text: string,
  source: string,
  delimiter: "," | "\t",
): { table: SheetTable; diagnostics: Diagnostic[] } {
  void text;
  void source;
  void delimiter;
  throw new Error("lib/sheet readDelimited: contract only (helper sheet-core builds it)");
}
