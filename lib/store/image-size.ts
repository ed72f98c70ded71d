/**
 * The pixel size of a PNG, JPEG, WebP or GIF image, read from its header without decoding anything:
 * cheap even for a decompression bomb (a few kilobytes that inflate to gigabytes), which is
 * what the art checks need to refuse one before it is stored. Pure: bytes in, numbers out.
 */

/** Width and height in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

function u16be(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
}

function u32be(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | (u16be(b, at + 2) & 0xffff)) >>> 0;
}

function u16le(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function u24le(b: Uint8Array, at: number): number {
  return u16le(b, at) | ((b[at + 2] ?? 0) << 16);
}

function ascii(b: Uint8Array, at: number, text: string): boolean {
  return [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
}

function sized(width: number, height: number): PixelSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** PNG: the IHDR chunk must come first (bytes 8–32), width and height big-endian at 16 and 20. */
function pngSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 24 || u32be(b, 8) !== 13 || !ascii(b, 12, "IHDR")) return undefined;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC): they carry the frame size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * JPEG: walks the marker segments (skipping APPn, so an Exif thumbnail's frame is never taken
 * for the image's) to the first start-of-frame, which holds height then width. A frame whose
 * height is 0 (defined later by a DNL marker) has no size here.
 */
function jpegSize(b: Uint8Array): PixelSize | undefined {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    let marker = b[i + 1] ?? 0;
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1] ?? 0; // fill bytes
    i += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return undefined; // end or scan before a frame
    const length = u16be(b, i);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (i + 7 > b.length) return undefined;
      return sized(u16be(b, i + 5), u16be(b, i + 3));
    }
    i += length;
  }
  return undefined;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size). */
function webpSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 30 || !ascii(b, 0, "RIFF") || !ascii(b, 8, "WEBP")) return undefined;
  if (ascii(b, 12, "VP8 ")) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (ascii(b, 12, "VP8L")) {
    if (b[20] !== 0x2f) return undefined;
    const bits = (u16le(b, 21) | (u16le(b, 23) << 16)) >>> 0;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, "VP8X")) return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return undefined;
}

/** GIF (only ever inside SVG art): the logical screen's width and height, little-endian at 6. */
function gifSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 10 || !(ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a"))) return undefined;
  return sized(u16le(b, 6), u16le(b, 8));
}

/**
 * The pixel size a PNG, JPEG, WebP or GIF file declares in its header, or undefined when the
 * header cannot be read (cut short, damaged, or not that format).
 */
export function rasterSize(
  bytes: Uint8Array,
  format: "png" | "jpeg" | "webp" | "gif",
): PixelSize | undefined {
  switch (format) {
    case "gif":
      return gifSize(bytes);
    case "png":
      return pngSize(bytes);
    case "jpeg":
      return jpegSize(bytes);
    case "webp":
      return webpSize(bytes);
  }
}
