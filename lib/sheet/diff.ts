/** What a sheet would change in a set's cards, and applying it. */
import type { VellumSet } from "../model";
import type { DiffChoice, HeaderMapping, SheetDiff, SheetTable } from "./types";

/** The difference `table` (read through `mapping`) would make to `set`'s cards. */
export function sheetDiff(
  set: VellumSet,
  table: SheetTable,
  mapping: HeaderMapping,
  source: string,
): SheetDiff {
  void set;
  void table;
  void mapping;
  void source;
  throw new Error("lib/sheet sheetDiff: contract only (helper sheet-core builds it)");
}

/** `set` with `diff` applied: added and changed cards, removed ones only when chosen. */
export function applySheetDiff(set: VellumSet, diff: SheetDiff, choice: DiffChoice): VellumSet {
  void set;
  void diff;
  void choice;
  throw new Error("lib/sheet applySheetDiff: contract only (helper sheet-core builds it)");
}
