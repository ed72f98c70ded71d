/**
 * SVG → PNG with sharp (librsvg), alpha preserved: clear film stays transparent.
 *
 * Pixel size rule: `px = Math.round(mm / 25.4 × dpi)` (round half up), for width and height
 * separately. 63 × 88 mm at 300 DPI → 744 × 1039 px; with 3 mm bleed, 69 × 94 mm → 815 × 1110.
 * The SVG's root `width`/`height` are rewritten to exactly those pixels and its aspect ratio
 * is not preserved (`preserveAspectRatio="none"`), so the picture fills the pixel grid edge to
 * edge (the stretch from rounding is under 0.07 %), with no transparent sliver at a border.
 */
import sharp from "sharp";

/** Options of {@link svgToPng}. */
export interface RasterOptions {
  /** Resolution, dots per inch (default 300). */
  dpi?: number;
  /** Physical size of the SVG's viewBox, in mm (the whole document, bleed included). */
  widthMm: number;
  heightMm: number;
}

/**
 * PNG encoder settings of {@link svgToPng} (and of the floor it is benchmarked against): zlib
 * level 2 instead of sharp's default 6. Lossless either way; on a busy card (an opaque
 * character at 300 DPI) level 2 encodes in about half the time, for files about 25 % larger
 * over the sample set — the right trade for previews and the CLI. Print and export
 * (`print-raster.ts`) encode with their own settings.
 */
export const PNG_OPTIONS = Object.freeze({ compressionLevel: 2 });

/** Pixels for `mm` millimetres at `dpi` (round half up). */
export function pxForMm(mm: number, dpi: number): number {
  return Math.round((mm / 25.4) * dpi);
}

const ROOT = /<svg\b[^>]*>/;

/** `svg` with its root element's width, height and preserveAspectRatio replaced. */
export function withPixelSize(svg: string, width: number, height: number): string {
  const m = ROOT.exec(svg);
  if (!m) throw new Error("svgToPng: not an SVG document (no <svg> root)");
  const open = m[0]
    .replace(/\s(width|height|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, "")
    .replace(/^<svg\b/, `<svg width="${width}" height="${height}" preserveAspectRatio="none"`);
  return svg.slice(0, m.index) + open + svg.slice(m.index + m[0].length);
}

/**
 * Rasterises `svg` (a document whose viewBox spans `widthMm` × `heightMm`) to an RGBA PNG at
 * `dpi`. The SVG must be self-contained (lib/render's output is: text is outlines; art must be
 * `data:` URLs — sharp does not fetch).
 */
export async function svgToPng(
  svg: string,
  { dpi = 300, widthMm, heightMm }: RasterOptions,
): Promise<Buffer> {
  const width = pxForMm(widthMm, dpi);
  const height = pxForMm(heightMm, dpi);
  // density 72: librsvg maps one SVG px to one output pixel, so the rewritten size is exact.
  return sharp(Buffer.from(withPixelSize(svg, width, height)), { density: 72 })
    .ensureAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
}
