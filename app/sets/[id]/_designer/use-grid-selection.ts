"use client";
/**
 * The card grid's selection: the block and its active cell, by place in the grid as shown. It is
 * kept inside the grid when rows or columns go, in step with the designer's selected card (the
 * active row's card is the store's, a card selected elsewhere becomes the active row), scrolled
 * into view through the rows' virtualiser, and focused when the grid had the focus.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import type { CellPos, GridSelection } from "./grid-model";
import { ROW_HEIGHT, cellId, inView } from "./grid-rows";

/** Up to this many rows, every row is in the DOM (find-in-page, tests counting rows). */
const ALL_ROWS = 300;

/** The selection of a grid of `rowIds` × `colCount` cells, drawn in `scroller`. */
export function useGridSelection(args: {
  rowIds: readonly string[];
  colCount: number;
  selectedId: string | undefined;
  store: SetDocumentStore;
  /** Set when the rows are sorted or filtered anew (use-grid-table.ts). */
  refind: RefObject<boolean>;
  /** A cell editor is open: the active cell is neither scrolled to nor focused. */
  editing: boolean;
}) {
  const { rowIds, colCount, selectedId, store, refind, editing } = args;
  const rowCount = rowIds.length;
  const startRow = Math.max(0, rowIds.indexOf(selectedId ?? ""));
  const [selection, setSelection] = useState<GridSelection>({
    anchor: { row: startRow, col: 0 },
    active: { row: startRow, col: 0 },
  });
  const scroller = useRef<HTMLDivElement>(null);
  const { active } = selection;

  // Keep the selection inside the grid when rows or columns go.
  useEffect(() => {
    if (rowCount === 0 || colCount === 0) return;
    const fit = (p: CellPos): CellPos => ({
      row: Math.min(rowCount - 1, p.row),
      col: Math.min(colCount - 1, p.col),
    });
    setSelection((s) => {
      const next = { anchor: fit(s.anchor), active: fit(s.active) };
      return next.active.row === s.active.row &&
        next.active.col === s.active.col &&
        next.anchor.row === s.anchor.row &&
        next.anchor.col === s.anchor.col
        ? s
        : next;
    });
  }, [rowCount, colCount]);

  // The designer's selected card follows the active row (the preview shows it); `pushed` is
  // the card the grid last gave the store, so a selection made elsewhere can be told apart.
  const activeId = rowIds[active.row];
  const pushed = useRef<string | undefined>(undefined);
  const activeRef = useRef(active);
  activeRef.current = active;
  /**
   * The card whose row the selection is moving to (rows sorted anew): until it is the active
   * row, the card now at the old place is not given to the store (the preview would flicker).
   */
  const moving = useRef<string | undefined>(undefined);
  /** Focus wanted on the active cell (once it is the row given, when one is). */
  const wantFocus = useRef<{ row?: number } | null>(null);

  /** Makes the selected card's row the active one (keeping the column), when it is shown. */
  function toSelectedRow() {
    const at = selectedId === undefined ? -1 : rowIds.indexOf(selectedId);
    const now = activeRef.current;
    if (at < 0 || rowIds[now.row] === selectedId) return;
    if (scroller.current?.contains(document.activeElement)) wantFocus.current = { row: at };
    moving.current = selectedId;
    setSelection({ anchor: { row: at, col: now.col }, active: { row: at, col: now.col } });
  }
  const toSelected = useRef(toSelectedRow);
  toSelected.current = toSelectedRow;

  // A card selected elsewhere (Alt+↓, a new card, undo): its row becomes the active one.
  useEffect(() => {
    if (selectedId === undefined || selectedId === pushed.current) return;
    pushed.current = selectedId;
    toSelected.current();
  }, [selectedId]);

  // Rows sorted or filtered anew: the selected card's row stays the active one.
  useEffect(() => {
    if (!refind.current) return;
    refind.current = false;
    toSelected.current();
  }, [rowIds, refind]);

  useEffect(() => {
    if (activeId === undefined) return;
    if (moving.current !== undefined) {
      if (activeId !== moving.current) return;
      moving.current = undefined;
    }
    pushed.current = activeId;
    if (activeId !== store.getSnapshot().selectedId) store.select(activeId);
  }, [activeId, store]);

  const virtual = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: rowCount <= ALL_ROWS ? ALL_ROWS : 12,
    getItemKey: (i) => rowIds[i] ?? i,
  });

  // The active cell in view.
  useEffect(() => {
    if (editing) return;
    // Only when the cell is out of view: scrolling to it again would fight a scroll under way.
    const shown = document.getElementById(cellId(active.row, active.col));
    const grid = scroller.current;
    if (!shown || !grid || !inView(shown, grid))
      virtual.scrollToIndex(active.row, { align: "auto" });
  }, [active.row, active.col, editing, virtual]);

  // The active cell focused when the grid had focus as it moved (or an editor closed): once it
  // is drawn, which for a cell scrolled to is a render or two later (the cell that had focus
  // may have left the DOM meanwhile, taking the focus with it).
  useEffect(() => {
    const want = wantFocus.current;
    if (!want || editing || (want.row !== undefined && want.row !== active.row)) return;
    const cell = document.getElementById(cellId(active.row, active.col));
    if (!cell) return;
    wantFocus.current = null;
    if (document.activeElement !== cell) cell.focus();
  });

  /** Moves the active cell to `to`; `extend`: the block keeps its anchor (Shift). */
  function select(to: CellPos, extend: boolean) {
    if (scroller.current?.contains(document.activeElement)) wantFocus.current = { row: to.row };
    moving.current = undefined;
    setSelection((s) => ({ anchor: extend ? s.anchor : to, active: to }));
  }

  /** Sets the whole selection (Ctrl+A, a pasted block). */
  function selectBlock(next: GridSelection) {
    moving.current = undefined;
    setSelection(next);
  }

  /** Focus back on the active cell once it is drawn (an editor closed). */
  function focusGrid() {
    wantFocus.current = {};
  }

  return { selection, setSelection: selectBlock, activeId, scroller, virtual, select, focusGrid };
}
