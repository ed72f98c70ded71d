/** Writing a set's cards back to a linked sheet, in that sheet's own columns. */
import { escapeFormula, serializeCsv, slugify } from "../model";
import type { Card, VellumSet } from "../model";
import { cardColumns, gridColumns } from "./columns";
import { mapHeaders } from "./mapping";
import type { CardColumn, FieldChange, HeaderMapping, SheetRow, SheetTable } from "./types";

/** A card's cell in `column`, escaped against formulas when it is text. */
function cellOf(column: CardColumn, card: Card): string {
  const value = column.format(card);
  return column.text ? escapeFormula(value) : value;
}

/** The cards of `set` in the cards CSV's columns: id, then `cardColumns(languages)`. */
export function exportTable(set: VellumSet, languages: readonly string[]): SheetTable {
  const columns = cardColumns(languages);
  return {
    headers: ["id", ...columns.map((c) => c.header)],
    rows: set.cards.map((card, i) => ({
      line: i + 2,
      cells: [escapeFormula(card.id), ...columns.map((c) => cellOf(c, card))],
    })),
  };
}

/** A row of the sheet a push leaves alone or may delete: its line and what it names. */
export interface PushRow {
  line: number;
  /** The row's id cell (or, without an id column, its name cell); "" when empty. */
  id: string;
  name: string;
}

/** A card whose row a push overwrites: its sheet line and each cell that changes. */
export interface PushChange {
  id: string;
  name: string;
  line: number;
  /** `column` is the sheet's own header. */
  fields: FieldChange[];
}

/**
 * What a push writes and changes, shown before the file is written: the table; the set's cards
 * that get a new row; the cells overwritten; the rows naming a card the set does not have (one
 * it no longer has, or one typed in the sheet and not pulled yet: deleted only with
 * `removeMissing`); the rows naming no card (always kept, at their place).
 */
export interface PushPlan {
  table: SheetTable;
  added: Card[];
  changed: PushChange[];
  removed: PushRow[];
  kept: PushRow[];
  unchanged: number;
  removeMissing: boolean;
}

/** What a push is asked beyond the set and the sheet. */
export interface PushOptions {
  /** Delete the rows naming a card the set does not have (default: kept at their place). */
  removeMissing?: boolean;
}

/**
 * The sheet `set`'s cards make, in the columns of `existing` (its headers, order and mapped
 * names; the cells of its ignored columns kept), or in the CSV's columns when there is none, and
 * what that changes (`PushPlan`). The sheet's rows keep their order and place: a card's row gets
 * the card's cells in the card columns, a row naming no card is kept as it is, a row naming a
 * card the set does not have is kept unless `removeMissing`, and the set's new cards are appended
 * in set order. Each row made from a sheet row says which (`source`), and the table says which
 * columns are card columns (`cardColumns`), so an XLSX keeps the rest of that row's cells
 * (formulas, styles). Text cells are escaped against formulas (`escapeFormula`), so a
 * spreadsheet never runs a card's text; `mapping` defaults to the headers mapped with the set's
 * saved mapping.
 */
export function pushPlan(
  set: VellumSet,
  existing?: SheetTable,
  mapping?: HeaderMapping,
  options: PushOptions = {},
): PushPlan {
  const removeMissing = options.removeMissing === true;
  if (!existing) {
    const table = exportTable(set, set.languages ?? []);
    return {
      table,
      added: [...set.cards],
      changed: [],
      removed: [],
      kept: [],
      unchanged: 0,
      removeMissing,
    };
  }
  const map = mapping ?? mapHeaders(existing.headers, set, set.sheet?.mapping);
  const known = new Map(gridColumns(set.languages ?? []).map((c) => [c.header, c]));
  const columns = existing.headers.map((_, i) => {
    const header = map.byIndex[i];
    return header ? known.get(header) : undefined;
  });
  const idIndex = map.byIndex.indexOf("id");
  const nameIndex = map.byIndex.indexOf("name");
  const byId = new Map(set.cards.map((c) => [c.id, c]));
  const byName = new Map<string, Card>();
  for (const c of set.cards) if (!byName.has(c.name)) byName.set(c.name, c);
  const written = new Set<string>();
  const rows: SheetRow[] = [];
  const plan: PushPlan = {
    table: {
      headers: [...existing.headers],
      rows,
      cardColumns: columns.map((c) => c !== undefined),
    },
    added: [],
    changed: [],
    removed: [],
    kept: [],
    unchanged: 0,
    removeMissing,
  };
  const write = (card: Card, old: SheetRow | undefined): void => {
    written.add(card.id);
    const fields: FieldChange[] = [];
    const cells = existing.headers.map((header, i) => {
      const column = columns[i];
      if (!column) return old?.cells[i] ?? "";
      const cell = cellOf(column, card);
      const before = old?.cells[i] ?? "";
      if (old && before !== cell) fields.push({ column: header, before, after: cell });
      return cell;
    });
    rows.push({ line: rows.length + 2, cells, ...(old ? { source: old.line } : {}) });
    if (!old) plan.added.push(card);
    else if (fields.length > 0)
      plan.changed.push({ id: card.id, name: card.name, line: old.line, fields });
    else plan.unchanged++;
  };
  const keep = (row: SheetRow): void => {
    rows.push({ line: rows.length + 2, cells: [...row.cells], source: row.line });
  };
  // The card each of the sheet's rows is: by its id, else (no id column) by its name.
  for (const row of existing.rows) {
    const id = idIndex >= 0 ? (row.cells[idIndex]?.trim() ?? "") : "";
    const name = nameIndex >= 0 ? (row.cells[nameIndex] ?? "") : "";
    const key = idIndex >= 0 ? id : name.trim();
    const card = idIndex >= 0 ? byId.get(id) : (byId.get(slugify(name)) ?? byName.get(name));
    if (card && !written.has(card.id)) write(card, row);
    else if (card || key === "") {
      // A row naming no card, or a second row of a card: the person's, kept as it is.
      plan.kept.push({ line: row.line, id: key, name });
      keep(row);
    } else {
      plan.removed.push({ line: row.line, id: key, name });
      if (!removeMissing) keep(row);
    }
  }
  for (const card of set.cards) if (!written.has(card.id)) write(card, undefined);
  return plan;
}

/** The table of `pushPlan` (see there): what a push writes. */
export function pushTable(
  set: VellumSet,
  existing?: SheetTable,
  mapping?: HeaderMapping,
  options?: PushOptions,
): SheetTable {
  return pushPlan(set, existing, mapping, options).table;
}

/** A table as CSV or TSV text (CRLF line ends; with `bom`, a UTF-8 BOM for Excel). */
export function tableToDelimited(table: SheetTable, delimiter: "," | "\t", bom = false): string {
  return serializeCsv([table.headers, ...table.rows.map((r) => r.cells)], { bom, delimiter });
}
