/**
 * Crop marks of a sheet: where they go, how long they may be, and what to say when a side has
 * no room for them. Pure arithmetic, no I/O.
 *
 * Rules (README.md "Sheets"):
 * - Every trim edge of a placed card is extended into the margins only (never into a gap,
 *   never over a card or its bleed): a mark starts {@link MARK_OFFSET} beyond the outer bleed
 *   and runs outwards, at most {@link MARK_LENGTH} long.
 * - Marks stay inside the sheet's mark area: EDGE_KEEP (4 mm) from the paper edge (most
 *   printers cannot print closer) and clear of the footer. A mark clipped below
 *   {@link MARK_MIN} is left out, and a side that gets none is a warning, never a silent drop.
 */
import type { Diagnostic } from "../model";
import { printWarning } from "./print-options";
import type { PageRect, Segment, SheetLayout, Slot } from "./sheet-layout";
import { EDGE_KEEP, MARK_LENGTH, MARK_OFFSET, sheetLayout } from "./sheet-layout";

export { MARK_LENGTH, MARK_OFFSET } from "./sheet-layout";

/** Shortest crop mark worth drawing, in mm. */
export const MARK_MIN = 1.5;

/** The length a crop mark could have on each side of a full sheet (negative: none at all). */
export interface MarkRoom {
  top: number;
  bottom: number;
  sides: number;
}

/** `s` (axis-aligned) cut to the inside of `area`, or undefined when under MARK_MIN is left. */
export function clipSegment(s: Segment, area: PageRect): Segment | undefined {
  const x1 = Math.max(area.x, Math.min(area.x + area.width, s.x1));
  const x2 = Math.max(area.x, Math.min(area.x + area.width, s.x2));
  const y1 = Math.max(area.y, Math.min(area.y + area.height, s.y1));
  const y2 = Math.max(area.y, Math.min(area.y + area.height, s.y2));
  // A segment entirely outside collapses onto the border: the clamped ends move off its line.
  if (s.x1 === s.x2 && (x1 !== s.x1 || x2 !== s.x2)) return undefined;
  if (s.y1 === s.y2 && (y1 !== s.y1 || y2 !== s.y2)) return undefined;
  return Math.hypot(x2 - x1, y2 - y1) >= MARK_MIN - 1e-9 ? { x1, y1, x2, y2 } : undefined;
}

/**
 * How long a mark could be on each side of the full grid: from MARK_OFFSET beyond the outer
 * bleed to the edge of the mark area, at most MARK_LENGTH.
 */
export function markRoom(layout: SheetLayout): MarkRoom {
  const { markArea: a, grid } = layout;
  const b = layout.spec.bleed;
  const reach = (room: number) => Math.min(MARK_LENGTH, room);
  return {
    top: reach(grid.y - b - MARK_OFFSET - a.y),
    bottom: reach(a.y + a.height - (grid.y + grid.height + b + MARK_OFFSET)),
    sides: reach(grid.x - b - MARK_OFFSET - a.x),
  };
}

/**
 * The crop marks for the first `count` slots (the cards placed on the sheet, row by row): on
 * each edge of every column and row that holds a card, beyond the outermost card of that column
 * or row, clipped to the mark area.
 */
export function cropMarks(layout: SheetLayout, count = layout.slots.length): Segment[] {
  const b = layout.spec.bleed;
  const placed = layout.slots.slice(0, Math.max(0, count));
  const ends = (key: (s: Slot) => number) => {
    const groups = new Map<number, Slot[]>();
    for (const s of placed) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
    return [...groups.values()];
  };
  const marks: Segment[] = [];
  // Vertical marks above and below each column that holds a card.
  for (const column of ends((s) => s.col)) {
    const { trim } = column[0]!;
    const top = trim.y - b - MARK_OFFSET;
    const bottom = column.at(-1)!.trim.y + trim.height + b + MARK_OFFSET;
    for (const x of [trim.x, trim.x + trim.width]) {
      marks.push({ x1: x, y1: top - MARK_LENGTH, x2: x, y2: top });
      marks.push({ x1: x, y1: bottom, x2: x, y2: bottom + MARK_LENGTH });
    }
  }
  // Horizontal marks left and right of each row that holds a card.
  for (const row of ends((s) => s.row)) {
    const { trim } = row[0]!;
    const left = trim.x - b - MARK_OFFSET;
    const right = row.at(-1)!.trim.x + trim.width + b + MARK_OFFSET;
    for (const y of [trim.y, trim.y + trim.height]) {
      marks.push({ x1: left - MARK_LENGTH, y1: y, x2: left, y2: y });
      marks.push({ x1: right, y1: y, x2: right + MARK_LENGTH, y2: y });
    }
  }
  // With no gap, neighbouring cards share an edge: one mark each way is enough.
  const unique = new Map<string, Segment>();
  for (const m of marks) {
    const clipped = clipSegment(m, layout.markArea);
    if (clipped) unique.set([m.x1, m.y1, m.x2, m.y2].map((v) => v.toFixed(6)).join(" "), clipped);
  }
  return [...unique.values()];
}

