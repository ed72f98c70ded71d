/**
 * The print PDF measured from the file itself (test/fixtures/pdf-inspect.ts reads the content
 * streams): page sizes in points, card images at their mm positions, crop marks outside every
 * card, backs mirrored for long- and short-edge duplex, underlay pages, options and cancelling.
 * Low DPI keeps it fast; the pixels are checked by test/golden/print.test.ts.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PDFNumber } from "pdf-lib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { inspectPdf } from "../../test/fixtures/pdf-inspect";
import type { MmRect } from "../../test/fixtures/pdf-inspect";
import { printPdf } from "./pdf";
import { PrintOptionsError } from "./print-options";
import { pxForMm } from "./raster";
import { selectCards } from "./selection";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const DPI = 40;
const cards = (n: number, from = 18) => SET.cards.slice(from, from + n);

const near = (a: MmRect, b: MmRect, eps = 1e-6) =>
  Math.abs(a.x - b.x) < eps &&
  Math.abs(a.y - b.y) < eps &&
  Math.abs(a.width - b.width) < eps &&
  Math.abs(a.height - b.height) < eps;

/** Expected trim of slot (row, col) on A4 portrait with the defaults (README "Sheets"). */
const trim = (row: number, col: number): MmRect => ({
  x: 7.5 + col * 66,
  y: 13.5 + row * 91,
  width: 63,
  height: 88,
});
const grow = (r: MmRect, b: number): MmRect => ({
  x: r.x - b,
  y: r.y - b,
  width: r.width + 2 * b,
  height: r.height + 2 * b,
});
const inside = (x: number, y: number, r: MmRect) =>
  x > r.x + 1e-6 && x < r.x + r.width - 1e-6 && y > r.y + 1e-6 && y < r.y + r.height - 1e-6;

