/**
 * Text on a print PDF without a font: labels (footer, calibration text, ruler numbers) drawn as
 * glyph outlines of the bundled fonts, shaped by lib/render, so no viewer or RIP ever
 * substitutes a font (the PDF has no font resource at all).
 *
 * Each distinct glyph (face, glyph, size) becomes one form XObject per document, filled with
 * pdf-lib's `drawSvgPath`, and a label places its glyphs with `cm … Do`, as a font would: a
 * footer repeated on every page costs a few hundred bytes, not its outlines again. The glyphs
 * of a label sit in a marked-content `/Span` whose `/ActualText` is the label's text, for search,
 * copy and accessibility.
 *
 * NOTE: module state: the glyph forms of each document (a WeakMap keyed by the PDFDocument) and
 * the XObject names of each page.
 */
import type { PDFDocument, PDFPageLeaf, PDFRef } from "pdf-lib";
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  concatTransformationMatrix,
  drawObject,
  drawSvgPath,
  endMarkedContent,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "pdf-lib";
import type { FontFace } from "../render";
// NOTE: lib/render's shaping and outline helpers, not in its index (its public API).
import { appendRun, runWidth, shape } from "../render";
import type { MmPage } from "./pdf-draw";
import { PT_PER_MM, pt } from "./pdf-draw";

/** How a label is set: size in pt, and which end (or the middle) sits at x. */
export interface LabelStyle {
  size?: number;
  align?: "left" | "right" | "center";
}

/** The labels' colour: dark grey. */
const INK = rgb(0.25, 0.25, 0.25);

const glyphForms = new WeakMap<PDFDocument, Map<string, PDFRef | null>>();
const pageNames = new WeakMap<PDFPageLeaf, Map<PDFRef, PDFName>>();

/** `text` with what `face` cannot draw replaced: accents dropped if need be, else "?". */
export function inFont(face: FontFace, text: string): string {
  const has = (ch: string) => ch === " " || face.font.charToGlyphIndex(ch) > 0;
  return [...text.normalize("NFC")]
    .map((ch) => {
      if (has(ch)) return ch;
      const plain = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return plain !== "" && [...plain].every(has) ? plain : "?";
    })
    .join("");
}

/** The width of `text` as {@link drawLabel} sets it at `size` pt, in mm. */
export function labelWidth(face: FontFace, text: string, size = 7): number {
  return runWidth(shape(face, inFont(face, text)), size / PT_PER_MM);
}

/**
 * The form XObject of `glyph` of `face` at `em` mm, its origin on the pen (baseline), in pt;
 * null for a glyph with no outline (a space).
 */
function glyphForm(doc: PDFDocument, face: FontFace, glyph: number, em: number): PDFRef | null {
  let forms = glyphForms.get(doc);
  if (!forms) {
    forms = new Map();
    glyphForms.set(doc, forms);
  }
  const key = `${face.role}:${glyph}:${em}`;
  let ref = forms.get(key);
  if (ref === undefined) {
    const d: string[] = [];
    appendRun(d, face, { glyphs: [glyph], advances: [0], width: 0 }, 0, 0, em);
    if (d.length === 0) ref = null;
    else {
      // Outlines are in µm, y down: scaled to pt, y up.
      const ops = drawSvgPath(d.join(""), {
        x: 0,
        y: 0,
        scale: PT_PER_MM / 1000,
        color: INK,
        borderColor: undefined,
        borderWidth: 0,
      });
      const e = pt(em);
      const form = doc.context.formXObject(ops, {
        BBox: [-2 * e, -2 * e, 4 * e, 2 * e],
        Resources: {},
      });
      ref = doc.context.register(form);
    }
    forms.set(key, ref);
  }
  return ref;
}

/** The page's XObject name for `ref`, added to its resources the first time. */
function nameOn(p: MmPage, ref: PDFRef): PDFName {
  let names = pageNames.get(p.page.node);
  if (!names) {
    names = new Map();
    pageNames.set(p.page.node, names);
  }
  let name = names.get(ref);
  if (!name) {
    name = p.page.node.newXObject("G", ref);
    names.set(ref, name);
  }
  return name;
}

/**
 * `text` in `face` as filled glyph outlines, its baseline at `y` and starting (or, aligned
 * right, ending; centred, centred on) at `x` (mm), 7 pt dark grey by default.
 */
export function drawLabel(
  p: MmPage,
  face: FontFace,
  text: string,
  x: number,
  y: number,
  { size = 7, align = "left" }: LabelStyle = {},
): void {
  const run = shape(face, inFont(face, text));
  const em = size / PT_PER_MM;
  const width = runWidth(run, em);
  let pen = x - (align === "right" ? width : align === "center" ? width / 2 : 0);
  const k = em / face.unitsPerEm;
  const doc = p.page.doc;
  // NOTE: an inline property dictionary is valid operand syntax (PDF 32000 14.6.2) though
  // pdf-lib's operand type leaves dictionaries out; it writes any PDF object.
  const span = doc.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName;
  const ops = [
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), span]),
  ];
  for (const [i, glyph] of run.glyphs.entries()) {
    const form = glyphForm(doc, face, glyph, em);
    if (form)
      ops.push(
        pushGraphicsState(),
        concatTransformationMatrix(1, 0, 0, 1, pt(pen), pt(p.height - y)),
        drawObject(nameOn(p, form)),
        popGraphicsState(),
      );
    pen += run.advances[i]! * k;
  }
  ops.push(endMarkedContent());
  p.page.pushOperators(...ops);
}
