/**
 * A quick picture of the first printed sheet (PNG, low DPI) for the print page's live preview:
 * the same layout as the PDF (planSheets, sheetLayout), the cards clipped at their bleed, crop
 * marks, guides, and on paper the checker under clear film. On film the sheet itself is clear:
 * the PNG keeps alpha wherever nothing is printed, so the page can show the film over a backdrop.
 * Server only (sharp).
 */
import sharp from "sharp";
import type { Card, VellumSet } from "../model";
import { cropMarks } from "./crop-marks";
import type { PrintPdfOptions } from "./pdf";
import { pageSize, planSheets } from "./pdf";
import { PrintOptionsError, printProblem } from "./print-options";
import { facePicture } from "./print-pictures";
import { forMedium, svgPixelsAtDpi } from "./print-raster";
import { printOptions } from "./read-options";
import { printItems } from "./selection";

/** The resolution of the print page's live preview. */
export const PREVIEW_DPI = 40;

/** The first fronts sheet of the print as a PNG at `dpi` (default {@link PREVIEW_DPI}). */
export async function previewPng(
  set: VellumSet,
  cards: readonly Card[],
  opts: PrintPdfOptions = {},
  dpi = PREVIEW_DPI,
): Promise<Buffer> {
  const checked = printOptions(opts, "pdf");
  if (!checked.ok) throw new PrintOptionsError(checked.error);
  const o = checked.value;
  if (cards.length === 0)
    throw new PrintOptionsError([printProblem("no-cards", "there are no cards to print")]);
  const [sheet] = planSheets(set, printItems(cards, o.copies), o);
  const page = pageSize(o);
  const k = dpi / 25.4;
  const W = Math.round(page.width * k);
  const H = Math.round(page.height * k);
  const src = {
    set,
    bleed: o.bleed > 0,
    ...(opts.artHref ? { artHref: opts.artHref } : {}),
    ...(o.language ? { language: o.language } : {}),
  };
  const layers = await Promise.all(
    (sheet?.items ?? []).map(async (item, i) => {
      const slot = sheet!.layout.slots[i]!;
      const picture = facePicture(item.card, src);
      const px = forMedium(
        await svgPixelsAtDpi(picture.svg, picture.widthMm, picture.heightMm, dpi),
        o.medium,
        dpi,
      );
      // Crop the bleed image to the printed (clipped) part.
      const ox = slot.trim.x - picture.bleed;
      const oy = slot.trim.y - picture.bleed;
      const left = Math.max(0, Math.round((slot.clip.x - ox) * k));
      const top = Math.max(0, Math.round((slot.clip.y - oy) * k));
      const width = Math.min(px.width - left, Math.round(slot.clip.width * k));
      const height = Math.min(px.height - top, Math.round(slot.clip.height * k));
      const input = await sharp(px.data, {
        raw: { width: px.width, height: px.height, channels: px.channels },
      })
        .extract({ left, top, width, height })
        .png()
        .toBuffer();
      return {
        input,
        left: Math.max(0, Math.round(slot.clip.x * k)),
        top: Math.max(0, Math.round(slot.clip.y * k)),
      };
    }),
  );
  const lines: string[] = [];
  if (sheet && o.marks) {
    for (const m of cropMarks(sheet.layout, sheet.items.length))
      lines.push(
        `<line x1="${m.x1}" y1="${m.y1}" x2="${m.x2}" y2="${m.y2}" stroke="#000" stroke-width="0.25"/>`,
      );
  }
  if (sheet && o.guides) {
    for (const [i, item] of sheet.items.entries()) {
      const t = sheet.layout.slots[i]!.trim;
      const safe = facePicture(item.card, { set, bleed: false }).frame.safe;
      lines.push(
        `<rect x="${t.x}" y="${t.y}" width="${t.width}" height="${t.height}" fill="none" stroke="#d9008c" stroke-width="0.3" stroke-dasharray="0.8 1.2"/>`,
        `<rect x="${t.x + safe}" y="${t.y + safe}" width="${t.width - 2 * safe}" height="${t.height - 2 * safe}" fill="none" stroke="#009ed9" stroke-width="0.3" stroke-dasharray="3 2"/>`,
      );
    }
  }
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${page.width} ${page.height}">${lines.join("")}</svg>`,
  );
  const background = o.medium === "film" ? { r: 0, g: 0, b: 0, alpha: 0 } : "#ffffff";
  return sharp({ create: { width: W, height: H, channels: 4, background } })
    .composite([...layers, { input: overlay, left: 0, top: 0 }])
    .png()
    .toBuffer();
}
