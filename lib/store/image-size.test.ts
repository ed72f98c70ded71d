import sharp from "sharp";
import type { Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { blackPng } from "../../test/fixtures/png-files";
import { rasterSize } from "./image-size";

/** A noisy RGBA picture, so encoders keep every size field honest. */
function picture(width: number, height: number, alpha = false): Sharp {
  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7919) % 251;
  return sharp(data, { raw: { width, height, channels } });
}

describe("rasterSize", () => {
  it("reads the size sharp reads, from every kind of PNG, JPEG and WebP header", async () => {
    const cases: [string, "png" | "jpeg" | "webp", Promise<Buffer>][] = [
      ["png", "png", picture(321, 123).png().toBuffer()],
      [
        "png, interlaced with alpha",
        "png",
        picture(64, 300, true).png({ progressive: true }).toBuffer(),
      ],
      ["jpeg, baseline", "jpeg", picture(640, 17).jpeg().toBuffer()],
      ["jpeg, progressive", "jpeg", picture(33, 999).jpeg({ progressive: true }).toBuffer()],
      [
        "jpeg with Exif and an ICC profile before the frame",
        "jpeg",
        picture(250, 40)
          .withMetadata({ exif: { IFD0: { Copyright: "Vellum" } } })
          .jpeg()
          .toBuffer(),
      ],
      ["webp, lossy (VP8)", "webp", picture(1000, 3).webp().toBuffer()],
      ["webp, lossless (VP8L)", "webp", picture(16383, 2).webp({ lossless: true }).toBuffer()],
      [
        "webp with alpha (VP8X)",
        "webp",
        picture(77, 66, true).webp({ alphaQuality: 50 }).toBuffer(),
      ],
    ];
    for (const [what, format, made] of cases) {
      const bytes = new Uint8Array(await made);
      const meta = await sharp(bytes).metadata();
      expect(rasterSize(bytes, format), what).toEqual({ width: meta.width, height: meta.height });
    }
  });

  it("reads a decompression bomb's size from its header alone", async () => {
    const bomb = blackPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([30_000, 30_000]);
    expect(rasterSize(bomb, "png")).toEqual({ width: 30_000, height: 30_000 });
  });

  it("has no size for a header that is cut short, damaged or of another format", async () => {
    const png = new Uint8Array(await picture(10, 10).png().toBuffer());
    const jpeg = new Uint8Array(await picture(10, 10).jpeg().toBuffer());
    const webp = new Uint8Array(await picture(10, 10).webp().toBuffer());
    expect(rasterSize(png.subarray(0, 20), "png")).toBeUndefined();
    expect(rasterSize(jpeg.subarray(0, 100), "jpeg")).toBeUndefined();
    expect(rasterSize(webp.subarray(0, 26), "webp")).toBeUndefined();
    expect(rasterSize(png, "jpeg")).toBeUndefined();
    expect(rasterSize(jpeg, "webp")).toBeUndefined();
    const noIhdr = png.slice();
    noIhdr.set(new TextEncoder().encode("IDAT"), 12);
    expect(rasterSize(noIhdr, "png")).toBeUndefined();
    const zeroWide = png.slice();
    zeroWide.set([0, 0, 0, 0], 16);
    expect(rasterSize(zeroWide, "png")).toBeUndefined();
  });
});
