/**
 * The card grid's edits as pure functions of the set: a cell, many cells at once, a pasted block,
 * fill down. Each cell goes through its column's `apply` (columns.ts), so a grid edit, a paste and
 * a pulled sheet convert and refuse values the same way; a refused cell leaves its card as it was.
 */
import type { VellumSet } from "../model";
import { applyCell, cellValue, gridColumns } from "./columns";
import type { CardColumn, CellEdit, CellRefusal, CellsOutcome } from "./types";

/** Where a pasted block lands: the grid's rows (card ids) and columns (headers) in view order. */
export interface PasteTarget {
  rowIds: readonly string[];
  columns: readonly string[];
  /** The anchor: the first selected cell, as indexes into `rowIds` and `columns`. */
  row: number;
  column: number;
  /**
   * The selection's size: a block that fits it a whole number of times in a direction is repeated
   * to fill it that way (a single copied cell pasted over a range fills the range, as spreadsheets
   * do); otherwise, or absent, the block is pasted once at its own size.
   */
  rows?: number;
  columnsWide?: number;
}

/**
 * Applies `edits`, one cell each, in order; refusals name the cell and why. A cell that already
 * reads as its value is left alone (neither applied nor refused); a refused cell changes nothing
 * of its card (the other cells of the card still apply). An edit of the id column renames the
 * card, as the card form's id field does; later edits may name it by its old or its new id.
 * Answers the same set object when no card changed.
 *
 * `opts.typed`: the values were typed into a cell editor, so a text cell is taken exactly as
 * typed (a leading `'` kept); without it they come from a clipboard or a sheet, whose formula
 * guard (`'=…`) is removed (`cellValue`).
 */
export function setCells(
  set: VellumSet,
  edits: readonly CellEdit[],
  opts: { typed?: boolean } = {},
): CellsOutcome {
  const byHeader = columnsByHeader(set);
  const cards = set.cards.slice();
  // The working set the checks read (another card's id, the set's icons).
  const working: VellumSet = { ...set, cards };
  const indexById = new Map(cards.map((c, i) => [c.id, i]));
  const changed = new Set<number>();
  const refused: CellRefusal[] = [];
  let applied = 0;
  for (const edit of edits) {
    const column = byHeader.get(edit.column);
    const index = indexById.get(edit.cardId);
    const card = index === undefined ? undefined : cards[index];
    if (!column || index === undefined || !card) {
      const reason = column
        ? `there is no card '${edit.cardId}' in the set`
        : `there is no column '${edit.column}' in the grid`;
      refused.push({ ...edit, reason });
      continue;
    }
    const value = opts.typed && column.text ? edit.value : cellValue(column, edit.value);
    if (value === column.format(card)) continue;
    const draft = structuredClone(card);
    const reason = applyCell(working, column, draft, value, card.id);
    if (reason !== undefined) {
      refused.push({ ...edit, reason });
      continue;
    }
    if (JSON.stringify(draft) === JSON.stringify(card)) continue;
    cards[index] = draft;
    if (draft.id !== card.id) indexById.set(draft.id, index);
    changed.add(index);
    applied++;
  }
  return { set: changed.size === 0 ? set : working, applied, refused };
}

/** The grid's columns of `set` by header. */
function columnsByHeader(set: VellumSet): Map<string, CardColumn> {
  return new Map(gridColumns(set.languages ?? []).map((c) => [c.header, c]));
}

/**
 * Pastes a block of text cells (TSV rows) at `target`: block row r, cell c lands on the grid's
 * row `target.row + r` and column `target.column + c`. A block that fits the selection a whole
 * number of times in a direction is repeated that way to fill it (2 rows into 4, 1 cell into any
 * block), and pasted once otherwise (2 rows into 3 fill 2, as Excel and Sheets do); a ragged block's missing cells leave theirs alone; cells past the grid's
 * last row or column are refused with the reason.
 */
export function pasteCells(
  set: VellumSet,
  target: PasteTarget,
  block: readonly (readonly string[])[],
): CellsOutcome {
  const height = block.length;
  const width = Math.max(0, ...block.map((row) => row.length));
  if (height === 0 || width === 0) return { set, applied: 0, refused: [] };
  const repeat = (size: number, selected: number | undefined) =>
    selected !== undefined && selected > size && selected % size === 0 ? selected : size;
  const rows = repeat(height, target.rows);
  const columns = repeat(width, target.columnsWide);
  const edits: CellEdit[] = [];
  const outside: CellRefusal[] = [];
  for (let r = 0; r < rows; r++) {
    const source = block[r % height] as readonly string[];
    for (let c = 0; c < columns; c++) {
      const value = source[c % width];
      if (value === undefined) continue;
      const cardId = target.rowIds[target.row + r];
      const column = target.columns[target.column + c];
      if (cardId === undefined || column === undefined) {
        const reason =
          cardId === undefined
            ? `the block runs past the grid's last row (${target.rowIds.length} rows) — add cards first or paste higher`
            : `the block runs past the grid's last column (${target.columns.length} columns) — show more columns or paste further left`;
        outside.push({ cardId: cardId ?? "", column: column ?? "", value, reason });
        continue;
      }
      edits.push({ cardId, column, value });
    }
  }
  const outcome = setCells(set, edits);
  return { ...outcome, refused: [...outcome.refused, ...outside] };
}

/**
 * Copies each column's first selected cell into the rows below it in `rowIds` (the first row
 * that is a card of the set gives the value).
 */
export function fillDown(
  set: VellumSet,
  rowIds: readonly string[],
  columns: readonly string[],
): CellsOutcome {
  const byHeader = columnsByHeader(set);
  const first = set.cards.find((c) => c.id === rowIds[0]);
  if (!first) return { set, applied: 0, refused: [] };
  const edits: CellEdit[] = [];
  for (const header of columns) {
    const column = byHeader.get(header);
    // The value as it reads, taken as typed (`typed`): no formula guard is added or removed.
    const value = column ? column.format(first) : "";
    for (const cardId of rowIds.slice(1)) edits.push({ cardId, column: header, value });
  }
  return setCells(set, edits, { typed: true });
}
