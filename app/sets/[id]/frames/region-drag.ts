/**
 * The frame editor's geometry gestures, pure: moving a region, resizing it by a handle, nudging
 * it from the keyboard, and snapping its edges to the other regions' edges. Millimetres
 * throughout; figures are rounded to 0.1 mm (the nudge step, and what the fields show) so a drag
 * never writes float noise into set.json.
 */
import type { Region } from "@/lib/model";
import { MAX_CARD_SIDE } from "@/lib/schema/set-facts";

/** A region's rectangle. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Which handle is dragged: a corner or side by compass point, or the body ("move"). */
export type Handle = "move" | "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";

/** The handles drawn on a selected region (corners, then sides). */
export const RESIZE_HANDLES: readonly Exclude<Handle, "move">[] = [
  "nw",
  "ne",
  "sw",
  "se",
  "n",
  "s",
  "w",
  "e",
];

/** Smallest side a resize leaves a region (mm). */
export const MIN_SIDE = 0.5;
/** How close an edge must come to another region's edge to snap to it (mm). */
export const SNAP_MM = 0.8;

/** A millimetre figure rounded to 0.1 mm. */
export function round(mm: number): number {
  return Math.round(mm * 10) / 10;
}

function rounded(box: Box): Box {
  return { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
}

/**
 * `start` dragged by (dx, dy) mm with `handle`. Moving keeps the size; resizing moves the
 * handle's edges and keeps the others, never below MIN_SIDE. Neither goes left of or above the
 * card's corner (a frame's x and y are ≥ 0); going past the right or bottom edge is allowed and
 * becomes a diagnostic, so the user sees what they did.
 */
export function dragBox(start: Box, handle: Handle, dx: number, dy: number): Box {
  if (handle === "move") {
    return rounded({
      ...start,
      x: Math.max(0, start.x + dx),
      y: Math.max(0, start.y + dy),
    });
  }
  let { x, y, width, height } = start;
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  if (handle.includes("w")) {
    x = Math.min(right - MIN_SIDE, Math.max(0, start.x + dx));
    width = right - x;
  }
  if (handle.includes("e")) width = Math.max(MIN_SIDE, start.width + dx);
  if (handle.includes("n")) {
    y = Math.min(bottom - MIN_SIDE, Math.max(0, start.y + dy));
    height = bottom - y;
  }
  if (handle.includes("s")) height = Math.max(MIN_SIDE, start.height + dy);
  return rounded({ x, y, width, height });
}

/** The edges a box may snap to: every other region's left/right (xs) and top/bottom (ys). */
export function snapTargets(
  regions: readonly Box[],
  except: number,
  card: { width: number; height: number },
): { xs: number[]; ys: number[] } {
  const xs = [0, card.width];
  const ys = [0, card.height];
  regions.forEach((r, i) => {
    if (i === except) return;
    xs.push(r.x, r.x + r.width);
    ys.push(r.y, r.y + r.height);
  });
  return { xs, ys };
}

function nearest(values: readonly number[], targets: readonly number[], within: number) {
  let best: { shift: number; at: number } | undefined;
  for (const v of values) {
    for (const t of targets) {
      const shift = t - v;
      if (Math.abs(shift) <= within && (!best || Math.abs(shift) < Math.abs(best.shift))) {
        best = { shift, at: t };
      }
    }
  }
  return best;
}

/** A snapped box and the guide lines it snapped to (for drawing). */
export interface Snapped {
  box: Box;
  guides: { x?: number; y?: number };
}

/**
 * `box` (the result of `dragBox` with `handle`) with the edges the handle moves pulled onto the
 * nearest target edge within `within` mm: a moved box keeps its size and snaps either edge; a
 * resized box snaps only the edges its handle moves.
 */
export function snapBox(
  box: Box,
  handle: Handle,
  targets: { xs: readonly number[]; ys: readonly number[] },
  within = SNAP_MM,
): Snapped {
  const next = { ...box };
  const guides: Snapped["guides"] = {};
  const moveX = handle === "move";
  const xEdges = moveX
    ? [box.x, box.x + box.width]
    : [
        ...(handle.includes("w") ? [box.x] : []),
        ...(handle.includes("e") ? [box.x + box.width] : []),
      ];
  const yEdges = moveX
    ? [box.y, box.y + box.height]
    : [
        ...(handle.includes("n") ? [box.y] : []),
        ...(handle.includes("s") ? [box.y + box.height] : []),
      ];
  const sx = nearest(xEdges, targets.xs, within);
  if (sx) {
    guides.x = sx.at;
    if (moveX) next.x = box.x + sx.shift;
    else if (handle.includes("w")) {
      next.x = box.x + sx.shift;
      next.width = box.width - sx.shift;
    } else next.width = box.width + sx.shift;
  }
  const sy = nearest(yEdges, targets.ys, within);
  if (sy) {
    guides.y = sy.at;
    if (moveX) next.y = box.y + sy.shift;
    else if (handle.includes("n")) {
      next.y = box.y + sy.shift;
      next.height = box.height - sy.shift;
    } else next.height = box.height + sy.shift;
  }
  if (next.width < MIN_SIDE || next.height < MIN_SIDE || next.x < 0 || next.y < 0) {
    return { box, guides: {} };
  }
  return { box: rounded(next), guides };
}

/** The keys that nudge and resize a focused region. */
const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The box after an arrow key on a focused region: moves 0.1 mm (1 mm with Shift); with Alt it
 * resizes instead (right and bottom edges). `undefined` for any other key.
 */
export function nudgeBox(
  box: Box,
  key: { key: string; shiftKey: boolean; altKey: boolean },
): Box | undefined {
  const dir = ARROWS[key.key];
  if (!dir) return undefined;
  const step = key.shiftKey ? 1 : 0.1;
  return dragBox(box, key.altKey ? "se" : "move", dir[0] * step, dir[1] * step);
}

/** The region with `box` applied. */
export function withBox(region: Region, box: Box): Region {
  return { ...region, x: box.x, y: box.y, width: box.width, height: box.height };
}

/** What a numeric field may take, or why it refuses it (naming the field). */
export function checkField(
  field: keyof Box,
  value: number,
  box: Box,
  card: { width: number; height: number },
): string | undefined {
  const names: Record<keyof Box, string> = { x: "X", y: "Y", width: "Width", height: "Height" };
  const name = names[field];
  if (!Number.isFinite(value)) return `${name} needs a number of millimetres`;
  if ((field === "width" || field === "height") && value <= 0) {
    return `${name} must be more than 0 mm (a region needs a size)`;
  }
  if ((field === "x" || field === "y") && value < 0) {
    return `${name} must be 0 mm or more: the region would start off the card`;
  }
  const next = { ...box, [field]: value };
  if ((field === "x" || field === "width") && next.x + next.width > card.width + 1e-6) {
    return `${name} ${value} mm takes the region off the card — keep x + width ≤ ${card.width} mm`;
  }
  if ((field === "y" || field === "height") && next.y + next.height > card.height + 1e-6) {
    return `${name} ${value} mm takes the region off the card — keep y + height ≤ ${card.height} mm`;
  }
  return undefined;
}

/** Why `value` cannot be the frame's `label`, or undefined. */
export function checkCardSide(label: string, value: number): string | undefined {
  if (!Number.isFinite(value)) return `${label} needs a number of millimetres`;
  if (value <= 0) return `${label} must be more than 0 mm`;
  if (value > MAX_CARD_SIDE) return `${label} may be at most ${MAX_CARD_SIDE} mm`;
  return undefined;
}