describe("printPdf", () => {
  it("makes A4 pages of exactly 595.28 × 841.89 pt with 3 × 3 cards at their mm positions", async () => {
    const pdf = await printPdf(SET, cards(9), { dpi: DPI });
    const [page, ...rest] = await inspectPdf(pdf);
    expect(rest).toEqual([]);
    expect(page!.widthPt).toBeCloseTo(595.28, 2);
    expect(page!.heightPt).toBeCloseTo(841.89, 2);
    expect(page!.images).toHaveLength(9);
    page!.images.forEach((img, i) => {
      const t = trim(Math.floor(i / 3), i % 3);
      // The image is the trim plus 3 mm bleed on every side: 69 × 94 mm.
      expect(near(img.image, grow(t, 3)), `image ${i}`).toBe(true);
      // Clipped at the middle of the 3 mm gaps, full bleed at the sheet's edges.
      const c = img.clip;
      expect(c.x).toBeCloseTo(i % 3 === 0 ? t.x - 3 : t.x - 1.5, 6);
      expect(c.x + c.width).toBeCloseTo(i % 3 === 2 ? t.x + 66 : t.x + 64.5, 6);
    });
    expect(page!.text).toContain("Saltmarrow-on-Sea v1.0.0 — fronts, sheet 1 of 1");
    expect(page!.text).toContain("page 1 of 1");
  });

  it("embeds each card at the DPI: 69 × 94 mm → pixels by the raster rule, alpha as SMask", async () => {
    const pdf = await printPdf(SET, cards(2, 20), { dpi: DPI });
    const doc = await PDFDocument.load(pdf);
    const images = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter(
        (o): o is PDFRawStream =>
          o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    const colour = images.filter((o) => o.dict.get(PDFName.of("SMask")));
    expect(colour).toHaveLength(2);
    const w = colour[0]!.dict.get(PDFName.of("Width")) as PDFNumber;
    const h = colour[0]!.dict.get(PDFName.of("Height")) as PDFNumber;
    expect([w.asNumber(), h.asNumber()]).toEqual([pxForMm(69, DPI), pxForMm(94, DPI)]);
  });

  it("draws crop marks only outside every card's bleed, on every trim edge", async () => {
    const [page] = await inspectPdf(await printPdf(SET, cards(9), { dpi: DPI }));
    expect(page!.lines.length).toBeGreaterThanOrEqual(24);
    for (const line of page!.lines) {
      for (const img of page!.images) {
        const mid = { x: (line.x1 + line.x2) / 2, y: (line.y1 + line.y2) / 2 };
        expect(inside(line.x1, line.y1, img.clip) || inside(line.x2, line.y2, img.clip)).toBe(
          false,
        );
        expect(inside(mid.x, mid.y, img.clip)).toBe(false);
      }
    }
    for (const x of [7.5, 70.5, 73.5, 136.5, 139.5, 202.5]) {
      expect(page!.lines.some((l) => Math.abs(l.x1 - x) < 1e-6 && l.x1 === l.x2)).toBe(true);
    }
    const none = await inspectPdf(await printPdf(SET, cards(9), { dpi: DPI, marks: false }));
    expect(none[0]!.lines).toEqual([]);
  });

  for (const duplex of ["long", "short"] as const) {
    it(`puts each back behind its front for ${duplex}-edge duplex, moved by the offset`, async () => {
      const offset = { x: 0.5, y: -1 };
      const pdf = await printPdf(SET, cards(5), { dpi: DPI, duplex, offset });
      const [front, back] = await inspectPdf(pdf);
      expect(back!.images).toHaveLength(5);
      front!.images.forEach((img, i) => {
        const row = Math.floor(i / 3);
        const col = i % 3;
        const mirror = duplex === "long" ? trim(row, 2 - col) : trim(2 - row, col);
        const want = grow({ ...mirror, x: mirror.x + offset.x, y: mirror.y + offset.y }, 3);
        expect(near(back!.images[i]!.image, want), `back of card ${i}`).toBe(true);
        expect(near(img.image, grow(trim(row, col), 3))).toBe(true);
      });
      expect(back!.text).toContain(`backs (${duplex}-edge)`);
    });
  }

  it("adds a white-underlay page after each fronts page, and a calibration pair first", async () => {
    const pdf = await printPdf(SET, cards(10), {
      dpi: DPI,
      underlay: true,
      duplex: "long",
      calibration: true,
    });
    const pages = await inspectPdf(pdf);
    expect(pages.map((p) => p.text.match(/— ([a-z ()-]+),/)?.[1] ?? "calibration")).toEqual([
      "calibration",
      "calibration",
      "fronts",
      "white underlay",
      "backs (long-edge)",
      "fronts",
      "white underlay",
      "backs (long-edge)",
    ]);
    expect(pages[3]!.images.map((i) => i.image)).toEqual(pages[2]!.images.map((i) => i.image));
    expect(pages[0]!.text).toContain("Duplex calibration");
  });

  it("prints copies when asked, lays out US Letter landscape, and refuses bad options", async () => {
    const heron = SET.cards.find((c) => c.id === "lost-a-wager-to-a-heron")!;
    expect(heron.copies).toBe(2);
    const once = await inspectPdf(await printPdf(SET, [heron], { dpi: DPI }));
    const twice = await inspectPdf(await printPdf(SET, [heron], { dpi: DPI, copies: true }));
    expect([once[0]!.images.length, twice[0]!.images.length]).toEqual([1, 2]);
    const letter = await inspectPdf(
      await printPdf(SET, cards(9), { dpi: DPI, paper: "letter", landscape: true }),
    );
    expect([letter[0]!.widthPt, letter[0]!.heightPt]).toEqual(
      [792, 612].map((v) => expect.closeTo(v, 2)),
    );
    expect(letter.map((p) => p.images.length)).toEqual([8, 1]);
    await expect(printPdf(SET, cards(1), { dpi: 5 })).rejects.toBeInstanceOf(PrintOptionsError);
    await expect(printPdf(SET, cards(1), { medium: "paper", underlay: true })).rejects.toThrow(
      /white underlay is for clear film/,
    );
  });

  it("reports progress up to 1 and stops with an AbortError when cancelled", async () => {
    const seen: number[] = [];
    await printPdf(SET, cards(10), { dpi: DPI }, { onProgress: (p) => seen.push(p.progress) });
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const ctl = new AbortController();
    ctl.abort();
    await expect(printPdf(SET, cards(10), { dpi: DPI }, { signal: ctl.signal })).rejects.toThrow(
      expect.objectContaining({ name: "AbortError" }),
    );
  });
});

describe("selectCards", () => {
  it("selects all, by type, by family and by ids, with clear errors", () => {
    const all = selectCards(SET, { kind: "all" });
    expect(all.ok && all.value.length).toBe(SET.cards.length);
    const stories = selectCards(SET, { kind: "type", type: "story" });
    expect(stories.ok && stories.value.map((c) => c.type)).toEqual(["story", "story", "story"]);
    const fam = selectCards(SET, { kind: "family", family: "gannetts" });
    expect(fam.ok && fam.value.length).toBe(5);
    const ids = selectCards(SET, { kind: "ids", ids: ["spring-tide", "captain-absalom-gannett"] });
    expect(ids.ok && ids.value.map((c) => c.id)).toEqual([
      "spring-tide",
      "captain-absalom-gannett",
    ]);
    const bad = selectCards(SET, { kind: "ids", ids: ["spring-tyde"] });
    expect(!bad.ok && bad.error.message).toBe(
      "no card 'spring-tyde' in set 'saltmarrow' — did you mean 'spring-tide'?",
    );
    const badFamily = selectCards(SET, { kind: "family", family: "gannets" });
    expect(!badFamily.ok && badFamily.error.code).toBe("print/unknown-family");
  });
});
