"use client";
/**
 * The card grid's table: TanStack Table (v9) over the set's cards, its columns lib/sheet
 * `gridColumns` (the languages the layout asks for) plus the problem badge after the name. It
 * turns the layout kept per set (use-grid-layout.ts: order, hidden, widths, sort) and the filter
 * into the table's state, and gives the grid the rows and columns as shown.
 */
import type { ColumnDef, ColumnSizingState, SortingState } from "@tanstack/react-table";
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
import { useMemo, useRef, useState } from "react";
import type { Card, VellumSet } from "@/lib/model";
import type { CardColumn } from "@/lib/sheet";
import { gridColumns } from "@/lib/sheet";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";
import { PROBLEMS_COLUMN, compareNumberCells, orderedIds } from "./grid-model";
import { useGridLayout } from "./use-grid-layout";

const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  rowSortingFeature,
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    // Points and copies by number (`-15, -10, -5`), blank and empty cells last either way.
    numeric: (a, b, id) =>
      compareNumberCells(
        String(a.getValue(id) ?? ""),
        String(b.getValue(id) ?? ""),
        // The grid's sorting is its own state, given to the table (`state.sorting`).
        (a.table.options.state?.sorting as SortingState | undefined)?.find((s) => s.id === id)
          ?.desc === true,
      ),
  },
  filterFns: { includesString: filterFn_includesString },
});

/** The table features the grid uses (its columns' and rows' type parameter). */
export type GridFeatures = typeof features;

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
export interface GridColumn {
  id: string;
  label: string;
  card: CardColumn | undefined;
}

/** The table of `set`'s cards, laid out as kept for `setId`, filtered and sorted. */
export function useGridTable(
  set: VellumSet,
  setId: string,
  problems: ReadonlyMap<string, SeverityCounts>,
) {
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
      sortFn: c.kind === "point" || c.kind === "count" ? "numeric" : "alphanumeric",
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

  return {
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
  };
}
