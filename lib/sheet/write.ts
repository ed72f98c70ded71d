/** Writing a set's cards back to a linked sheet, in that sheet's own columns. */
import { escapeFormula, serializeCsv, slugify } from "../model";
import type { Card, VellumSet } from "../model";
import { cardColumns, gridColumns } from "./columns";
import { mapHeaders } from "./mapping";
import type { CardColumn, HeaderMapping, SheetRow, SheetTable } from "./types";

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

/**
 * The sheet `set`'s cards make, in the columns of `existing` (its headers, order and mapped
 * names; the cells of its ignored columns kept by card id), or in the CSV's columns when there
 * is none. The sheet's rows keep their order: rows of cards the set no longer has are dropped,
 * and the set's new cards are appended in set order. Text cells are escaped against formulas
 * (`escapeFormula`), so a spreadsheet never runs a card's text; `mapping` defaults to the
 * headers mapped with the set's saved mapping.
 */
export function pushTable(
  set: VellumSet,
  existing?: SheetTable,
  mapping?: HeaderMapping,
): SheetTable {
  if (!existing) return exportTable(set, set.languages ?? []);
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
  const write = (card: Card, old: SheetRow | undefined): void => {
    written.add(card.id);
    const cells = existing.headers.map((_, i) => {
      const column = columns[i];
      if (column) return cellOf(column, card);
      return old?.cells[i] ?? "";
    });
    rows.push({ line: rows.length + 2, cells });
  };
  // The card each of the sheet's rows is: by its id, else (no id column) by its name.
  for (const row of existing.rows) {
    const id = idIndex >= 0 ? row.cells[idIndex]?.trim() : undefined;
    const name = nameIndex >= 0 ? (row.cells[nameIndex] ?? "") : "";
    const card =
      id !== undefined && id !== ""
        ? byId.get(id)
        : idIndex < 0
          ? (byId.get(slugify(name)) ?? byName.get(name))
          : undefined;
    if (card && !written.has(card.id)) write(card, row);
  }
  for (const card of set.cards) if (!written.has(card.id)) write(card, undefined);
  return { headers: [...existing.headers], rows };
}

/** A table as CSV or TSV text (CRLF line ends; with `bom`, a UTF-8 BOM for Excel). */
export function tableToDelimited(table: SheetTable, delimiter: "," | "\t", bom = false): string {
  return serializeCsv([table.headers, ...table.rows.map((r) => r.cells)], { bom, delimiter });
}
