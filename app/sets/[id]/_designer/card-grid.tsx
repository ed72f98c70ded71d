"use client";
/**
 * The card grid: every card a row of a `grid` named "Card grid", every field a column (lib/sheet
 * `gridColumns`, the one column model: the name first, the id, the fields, translation columns on
 * demand) plus the row's problem badge. This file is the composition: the table
 * (use-grid-table.ts: TanStack Table v9, the layout, sorting and filtering), the selection
 * (use-grid-selection.ts: @tanstack/react-virtual draws the rows in view, with an overscan that
 * keeps every row of a set of up to ~300 cards in the DOM), the rows (grid-rows.tsx), the block
 * operations (use-grid-blocks.ts) and, here, the cell being edited and the keys.
 *
 * Cells are edited in place (grid-editors.tsx) and in blocks (copy and paste as TSV, fill down,
 * Ctrl+Enter, Delete), always through lib/sheet (`setCells`, `pasteCells`, `fillDown`): each
 * operation is one `editDocument` of the set document store, so one undo step, saved as any edit.
 * What a column refuses is shown on the cell and in a list, never saved.
 */
import type { KeyboardEvent, PointerEvent } from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { setCells } from "@/lib/sheet";
import { Button, Select, TextField, toast } from "@/app/_ui";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { SEARCH_ID } from "./list-filters";
import type { CommitMove, EditorHandlers } from "./grid-editors";
import { ChoiceCellEditor, EffectCellEditor, TextCellEditor, editorOf } from "./grid-editors";
import { GridColumnsButton } from "./grid-columns-dialog";
import { PROBLEMS_COLUMN, blockOf, isRange, moveFor, renamedCards } from "./grid-model";
import type { RowEvents } from "./grid-rows";
import { GridRow, HeaderCell } from "./grid-rows";
import { useGridBlocks } from "./use-grid-blocks";
import { useGridSelection } from "./use-grid-selection";
import { useGridTable } from "./use-grid-table";

/**
 * The cell being edited, by its card and column (never by its place: the rows may be sorted or
 * filtered anew while it is open).
 */
