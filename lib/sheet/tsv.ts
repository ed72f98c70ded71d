/**
 * The clipboard's tab-separated text, as Excel, LibreOffice and Google Sheets write and read it:
 * cells split by tabs, rows by line ends, a cell holding a tab, a line end or a quote quoted with
 * doubled quotes.
 */

/** The rows of clipboard TSV text (a trailing line end adds no row). */
export function parseTsv(text: string): string[][] {
  void text;
  throw new Error("lib/sheet parseTsv: contract only (helper sheet-core builds it)");
}

/** A block of cells as clipboard TSV text. */
export function toTsv(block: readonly (readonly string[])[]): string {
  void block;
  throw new Error("lib/sheet toTsv: contract only (helper sheet-core builds it)");
}
