"use client";
/**
 * The card grid's block operations: copy (`toTsv`), paste (`parseTsv` → `pasteCells`), fill down
 * (`fillDown`), Ctrl+Enter (`setCells` over the block) and Delete (clears it). Each is ONE
 * `store.editDocument`, so one undo step, saved as any edit; what the columns refuse is kept
 * here (listed under the grid, marked on the cells) and said, with the count changed, aloud.
 */
import type { ClipboardEvent } from "react";
import { useMemo, useState } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { escapeFormula } from "@/lib/model";
import type { CellEdit, CellRefusal, CellsOutcome } from "@/lib/sheet";
import { fillDown, parseTsv, pasteCells, setCells, toTsv } from "@/lib/sheet";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import type { Block, GridSelection } from "./grid-model";
import { blockOf, isRange, renamedCards } from "./grid-model";
import { refusalKey } from "./grid-rows";
import type { GridColumn } from "./use-grid-table";

/** The block operations on `selection` of the grid's `rows` × `columns`. */
export function useGridBlocks(args: {
  set: VellumSet;
  store: SetDocumentStore;
  /** The rows as shown, each with its card. */
  rows: readonly { original: Card }[];
  rowIds: readonly string[];
  columns: readonly GridColumn[];
  selection: GridSelection;
  setSelection(next: GridSelection): void;
  /** A cell editor is open: the clipboard is its own. */
  editing: boolean;
}) {
  const { set, store, rows, rowIds, columns, selection, setSelection, editing } = args;
  const [refusals, setRefusals] = useState<{ what: string; list: CellRefusal[] }>();
  const [notice, setNotice] = useState<string>();
  const block = blockOf(selection);
  const rowCount = rows.length;

  /** The card columns of the block, and its rows' card ids. */
  function blockCells(b: Block): { ids: string[]; headers: string[] } {
    const headers = columns
      .slice(b.left, b.right + 1)
      .flatMap((c) => (c.card ? [c.card.header] : []));
    return { ids: rowIds.slice(b.top, b.bottom + 1), headers };
  }

  /** Applies a block operation's outcome: one undo step; refusals listed and marked. */
  function apply(outcome: CellsOutcome, what: string) {
    // A pasted id renames its card: the selection follows it in the same step.
    if (outcome.set !== set)
      store.editDocument(outcome.set, { renamed: renamedCards(set, outcome.set) });
    setRefusals(outcome.refused.length > 0 ? { what, list: outcome.refused } : undefined);
    const refused = outcome.refused.length;
    setNotice(
      `${what}: ${outcome.applied} ${outcome.applied === 1 ? "cell" : "cells"} changed` +
        (refused > 0 ? `, ${refused} refused` : ""),
    );
  }

  /** Ctrl+Enter in an editor: `value` in every selected cell. */
  function setBlock(value: string) {
    const { ids, headers } = blockCells(block);
    const edits: CellEdit[] = ids.flatMap((id) =>
      headers.map((h) => ({ cardId: id, column: h, value })),
    );
    apply(setCells(set, edits, { typed: true }), "Set the selected cells");
  }

  /** Delete: every selected cell emptied. */
  function clearBlock() {
    const { ids, headers } = blockCells(block);
    const edits = ids.flatMap((id) => headers.map((h) => ({ cardId: id, column: h, value: "" })));
    apply(setCells(set, edits), "Cleared");
  }

  /** Ctrl+D: the block's first row copied down it. */
  function fill() {
    // One row selected: fill it from the row above, as spreadsheets do.
    const b =
      block.top === block.bottom && block.top > 0 ? { ...block, top: block.top - 1 } : block;
    const { ids, headers } = blockCells(b);
    if (ids.length < 2) return;
    apply(fillDown(set, ids, headers), "Filled down");
  }

  function onCopy(e: ClipboardEvent<HTMLDivElement>) {
    if (editing) return;
    const b = block;
    // The card columns only, as paste takes them (the badge column is neither copied nor
    // pasted), so a block copied across it pastes back into the same columns. Text a spreadsheet
    // would run as a formula (`=…`, `+…`) goes with a leading `'`, which a paste here removes.
    const copied = columns.slice(b.left, b.right + 1).flatMap((c) => (c.card ? [c.card] : []));
    if (copied.length === 0) return;
    const cells = rows.slice(b.top, b.bottom + 1).map((row) =>
      copied.map((c) => {
        const text = c.format(row.original);
        return c.text ? escapeFormula(text) : text;
      }),
    );
    e.preventDefault();
    e.clipboardData.setData("text/plain", toTsv(cells));
    setNotice(`Copied ${cells.length * copied.length} cells`);
  }

  function onPaste(e: ClipboardEvent<HTMLDivElement>) {
    if (editing) return;
    e.preventDefault();
    const pasted = parseTsv(e.clipboardData.getData("text/plain"));
    if (pasted.length === 0) return;
    // Card columns only: the badge column is skipped, as it takes no value.
    const cardCols = columns.flatMap((c, i) => (c.card ? [{ header: c.card.header, at: i }] : []));
    const startCol = cardCols.findIndex((c) => c.at >= block.left);
    if (startCol < 0) return;
    const range = isRange(block);
    const outcome = pasteCells(
      set,
      {
        rowIds,
        columns: cardCols.map((c) => c.header),
        row: block.top,
        column: startCol,
        ...(range
          ? {
              rows: block.bottom - block.top + 1,
              columnsWide: cardCols.filter((c) => c.at >= block.left && c.at <= block.right).length,
            }
          : {}),
      },
      pasted,
    );
    apply(outcome, "Pasted");
    if (!range) {
      const wide = Math.max(...pasted.map((r) => r.length));
      const right = cardCols[Math.min(cardCols.length - 1, startCol + wide - 1)]?.at ?? block.left;
      setSelection({
        anchor: { row: block.top, col: block.left },
        active: { row: Math.min(rowCount - 1, block.top + pasted.length - 1), col: right },
      });
    }
  }

  /** The refused cells' reasons by `refusalKey`. */
  const refused = useMemo(() => {
    const map = new Map<string, string>();
    for (const r of refusals?.list ?? []) map.set(refusalKey(r.cardId, r.column), r.reason);
    return map;
  }, [refusals]);

  return {
    refusals,
    setRefusals,
    notice,
    refused,
    setBlock,
    clearBlock,
    fill,
    onCopy,
    onPaste,
  };
}
