/**
 * Drawing on a PDF page in millimetres from the top-left corner (the sheet layout's frame):
 * clipped images, crop marks, guides, the footer line and the duplex calibration marks.
 * 1 mm = 72 / 25.4 pt exactly, so a 63 × 88 mm trim measures 63 × 88 mm in the PDF.
 */
import type { PDFFont, PDFPage, PDFRef } from "pdf-lib";
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
  rgb,
  setDashPattern,
  setLineWidth,
  setStrokingGrayscaleColor,
  setStrokingRgbColor,
  stroke,
} from "pdf-lib";
import type { Rect, Segment } from "./sheet-layout";

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** A page and its height in mm (to flip y: PDF's origin is the bottom-left corner). */
export interface MmPage {
  page: PDFPage;
  height: number;
}

const pt = (mm: number) => mm * PT_PER_MM;

/** PDF rectangle operands (x, y from the bottom, width, height in pt) for `r`. */
export function pdfRect(p: MmPage, r: Rect): [number, number, number, number] {
  return [pt(r.x), pt(p.height - r.y - r.height), pt(r.width), pt(r.height)];
}

/** Draws image `ref` stretched over `image`, showing only the part inside `clipRect`. */
export function drawClippedImage(p: MmPage, ref: PDFRef, image: Rect, clipRect: Rect): void {
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
export function drawGuide(p: MmPage, r: Rect, kind: "safe" | "trim"): void {
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

/** Text the standard Helvetica (WinAnsi) can encode: accents kept, anything else → "?". */
export function winAnsi(text: string): string {
  return [...text.normalize("NFC")]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 63;
      if (code >= 32 && code <= 255 && code !== 127) return ch;
      if (ch === "—" || ch === "–" || ch === "·" || ch === "’" || ch === "‘") return ch;
      const plain = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return /^[\x20-\x7e]$/.test(plain) ? plain : "?";
    })
    .join("");
}

/** Text at `x`, baseline `y` (mm), 7 pt dark grey; `align: "right"` ends it at `x`. */
export function drawLabel(
  p: MmPage,
  font: PDFFont,
  text: string,
  x: number,
  y: number,
  { size = 7, align = "left" }: { size?: number; align?: "left" | "right" | "center" } = {},
): void {
  const safe = winAnsi(text);
  const width = font.widthOfTextAtSize(safe, size);
  const dx = align === "right" ? width : align === "center" ? width / 2 : 0;
  p.page.drawText(safe, {
    x: pt(x) - dx,
    y: pt(p.height - y),
    size,
    font,
    color: rgb(0.25, 0.25, 0.25),
  });
}

/** A registration target: a circle of radius 4 mm with a cross 12 mm wide, at (x, y) mm. */
export function drawTarget(p: MmPage, x: number, y: number): void {
  const cx = pt(x);
  const cy = pt(p.height - y);
  p.page.drawCircle({ x: cx, y: cy, size: pt(4), borderWidth: 0.4, borderColor: rgb(0, 0, 0) });
  p.page.pushOperators(
    pushGraphicsState(),
    setLineWidth(0.3),
    setStrokingGrayscaleColor(0),
    moveTo(cx - pt(6), cy),
    lineTo(cx + pt(6), cy),
    moveTo(cx, cy - pt(6)),
    lineTo(cx, cy + pt(6)),
    stroke(),
    popGraphicsState(),
  );
}

/**
 * Millimetre rulers through (x, y): ticks every mm from −10 to +10 along both axes, longer every
 * 5 mm and numbered, so the drift between the two sides of a sheet can be read off directly.
 */
export function drawRulers(p: MmPage, font: PDFFont, x: number, y: number): void {
  const ops = [pushGraphicsState(), setLineWidth(0.2), setStrokingRgbColor(0.75, 0, 0)];
  for (let i = -10; i <= 10; i++) {
    const len = i % 5 === 0 ? 2.4 : 1.2;
    const tx = pt(x + i);
    const ty = pt(p.height - y - 8);
    ops.push(moveTo(tx, ty), lineTo(tx, ty - pt(len)));
    const vx = pt(x + 8);
    const vy = pt(p.height - (y + i));
    ops.push(moveTo(vx, vy), lineTo(vx + pt(len), vy));
  }
  ops.push(stroke(), popGraphicsState());
  p.page.pushOperators(...ops);
  for (const i of [-10, -5, 5, 10]) {
    drawLabel(p, font, String(i), x + i, y + 13, { size: 5, align: "center" });
    drawLabel(p, font, String(i), x + 11.2, y + i + 0.6, { size: 5 });
  }
}