/** Whether a side with `room` mm gets marks (to within float error, as clipSegment decides). */
const hasRoom = (room: number) => room >= MARK_MIN - 1e-9;

const floorTenth = (v: number) => Math.floor(v * 10 + 1e-6) / 10;

/**
 * A gap and a bleed (0.1 mm steps) that would give `side` room for marks on the same grid, each
 * checked by laying the sheet out again; undefined where none would.
 */
function remedies(layout: SheetLayout, side: keyof MarkRoom): { gap?: number; bleed?: number } {
  const { spec, markArea: a, cols, rows } = layout;
  const horizontal = side === "sides";
  const span = horizontal ? spec.pageWidth : spec.pageHeight;
  const n = horizontal ? cols : rows;
  const size = horizontal ? spec.cardWidth : spec.cardHeight;
  const margin = horizontal ? layout.grid.x : layout.grid.y;
  // The area's inset from the paper edge on that side (the bottom's includes the footer).
  const inset = side === "sides" ? a.x : side === "top" ? a.y : span - a.y - a.height;
  const extra = MARK_OFFSET + MARK_MIN + inset;
  const candidates = {
    gap: n > 1 ? floorTenth((span - n * size - 2 * (spec.bleed + extra)) / (n - 1)) : -1,
    bleed: floorTenth(margin - extra),
  };
  const out: { gap?: number; bleed?: number } = {};
  for (const key of ["gap", "bleed"] as const) {
    const v = candidates[key];
    if (v < 0 || v >= spec[key]) continue;
    const l = sheetLayout({ ...spec, [key]: v });
    if (l.cols === cols && l.rows === rows && hasRoom(markRoom(l)[side])) out[key] = v;
  }
  return out;
}

/**
 * Warnings for the sides of a full sheet with no room for crop marks (`print/no-marks-sides`,
 * `…-top-bottom`, `…-bottom`), each saying why and naming a gap or bleed that makes room on the
 * same grid.
 */
export function markDiagnostics(layout: SheetLayout): Diagnostic[] {
  if (layout.slots.length === 0) return [];
  const room = markRoom(layout);
  const { spec, grid } = layout;
  const say = (code: string, where: string, side: keyof MarkRoom, margin: number) => {
    const fix = remedies(layout, side);
    const ways = [
      fix.gap !== undefined ? `a gap of at most ${fix.gap} mm` : "",
      fix.bleed !== undefined ? `a bleed of at most ${fix.bleed} mm` : "",
    ].filter(Boolean);
    return printWarning(
      code,
      `no room for crop marks ${where}: a mark starts ${MARK_OFFSET} mm beyond the ${spec.bleed} mm bleed, keeps ${EDGE_KEEP} mm from the paper edge${side === "bottom" && spec.labels ? " and clear of the footer" : ""} and is at least ${MARK_MIN} mm long, more than the ${floorTenth(margin)} mm margin holds; use ${ways.length > 0 ? `${ways.join(" or ")}, or ` : ""}landscape or larger paper`,
    );
  };
  const out: Diagnostic[] = [];
  const bottomMargin = spec.pageHeight - grid.y - grid.height;
  if (!hasRoom(room.sides))
    out.push(say("no-marks-sides", "left and right of the cards", "sides", grid.x));
  if (!hasRoom(room.top))
    out.push(say("no-marks-top-bottom", "above and below the cards", "bottom", grid.y));
  else if (!hasRoom(room.bottom))
    out.push(say("no-marks-bottom", "below the cards", "bottom", bottomMargin));
  return out;
}
