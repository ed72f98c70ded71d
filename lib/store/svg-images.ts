/**
 * The raster images SVG art carries inside itself (`<image href="data:image/png;base64,…">`,
 * with `xlink:href` too, and `<feImage>`): their formats and the pixel sizes their headers
 * declare, read without decoding a pixel. A few kilobytes of SVG can wrap a 30,000 × 30,000 PNG
 * that no renderer draws (it printed blank), so the art checks hold these images to the pixel
 * limit raster art has. Pure: text in, sizes out.
 */
// Deep on purpose, as lib/schema's SVG check: the scanner is a leaf module of the renderer.
import { scanXml } from "../render/xml-scan";
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

/** The raster image a link value is, when it is a `data:image/…` URL of a raster format. */
function dataImage(value: string): EmbeddedImage | undefined {
  // A URL parser drops whitespace inside a data: URL, so a renderer does too.
  const v = value.replace(/\s+/g, "");
  const m = /^data:image\/([a-z0-9+.-]+)([^,]*),/i.exec(v);
  const format = m ? FORMATS[m[1]!.toLowerCase()] : undefined;
  if (!m || !format) return undefined;
  const bytes = payloadBytes(v.slice(m[0].length), /;base64$/i.test(m[2]!));
  return { format, size: rasterSize(bytes, format) };
}

/** The raster images inside `svg`, in document order (any element's `href` or `xlink:href`). */
export function embeddedImages(svg: string): EmbeddedImage[] {
  const out: EmbeddedImage[] = [];
  // As in lib/schema's check: <style> content is markup in an SVG file, not raw text.
  const markup = svg.replace(/<style(?![^\s/>=])/gi, "<style-");
  for (const token of scanXml(markup)) {
    if (token.kind !== "open") continue;
    for (const [name, value] of token.attrs) {
      if (name.slice(name.lastIndexOf(":") + 1).toLowerCase() !== "href") continue;
      const image = dataImage(value);
      if (image) out.push(image);
    }
  }
  return out;
}
