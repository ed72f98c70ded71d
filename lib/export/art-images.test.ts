/**
 * Large art is drawn (issue 13 point 2): a 9 MB PNG of noise inlined at full size made librsvg
 * refuse the whole picture ("buffer size limit exceeded") — the card picture, the print preview
 * and the PDF all failed. Art is scaled to its box at the output DPI; art that cannot be drawn
 * at all is a diagnostic naming the card and the file.
 */
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { blackPng } from "../../test/fixtures/png-files";
import type { Diagnostic, VellumSet } from "../model";
import { MAX_INLINE_PIXEL_BYTES, resolveArt } from "./art-images";
import { exportFile } from "./export-file";
import { readExportRequest } from "./read-options";
import { cardPicture } from "./pictures";
import { pxForMm, svgToPng } from "./raster";
import { frameFor } from "../layers";

/** `width` × `height` RGB pixels of deterministic noise (xorshift), as a PNG that hardly compresses. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let x = 2463534242;
  for (let i = 0; i < data.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = x & 0xff;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

let big: Buffer;

/** A PDF export request at 150 DPI, with every other option its default. */
function request() {
  const read = readExportRequest({ format: "pdf", dpi: 150 });
  if (!read.ok) throw new Error(read.error.map((d) => d.message).join("; "));
  return read.value;
}
const CARD = "ada-quill"; // a character of the minimal set: opaque, with a portrait window

function setWithArt(file: string): VellumSet {
  const set = minimalSet();
  const card = set.cards.find((c) => c.type === "character")!;
  card.id = CARD;
  card.art = file;
  return set;
}

beforeAll(async () => {
  big = await noisePng(1800, 1700);
});

describe("large art", () => {
  it("is a 9 MB PNG, too large to inline whole", () => {
    expect(big.byteLength).toBeGreaterThan(9_000_000);
  });

  it("draws in a card picture at 300 DPI, scaled to the portrait window", async () => {
    const set = setWithArt("big.png");
    const art = await resolveArt(set, set.cards, async (f) => (f === "big.png" ? big : undefined), {
      dpi: 300,
    });
    expect(art.diagnostics).toEqual([]);
    const url = art.artHref("big.png")!;
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(url.length).toBeLessThan(4_000_000);
    const picture = cardPicture(set, CARD, { artHref: art.artHref });
    expect(picture.ok).toBe(true);
    if (!picture.ok) return;
    expect(picture.value.diagnostics.filter((d) => d.code === "render/missing-art")).toEqual([]);
    const png = await svgToPng(picture.value.svg, { dpi: 300, widthMm: 63, heightMm: 88 });
    // The portrait window shows the noise, not the engraved placeholder drawn without art.
    const card = set.cards.find((c) => c.id === CARD)!;
    const window = frameFor(card, set).regions.find((r) => r.role === "portrait")!;
    const placeholder = cardPicture(set, CARD, {});
    if (!placeholder.ok) throw new Error("no placeholder picture");
    const without = await svgToPng(placeholder.value.svg, { dpi: 300, widthMm: 63, heightMm: 88 });
    const pixels = async (p: Buffer) => await sharp(p).raw().toBuffer({ resolveWithObject: true });
    const a = await pixels(png);
    const b = await pixels(without);
    const y = pxForMm(window.y + window.height / 2, 300);
    let diff = 0;
    let n = 0;
    for (let x = pxForMm(window.x + 2, 300); x < pxForMm(window.x + window.width - 2, 300); x++) {
      const i = (y * a.info.width + x) * a.info.channels;
      diff += Math.abs(a.data[i]! - b.data[i]!);
      n++;
    }
    expect(diff / n).toBeGreaterThan(20);
  });

  it("never inlines more than the renderer can parse, even at 1200 DPI", async () => {
    const set = setWithArt("big.png");
    const art = await resolveArt(set, set.cards, async () => big, { dpi: 1200 });
    const url = art.artHref("big.png")!;
    expect(url.length).toBeLessThan((MAX_INLINE_PIXEL_BYTES * 4) / 3 + 200_000);
  });

  it("prints in a PDF export", async () => {
    const set = setWithArt("big.png");
    const warnings: Diagnostic[] = [];
    const file = await exportFile(
      {
        set,
        cards: set.cards.filter((c) => c.id === CARD),
        ...request(),
        readArt: async (f) => (f === "big.png" ? big : undefined),
      },
      { onDiagnostic: (d) => warnings.push(d) },
    );
    expect(warnings.map((d) => d.code)).toEqual([]);
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(1);
  });
});

