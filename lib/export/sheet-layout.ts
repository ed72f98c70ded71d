/**
 * Imposition of cards on a printed sheet, in millimetres from the page's top-left corner: how
 * many columns and rows fit, where each card's trim and bleed go, where the crop marks go, and
 * where a card's back lands on the other side of the sheet. Pure arithmetic, no I/O.
 *
 * Rules (README.md "Sheets"):
 * - The grid is centred on the page; neighbouring trims are `gap` apart; every trim keeps at
 *   least `margin` from the paper edge (and, with labels, `margin + LABEL_BAND` top and bottom).
 * - Each card's image covers its trim plus its bleed, clipped on a side that faces a neighbour
 *   at the middle of the gap: bleeds never overlap each other nor another card's trim.
 * - Crop marks extend every trim edge into the margins only (never into a gap, never over a
 *   card or its bleed): they start MARK_OFFSET beyond the outer bleed and are at most MARK_LENGTH
 *   long; a side with less than MARK_MIN of room gets none.
 */
import type { Duplex } from "./print-options";

/** A rectangle in mm from the page's top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line segment in mm. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** What a sheet holds: the page and the card size (all in mm). */
export interface SheetSpec {
  pageWidth: number;
  pageHeight: number;
  cardWidth: number;
  cardHeight: number;
  bleed: number;
  gap: number;
  margin: number;
  labels: boolean;
}

/** One card position of a sheet. */
export interface Slot {
  index: number;
  row: number;
  col: number;
  /** The trim: what is left after cutting. */
  trim: Rect;
  /** The whole bleed image (trim + bleed on every side). */
  image: Rect;
  /** The part of the image that is printed (bleed clipped at half a gap towards neighbours). */
  clip: Rect;
}

/** The imposition of one sheet. */
export interface SheetLayout {
  spec: SheetSpec;
  cols: number;
  rows: number;
  slots: Slot[];
  marks: Segment[];
  /** Baseline of the footer line and its left and right ends, when labels are on. */
  label?: { baseline: number; left: number; right: number };
}

/** Height of the footer band (title and page number), in mm. */
export const LABEL_BAND = 5;
/** Distance of crop marks from the outer bleed, in mm. */
export const MARK_OFFSET = 1;
/** Longest crop mark, in mm. */
export const MARK_LENGTH = 5;
/** A side with less room than this gets no crop marks, in mm. */
export const MARK_MIN = 1.5;
/** Room left between a crop mark and the paper edge, in mm. */
const EDGE_KEEP = 1;

/** How many cards of `size` fit in `room` with `gap` between them. */
function fit(room: number, size: number, gap: number): number {
  return Math.max(0, Math.floor((room + gap + 1e-9) / (size + gap)));
}

/**
 * The imposition for `spec`: columns and rows that fit, slots row by row from the top left,
 * crop marks. `cols` or `rows` is 0 when the card does not fit on the page at all.
 */
export function sheetLayout(spec: SheetSpec): SheetLayout {
  const { pageWidth: W, pageHeight: H, cardWidth: w, cardHeight: h, bleed: b, gap: g } = spec;
  const band = spec.labels ? LABEL_BAND : 0;
  const cols = fit(W - 2 * spec.margin, w, g);
  const rows = fit(H - 2 * (spec.margin + band), h, g);
  const gridW = cols * w + Math.max(0, cols - 1) * g;
  const gridH = rows * h + Math.max(0, rows - 1) * g;
  const left = (W - gridW) / 2;
  const top = (H - gridH) / 2;
  const inner = Math.min(b, g / 2);
  const slots: Slot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = left + col * (w + g);
      const y = top + row * (h + g);
      const bl = col === 0 ? b : inner;
      const br = col === cols - 1 ? b : inner;
      const bt = row === 0 ? b : inner;
      const bb = row === rows - 1 ? b : inner;
      slots.push({
        index: slots.length,
        row,
        col,
        trim: { x, y, width: w, height: h },
        image: { x: x - b, y: y - b, width: w + 2 * b, height: h + 2 * b },
        clip: { x: x - bl, y: y - bt, width: w + bl + br, height: h + bt + bb },
      });
    }
  }
  const layout: SheetLayout = { spec, cols, rows, slots, marks: [] };
  if (cols === 0 || rows === 0) return layout;
  layout.marks = cropMarks(layout, left, top, gridW, gridH, band);
  if (spec.labels) layout.label = { baseline: H - 2, left, right: left + gridW };
  return layout;
}

