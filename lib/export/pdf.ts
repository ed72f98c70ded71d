/**
 * Print sheets as a PDF (pdf-lib): cards imposed on A4 or US Letter with bleed, crop marks in
 * the margins, optional safe-zone guides, a footer, backs pages placed for duplex printing, a
 * duplex calibration page and white-underlay pages for clear film. Server only (sharp).
 *
 * Cards are raster images (README.md "Why raster"), rendered at the chosen DPI, each distinct
 * picture once (a back shared by many cards is embedded once and drawn many times).
 */
import type { PDFFont, PDFRef } from "pdf-lib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Card, VellumSet } from "../model";
import { frameFor } from "../layers";
import type { PdfImage } from "./pdf-image";
import { embedPdfImage, pdfImage } from "./pdf-image";
import type { MmPage } from "./pdf-draw";
import {
  PT_PER_MM,
  drawClippedImage,
  drawGuide,
  drawLabel,
  drawMarks,
  drawRulers,
  drawTarget,
} from "./pdf-draw";
import type { PrintControl, PrintOptions } from "./print-options";
import {
  PAPER_SIZES,
  PrintOptionsError,
  printOptions,
  printProblem,
  throwIfAborted,
} from "./print-options";
import type { PictureSource, PrintPicture } from "./print-pictures";
import { backKey, backPicture, facePicture } from "./print-pictures";
import { forMedium, svgPixelsAtDpi, underlayMask } from "./print-raster";
import type { PrintItem } from "./selection";
import { printItems } from "./selection";
import type { Rect, SheetLayout } from "./sheet-layout";
import { backRect, sheetLayout } from "./sheet-layout";
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

/** Cards rendered at once: sharp uses its own threads per image, a few in flight keep both cores busy. */
const RASTER_CONCURRENCY = 4;

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

/** The rendered pictures of one print: front (and underlay) per card id, back per back key. */
interface Rendered {
  image: PdfImage;
  underlay?: PdfImage;
  picture: PrintPicture;
}

/** The footer text of a page. */
function footer(set: VellumSet, what: string): string {
  return `${set.name}${set.version ? ` v${set.version}` : ""} — ${what}`;
}

/**
 * The print PDF of `cards` (see {@link PrintPdfOptions}; defaults A4 portrait, 300 DPI, 3 mm
 * bleed, crop marks, film, fronts only). Pages: [calibration front, back], then per sheet the
 * fronts page, [its white-underlay page], [its backs page]. Throws PrintOptionsError for bad
 * options and an AbortError when `signal` fires.
 */
