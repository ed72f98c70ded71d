/**
 * The raster images SVG art carries inside itself (`<image href="data:image/png;base64,…">`,
 * with `xlink:href` too, and `<feImage>`): their formats and the pixel sizes their headers
 * declare, read without decoding a pixel. A few kilobytes of SVG can wrap a 30,000 × 30,000 PNG
 * that no renderer draws (it printed blank), so the art checks hold these images to the pixel
 * limit raster art has. Pure: text in, sizes out.
 */
import { svgDataImages } from "../schema";
import type { PixelSize } from "./image-size";
import { rasterSize } from "./image-size";

/** A raster image inside an SVG: its format and its declared size (undefined: unreadable). */
export interface EmbeddedImage {
  format: "png" | "jpeg" | "webp" | "gif";
  size: PixelSize | undefined;
}

const FORMATS: Readonly<Record<string, EmbeddedImage["format"]>> = {
  png: "png",
  jpeg: "jpeg",
  jpg: "jpeg",
  pjpeg: "jpeg",
  webp: "webp",
  gif: "gif",
};

/** The bytes of a `data:` URL's payload: base64, else percent-encoded. */
function payloadBytes(payload: string, base64: boolean): Uint8Array {
  if (base64) return new Uint8Array(Buffer.from(payload, "base64"));
  const out: number[] = [];
  for (let i = 0; i < payload.length; i++) {
    const hex = payload[i] === "%" ? payload.slice(i + 1, i + 3) : "";
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(payload.charCodeAt(i) & 0xff);
    }
  }
  return new Uint8Array(out);
}

/** The raster images inside `svg`, in document order (any element's `href` or `xlink:href`). */
export function embeddedImages(svg: string): EmbeddedImage[] {
  const out: EmbeddedImage[] = [];
  for (const { subtype, base64, payload } of svgDataImages(svg)) {
    const format = FORMATS[subtype];
    if (format) out.push({ format, size: rasterSize(payloadBytes(payload, base64), format) });
  }
  return out;
}
