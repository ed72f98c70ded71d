/**
 * The card grid's pure rules: where the keys move the active cell, the selected block, the
 * column layout kept per set (order, hidden, widths, sort, translation languages) and the
 * problem badge's words. The grid (card-grid.tsx) draws them; the edits themselves are lib/sheet's.
 */
import { plural } from "@/lib/model";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";

/** A cell by its place in the grid as shown (sorted and filtered rows, visible columns). */
export interface CellPos {
  row: number;
  col: number;
}

/** The selected block: from the anchor (where it started) to the active cell. */
export interface GridSelection {
  anchor: CellPos;
  active: CellPos;
}

/** A block's edges, inclusive. */
export interface Block {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The id of the problem badge's column (not a card column: no block edit touches it). */
export const PROBLEMS_COLUMN = "problems";

/** Rows a PageUp / PageDown moves. */
export const GRID_PAGE = 10;

/** The block between the anchor and the active cell. */
export function blockOf(sel: GridSelection): Block {
  return {
    top: Math.min(sel.anchor.row, sel.active.row),
    bottom: Math.max(sel.anchor.row, sel.active.row),
    left: Math.min(sel.anchor.col, sel.active.col),
    right: Math.max(sel.anchor.col, sel.active.col),
  };
}

/** Whether the cell is in the block. */
export function inBlock(b: Block, row: number, col: number): boolean {
  return row >= b.top && row <= b.bottom && col >= b.left && col <= b.right;
}

/** Whether the block is more than one cell. */
export function isRange(b: Block): boolean {
  return b.top !== b.bottom || b.left !== b.right;
}

/** A key press's fields that matter to a move. */
export interface MoveKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Where a navigation key moves the active cell in a grid of `rows` × `cols` (arrows, Home/End
 * in the row, Ctrl+Home/End to the first/last cell, PageUp/PageDown); undefined for other keys.
 */
export function moveFor(
  key: MoveKey,
  at: CellPos,
  rows: number,
  cols: number,
): CellPos | undefined {
  if (rows === 0 || cols === 0) return undefined;
  const ctrl = key.ctrlKey || key.metaKey;
  const lastRow = rows - 1;
  const lastCol = cols - 1;
  const clamp = (row: number, col: number): CellPos => ({
    row: Math.min(lastRow, Math.max(0, row)),
    col: Math.min(lastCol, Math.max(0, col)),
  });
  switch (key.key) {
    case "ArrowDown":
      return clamp(ctrl ? lastRow : at.row + 1, at.col);
    case "ArrowUp":
      return clamp(ctrl ? 0 : at.row - 1, at.col);
    case "ArrowRight":
      return clamp(at.row, ctrl ? lastCol : at.col + 1);
    case "ArrowLeft":
      return clamp(at.row, ctrl ? 0 : at.col - 1);
    case "Home":
      return clamp(ctrl ? 0 : at.row, 0);
    case "End":
      return clamp(ctrl ? lastRow : at.row, lastCol);
    case "PageDown":
      return clamp(at.row + GRID_PAGE, at.col);
    case "PageUp":
      return clamp(at.row - GRID_PAGE, at.col);
    default:
      return undefined;
  }
}

/** The grid's column layout, kept per set in the browser. */
export interface GridLayout {
  /** Column ids in the order shown (ids missing here follow, in the model's order). */
  order: string[];
  hidden: string[];
  /** Widths in px by column id. */
  widths: Record<string, number>;
  sort: { id: string; desc: boolean } | undefined;
  /** Languages whose translation columns are shown. */
  languages: string[];
}

/** The layout of a set never arranged: every column, model order, no sort. */
export const DEFAULT_LAYOUT: GridLayout = {
  order: [],
  hidden: [],
  widths: {},
  sort: undefined,
  languages: [],
};

/** The localStorage key of a set's grid layout. */
export function layoutKey(setId: string): string {
  return `vellum:grid-layout:${setId}`;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

/** A stored layout read back; anything unreadable falls back to the default, part by part. */
export function readLayout(text: string | null): GridLayout {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? "null");
  } catch {
    return DEFAULT_LAYOUT;
  }
  if (!raw || typeof raw !== "object") return DEFAULT_LAYOUT;
  const r = raw as Record<string, unknown>;
  const widths: Record<string, number> = {};
  if (r.widths && typeof r.widths === "object") {
    for (const [id, w] of Object.entries(r.widths as Record<string, unknown>)) {
      if (typeof w === "number" && Number.isFinite(w) && w > 0) widths[id] = w;
    }
  }
  const s = r.sort as { id?: unknown; desc?: unknown } | undefined;
  const sort =
    s && typeof s === "object" && typeof s.id === "string"
      ? { id: s.id, desc: s.desc === true }
      : undefined;
  return {
    order: strings(r.order),
    hidden: strings(r.hidden),
    widths,
    sort,
    languages: strings(r.languages),
  };
}

/** `ids` in the layout's order: known ones as saved, then new ones where the model has them. */
export function orderedIds(ids: readonly string[], order: readonly string[]): string[] {
  const known = new Set(ids);
  const saved = order.filter((id) => known.has(id));
  const seen = new Set(saved);
  const out = [...saved];
  ids.forEach((id, i) => {
    if (seen.has(id)) return;
    // A column the saved order lacks goes after its model neighbour.
    const before = ids[i - 1];
    const at = before === undefined ? 0 : out.indexOf(before) + 1;
    out.splice(at, 0, id);
    seen.add(id);
  });
  return out;
}

/** `order` with `id` moved `by` places (clamped). */
export function moveColumn(order: readonly string[], id: string, by: number): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const to = Math.min(order.length - 1, Math.max(0, from + by));
  const next = order.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/** The problem badge of a row: "2 problems" (errors and warnings), its tone; none without. */
export function problemBadge(
  counts: SeverityCounts | undefined,
): { text: string; tone: "bad" | "warn" } | undefined {
  const n = (counts?.error ?? 0) + (counts?.warning ?? 0);
  if (!counts || n === 0) return undefined;
  return { text: plural(n, "problem"), tone: counts.error > 0 ? "bad" : "warn" };
}

/**
 * Orders two cells of a number column (points, copies) by their numbers, as a spreadsheet does:
 * `-15` before `-10` before `-5`. Cells that are no number (`blank`, then empty ones) come after
 * the numbers whichever way the column is sorted (`desc`: the table reverses what this answers).
 */
export function compareNumberCells(a: string, b: string, desc: boolean): number {
  const rank = (cell: string) => {
    const t = cell.trim();
    if (t === "") return 2;
    return Number.isFinite(Number(t)) ? 0 : 1;
  };
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return (ra - rb) * (desc ? -1 : 1);
  if (ra === 0) return Number(a) - Number(b);
  return 0;
}

/**
 * The cards whose ids an edit of the cells changed, old id → new (lib/sheet's cell edits keep
 * every card in its place, so a card is the one at its index before and after).
 */
export function renamedCards(
  before: { cards: readonly { id: string }[] },
  after: { cards: readonly { id: string }[] },
): Map<string, string> {
  const renamed = new Map<string, string>();
  if (before === after || before.cards.length !== after.cards.length) return renamed;
  before.cards.forEach((card, i) => {
    const now = after.cards[i]?.id;
    if (now !== undefined && now !== card.id) renamed.set(card.id, now);
  });
  return renamed;
}
