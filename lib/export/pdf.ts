/**
 * Print sheets as a PDF (pdf-lib): cards imposed on A4 or US Letter with bleed, crop marks in
 * the margins, optional safe-zone guides, a footer, backs pages placed for duplex printing, a
 * duplex calibration page and white-underlay pages for clear film. Server only (sharp).
 *
 * Cards are raster images (README.md "Why raster"), rendered at the chosen DPI, each distinct
 * picture once (a back shared by many cards is embedded once and drawn many times). Labels are
 * glyph outlines: the PDF needs no font.
 */
import type { PDFRef } from "pdf-lib";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import type { Card, Diagnostic, PrintWords, VellumSet } from "../model";
import { fillPrintWord, setText } from "../model";
import { frameFor } from "../layers";
import type { FontFace } from "../render";
import { cropMarks, clipSegment, markDiagnostics } from "./crop-marks";
import { nodeFonts } from "./fonts-node";
import type { PdfImage } from "./pdf-image";
import { embedPdfImage, pdfImage } from "./pdf-image";
import type { MmPage } from "./pdf-draw";
import { PT_PER_MM, drawClippedImage, drawGuide, drawMarks } from "./pdf-draw";
import { drawCalibration } from "./pdf-calibration";
import { drawLabel, labelWidth } from "./pdf-label";
import type { PrintControl, PrintOptions } from "./print-options";
import {
  PAPER_SIZES,
  PrintOptionsError,
  RASTER_CONCURRENCY,
  printProblem,
  throwIfAborted,
} from "./print-options";
import type { PictureSource, PrintPicture } from "./print-pictures";
import { backKey, backPicture, facePicture, reportOnce } from "./print-pictures";
import { forMedium, svgPixelsAtDpi, underlayMask } from "./print-raster";
import { printOptions } from "./read-options";
import type { PrintItem } from "./selection";
import { printItems } from "./selection";
import type { PageRect, Segment, SheetLayout } from "./sheet-layout";
import { LABEL_SIZE_PT, backRect, sheetLayout } from "./sheet-layout";
import { poolMap } from "./pool";

/** Options of {@link printPdf}: the print options (defaults for any left out) and the art. */
export interface PrintPdfOptions extends Partial<Omit<PrintOptions, "cards">> {
  artHref?: (file: string) => string | undefined;
  /** Stop after this many sheets (a preview). */
  maxSheets?: number;
}

/** One sheet of the plan: its layout and the items in its slots (slot order). */
export interface SheetPlan {
  layout: SheetLayout;
  items: PrintItem[];
}

/** The page size in mm for the options. */
export function pageSize(o: Pick<PrintOptions, "paper" | "landscape">): {
  width: number;
  height: number;
} {
  const p = PAPER_SIZES[o.paper];
  return o.landscape ? { width: p.height, height: p.width } : { ...p };
}

/**
 * The sheets for `items`: cards grouped by size (frame width, height, bleed), each group filling
 * sheets row by row in the order given. A card too large for the page is a PrintOptionsError.
 */