export async function printPdf(
  set: VellumSet,
  cards: readonly Card[],
  opts: PrintPdfOptions = {},
  { onProgress, signal }: PrintControl = {},
): Promise<Uint8Array> {
  const checked = printOptions(opts);
  if (!checked.ok) throw new PrintOptionsError(checked.error);
  const o = checked.value;
  if (cards.length === 0)
    throw new PrintOptionsError([printProblem("no-cards", "there are no cards to print")]);
  let sheets = planSheets(set, printItems(cards, o.copies), o);
  if (opts.maxSheets !== undefined) sheets = sheets.slice(0, opts.maxSheets);
  const page = pageSize(o);
  const src: PictureSource = {
    set,
    bleed: o.bleed > 0,
    ...(opts.artHref ? { artHref: opts.artHref } : {}),
    ...(o.language ? { language: o.language } : {}),
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
    RASTER_CONCURRENCY,
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

  const doc = await PDFDocument.create();
  doc.setTitle(`${set.name} — print sheets`);
  doc.setCreator("Vellum");
  doc.setProducer("Vellum (pdf-lib)");
  const font = await doc.embedFont(StandardFonts.Helvetica);
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

  const perSheet = 1 + (o.underlay ? 1 : 0) + (o.duplex ? 1 : 0);
  const total = sheets.length * perSheet + (o.calibration ? 2 : 0);
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
    if (o.calibration) {
      drawCalibration(newPage(), newPage(), font, page, o);
      pageDone();
      pageDone();
    }
    for (const [s, sheet] of sheets.entries()) {
      throwIfAborted(signal);
      const { layout } = sheet;
      const of = `sheet ${s + 1} of ${sheets.length}`;
      // Fronts.
      const front = newPage();
      for (const [i, item] of sheet.items.entries()) {
        const slot = layout.slots[i]!;
        const r = await embedded(`front:${item.card.id}`);
        drawClippedImage(front, r.image, imageRect(slot.trim, r.picture.bleed), slot.clip);
        if (o.guides) {
          drawGuide(front, slot.trim, "trim");
          drawGuide(front, inset(slot.trim, r.picture.frame.safe), "safe");
        }
      }
      if (o.marks) drawMarks(front, layout.marks);
      label(front, font, layout, footer(set, `fronts, ${of}`), done + 1, total);
      pageDone();
      // White underlay: the same positions, the cards' alpha as a mask.
      if (o.underlay) {
        const under = newPage();
        for (const [i, item] of sheet.items.entries()) {
          const slot = layout.slots[i]!;
          const r = await embedded(`front:${item.card.id}`);
          if (r.underlay)
            drawClippedImage(under, r.underlay, imageRect(slot.trim, r.picture.bleed), slot.clip);
        }
        if (o.marks) drawMarks(under, layout.marks);
        label(under, font, layout, footer(set, `white underlay, ${of}`), done + 1, total);
        pageDone();
      }
      // Backs: each behind its front when the sheet is turned over the long or short edge.
      if (o.duplex) {
        const duplex = o.duplex;
        const back = newPage();
        for (const [i, item] of sheet.items.entries()) {
          const slot = layout.slots[i]!;
          const r = await embedded(`back:${backKey(item.card, set)}`);
          drawClippedImage(
            back,
            r.image,
            backRect(imageRect(slot.trim, r.picture.bleed), page, duplex, o.offset),
            backRect(slot.clip, page, duplex, o.offset),
          );
        }
        if (o.marks)
          drawMarks(
            back,
            layout.marks.map((m) => mirrorSegment(m, page, duplex, o.offset)),
          );
        label(back, font, layout, footer(set, `backs (${duplex}-edge), ${of}`), done + 1, total);
        pageDone();
      }
    }
  } finally {
    // Let the pool finish or fail quietly when we stop early (abort or error).
    await Promise.allSettled(renders);
  }
  throwIfAborted(signal);
  const bytes = await doc.save();
  onProgress?.({ progress: 1, page: total, of: total });
  return bytes;
}

/** The trim grown by `bleed` on every side. */
function imageRect(trim: Rect, bleed: number): Rect {
  return inset(trim, -bleed);
}

function inset(r: Rect, by: number): Rect {
  return { x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by };
}

function mirrorSegment(
  s: { x1: number; y1: number; x2: number; y2: number },
  page: { width: number; height: number },
  duplex: "long" | "short",
  offset: { x: number; y: number },
) {
  const a = backRect({ x: s.x1, y: s.y1, width: 0, height: 0 }, page, duplex, offset);
  const b = backRect({ x: s.x2, y: s.y2, width: 0, height: 0 }, page, duplex, offset);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

function label(
  p: MmPage,
  font: PDFFont,
  layout: SheetLayout,
  text: string,
  n: number,
  total: number,
): void {
  if (!layout.label) return;
  drawLabel(p, font, text, layout.label.left, layout.label.baseline);
  drawLabel(p, font, `page ${n} of ${total}`, layout.label.right, layout.label.baseline, {
    align: "right",
  });
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
 * The duplex calibration pair: targets on the front; on the back the same targets where the
 * backs will be placed (mirrored for the duplex turn, moved by the current offset) with
 * millimetre rulers, so the remaining drift is read off the back.
 */
function drawCalibration(
  front: MmPage,
  back: MmPage,
  font: PDFFont,
  page: { width: number; height: number },
  o: PrintOptions,
): void {
  const duplex = o.duplex ?? "long";
  const points = calibrationPoints(page);
  for (const [x, y] of points) drawTarget(front, x, y);
  for (const [x, y] of points) {
    const m = backRect({ x, y, width: 0, height: 0 }, page, duplex, o.offset);
    drawTarget(back, m.x, m.y);
    drawRulers(back, font, m.x, m.y);
  }
  const lines = [
    `Duplex calibration (${duplex}-edge turn, offset ${o.offset.x}, ${o.offset.y} mm).`,
    "Print this page and the next on one sheet, both sides, with the same printer settings as the cards.",
    "Hold the sheet against the light. On the back, read on the red rulers where the front's cross",
    "falls (x to the right, y downwards, as you look at the back). Add those millimetres to the offset",
    "(--offset X,Y or the Offset fields) and print the calibration again until the crosses meet.",
  ];
  lines.forEach((line, i) => drawLabel(front, font, line, 20, 18 + i * 4, { size: 8 }));
  drawLabel(back, font, "Duplex calibration — back: read the drift on the rulers.", 20, 18, {
    size: 8,
  });
}
