import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { facePicture } from "./print-pictures";
import type { Pixels } from "./print-raster";
import { encodePng, isOpaque, svgPixelsAtDpi } from "./print-raster";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;

/** A clear-film card's face at 150 DPI with its bleed: colour, and alpha from 0 to 255. */
async function clearCard(): Promise<Pixels> {
  const card = SET.cards.find((c) => c.type === "modifier")!;
  const pic = facePicture(card, { set: SET, bleed: true });
  return svgPixelsAtDpi(pic.svg, pic.widthMm, pic.heightMm, 150);
}

/** The PNG decoded to its own channels (one for grey, no conversion to RGB). */
async function decode(png: Buffer, grey: boolean) {
  const img = grey ? sharp(png).toColourspace("b-w") : sharp(png);
  return img.raw().toBuffer({ resolveWithObject: true });
}

/** Every `channels`-th byte of `data` from `first` on: one channel of interleaved pixels. */
function channel(data: Buffer, channels: number, first: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels + first]!;
  return out;
}

/** An 8-bit PNG's inflated rows (each starting with its filter byte) and its pixel format. */
function pngRows(png: Buffer) {
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let bytesPerPixel = 0;
  for (let pos = 8; pos + 8 <= png.length;) {
    const length = png.readUInt32BE(pos);
    const type = png.toString("latin1", pos + 4, pos + 8);
    if (type === "IHDR") {
      width = png.readUInt32BE(pos + 8);
      height = png.readUInt32BE(pos + 12);
      bytesPerPixel = { 0: 1, 2: 3, 4: 2, 6: 4 }[png[pos + 17]!] ?? 0;
    } else if (type === "IDAT") idat.push(png.subarray(pos + 8, pos + 8 + length));
    pos += 12 + length;
  }
  return { rows: inflateSync(Buffer.concat(idat)), width, height, bytesPerPixel };
}

describe("encodePng", () => {
  it("writes the colour of RGBA pixels as RGB and their alpha as grey, pixel for pixel", async () => {
    const px = await clearCard();
    expect(isOpaque(px)).toBe(false);
    const colour = await decode(await encodePng(px, 6, undefined, "colour"), false);
    expect(colour.info.channels).toBe(3);
    const rgb = Buffer.alloc(px.width * px.height * 3);
    for (let p = 0; p < px.width * px.height; p++) px.data.copy(rgb, p * 3, p * 4, p * 4 + 3);
    expect(colour.data.equals(rgb)).toBe(true);
    const alpha = await decode(await encodePng(px, 6, undefined, "alpha"), true);
    expect(alpha.info.channels).toBe(1);
    expect(alpha.data.equals(channel(px.data, 4, 3))).toBe(true);
    // And the whole picture, alpha kept.
    const all = await decode(await encodePng(px), false);
    expect(all.info.channels).toBe(4);
    expect(all.data.equals(px.data)).toBe(true);
  });

  it("filters no row (each row's filter byte is 0): the same pixels without libpng's costly per-row search", async () => {
    const px = await clearCard();
    for (const channels of ["all", "colour", "alpha"] as const) {
      const png = await encodePng(px, 6, 300, channels);
      const { rows, width, height, bytesPerPixel } = pngRows(png);
      expect(bytesPerPixel).toBe({ all: 4, colour: 3, alpha: 1 }[channels]);
      const stride = 1 + width * bytesPerPixel;
      expect(rows.length).toBe(stride * height);
      for (let y = 0; y < height; y++) expect(rows[y * stride]).toBe(0);
    }
  });

  it("sees a card as opaque only when every pixel is", async () => {
    const px = await clearCard();
    expect(isOpaque(px)).toBe(false);
    const opaque = { ...px, data: Buffer.from(px.data) };
    for (let i = 3; i < opaque.data.length; i += 4) opaque.data[i] = 255;
    expect(isOpaque(opaque)).toBe(true);
    opaque.data[opaque.data.length - 1] = 254;
    expect(isOpaque(opaque)).toBe(false);
    // A buffer not aligned on 4 bytes takes the byte loop, with the same answers.
    const shifted = Buffer.alloc(opaque.data.length + 1);
    opaque.data.copy(shifted, 1);
    expect(isOpaque({ ...opaque, data: shifted.subarray(1) })).toBe(false);
    shifted[shifted.length - 1] = 255;
    expect(isOpaque({ ...opaque, data: shifted.subarray(1) })).toBe(true);
  });
});