export function planSheets(
  set: VellumSet,
  items: readonly PrintItem[],
  o: PrintOptions,
): SheetPlan[] {
  const page = pageSize(o);
  const groups = new Map<string, { layout: SheetLayout; items: PrintItem[] }>();
  for (const item of items) {
    const frame = frameFor(item.card, set);
    const bleed = Math.min(o.bleed, frame.bleed);
    const key = `${frame.width}x${frame.height}+${bleed}`;
    let group = groups.get(key);
    if (!group) {
      const layout = sheetLayout({
        pageWidth: page.width,
        pageHeight: page.height,
        cardWidth: frame.width,
        cardHeight: frame.height,
        bleed,
        gap: o.gap,
        margin: o.margin,
        labels: o.labels,
      });
      if (layout.slots.length === 0)
        throw new PrintOptionsError([
          printProblem(
            "card-too-large",
            `a ${frame.width} × ${frame.height} mm card ('${item.card.id}') does not fit on ${o.paper}${o.landscape ? " landscape" : ""} with ${o.margin} mm margins; use landscape, a larger paper or smaller margins`,
          ),
        ]);
      group = { layout, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  const sheets: SheetPlan[] = [];
  for (const { layout, items: list } of groups.values()) {
    const per = layout.slots.length;
    for (let i = 0; i < list.length; i += per)
      sheets.push({ layout, items: list.slice(i, i + per) });
  }
  return sheets;
}

/** One page of a print, in order: a calibration page, or a page of sheet `sheet` (0-based). */
export type PrintPage =
  | { kind: "calibration-front" }
  | { kind: "calibration-back" }
  | { kind: "fronts" | "underlay" | "backs"; sheet: number };

/**
 * The pages of a print of `sheets` sheets: [calibration front, back], then per sheet its fronts
 * and, with duplex, its backs right after, so a duplex printer puts each backs page on the
 * reverse of its fronts. White-underlay pages follow each fronts page without duplex; with
 * duplex they all come after the front/back pairs, in sheet order (between the pairs they would
 * end up on the fronts' reverse).
 */
export function printPages(
  sheets: number,
  o: Pick<PrintOptions, "calibration" | "underlay" | "duplex">,
): PrintPage[] {
  const pages: PrintPage[] = o.calibration
    ? [{ kind: "calibration-front" }, { kind: "calibration-back" }]
    : [];
  for (let sheet = 0; sheet < sheets; sheet++) {
    pages.push({ kind: "fronts", sheet });
    if (o.underlay && !o.duplex) pages.push({ kind: "underlay", sheet });
    if (o.duplex) pages.push({ kind: "backs", sheet });
  }
  if (o.underlay && o.duplex)
    for (let sheet = 0; sheet < sheets; sheet++) pages.push({ kind: "underlay", sheet });
  return pages;
}

/**
 * Warnings about the print (no room for crop marks on some side, `print/no-marks-…`), one per
 * distinct message over the sheets' layouts; none when marks are off.
 */
export function sheetDiagnostics(sheets: readonly SheetPlan[], o: PrintOptions): Diagnostic[] {
  if (!o.marks) return [];
  const seen = new Map<string, Diagnostic>();
  for (const layout of new Set(sheets.map((s) => s.layout)))
    for (const d of markDiagnostics(layout)) seen.set(d.message, d);
  return [...seen.values()];
}

/** The rendered pictures of one print: front (and underlay) per card id, back per back key. */
interface Rendered {
  image: PdfImage;
  underlay?: PdfImage;
  picture: PrintPicture;
}

/** The footer text of a page. */
/** A page's footer title: the set's name (in the language printed), version and `what`. */
function footer(set: VellumSet, name: string, what: string): string {
  return `${name}${set.version ? ` v${set.version}` : ""} — ${what}`;
}

/**
 * The print PDF of `cards` (see {@link PrintPdfOptions}; defaults A4 portrait, 300 DPI, 3 mm
 * bleed, 1 mm gaps, crop marks, film, fronts only), its pages in {@link printPages} order. Warnings (see
 * {@link sheetDiagnostics}) go to `onDiagnostic`. Throws PrintOptionsError for bad options and
 * an AbortError when `signal` fires.
 */
export async function printPdf(
  set: VellumSet,
  cards: readonly Card[],
  opts: PrintPdfOptions = {},
  { onProgress, onDiagnostic, signal, concurrency = RASTER_CONCURRENCY }: PrintControl = {},
): Promise<Uint8Array> {
  const checked = printOptions(opts, "pdf");
  if (!checked.ok) throw new PrintOptionsError(checked.error);
  const o = checked.value;
  if (cards.length === 0)
    throw new PrintOptionsError([printProblem("no-cards", "there are no cards to print")]);
  let sheets = planSheets(set, printItems(cards, o.copies), o);
  if (opts.maxSheets !== undefined) sheets = sheets.slice(0, opts.maxSheets);
  for (const d of sheetDiagnostics(sheets, o)) onDiagnostic?.(d);
  const page = pageSize(o);
  const src: PictureSource = {
    set,
    bleed: o.bleed > 0,
    ...(opts.artHref ? { artHref: opts.artHref } : {}),
    ...(o.language ? { language: o.language } : {}),
    onDiagnostic: reportOnce(onDiagnostic),
  };

  // Every distinct picture, in the order the pages need them: fronts then the sheet's backs.
  const jobs: { key: string; card: Card; side: "front" | "back" }[] = [];
  const seen = new Set<string>();
  for (const sheet of sheets) {
    for (const side of o.duplex ? (["front", "back"] as const) : (["front"] as const)) {
      for (const { card } of sheet.items) {
        const key = side === "front" ? `front:${card.id}` : `back:${backKey(card, set)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        jobs.push({ key, card, side });
      }
    }
  }
  const renders = poolMap(
    jobs.length,
    concurrency,
    async (i): Promise<Rendered> => {
      const job = jobs[i]!;
      const picture =
        job.side === "front" ? facePicture(job.card, src) : backPicture(job.card, src);
      const px = await svgPixelsAtDpi(picture.svg, picture.widthMm, picture.heightMm, o.dpi);
      const [image, underlay] = await Promise.all([
        pdfImage(forMedium(px, o.medium, o.dpi)),
        o.underlay && job.side === "front" ? pdfImage(underlayMask(px)) : undefined,
      ]);
      return { image, picture, ...(underlay ? { underlay } : {}) };
    },
    signal,
  );
  const renderOf = new Map(jobs.map((j, i) => [j.key, renders[i]!]));

  // The set's name and the footers' words in the language printed (the set's `translations`).
  const words = setText(set, o.language);
  const doc = await PDFDocument.create();
  doc.setTitle(`${words.name} — print sheets`);
  doc.setCreator("Vellum");
  doc.setProducer("Vellum (pdf-lib)");
  const face = nodeFonts().body;
  const refs = new Map<string, { image: PDFRef; underlay?: PDFRef; picture: PrintPicture }>();
  const embedded = async (key: string) => {
    let r = refs.get(key);
    if (!r) {
      const rendered = await renderOf.get(key)!;
      r = {
        image: embedPdfImage(doc, rendered.image),
        picture: rendered.picture,
        ...(rendered.underlay ? { underlay: embedPdfImage(doc, rendered.underlay) } : {}),
      };
      refs.set(key, r);
    }
    return r;
  };

  const pages = printPages(sheets.length, o);
  const total = pages.length;
  let done = 0;
  const newPage = (): MmPage => ({
    page: doc.addPage([page.width * PT_PER_MM, page.height * PT_PER_MM]),
    height: page.height,
  });
  const pageDone = () => {
    done++;
    onProgress?.({ progress: (0.97 * done) / total, page: done, of: total });
  };

  try {
    let calibrationFront: MmPage | undefined;
    for (const spec of pages) {
      throwIfAborted(signal);
      const p = newPage();
      if (spec.kind === "calibration-front") {
        calibrationFront = p;
        pageDone();
        continue;
      }
      if (spec.kind === "calibration-back") {
        drawCalibration(calibrationFront!, p, face, page, o);
        pageDone();
        continue;
      }
      const sheet = sheets[spec.sheet]!;
      const { layout } = sheet;
      const of = fillPrintWord(words.printWords.sheet, spec.sheet + 1, sheets.length);
      const marks = o.marks ? cropMarks(layout, sheet.items.length) : [];
      let title: string;
      if (spec.kind === "fronts") {
        for (const [i, item] of sheet.items.entries()) {
          const slot = layout.slots[i]!;
          const r = await embedded(`front:${item.card.id}`);
          drawClippedImage(p, r.image, imageRect(slot.trim, r.picture.bleed), slot.clip);
          if (o.guides) {
            drawGuide(p, slot.trim, "trim");
            drawGuide(p, inset(slot.trim, r.picture.frame.safe), "safe");
          }
        }
        drawMarks(p, marks);
        title = `${words.printWords.fronts}, ${of}`;
      } else if (spec.kind === "underlay") {
        // White underlay: the same positions, the cards' alpha as a mask.
        for (const [i, item] of sheet.items.entries()) {
          const slot = layout.slots[i]!;
          const r = await embedded(`front:${item.card.id}`);
          if (r.underlay)
            drawClippedImage(p, r.underlay, imageRect(slot.trim, r.picture.bleed), slot.clip);
        }
        drawMarks(p, marks);
        title = `${words.printWords.underlay}, ${of}`;
      } else {
        // Backs: each behind its front when the sheet is turned over the long or short edge.
        const duplex = o.duplex!;
        for (const [i, item] of sheet.items.entries()) {
          const slot = layout.slots[i]!;
          const r = await embedded(`back:${backKey(item.card, set)}`);
          drawClippedImage(
            p,
            r.image,
            backRect(imageRect(slot.trim, r.picture.bleed), page, duplex, o.offset),
            backRect(slot.clip, page, duplex, o.offset),
          );
        }
        drawMarks(
          p,
          marks.flatMap(
            (m) => clipSegment(mirrorSegment(m, page, duplex, o.offset), layout.markArea) ?? [],
          ),
        );
        const edge = duplex === "long" ? words.printWords.longEdge : words.printWords.shortEdge;
        title = `${words.printWords.backs} (${edge}), ${of}`;
      }
      label(p, face, layout, footer(set, words.name, title), words.printWords, done + 1, total);
      pageDone();
    }
  } finally {
    // Let the pool finish or fail quietly when we stop early (abort or error).
    await Promise.allSettled(renders);
  }
  throwIfAborted(signal);
  // NOTE: pdf-lib gives every page an empty /Font resource dictionary; labels are outlines, so
  // drop it and the PDF names no font at all.
  for (const p of doc.getPages()) {
    const fonts = p.node.Resources()?.lookup(PDFName.of("Font"));
    if (fonts instanceof PDFDict && fonts.keys().length === 0)
      p.node.Resources()!.delete(PDFName.of("Font"));
  }
  // NOTE: pdf-lib yields to the event loop every `objectsPerTick` (50) objects with a
  // setTimeout(0), at least a millisecond each: a 120-card print (thousands of objects: glyph
  // forms, pages, images) spent about 0.4–1.2 s waiting in save() for under 0.1 s of work. The
  // export runs in a worker thread or the CLI, so nothing waits behind it: write in one go. The
  // bytes are the same.
  const bytes = await doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
  onProgress?.({ progress: 1, page: total, of: total });
  return bytes;
}

/** The trim grown by `bleed` on every side. */
function imageRect(trim: PageRect, bleed: number): PageRect {
  return inset(trim, -bleed);
}

function inset(r: PageRect, by: number): PageRect {
  return { x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by };
}

function mirrorSegment(
  s: Segment,
  page: { width: number; height: number },
  duplex: "long" | "short",
  offset: { x: number; y: number },
): Segment {
  const a = backRect({ x: s.x1, y: s.y1, width: 0, height: 0 }, page, duplex, offset);
  const b = backRect({ x: s.x2, y: s.y2, width: 0, height: 0 }, page, duplex, offset);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

function label(
  p: MmPage,
  face: FontFace,
  layout: SheetLayout,
  text: string,
  words: PrintWords,
  n: number,
  total: number,
): void {
  if (!layout.label) return;
  const { left, right, baseline } = layout.label;
  const pageNo = fillPrintWord(words.page, n, total);
  // A title too long for the line is shortened so it never runs into the page number.
  const room = right - left - labelWidth(face, pageNo, LABEL_SIZE_PT) - 4;
  drawLabel(p, face, fitText(face, text, room, LABEL_SIZE_PT), left, baseline, {
    size: LABEL_SIZE_PT,
  });
  drawLabel(p, face, pageNo, right, baseline, { size: LABEL_SIZE_PT, align: "right" });
}

/** `text`, cut with an ellipsis if need be, at most `width` mm wide at `size` pt. */
function fitText(face: FontFace, text: string, width: number, size: number): string {
  if (labelWidth(face, text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && labelWidth(face, chars.join("") + "…", size) > width) chars.pop();
  return chars.join("").trimEnd() + "…";
}