function cropMarks(
  layout: SheetLayout,
  left: number,
  top: number,
  gridW: number,
  gridH: number,
  band: number,
): Segment[] {
  const { pageWidth: W, pageHeight: H, bleed: b } = layout.spec;
  const marks: Segment[] = [];
  const xs = [...new Set(layout.slots.flatMap((s) => [s.trim.x, s.trim.x + s.trim.width]))];
  const ys = [...new Set(layout.slots.flatMap((s) => [s.trim.y, s.trim.y + s.trim.height]))];
  // Vertical marks above and below the grid, on every column edge.
  const roomV = top - b - MARK_OFFSET - Math.max(EDGE_KEEP, band + 0.5);
  if (roomV >= MARK_MIN) {
    const len = Math.min(MARK_LENGTH, roomV);
    const y0 = top - b - MARK_OFFSET;
    const y1 = top + gridH + b + MARK_OFFSET;
    for (const x of xs) {
      marks.push({ x1: x, y1: y0 - len, x2: x, y2: y0 });
      marks.push({ x1: x, y1, x2: x, y2: Math.min(H, y1 + len) });
    }
  }
  // Horizontal marks left and right of the grid, on every row edge.
  const roomH = left - b - MARK_OFFSET - EDGE_KEEP;
  if (roomH >= MARK_MIN) {
    const len = Math.min(MARK_LENGTH, roomH);
    const x0 = left - b - MARK_OFFSET;
    const x1 = left + gridW + b + MARK_OFFSET;
    for (const y of ys) {
      marks.push({ x1: x0 - len, y1: y, x2: x0, y2: y });
      marks.push({ x1, y1: y, x2: Math.min(W, x1 + len), y2: y });
    }
  }
  return marks;
}

/**
 * Where `rect` of a front page lands on the back page so that it prints behind itself: mirrored
 * about the page's vertical axis for a long-edge turn (columns reversed), about its horizontal
 * axis for a short-edge turn (rows reversed), then moved by the drift correction `offset`.
 */
export function backRect(
  rect: Rect,
  page: { width: number; height: number },
  duplex: Duplex,
  offset: { x: number; y: number } = { x: 0, y: 0 },
): Rect {
  const x = duplex === "long" ? page.width - rect.x - rect.width : rect.x;
  const y = duplex === "short" ? page.height - rect.y - rect.height : rect.y;
  return { x: x + offset.x, y: y + offset.y, width: rect.width, height: rect.height };
}

/** Whether two rectangles overlap with positive area (touching edges do not). */
export function overlaps(a: Rect, b: Rect, eps = 1e-6): boolean {
  return (
    a.x < b.x + b.width - eps &&
    b.x < a.x + a.width - eps &&
    a.y < b.y + b.height - eps &&
    b.y < a.y + a.height - eps
  );
}

/** Whether segment `s` passes through the inside of `r` (touching its border does not count). */
export function segmentHitsRect(s: Segment, r: Rect, eps = 1e-6): boolean {
  const box: Rect = {
    x: Math.min(s.x1, s.x2) - eps / 2,
    y: Math.min(s.y1, s.y2) - eps / 2,
    width: Math.abs(s.x2 - s.x1) + eps,
    height: Math.abs(s.y2 - s.y1) + eps,
  };
  // Marks are axis-aligned, so their bounding box is the segment.
  return overlaps(box, r, eps);
}
