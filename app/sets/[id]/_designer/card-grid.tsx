"use client";
/**
 * The card grid: every card a row of a `grid` named "Card grid", every field a column (lib/sheet
 * `gridColumns`, the one column model: the name first, the id, the fields, translation columns on
 * demand) plus the row's problem badge. TanStack Table (v9) keeps the column layout (order,
 * visibility, widths), sorting and filtering; @tanstack/react-virtual draws the rows in view
 * (with an overscan that keeps every row of a set of up to ~300 cards in the DOM).
 *
 * Cells are edited in place (grid-editors.tsx) and in blocks (copy and paste as TSV, fill down,
 * Ctrl+Enter, Delete), always through lib/sheet (`setCells`, `pasteCells`, `fillDown`): each
 * operation is one `editDocument` of the set document store, so one undo step, saved as any edit.
 * What a column refuses is shown on the cell and in a list, never saved.
 */
import type { Column, ColumnDef, ColumnSizingState, SortingState } from "@tanstack/react-table";
import {
  columnFilteringFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  functionalUpdate,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { ClipboardEvent, KeyboardEvent, PointerEvent } from "react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import type { Card, VellumSet } from "@/lib/model";
import type { CardColumn, CellEdit, CellRefusal, CellsOutcome } from "@/lib/sheet";
import { fillDown, gridColumns, parseTsv, pasteCells, setCells, toTsv } from "@/lib/sheet";
import { Button, Select, TextField } from "@/app/_ui";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { SEARCH_ID } from "./list-filters";
import { Splitter } from "./splitter";
import type { CommitMove, EditorHandlers } from "./grid-editors";
import { ChoiceCellEditor, EffectCellEditor, TextCellEditor, editorOf } from "./grid-editors";
import { GridColumnsButton } from "./grid-columns-dialog";
import type { Block, CellPos, GridSelection } from "./grid-model";
import { PROBLEMS_COLUMN, blockOf, isRange, moveFor, orderedIds, problemBadge } from "./grid-model";
import { useGridLayout } from "./use-grid-layout";

const ROW_HEIGHT = 32;
/** Up to this many rows, every row is in the DOM (find-in-page, tests counting rows). */
const ALL_ROWS = 300;

const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  rowSortingFeature,
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  filterFns: { includesString: filterFn_includesString },
});

const WIDTHS: Partial<Record<CardColumn["kind"], number>> = {
  name: 180,
  id: 150,
  type: 110,
  family: 120,
  count: 72,
  point: 84,
  icon: 100,
  boolean: 96,
  text: 220,
  effect: 260,
  art: 140,
  frame: 140,
  back: 110,
};

/** A column as the grid shows it: a card column, or the problem badge. */
interface GridColumn {
  id: string;
  label: string;
  card: CardColumn | undefined;
}

interface Editing {
  row: number;
  col: number;
  initial: string;
  error?: string;
}

const cellId = (row: number, col: number) => `ws-sheet-${row}-${col}`;
const refusalKey = (cardId: string, column: string) => `${cardId}\u0000${column}`;