interface Editing {
  cardId: string;
  header: string;
  initial: string;
  /** The key that opened a choice cell (handed to its list's typeahead). */
  typed?: string;
  error?: string;
}

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
  const {
    layout,
    setLayout,
    sorting,
    filter,
    setFilter,
    otherLanguages,
    columnOrder,
    refind,
    rows,
    leafColumns,
    byHeader,
    columns,
    columnWidths,
    totalWidth,
    rowIds,
  } = useGridTable(set, setId, problems);
  const rowCount = rows.length;
  const colCount = columns.length;

  const [editing, setEditing] = useState<Editing | null>(null);
  /** What the open editor holds as typed, committed when it must close (see `closeEditor`). */
  const draft = useRef<string | undefined>(undefined);
  // The selection, by place in the grid as shown; the active row's card is the designer's.
  const { selection, setSelection, activeId, scroller, virtual, select, focusGrid } =
    useGridSelection({ rowIds, colCount, selectedId, store, refind, editing: editing !== null });
  const { refusals, setRefusals, notice, refused, setBlock, clearBlock, fill, onCopy, onPaste } =
    useGridBlocks({
      set,
      store,
      rows,
      rowIds,
      columns,
      selection,
      setSelection,
      editing: editing !== null,
    });
  const dragging = useRef(false);
  const block = blockOf(selection);
  const { active } = selection;

  /**
   * A new card (store.addCard: after the selected one, of its type and family) with its Name cell
   * active and focused once its row is drawn, so that typing names it.
   */
  const added = useRef<string | undefined>(undefined);
  function newCard() {
    added.current = store.addCard();
  }
  useEffect(() => {
    const id = added.current;
    const row = id === undefined ? -1 : rowIds.indexOf(id);
    if (row < 0) return;
    added.current = undefined;
    const name = columns.findIndex((c) => c.card?.header === "name");
    focusGrid();
    select({ row, col: Math.max(0, name) }, false);
    // NOTE: select and focusGrid are the selection hook's and change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowIds, columns]);

  function startEdit(initial?: string, typed?: string) {
    const column = columns[active.col];
    const card = set.cards.find((c) => c.id === activeId);
    if (!column?.card || !card) return;
    draft.current = undefined;
    setEditing({
      cardId: card.id,
      header: column.card.header,
      initial: initial ?? column.card.format(card),
      typed,
    });
  }

  /**
   * Saves `value` typed into the cell `header` of card `cardId`, as the card form would: a name
   * brings the id along while the id follows the name (store.updateCard), a new id keeps the card
   * selected in the same step. Answers why the column refuses it (nothing is saved then).
   */
  function save(cardId: string, header: string, value: string): string | undefined {
    const outcome = setCells(set, [{ cardId, column: header, value }], { typed: true });
    const refusal = outcome.refused[0];
    if (refusal) return refusal.reason;
    if (outcome.set === set) return undefined;
    const name = outcome.set.cards[set.cards.findIndex((c) => c.id === cardId)]?.name;
    if (header === "name" && name !== undefined) store.updateCard(cardId, { name });
    else store.editDocument(outcome.set, { renamed: renamedCards(set, outcome.set) });
    return undefined;
  }

  /**
   * Closes the editor, first saving what was typed when the column takes it (as leaving a form
   * field does): the grid sorted or filtered anew, or left ("List", a problem's Fix).
   */
  const closeEditor = useRef(() => {});
  closeEditor.current = () => {
    if (!editing) return;
    const value = draft.current;
    draft.current = undefined;
    const refusal =
      value !== undefined && value !== editing.initial
        ? save(editing.cardId, editing.header, value)
        : undefined;
    // The cell is gone with its editor: what was typed and not taken is said, never dropped unseen.
    if (refusal !== undefined) {
      const card = set.cards.find((c) => c.id === editing.cardId);
      const label = columns.find((c) => c.card?.header === editing.header)?.card?.label;
      toast({
        title: `Not saved: ${label ?? editing.header} of ${card?.name ?? editing.cardId}`,
        description: `“${value}”: ${refusal}`,
        tone: "error",
      });
    }
    setEditing(null);
  };
  const sortKey = JSON.stringify([sorting, filter]);
  useEffect(() => closeEditor.current(), [sortKey]);
  useEffect(() => () => closeEditor.current(), []);

  const handlers: EditorHandlers = {
    commit(value, move, all) {
      if (!editing) return;
      if (all && isRange(block)) {
        setBlock(value);
        setEditing(null);
        focusGrid();
        return;
      }
      const { cardId, header } = editing;
      const reason = save(cardId, header, value);
      if (reason !== undefined) {
        // Shown on the cell, the typed value kept in the editor; nothing is saved.
        setEditing({ ...editing, initial: value, error: reason, typed: undefined });
        return;
      }
      draft.current = undefined;
      setRefusals(undefined);
      setEditing(null);
      focusGrid();
      if (sorting.some((s) => s.id === header)) {
        // The rows are sorted anew by the value: the selection stays on the edited card, where
        // it lands (the store's selected card; use-grid-selection.ts finds its row).
        refind.current = true;
        return;
      }
      // Cards keep their places: the edited card's row is where it was (a new id is the same row).
      const at = rowIds.indexOf(cardId);
      const row = at >= 0 ? at : active.row;
      const col = Math.max(
        0,
        columns.findIndex((c) => c.id === header),
      );
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
          row: Math.min(rowCount - 1, Math.max(0, row + dr)),
          col: Math.min(colCount - 1, Math.max(0, col + dc)),
        },
        false,
      );
    },
    cancel() {
      draft.current = undefined;
      setEditing(null);
      focusGrid();
    },
    draft(value) {
      draft.current = value;
    },
  };

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
      // Typing replaces the cell; a choice opens its list searching for the key typed; the
      // effect opens its own editor.
      const kind = columns[active.col]?.card?.kind;
      if (!kind) return;
      e.preventDefault();
      const editor = editorOf(kind);
      if (editor === "text") startEdit(e.key);
      else startEdit(undefined, editor === "choice" ? e.key : undefined);
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

  const nameOf = (id: string) => {
    const card = set.cards.find((c) => c.id === id);
    return card ? card.name.trim() || card.id : id;
  };
  const labelOf = (header: string) => byHeader.get(header)?.label ?? header;
  const editingCard = editing ? set.cards.find((c) => c.id === editing.cardId) : undefined;
  const editingCol = editing ? columns.findIndex((c) => c.id === editing.header) : -1;
  const editingColumn = columns[editingCol]?.card;
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
          <Button size="small" onPress={newCard}>
            New card
          </Button>
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
                editingCol={editing && editing.cardId === row.id ? editingCol : -1}
                problems={problems.get(row.id)}
                refused={refused}
                events={rowEvents}
                editor={
                  editing && editing.cardId === row.id && editingColumn && editingCard ? (
                    editorOf(editingColumn.kind) === "choice" ? (
                      <ChoiceCellEditor
                        label={editorLabel}
                        column={editingColumn}
                        set={set}
                        initial={editing.initial}
                        typed={editing.typed}
                        error={editing.error}
                        handlers={handlers}
                      />
                    ) : editorOf(editingColumn.kind) === "text" ? (
                      <TextCellEditor
                        label={editorLabel}
                        multiline={editingColumn.kind === "text"}
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
