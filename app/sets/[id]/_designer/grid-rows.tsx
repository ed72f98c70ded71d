"use client";
/**
 * The card grid's header and rows as drawn: a column's header (its sort button and width
 * separator), one card's row of cells (selected, active, refused, editing), the cells' DOM ids
 * and whether a cell is in view. The grid (card-grid.tsx) owns the state they show.
 */
import type { Column } from "@tanstack/react-table";
import type { PointerEvent } from "react";
import { memo } from "react";
import type { Card } from "@/lib/model";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";
import { Splitter } from "./splitter";
import { problemBadge } from "./grid-model";
import type { GridColumn, GridFeatures } from "./use-grid-table";

/** A row's height in px (the virtualiser's estimate and the row's own). */
export const ROW_HEIGHT = 32;

/** The DOM id of the cell at `row`, `col` of the grid as shown. */
export const cellId = (row: number, col: number) => `ws-sheet-${row}-${col}`;
/** The key of a refused cell in the grid's map of refusals. */
export const refusalKey = (cardId: string, column: string) => `${cardId}\u0000${column}`;

/** Whether a cell's row is wholly in the grid's view, below its sticky header. */
export function inView(cell: HTMLElement, grid: HTMLElement): boolean {
  const r = cell.getBoundingClientRect();
  const top = grid.querySelector(".ws-sheet-head")?.getBoundingClientRect().bottom ?? 0;
  return r.top >= top - 1 && r.bottom <= grid.getBoundingClientRect().bottom + 1;
}

/** A column's header: its sort button (the label) and its width's separator. */
export function HeaderCell(props: {
  column: Column<GridFeatures, Card, unknown>;
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
export interface RowEvents {
  onPointerDown(e: PointerEvent<HTMLDivElement>, row: number, col: number): void;
  onPointerEnter(row: number, col: number): void;
  onDoubleClick(): void;
}

/** One card's row: its cells, the selected ones marked, the active one focusable. */
export const GridRow = memo(function GridRow(props: {
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
