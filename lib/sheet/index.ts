/**
 * lib/sheet — a set's cards as a table of text cells: the one column model, the card grid's
 * block edits (cells, paste, fill down), the clipboard's TSV, reading CSV/TSV text, header
 * mapping, the difference a linked sheet would make and writing the cards back. Pure (model and
 * schema only): the browser and the server both use it. See README.md.
 */
export type {
  CardColumn,
  CellEdit,
  CellRefusal,
  CellsOutcome,
  ColumnKind,
  DiffChoice,
  FieldChange,
  HeaderMapping,
  SheetDiff,
  SheetPlace,
  SheetProblem,
  SheetRow,
  SheetTable,
} from "./types";
export {
  BASE_HEADERS,
  applyCell,
  cardColumns,
  cellValue,
  gridColumns,
  translationHeader,
} from "./columns";
export { fillDown, pasteCells, setCells } from "./cells";
export type { PasteTarget } from "./cells";
export { parseTsv, toTsv } from "./tsv";
export { MAX_SHEET_FILE_NAME, readDelimited, sheetFileNameProblem, sheetFormatOf } from "./read";
export type { SheetFormat } from "./read";
export { mapHeaders } from "./mapping";
export { applySheetDiff, blockingProblems, sheetDiff } from "./diff";
export type { SheetDiffOptions } from "./diff";
export { diffLines, pushLines } from "./diff-words";
export { pushPlan, pushTable, tableToDelimited } from "./write";
export type { PushChange, PushOptions, PushPlan, PushRow } from "./write";
export { cardsToCsv, cellName, mergeCardsCsv, MAX_CSV_CELLS } from "./cards-csv";
export type { CardOrigin, CardsMerge } from "./cards-csv";
