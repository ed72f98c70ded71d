/**
 * Imposition of cards on a printed sheet, in millimetres from the page's top-left corner: how
 * many columns and rows fit, where each card's trim and bleed go, where the footer and the crop
 * marks may go, and where a card's back lands on the other side of the sheet. Pure arithmetic,
 * no I/O. The marks themselves are crop-marks.ts.
 *
 * Rules (README.md "Sheets"):
 * - The grid is centred on the page; neighbouring trims are `gap` apart; every trim keeps at
 *   least `margin` from the paper edge (and, with labels, room below the bottom bleed for the
 *   footer, which keeps EDGE_KEEP from the paper edge).
 * - Each card's image covers its trim plus its bleed, clipped on a side that faces a neighbour
 *   at the middle of the gap: bleeds never overlap each other nor another card's trim.
 * - Nothing but the cards' bleed is drawn within EDGE_KEEP of the paper edge. The footer sits
 *   in the band below the bottom bleed, under the crop marks (as close as full-length marks
 *   allow, else as low as EDGE_KEEP allows).
 */
import type { Duplex } from "./print-options";

/**
 * A rectangle in mm from the page's top-left corner: sheet space (slots, trims, marks). Never a
 * rectangle on a card (lib/layers' `CardRect`, mm from the card's trim corner): `space` tells
 * them apart when compiling.
 */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Never set: a type-level tag, so a card rectangle passed for a page one fails to compile. */
  readonly space?: "page";
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
  trim: PageRect;
  /** The whole bleed image (trim + bleed on every side). */
  image: PageRect;
  /** The part of the image that is printed (bleed clipped at half a gap towards neighbours). */
  clip: PageRect;
}

/** The imposition of one sheet. */
export interface SheetLayout {
  spec: SheetSpec;
  cols: number;
  rows: number;
  slots: Slot[];
  /** The trims of all slots together (empty when nothing fits). */
  grid: PageRect;
  /** Where crop marks may be drawn: EDGE_KEEP inside the paper, above the footer. */
  markArea: PageRect;
  /** Baseline of the footer line and its left and right ends, when labels are on. */
  label?: { baseline: number; left: number; right: number };
}

/**
 * Nothing but the cards' bleed is drawn closer than this to the paper edge, in mm: most printers
 * cannot print there.
 */
export const EDGE_KEEP = 4;
/** Size of the footer text, in pt and in mm. */
export const LABEL_SIZE_PT = 7;
export const LABEL_SIZE = (LABEL_SIZE_PT * 25.4) / 72;
/** The footer glyphs' reach above and below the baseline, in em (accented capitals, descenders). */
export const LABEL_ASCENT = 0.85;
export const LABEL_DESCENT = 0.3;
/** Distance of crop marks from the outer bleed, in mm. */
export const MARK_OFFSET = 1;
/** Longest crop mark, in mm. */
export const MARK_LENGTH = 5;
/** Space kept between the footer and the crop marks above it, in mm. */
export const LABEL_CLEAR = 0.5;
/** Height of the footer line from its highest to its lowest glyph, in mm. */
const LABEL_HEIGHT = (LABEL_ASCENT + LABEL_DESCENT) * LABEL_SIZE;

/** How many cards of `size` fit in `room` with `gap` between them. */
function fit(room: number, size: number, gap: number): number {
  return Math.max(0, Math.floor((room + gap + 1e-9) / (size + gap)));
}

/**
 * The imposition for `spec`: columns and rows that fit, slots row by row from the top left, the
 * footer's place and the area left for crop marks. `cols` or `rows` is 0 when the card does not
 * fit on the page at all.
 */
export function sheetLayout(spec: SheetSpec): SheetLayout {
  const { pageWidth: W, pageHeight: H, cardWidth: w, cardHeight: h, bleed: b, gap: g } = spec;
  // The footer sits below the bottom bleed, EDGE_KEEP above the paper edge; the grid is centred,
  // so the top keeps the same room.
  const footer = spec.labels ? b + LABEL_CLEAR + LABEL_HEIGHT + EDGE_KEEP : 0;
  const cols = fit(W - 2 * spec.margin, w, g);
  const rows = fit(H - 2 * Math.max(spec.margin, footer), h, g);
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
  // The footer goes right under the bottom crop marks, or as low as EDGE_KEEP allows when the
  // band below the bleed is narrower than that.
  const baseline = Math.min(
    H - EDGE_KEEP - LABEL_DESCENT * LABEL_SIZE,
    top + gridH + b + MARK_OFFSET + MARK_LENGTH + LABEL_CLEAR + LABEL_ASCENT * LABEL_SIZE,
  );
  const floor = spec.labels ? baseline - LABEL_ASCENT * LABEL_SIZE - LABEL_CLEAR : H - EDGE_KEEP;
  const layout: SheetLayout = {
    spec,
    cols,
    rows,
    slots,
    grid: slots.length > 0 ? { x: left, y: top, width: gridW, height: gridH } : ZERO,
    markArea: { x: EDGE_KEEP, y: EDGE_KEEP, width: W - 2 * EDGE_KEEP, height: floor - EDGE_KEEP },
  };
  if (spec.labels && slots.length > 0) layout.label = { baseline, left, right: left + gridW };
  return layout;
}

const ZERO: PageRect = { x: 0, y: 0, width: 0, height: 0 };

/**
 * Where `rect` of a front page lands on the back page so that it prints behind itself. The sheet
 * turns over its long or short edge: on a portrait page the long edge is vertical, so a
 * long-edge turn mirrors about the vertical axis (columns reversed) and a short-edge turn about
 * the horizontal one (rows reversed); on a landscape page the long edge is horizontal, so it is
 * the other way round. Then the drift correction `offset` moves it (+x right, +y down).
 */
export function backRect(
  rect: PageRect,
  page: { width: number; height: number },
  duplex: Duplex,
  offset: { x: number; y: number } = { x: 0, y: 0 },
): PageRect {
  const landscape = page.width > page.height;
  const mirrorX = (duplex === "long") !== landscape;
  const x = mirrorX ? page.width - rect.x - rect.width : rect.x;
  const y = mirrorX ? rect.y : page.height - rect.y - rect.height;
  return { x: x + offset.x, y: y + offset.y, width: rect.width, height: rect.height };
}

/** Whether two rectangles overlap with positive area (touching edges do not). */
export function overlaps(a: PageRect, b: PageRect, eps = 1e-6): boolean {
  return (
    a.x < b.x + b.width - eps &&
    b.x < a.x + a.width - eps &&
    a.y < b.y + b.height - eps &&
    b.y < a.y + a.height - eps
  );
}

/** Whether segment `s` passes through the inside of `r` (touching its border does not count). */
export function segmentHitsRect(s: Segment, r: PageRect, eps = 1e-6): boolean {
  const box: PageRect = {
    x: Math.min(s.x1, s.x2) - eps / 2,
    y: Math.min(s.y1, s.y2) - eps / 2,
    width: Math.abs(s.x2 - s.x1) + eps,
    height: Math.abs(s.y2 - s.y1) + eps,
  };
  // Marks are axis-aligned, so their bounding box is the segment.
  return overlaps(box, r, eps);
}
