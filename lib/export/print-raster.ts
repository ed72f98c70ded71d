/**
 * Card pictures for print: SVG → RGBA pixels with sharp, the print media (film keeps alpha;
 * paper composites a light checker under the clear film), the white-underlay mask, and PNG
 * encoding. Server only (sharp).
 */
import sharp from "sharp";
import { pxForMm, withPixelSize } from "./raster";
import type { Medium } from "./print-options";

/** Raw 8-bit pixels. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** Side of a checker square on paper prints, in mm. */
export const CHECKER_MM = 2;
/** The checker's two greys: light enough to read as "nothing printed here". */
export const CHECKER_LIGHT = 255;
export const CHECKER_DARK = 228;

/** `svg` (a document `widthMm` × `heightMm`) as RGBA pixels at exactly `width` × `height`. */
export async function svgPixels(svg: string, width: number, height: number): Promise<Pixels> {
  const { data, info } = await sharp(Buffer.from(withPixelSize(svg, width, height)), {
    density: 72,
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

/** `svg` as RGBA pixels at `dpi` (pixel size rule of raster.ts). */
export function svgPixelsAtDpi(
  svg: string,
  widthMm: number,
  heightMm: number,
  dpi: number,
): Promise<Pixels> {
  return svgPixels(svg, pxForMm(widthMm, dpi), pxForMm(heightMm, dpi));
}

/** Whether every pixel of RGBA `px` is fully opaque. */
export function isOpaque(px: Pixels): boolean {
  if (px.channels !== 4) return true;
  const d = px.data;
  // A pixel at a time as one 32-bit word (its alpha byte masked) when the buffer is aligned:
  // a quarter of the reads of a byte loop.
  if (d.byteOffset % 4 === 0 && d.length % 4 === 0) {
    const words = new Uint32Array(d.buffer, d.byteOffset, d.length / 4);
    const alpha = ALPHA_MASK;
    for (let i = 0; i < words.length; i++) if ((words[i]! & alpha) !== alpha) return false;
    return true;
  }
  for (let i = 3; i < d.length; i += 4) if (d[i] !== 255) return false;
  return true;
}

/** The alpha byte of an RGBA pixel read as one 32-bit word, in this machine's byte order. */
const ALPHA_MASK =
  new Uint8Array(new Uint32Array([0x01020304]).buffer)[0] === 4 ? 0xff000000 | 0 : 0xff;

/**
 * A light checker of {@link CHECKER_MM} squares, `width` × `height` RGB pixels at `dpi`,
 * anchored at the top-left corner: what clear film looks like on paper.
 */
export function checker(width: number, height: number, dpi: number): Pixels {
  const side = Math.max(1, (CHECKER_MM / 25.4) * dpi);
  const data = Buffer.alloc(width * height * 3);
  const row = Buffer.alloc(width * 3);
  for (let y = 0; y < height; y++) {
    const ry = Math.floor(y / side) % 2;
    for (let x = 0; x < width; x++) {
      const v = (Math.floor(x / side) + ry) % 2 === 0 ? CHECKER_LIGHT : CHECKER_DARK;
      row[x * 3] = v;
      row[x * 3 + 1] = v;
      row[x * 3 + 2] = v;
    }
    row.copy(data, y * width * 3);
  }
  return { data, width, height, channels: 3 };
}

/** RGBA `px` composited over the checker: opaque RGB, clear film shown as the light checker. */
export function overChecker(px: Pixels, dpi: number): Pixels {
  const under = checker(px.width, px.height, dpi);
  const out = under.data;
  const d = px.data;
  for (let p = 0, n = px.width * px.height; p < n; p++) {
    const a = d[p * 4 + 3]!;
    if (a === 0) continue;
    for (let c = 0; c < 3; c++) {
      const i = p * 3 + c;
      out[i] = Math.round((d[p * 4 + c]! * a + out[i]! * (255 - a)) / 255);
    }
  }
  return under;
}

/** The picture as printed on `medium`: film keeps alpha; paper is opaque over the checker. */
export function forMedium(px: Pixels, medium: Medium, dpi: number): Pixels {
  return medium === "paper" ? overChecker(px, dpi) : px;
}

/**
 * The white-underlay mask of RGBA `px`: one grey channel, black where the card prints
 * (alpha ≥ 50 %), white where the film stays clear — the page a white-ink printer prints
 * under the colour.
 */
export function underlayMask(px: Pixels): Pixels {
  const n = px.width * px.height;
  const data = Buffer.alloc(n);
  for (let p = 0; p < n; p++) data[p] = px.data[p * 4 + 3]! >= 128 ? 0 : 255;
  return { data, width: px.width, height: px.height, channels: 1 };
}

/**
 * Which channels of the pixels {@link encodePng} writes: all of them, the colour without the
 * alpha (a PDF image), or the alpha alone as grey (its soft mask). The split is done by libvips
 * in the encoder's pipeline, on the pool's thread, not by a loop on the caller's.
 */
export type PngChannels = "all" | "colour" | "alpha";

/**
 * `px` as a PNG (RGBA stays RGBA: alpha preserved). With `dpi`, the file records it (pHYs, and
 * EXIF resolution), so it opens at its physical size. `channels` picks the colour or the alpha
 * of RGBA pixels (see {@link PngChannels}); on other pixels it is ignored.
 *
 * No adaptive filtering (libpng's per-row choice among its five filters): over the sample's 120
 * print cards it took about 70 % of the encoding time and saved 2 % of the bytes (12.13 MiB
 * against 12.37 MiB at level 6). Lossless either way: the pixels decoded are the same.
 */
export function encodePng(
  px: Pixels,
  compressionLevel = 6,
  dpi?: number,
  channels: PngChannels = "all",
): Promise<Buffer> {
  let img = sharp(px.data, {
    raw: { width: px.width, height: px.height, channels: px.channels },
  });
  if (px.channels === 4 && channels === "colour") img = img.removeAlpha();
  else if (px.channels === 4 && channels === "alpha") img = img.extractChannel(3);
  // NOTE: sharp writes one band as RGB unless told it is greyscale.
  if (px.channels === 1 || (px.channels === 4 && channels === "alpha"))
    img = img.toColourspace("b-w");
  if (dpi !== undefined) img = img.withDensity(dpi);
  return img.png({ compressionLevel, adaptiveFiltering: false }).toBuffer();
}

/**
 * The middle `width` × `height` pixels of `px`: a picture rendered with its full bleed cut down
 * to a smaller bleed (equal on every side, to the nearest pixel).
 */
export function cropCentre(px: Pixels, width: number, height: number): Pixels {
  if (width >= px.width && height >= px.height) return px;
  const left = Math.round((px.width - width) / 2);
  const top = Math.round((px.height - height) / 2);
  const row = width * px.channels;
  const data = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * px.width + left) * px.channels;
    px.data.copy(data, y * row, from, from + row);
  }
  return { data, width, height, channels: px.channels };
}