/** The grid pane (takes the card list's and the editor's place). */
export function CardGrid(props: {
  set: VellumSet;
  setId: string;
  selectedId: string | undefined;
  problems: ReadonlyMap<string, SeverityCounts>;
  store: SetDocumentStore;
  /** Back to the card list. */
  onList(): void;
}) {
  const { set, setId, selectedId, problems, store } = props;
  const [layout, setLayout] = useGridLayout(setId);
  const [filter, setFilter] = useState<{ column: string; text: string }>({
    column: "name",
    text: "",
  });
  const otherLanguages = useMemo(
    () => (set.languages ?? []).filter((l) => l !== set.language),
    [set.languages, set.language],
  );
  const languages = useMemo(
    () => layout.languages.filter((l) => otherLanguages.includes(l)),
    [layout.languages, otherLanguages],
  );
  const cardColumns = useMemo(() => gridColumns(languages), [languages]);
  const problemsRef = useRef(problems);
  problemsRef.current = problems;

  const columnDefs = useMemo((): ColumnDef<typeof features, Card, unknown>[] => {
    const defs: ColumnDef<typeof features, Card, unknown>[] = cardColumns.map((c) => ({
      id: c.header,
      header: c.label,
      accessorFn: (card: Card) => c.format(card),
      size: WIDTHS[c.kind] ?? 140,
      minSize: 48,
      maxSize: 800,
      sortFn: "alphanumeric",
      filterFn: "includesString",
    }));
    // The badge after the name: the number of problems (sorts the worst rows together).
    defs.splice(1, 0, {
      id: PROBLEMS_COLUMN,
      header: "Problems",
      accessorFn: (card: Card) => {
        const c = problemsRef.current.get(card.id);
        return c ? c.error * 1000 + c.warning : 0;
      },
      size: 110,
      minSize: 48,
      maxSize: 400,
      sortFn: "alphanumeric",
      enableColumnFilter: false,
    });
    return defs;
  }, [cardColumns]);

  const allIds = useMemo(() => columnDefs.map((d) => d.id ?? ""), [columnDefs]);
  const columnOrder = useMemo(() => {
    const ordered = orderedIds(allIds, layout.order);
    // The first cell names the row's card, whatever the saved order.
    return ["name", ...ordered.filter((id) => id !== "name")];
  }, [allIds, layout.order]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(layout.hidden.filter((h) => h !== "name").map((h) => [h, false])),
    [layout.hidden],
  );
  const sorting = useMemo<SortingState>(
    () => (layout.sort && allIds.includes(layout.sort.id) ? [layout.sort] : []),
    [layout.sort, allIds],
  );
  const columnFilters = useMemo(
    () =>
      filter.text.trim() === "" || !allIds.includes(filter.column)
        ? []
        : [{ id: filter.column, value: filter.text.trim() }],
    [filter, allIds],
  );

  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  /** Set when the rows are sorted or filtered anew: the selected card's row is found again. */
  const refind = useRef(false);
  const table = useTable({
    features,
    columns: columnDefs,
    data: set.cards,
    getRowId: (card) => card.id,
    state: {
      columnOrder,
      columnVisibility,
      columnSizing: layout.widths as ColumnSizingState,
      sorting,
      columnFilters,
    },
    onColumnSizingChange: (u) =>
      setLayout({ ...layoutRef.current, widths: functionalUpdate(u, layoutRef.current.widths) }),
    onSortingChange: (u) => {
      refind.current = true;
      const next = functionalUpdate(u, sorting)[0];
      setLayout({ ...layoutRef.current, sort: next && { id: next.id, desc: next.desc } });
    },
    enableSortingRemoval: true,
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const byHeader = useMemo(() => new Map(cardColumns.map((c) => [c.header, c])), [cardColumns]);
  const shownColumns: GridColumn[] = leafColumns.map((c) => ({
    id: c.id,
    label: typeof c.columnDef.header === "string" ? c.columnDef.header : c.id,
    card: byHeader.get(c.id),
  }));
  const colKey = shownColumns.map((c) => c.id).join(" ");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the ids shown
  const columns = useMemo(() => shownColumns, [colKey, byHeader]);
  const widths = leafColumns.map((c) => c.getSize());
  const widthKey = widths.join(" ");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the widths shown
  const columnWidths = useMemo(() => widths, [widthKey]);
  const totalWidth = widths.reduce((a, b) => a + b, 0);
  const rowIds = useMemo(() => rows.map((r) => r.id), [rows]);

  // The selection, by place in the grid as shown; the active row's card is the designer's.
  const startRow = Math.max(0, rowIds.indexOf(selectedId ?? ""));
  const [selection, setSelection] = useState<GridSelection>({
    anchor: { row: startRow, col: 0 },
    active: { row: startRow, col: 0 },
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [refusals, setRefusals] = useState<{ what: string; list: CellRefusal[] }>();
  const [notice, setNotice] = useState<string>();
  const scroller = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const block = blockOf(selection);
  const { active } = selection;
  const rowCount = rows.length;
  const colCount = columns.length;

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
  /** Focus wanted on the active cell (once it is the row given, when one is). */
  const wantFocus = useRef<{ row?: number } | null>(null);

  /** Makes the selected card's row the active one (keeping the column), when it is shown. */
  function toSelectedRow() {
    const at = selectedId === undefined ? -1 : rowIds.indexOf(selectedId);
    const now = activeRef.current;
    if (at < 0 || rowIds[now.row] === selectedId) return;
    if (scroller.current?.contains(document.activeElement)) wantFocus.current = { row: at };
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
  }, [rowIds]);

  useEffect(() => {
    if (activeId === undefined) return;
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

  function select(to: CellPos, extend: boolean) {
    if (scroller.current?.contains(document.activeElement)) wantFocus.current = { row: to.row };
    setSelection((s) => ({ anchor: extend ? s.anchor : to, active: to }));
  }

  /** The card columns of the block, and its rows' card ids. */
  function blockCells(b: Block): { ids: string[]; headers: string[] } {
    const headers = columns
      .slice(b.left, b.right + 1)
      .flatMap((c) => (c.card ? [c.card.header] : []));
    return { ids: rowIds.slice(b.top, b.bottom + 1), headers };
  }

  /** Applies a block operation's outcome: one undo step; refusals listed and marked. */
  function apply(outcome: CellsOutcome, what: string) {
    if (outcome.set !== set) store.editDocument(outcome.set);
    setRefusals(outcome.refused.length > 0 ? { what, list: outcome.refused } : undefined);
    const refused = outcome.refused.length;
    setNotice(
      `${what}: ${outcome.applied} ${outcome.applied === 1 ? "cell" : "cells"} changed` +
        (refused > 0 ? `, ${refused} refused` : ""),
    );
  }

  function focusGrid() {
    wantFocus.current = {};
  }

  function startEdit(initial?: string) {
    const column = columns[active.col];
    const card = set.cards.find((c) => c.id === activeId);
    if (!column?.card || !card) return;
    setEditing({ row: active.row, col: active.col, initial: initial ?? column.card.format(card) });
  }

  const handlers: EditorHandlers = {
    commit(value, move, all) {
      if (!editing) return;
      const column = columns[editing.col]?.card;
      const cardId = rowIds[editing.row];
      if (!column || cardId === undefined) return;
      if (all && isRange(block)) {
        const { ids, headers } = blockCells(block);
        const edits: CellEdit[] = ids.flatMap((id) =>
          headers.map((h) => ({ cardId: id, column: h, value })),
        );
        apply(setCells(set, edits), "Set the selected cells");
        setEditing(null);
        focusGrid();
        return;
      }
      const outcome = setCells(set, [{ cardId, column: column.header, value }]);
      const refusal = outcome.refused[0];
      if (refusal) {
        // Shown on the cell, the typed value kept in the editor; nothing is saved.
        setEditing({ ...editing, initial: value, error: refusal.reason });
        return;
      }
      if (outcome.set !== set) store.editDocument(outcome.set);
      // A new id is the same card: it stays the selected one.
      // (cards keep their places: the edited card is where it was)
      const renamed = outcome.set.cards[editedAt(set, cardId)];
      if (renamed && renamed.id !== cardId) store.select(renamed.id);
      setRefusals(undefined);
      setEditing(null);
      const by: Record<CommitMove, [number, number]> = {
        down: [1, 0],
        up: [-1, 0],
        right: [0, 1],
        left: [0, -1],
        stay: [0, 0],
      };
      const [dr, dc] = by[move];
      select(
        {
          row: Math.min(rowCount - 1, Math.max(0, editing.row + dr)),
          col: Math.min(colCount - 1, Math.max(0, editing.col + dc)),
        },
        false,
      );
      focusGrid();
    },
    cancel() {
      setEditing(null);
      focusGrid();
    },
  };

  function clearBlock() {
    const { ids, headers } = blockCells(block);
    const edits = ids.flatMap((id) => headers.map((h) => ({ cardId: id, column: h, value: "" })));
    apply(setCells(set, edits), "Cleared");
  }

  function fill() {
    // One row selected: fill it from the row above, as spreadsheets do.
    const b =
      block.top === block.bottom && block.top > 0 ? { ...block, top: block.top - 1 } : block;
    const { ids, headers } = blockCells(b);
    if (ids.length < 2) return;
    apply(fillDown(set, ids, headers), "Filled down");
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (editing || !(e.target as HTMLElement).matches("[role=gridcell]")) return;
    const ctrl = e.ctrlKey || e.metaKey;
    const to = moveFor(e, active, rowCount, colCount);
    if (to && !e.altKey) {
      e.preventDefault();
      select(to, e.shiftKey);
      return;
    }
    if (ctrl && !e.altKey && e.key.toLowerCase() === "d") {
      e.preventDefault();
      fill();
      return;
    }
    if (ctrl && !e.altKey && e.key.toLowerCase() === "a") {
      e.preventDefault();
      setSelection({
        anchor: { row: 0, col: 0 },
        active: { row: rowCount - 1, col: colCount - 1 },
      });
      return;
    }
    if (ctrl || e.altKey) return;
    if (e.key === "Enter" || e.key === "F2") {
      e.preventDefault();
      startEdit();
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      clearBlock();
    } else if (e.key === "Escape" && isRange(block)) {
      e.preventDefault();
      select(active, false);
    } else if (e.key.length === 1) {
      // Typing replaces the cell (a choice or the effect opens its own editor).
      const kind = columns[active.col]?.card?.kind;
      if (!kind) return;
      e.preventDefault();
      startEdit(editorOf(kind) === "effect" ? undefined : e.key);
    }
  }

  function onCopy(e: ClipboardEvent<HTMLDivElement>) {
    if (editing) return;
    const b = block;
    const cells = rows
      .slice(b.top, b.bottom + 1)
      .map((row) =>
        columns.slice(b.left, b.right + 1).map((c) => (c.card ? c.card.format(row.original) : "")),
      );
    e.preventDefault();
    e.clipboardData.setData("text/plain", toTsv(cells));
    setNotice(`Copied ${cells.length * (b.right - b.left + 1)} cells`);
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

  function onPointerDown(e: PointerEvent<HTMLDivElement>, row: number, col: number) {
    if (e.button !== 0 || editing) return;
    dragging.current = true;
    select({ row, col }, e.shiftKey);
  }
  // The rows' callbacks keep their identity (a scroll re-renders only the rows whose props
  // changed) and call the latest of this render's functions.
  const latest = useRef({ onPointerDown, startEdit, select });
  latest.current = { onPointerDown, startEdit, select };
  const rowEvents = useMemo<RowEvents>(
    () => ({
      onPointerDown: (e, row, col) => latest.current.onPointerDown(e, row, col),
      onPointerEnter: (row, col) => {
        if (dragging.current) latest.current.select({ row, col }, true);
      },
      onDoubleClick: () => latest.current.startEdit(),
    }),
    [],
  );
  useEffect(() => {
    const up = () => (dragging.current = false);
    window.addEventListener("pointerup", up);
    return () => window.removeEventListener("pointerup", up);
  }, []);

  const refused = useMemo(() => {
    const map = new Map<string, string>();
    for (const r of refusals?.list ?? []) map.set(refusalKey(r.cardId, r.column), r.reason);
    return map;
  }, [refusals]);

  const nameOf = (id: string) => {
    const card = set.cards.find((c) => c.id === id);
    return card ? card.name.trim() || card.id : id;
  };
  const labelOf = (header: string) => byHeader.get(header)?.label ?? header;
  const editingCard = editing ? set.cards.find((c) => c.id === rowIds[editing.row]) : undefined;
  const editingColumn = editing ? columns[editing.col]?.card : undefined;
  const editorLabel =
    editingColumn && editingCard
      ? `${editingColumn.label} of ${editingCard.name.trim() || editingCard.id}`
      : "";
  const total = set.cards.length;
  const filterable = columns.filter((c) => c.card);

  return (
    <section className="ws-sheet-pane" aria-label="Card grid pane">
      <div className="ws-pane-head">
        <h2 className="ws-pane-title">
          Cards{" "}
          <span className="ws-count">{rowCount === total ? total : `${rowCount} of ${total}`}</span>
        </h2>
        <div className="ws-bar-actions">
          <GridColumnsButton
            columns={columnOrder.map((id) => ({
              id,
              label: id === PROBLEMS_COLUMN ? "Problems" : labelOf(id),
            }))}
            languages={otherLanguages}
            layout={layout}
            onLayout={setLayout}
          />
          <Button size="small" variant="quiet" onPress={props.onList}>
            List
          </Button>
        </div>
      </div>
      <div className="ws-sheet-filter">
        <Select
          className="ws-compact"
          label="Filter column"
          value={filter.column}
          options={filterable.map((c): [string, string] => [c.id, c.label])}
          onChange={(column) => {
            refind.current = true;
            setFilter({ ...filter, column });
          }}
        />
        <TextField
          // The designer's "/" and Ctrl+K (search) come here while the grid shows.
          id={SEARCH_ID}
          className="ws-compact"
          label="Filter"
          placeholder="Text in the column"
          value={filter.text}
          onChange={(text) => {
            refind.current = true;
            setFilter({ ...filter, text });
          }}
        />
      </div>
      <div
        ref={scroller}
        role="grid"
        aria-label="Card grid"
        aria-rowcount={rowCount + 1}
        aria-colcount={colCount}
        aria-multiselectable="true"
        className="ws-sheet"
        onKeyDown={onKeyDown}
        onCopy={onCopy}
        onPaste={onPaste}
      >
        <div role="rowgroup" className="ws-sheet-head" style={{ width: totalWidth }}>
          <div role="row" aria-rowindex={1} className="ws-sheet-row ws-sheet-head-row">
            {leafColumns.map((column, i) => (
              <HeaderCell
                key={column.id}
                column={column}
                label={columns[i]?.label ?? column.id}
                index={i}
                width={columnWidths[i] ?? 100}
              />
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          style={{ height: virtual.getTotalSize(), width: totalWidth, position: "relative" }}
        >
          {virtual.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const r = item.index;
            const selected = r >= block.top && r <= block.bottom;
            return (
              <GridRow
                key={row.id}
                card={row.original}
                row={r}
                top={item.start}
                columns={columns}
                widths={columnWidths}
                selLeft={selected ? block.left : -1}
                selRight={selected ? block.right : -1}
                activeCol={r === active.row ? active.col : -1}
                editingCol={editing && editing.row === r ? editing.col : -1}
                problems={problems.get(row.id)}
                refused={refused}
                events={rowEvents}
                editor={
                  editing && editing.row === r && editingColumn && editingCard ? (
                    editorOf(editingColumn.kind) === "choice" ? (
                      <ChoiceCellEditor
                        label={editorLabel}
                        column={editingColumn}
                        set={set}
                        initial={editing.initial}
                        error={editing.error}
                        handlers={handlers}
                      />
                    ) : editorOf(editingColumn.kind) === "text" ? (
                      <TextCellEditor
                        label={editorLabel}
                        initial={editing.initial}
                        error={editing.error}
                        handlers={handlers}
                      />
                    ) : null
                  ) : null
                }
              />
            );
          })}
        </div>
      </div>
      {editing && editingColumn?.kind === "effect" && editingCard && (
        <EffectCellEditor card={editingCard} set={set} error={editing.error} handlers={handlers} />
      )}
      {rowCount === 0 && (
        <p className="ws-empty">{total === 0 ? "No cards yet." : "No card matches the filter."}</p>
      )}
      <p className="ui-sr-only" aria-live="polite">
        {notice}
      </p>
      {refusals && (
        <div className="ws-sheet-refusals notice" role="region" aria-label="Refused cells">
          <p>
            {`${refusals.what}: ${refusals.list.length} ${refusals.list.length === 1 ? "cell was" : "cells were"} refused and left as they were.`}{" "}
            <Button size="small" variant="quiet" onPress={() => setRefusals(undefined)}>
              Dismiss
            </Button>
          </p>
          <ul>
            {refusals.list.slice(0, 50).map((r, i) => (
              <li key={i}>
                {r.cardId && r.column
                  ? `${labelOf(r.column)} of ${nameOf(r.cardId)}: ${r.reason}`
                  : `“${r.value}”: ${r.reason}`}
              </li>
            ))}
            {refusals.list.length > 50 && <li>{`and ${refusals.list.length - 50} more`}</li>}
          </ul>
        </div>
      )}
      <p className="ws-hint">
        Enter or typing edits a cell; Ctrl+C, Ctrl+V, Ctrl+D fill down, Ctrl+Enter sets every
        selected cell; Ctrl+Z undoes. ? lists the keys.
      </p>
    </section>
  );
}

/** The index of the card `id` in `set`. */
function editedAt(set: VellumSet, id: string): number {
  return set.cards.findIndex((c) => c.id === id);
}

/** Whether a cell's row is wholly in the grid's view, below its sticky header. */
function inView(cell: HTMLElement, grid: HTMLElement): boolean {
  const r = cell.getBoundingClientRect();
  const top = grid.querySelector(".ws-sheet-head")?.getBoundingClientRect().bottom ?? 0;
  return r.top >= top - 1 && r.bottom <= grid.getBoundingClientRect().bottom + 1;
}

/** A column's header: its sort button (the label) and its width's separator. */
function HeaderCell(props: {
  column: Column<typeof features, Card, unknown>;
  label: string;
  index: number;
  width: number;
}) {
  const { column, label, width } = props;
  const sorted = column.getIsSorted();
  return (
    <div
      role="columnheader"
      aria-colindex={props.index + 1}
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
      className="ws-sheet-header"
      style={{ width }}
    >
      <button
        type="button"
        className="ws-sheet-sort"
        onClick={() => column.toggleSorting(undefined, false)}
        title={`Sort by ${label}`}
      >
        {label}
        <span aria-hidden="true">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}</span>
      </button>
      <Splitter
        label={`Resize ${label}`}
        value={width}
        min={48}
        max={800}
        onChange={(w) => column.table.setColumnSizing((s) => ({ ...s, [column.id]: w }))}
      />
    </div>
  );
}

/** What a row's cells report to the grid. */
interface RowEvents {
  onPointerDown(e: PointerEvent<HTMLDivElement>, row: number, col: number): void;
  onPointerEnter(row: number, col: number): void;
  onDoubleClick(): void;
}

/** One card's row: its cells, the selected ones marked, the active one focusable. */
const GridRow = memo(function GridRow(props: {
  card: Card;
  row: number;
  top: number;
  columns: readonly GridColumn[];
  widths: readonly number[];
  selLeft: number;
  selRight: number;
  activeCol: number;
  editingCol: number;
  problems: SeverityCounts | undefined;
  refused: ReadonlyMap<string, string>;
  editor: React.ReactNode;
  events: RowEvents;
}) {
  const { card, row, columns, widths } = props;
  return (
    <div
      role="row"
      aria-rowindex={row + 2}
      className={`ws-sheet-row${props.editingCol >= 0 ? " is-editing" : ""}`}
      style={{ transform: `translateY(${props.top}px)`, height: ROW_HEIGHT }}
    >
      {columns.map((column, col) => {
        const selected = col >= props.selLeft && col <= props.selRight;
        const isActive = col === props.activeCol;
        const why = column.card
          ? props.refused.get(refusalKey(card.id, column.card.header))
          : undefined;
        const badge = column.card ? undefined : problemBadge(props.problems);
        const editingHere = col === props.editingCol;
        return (
          <div
            key={column.id}
            id={cellId(row, col)}
            role="gridcell"
            aria-colindex={col + 1}
            aria-selected={selected}
            aria-readonly={column.card ? undefined : true}
            aria-invalid={why !== undefined || undefined}
            aria-description={why}
            tabIndex={isActive ? 0 : -1}
            className={`ws-sheet-cell${selected ? " is-selected" : ""}${isActive ? " is-active" : ""}${why ? " is-refused" : ""}`}
            style={{ width: widths[col] }}
            title={why}
            onPointerDown={(e) => props.events.onPointerDown(e, row, col)}
            onPointerEnter={() => props.events.onPointerEnter(row, col)}
            onDoubleClick={props.events.onDoubleClick}
          >
            {editingHere && props.editor ? (
              props.editor
            ) : column.card ? (
              <span className="ws-sheet-text">{column.card.format(card)}</span>
            ) : badge ? (
              <span className={`ws-problem-badge ${badge.tone}`}>{badge.text}</span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
});
