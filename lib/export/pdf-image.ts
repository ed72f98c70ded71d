/**
 * Pixels into a PDF without decoding them again in JavaScript: sharp encodes a PNG (in its
 * native thread pool), and the PNG's IDAT data — a zlib stream of PNG-filtered rows — goes into
 * the PDF as it is, as a FlateDecode image with the PNG predictor (Predictor 15). Alpha goes
 * into a separate greyscale soft mask (SMask), as PDF requires. NOTE: pdf-lib's own embedPng
 * decodes and recompresses in JavaScript, about 10 × slower for a 300 DPI card.
 */
import type { PDFDocument, PDFRef } from "pdf-lib";
import { PDFName } from "pdf-lib";
import type { Pixels } from "./print-raster";
import { encodePng, isOpaque } from "./print-raster";

/** One PNG's image data, ready for a PDF image stream. */
export interface FlatePng {
  width: number;
  height: number;
  colors: 1 | 3;
  /** The concatenated IDAT chunks. */
  data: Uint8Array;
}

/** An image for a PDF: the colour and, when not fully opaque, the soft mask. */
export interface PdfImage {
  colour: FlatePng;
  mask?: FlatePng;
}

/** Reads a non-interlaced 8-bit greyscale or RGB PNG into its IDAT data. Throws otherwise. */
export function flatePng(png: Uint8Array): FlatePng {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let pos = 8;
  let width = 0;
  let height = 0;
  let colors: 1 | 3 = 3;
  const parts: Uint8Array[] = [];
  while (pos + 8 <= png.length) {
    const length = view.getUint32(pos);
    const type = String.fromCharCode(...png.subarray(pos + 4, pos + 8));
    const body = png.subarray(pos + 8, pos + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(pos + 8);
      height = view.getUint32(pos + 12);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colourType !== 0 && colourType !== 2))
        throw new Error(`flatePng: unsupported PNG (depth ${depth}, colour type ${colourType})`);
      colors = colourType === 0 ? 1 : 3;
    } else if (type === "IDAT") {
      parts.push(body);
    } else if (type === "IEND") {
      break;
    }
    pos += 12 + length;
  }
  const size = parts.reduce((n, p) => n + p.length, 0);
  const data = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    data.set(p, at);
    at += p.length;
  }
  return { width, height, colors, data };
}

/**
 * zlib level of a PDF's images. Over the sample's 120 print cards (unfiltered rows, see
 * `encodePng`), level 4 encodes in two thirds of level 6's time (0.56 s against 0.83 s of CPU)
 * for 2 % more bytes (12.65 MiB against 12.37): the print's largest cost after rasterising is
 * this encoding, and a print PDF is written once and read locally.
 */
export const PDF_IMAGE_LEVEL = 4;

/** `px` (RGB, grey or RGBA) as PDF image data: a mask only when some pixel is not opaque. */
export async function pdfImage(px: Pixels): Promise<PdfImage> {
  const opaque = isOpaque(px);
  const [colour, mask] = await Promise.all([
    encodePng(px, PDF_IMAGE_LEVEL, undefined, "colour"),
    opaque ? undefined : encodePng(px, PDF_IMAGE_LEVEL, undefined, "alpha"),
  ]);
  return { colour: flatePng(colour), ...(mask ? { mask: flatePng(mask) } : {}) };
}

function imageStream(doc: PDFDocument, png: FlatePng, extra: Record<string, PDFRef> = {}): PDFRef {
  const stream = doc.context.stream(png.data, {
    Type: "XObject",
    Subtype: "Image",
    Width: png.width,
    Height: png.height,
    ColorSpace: png.colors === 1 ? "DeviceGray" : "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
    DecodeParms: { Predictor: 15, Colors: png.colors, BitsPerComponent: 8, Columns: png.width },
  });
  for (const [k, v] of Object.entries(extra)) stream.dict.set(PDFName.of(k), v);
  return doc.context.register(stream);
}

/** Adds `image` to `doc` as an image XObject (with its SMask) and returns its reference. */
export function embedPdfImage(doc: PDFDocument, image: PdfImage): PDFRef {
  const mask = image.mask ? imageStream(doc, image.mask) : undefined;
  return imageStream(doc, image.colour, mask ? { SMask: mask } : {});
}
