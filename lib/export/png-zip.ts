/**
 * Per-card PNGs in a zip (fflate): one PNG per card at a DPI, with its bleed or trimmed, alpha
 * preserved on film, and a `manifest.json` naming what each file is. Server only (sharp).
 */
import { zipSync } from "fflate";
import type { Card, VellumSet } from "../model";
import { setText } from "../model";
import type { Medium, PrintControl } from "./print-options";
import { PrintOptionsError, RASTER_CONCURRENCY, throwIfAborted } from "./print-options";
import { facePicture, reportOnce } from "./print-pictures";
import { cropCentre, encodePng, forMedium, svgPixelsAtDpi } from "./print-raster";
import { pxForMm } from "./raster";
import { printOptions } from "./read-options";
import { poolMap } from "./pool";

/** Options of {@link cardPngZip}; those left out get the png format's defaults (formats.ts). */
export interface PngZipOptions {
  dpi?: number;
  /**
   * Bleed around the trim in mm, at most the frame's (default 0: trimmed); `true` is the
   * frame's whole bleed.
   */
  bleed?: number | boolean;
  /** film (default): alpha kept; paper: clear film shown over a light checker, opaque. */
  medium?: Medium;
  /** One file per copy (`id.png`, `id-2.png`, …) instead of one per card. */
  copies?: boolean;
  language?: string;
  artHref?: (file: string) => string | undefined;
}

/** One entry of the manifest. */
export interface PngManifestEntry {
  file: string;
  id: string;
  name: string;
  type: string;
  copies: number;
  /** Which copy this file is (1-based; always 1 without copies expansion). */
  copy: number;
  width: number;
  height: number;
  dpi: number;
  bleed: number;
}

/** The manifest.json of a PNG zip. */
export interface PngManifest {
  set: { id: string; name: string; version?: string };
  dpi: number;
  medium: Medium;
  /** The bleed asked for, in mm (0: trimmed); each file's `bleed` is what its frame allowed. */
  bleed: number;
  files: PngManifestEntry[];
}

/**
 * A zip of `cards` as PNGs plus `manifest.json` (`file` → card id, name, type, copies, size in
 * px, dpi, bleed in mm). File names are card ids; with `copies`, copies 2… are `id-2.png`, ….
 * Each PNG records its DPI, so it opens at the card's physical size. A bad DPI, medium or bleed
 * throws PrintOptionsError.
 */
export async function cardPngZip(
  set: VellumSet,
  cards: readonly Card[],
  opts: PngZipOptions = {},
  { onProgress, onDiagnostic, signal, concurrency = RASTER_CONCURRENCY }: PrintControl = {},
): Promise<Uint8Array> {
  const { bleed: bleedAsked, ...rest } = opts;
  const checked = printOptions(
    { ...rest, ...(typeof bleedAsked === "number" ? { bleed: bleedAsked } : {}) },
    "png",
  );
  if (!checked.ok) throw new PrintOptionsError(checked.error);
  const { dpi, medium, copies } = checked.value;
  const asked = bleedAsked === true ? Infinity : bleedAsked === false ? 0 : checked.value.bleed;
  const src = {
    set,
    bleed: asked > 0,
    ...(opts.artHref ? { artHref: opts.artHref } : {}),
    ...(opts.language ? { language: opts.language } : {}),
    onDiagnostic: reportOnce(onDiagnostic),
  };
  let done = 0;
  const pngs = poolMap(
    cards.length,
    concurrency,
    async (i) => {
      const picture = facePicture(cards[i]!, src);
      const full = await svgPixelsAtDpi(picture.svg, picture.widthMm, picture.heightMm, dpi);
      // Rendered with the frame's bleed, cut down to the bleed asked for.
      const bleed = Math.min(asked, picture.bleed);
      const { width: w, height: h } = picture.frame;
      const px = cropCentre(full, pxForMm(w + 2 * bleed, dpi), pxForMm(h + 2 * bleed, dpi));
      const png = await encodePng(forMedium(px, medium, dpi), 6, dpi);
      done++;
      onProgress?.({ progress: (0.95 * done) / cards.length, page: done, of: cards.length });
      return { png, width: px.width, height: px.height, bleed };
    },
    signal,
  );
  const files: Record<string, Uint8Array> = {};
  const entries: PngManifestEntry[] = [];
  for (const [i, card] of cards.entries()) {
    const r = await pngs[i]!;
    const quantity = Math.max(1, card.copies ?? 1);
    for (let copy = 1; copy <= (copies ? quantity : 1); copy++) {
      const file = copy === 1 ? `${card.id}.png` : `${card.id}-${copy}.png`;
      files[file] = new Uint8Array(r.png);
      entries.push({
        file,
        id: card.id,
        name: card.name,
        type: card.type,
        copies: quantity,
        copy,
        width: r.width,
        height: r.height,
        dpi,
        bleed: r.bleed,
      });
    }
  }
  throwIfAborted(signal);
  const manifest: PngManifest = {
    set: {
      id: set.id,
      name: setText(set, opts.language).name,
      ...(set.version ? { version: set.version } : {}),
    },
    dpi,
    medium,
    bleed: Number.isFinite(asked) ? asked : Math.max(0, ...entries.map((e) => e.bleed)),
    files: entries,
  };
  files["manifest.json"] = new TextEncoder().encode(JSON.stringify(manifest, null, 2) + "\n");
  // PNGs are compressed already: store them (level 0), deflate only the manifest.
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [
        name,
        [bytes, { level: name.endsWith(".png") ? 0 : 6 }],
      ]),
    ),
  );
  onProgress?.({ progress: 1, page: cards.length, of: cards.length });
  return zip;
}
