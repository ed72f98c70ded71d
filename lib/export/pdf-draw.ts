/**
 * Drawing on a PDF page in millimetres from the top-left corner (the sheet layout's frame):
 * clipped images, crop marks and guides (labels: pdf-label.ts; calibration marks:
 * pdf-calibration.ts). 1 mm = 72 / 25.4 pt exactly, so a 63 × 88 mm trim measures 63 × 88 mm
 * in the PDF.
 */
import type { PDFPage, PDFRef } from "pdf-lib";
import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setDashPattern,
  setLineWidth,
  setStrokingGrayscaleColor,
  setStrokingRgbColor,
  stroke,
} from "pdf-lib";
import type { PageRect, Segment } from "./sheet-layout";

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** A page and its height in mm (to flip y: PDF's origin is the bottom-left corner). */
export interface MmPage {
  page: PDFPage;
  height: number;
}

/** Millimetres in points. */
export const pt = (mm: number) => mm * PT_PER_MM;

/** PDF rectangle operands (x, y from the bottom, width, height in pt) for `r`. */
export function pdfRect(p: MmPage, r: PageRect): [number, number, number, number] {
  return [pt(r.x), pt(p.height - r.y - r.height), pt(r.width), pt(r.height)];
}

/** Draws image `ref` stretched over `image`, showing only the part inside `clipRect`. */
export function drawClippedImage(
  p: MmPage,
  ref: PDFRef,
  image: PageRect,
  clipRect: PageRect,
): void {
  const name = p.page.node.newXObject("Card", ref);
  const [x, y, w, h] = pdfRect(p, image);
  p.page.pushOperators(
    pushGraphicsState(),
    rectangle(...pdfRect(p, clipRect)),
    clip(),
    endPath(),
    concatTransformationMatrix(w, 0, 0, h, x, y),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Strokes `segments` (mm) in black, 0.25 pt wide: crop marks. */
export function drawMarks(p: MmPage, segments: readonly Segment[]): void {
  if (segments.length === 0) return;
  const ops = [pushGraphicsState(), setLineWidth(0.25), setStrokingGrayscaleColor(0)];
  for (const s of segments) {
    ops.push(moveTo(pt(s.x1), pt(p.height - s.y1)), lineTo(pt(s.x2), pt(p.height - s.y2)));
  }
  ops.push(stroke(), popGraphicsState());
  p.page.pushOperators(...ops);
}

/** A rectangle outline: cyan dashed for the safe zone, magenta dotted for the trim. */
export function drawGuide(p: MmPage, r: PageRect, kind: "safe" | "trim"): void {
  const [r0, g0, b0] = kind === "safe" ? [0, 0.62, 0.85] : [0.85, 0, 0.55];
  p.page.pushOperators(
    pushGraphicsState(),
    setLineWidth(0.35),
    setStrokingRgbColor(r0, g0, b0),
    setDashPattern(kind === "safe" ? [3, 2] : [0.8, 1.2], 0),
    rectangle(...pdfRect(p, r)),
    stroke(),
    popGraphicsState(),
  );
}