describe("art that cannot be drawn", () => {
  it("is a warning naming the card and the file, and the card is still drawn", async () => {
    const set = setWithArt("broken.png");
    const broken = Buffer.concat([big.subarray(0, 64), Buffer.alloc(64)]);
    const art = await resolveArt(set, set.cards, async () => broken, { dpi: 300 });
    expect(art.artHref("broken.png")).toBeUndefined();
    expect(art.diagnostics).toHaveLength(1);
    const [d] = art.diagnostics;
    expect(d).toMatchObject({
      code: "art/undrawable",
      severity: "warning",
      source: `card:${CARD}/art`,
    });
    expect(d!.message).toMatch(
      new RegExp(
        `^card “Edwin Ashgrove”: art 'broken\\.png' could not be drawn: .+ — replace it with a PNG, JPEG or WebP image that opens in an image editor$`,
      ),
    );
    const picture = cardPicture(set, CARD, { artHref: art.artHref });
    expect(picture.ok).toBe(true);
  });

  it("SVG art wrapping a raster bomb (stored before the store checked it) says so, not a blank card", async () => {
    const set = setWithArt("wrapped.svg");
    const bomb = Buffer.from(blackPng(30_000, 30_000)).toString("base64");
    const svg = new TextEncoder().encode(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="data:image/png;base64,${bomb}" width="10" height="10"/></svg>`,
    );
    const warnings: Diagnostic[] = [];
    await exportFile(
      {
        set,
        cards: set.cards.filter((c) => c.id === CARD),
        ...request(),
        readArt: async (f) => (f === "wrapped.svg" ? svg : undefined),
      },
      { onDiagnostic: (d) => warnings.push(d) },
    );
    // The card is drawn with its placeholder (an info says so) and a warning says why.
    const said = warnings.filter((d) => d.severity === "warning");
    expect(said.map((d) => [d.code, d.source, d.message])).toEqual([
      [
        "art/undrawable",
        `card:${CARD}/art`,
        "card “Edwin Ashgrove”: art 'wrapped.svg' could not be drawn: it embeds a 30000 × 30000 pixel PNG image; images in art may have at most 16384 pixels a side and 50 million pixels in all — replace it with a PNG, JPEG or WebP image that opens in an image editor",
      ],
    ]);
  });
});

describe("a frame's emblem from the set's art files", () => {
  it("is read, scaled to the emblem region and inlined for every card of the frame", async () => {
    const set = minimalSet();
    const modifier = set.cards.find((c) => c.type === "modifier")!;
    const frame = structuredClone(frameFor(modifier, set));
    frame.id = "sealed";
    frame.name = "Sealed";
    frame.emblem = { art: "seal.png" };
    frame.regions.push({
      id: "seal",
      role: "emblem",
      x: 27,
      y: 80,
      width: 9,
      height: 6,
      opaque: false,
    });
    set.frames = [frame];
    modifier.frame = "sealed";
    const read: string[] = [];
    const art = await resolveArt(
      set,
      [modifier],
      async (file) => {
        read.push(file);
        return blackPng(2000, 2000);
      },
      { dpi: 300 },
    );
    expect(read).toEqual(["seal.png"]);
    const url = art.artHref("seal.png")!;
    // 6 mm at 300 DPI: 71 px a side, not the file's 2000.
    const meta = await sharp(Buffer.from(url.split(",")[1]!, "base64")).metadata();
    expect([meta.width, meta.height]).toEqual([71, 71]);
    const picture = cardPicture(set, modifier.id, { artHref: art.artHref });
    if (!picture.ok) throw new Error(picture.error.message);
    expect(picture.value.svg).toContain('data-emblem="sealed"');
    expect(picture.value.svg).toContain(url);
  });
});
