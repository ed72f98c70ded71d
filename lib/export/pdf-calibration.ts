/**
 * The duplex calibration pair of a print PDF: registration targets on the front; on the back
 * the same targets where the backs will land, with millimetre rulers to read the drift off.
 */
import {
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingGrayscaleColor,
  setStrokingRgbColor,
  stroke,
} from "pdf-lib";
import type { FontFace } from "../render";
import type { MmPage } from "./pdf-draw";
import { pt } from "./pdf-draw";
import { drawLabel, labelWidth } from "./pdf-label";
import type { PrintOptions } from "./print-options";
import { backRect } from "./sheet-layout";

/** How far the front's calibration cross reaches from its centre, in mm: across the rulers. */
export const CROSS_REACH = 20;
/** Distance of the back's rulers from the target, and how far they read either way, in mm. */
export const RULER_OFFSET = 10;
export const RULER_RANGE = 8;

/** A registration target at (x, y) mm: a circle of radius 4 mm and a cross reaching `reach`. */
export function drawTarget(p: MmPage, x: number, y: number, reach = 6): void {
  const cx = pt(x);
  const cy = pt(p.height - y);
  p.page.drawCircle({ x: cx, y: cy, size: pt(4), borderWidth: 0.4, borderColor: rgb(0, 0, 0) });
  p.page.pushOperators(
    pushGraphicsState(),
    setLineWidth(0.3),
    setStrokingGrayscaleColor(0),
    moveTo(cx - pt(reach), cy),
    lineTo(cx + pt(reach), cy),
    moveTo(cx, cy - pt(reach)),
    lineTo(cx, cy + pt(reach)),
    stroke(),
    popGraphicsState(),
  );
}

/**
 * Millimetre rulers for the target at (x, y): an x ruler RULER_OFFSET below it and a y ruler
 * RULER_OFFSET to its right, each reading ±RULER_RANGE mm with ticks every mm, longer and
 * numbered every 5. The front's cross (reaching CROSS_REACH, past both rulers for any drift on
 * them) crosses the x ruler at the horizontal drift and the y ruler at the vertical drift. The
 * rulers end before they meet, so their ticks never overlap.
 */
export function drawRulers(p: MmPage, face: FontFace, x: number, y: number): void {
  const ops = [pushGraphicsState(), setLineWidth(0.2), setStrokingRgbColor(0.75, 0, 0)];
  const seg = (x1: number, y1: number, x2: number, y2: number) =>
    ops.push(moveTo(pt(x1), pt(p.height - y1)), lineTo(pt(x2), pt(p.height - y2)));
  const rx = y + RULER_OFFSET; // the x ruler's line (y)
  const ry = x + RULER_OFFSET; // the y ruler's line (x)
  seg(x - RULER_RANGE, rx, x + RULER_RANGE, rx);
  seg(ry, y - RULER_RANGE, ry, y + RULER_RANGE);
  for (let i = -RULER_RANGE; i <= RULER_RANGE; i++) {
    const len = i === 0 ? 3 : i % 5 === 0 ? 2.2 : 1.2;
    seg(x + i, rx, x + i, rx + len);
    seg(ry, y + i, ry + len, y + i);
  }
  ops.push(stroke(), popGraphicsState());
  p.page.pushOperators(...ops);
  for (const i of [-5, 0, 5]) {
    drawLabel(p, face, String(i), x + i, rx + 5, { size: 5, align: "center" });
    drawLabel(p, face, String(i), ry + 3.6, y + i + 0.6, { size: 5 });
  }
  // Axis names at the far ends, away from the corner where the rulers come closest.
  drawLabel(p, face, "x mm", x - RULER_RANGE - 1, rx + 0.6, { size: 5, align: "right" });
  drawLabel(p, face, "y mm", ry, y - RULER_RANGE - 1.2, { size: 5, align: "center" });
}

/** `text` broken at spaces into lines at most `width` mm wide at `size` pt. */
function wrap(face: FontFace, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && labelWidth(face, next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where the calibration targets go: the centre and 35 mm in from each corner. */
export function calibrationPoints(page: { width: number; height: number }): [number, number][] {
  const { width: W, height: H } = page;
  return [
    [W / 2, H / 2],
    [35, 45],
    [W - 35, 45],
    [35, H - 45],
    [W - 35, H - 45],
  ];
}

/**
 * The duplex calibration pair: targets with long crosses on the front; on the back the same
 * targets where the backs will be placed (mirrored for the duplex turn, moved by the current
 * offset) with millimetre rulers the front's crosses run across, so the remaining drift is read
 * off the back. The front's instructions sit between the top targets' crosses.
 */
export function drawCalibration(
  front: MmPage,
  back: MmPage,
  face: FontFace,
  page: { width: number; height: number },
  o: PrintOptions,
): void {
  const duplex = o.duplex ?? "long";
  const points = calibrationPoints(page);
  for (const [x, y] of points) drawTarget(front, x, y, CROSS_REACH);
  for (const [x, y] of points) {
    const m = backRect({ x, y, width: 0, height: 0 }, page, duplex, o.offset);
    drawTarget(back, m.x, m.y);
    drawRulers(back, face, m.x, m.y);
  }
  const text = [
    `Duplex calibration (${duplex}-edge turn, offset ${o.offset.x}, ${o.offset.y} mm)`,
    "Print this page and the next on one sheet, both sides, with the same printer settings as " +
      "the cards. Hold the sheet against the light. On the back, read on the red rulers where " +
      "the front's crosses fall (x to the right, y downwards, as you look at the back). Add " +
      "those millimetres to the offset (--offset X,Y or the Offset fields) and print the " +
      "calibration again until the crosses meet.",
  ];
  // Between the top corner targets' crosses, from 14 mm down; a blank line after the title.
  const left = 35 + CROSS_REACH + 5;
  const lines = text.flatMap((t, i) => [
    ...(i > 0 ? [""] : []),
    ...wrap(face, t, page.width - 2 * left, 8),
  ]);
  lines.forEach((line, i) => {
    if (line) drawLabel(front, face, line, left, 14 + i * 3.8, { size: 8 });
  });
  drawLabel(back, face, "Duplex calibration — back: read the drift on the rulers.", 20, 18, {
    size: 8,
  });
}
