/**
 * The print PDF measured from the file itself (test/fixtures/pdf-inspect.ts reads the content
 * streams): page sizes in points, card images at their mm positions, crop marks outside every
 * card and 4 mm inside the paper, backs mirrored for long- and short-edge duplex in portrait and
 * landscape, underlay pages, no fonts, options and cancelling. Labels are outlines: their text
 * is read from each label's /ActualText. Low DPI keeps it fast; the pixels are checked by
 * test/golden/print.test.ts.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PDFNumber } from "pdf-lib";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import type { Diagnostic, VellumSet } from "../model";
import { inspectPdf, labelsOf } from "../../test/fixtures/pdf-inspect";
import type { MmRect } from "../../test/fixtures/pdf-inspect";
import { printPages, printPdf } from "./pdf";
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
  x: 9.5 + col * 64,
  y: 15.5 + row * 89,
  width: 63,
  height: 88,
});
const grow = (r: MmRect, b: number): MmRect => ({
  x: r.x - b,
  y: r.y - b,
  width: r.width + 2 * b,
  height: r.height + 2 * b,
});

/** The image object each XObject name of page `index` draws ("Card-12" → "12 0 R"). */
async function imageRefs(pdf: Uint8Array, index: number): Promise<Map<string, string>> {
  const doc = await PDFDocument.load(pdf);
  const res = doc.getPage(index).node.Resources()!;
  const xobjects = res.lookup(PDFName.of("XObject"), PDFDict);
  return new Map(xobjects.entries().map(([name, ref]) => [name.decodeText(), ref.toString()]));
}

/** Page titles: the footer's "what" ("fronts", "backs (long-edge)", …), else "calibration". */
const titles = (labels: string[][]) =>
  labels.map((l) => l.join(" | ").match(/— ([a-z ()-]+?)(?:,| of sheet)/)?.[1] ?? "calibration");

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
      // Clipped at the middle of the 1 mm gaps, full bleed at the sheet's edges.
      const c = img.clip;
      expect(c.x).toBeCloseTo(i % 3 === 0 ? t.x - 3 : t.x - 0.5, 6);
      expect(c.x + c.width).toBeCloseTo(i % 3 === 2 ? t.x + 66 : t.x + 63.5, 6);
    });
    expect(await labelsOf(pdf)).toEqual([
      ["Saltmarrow-on-Sea v1.0.0 — fronts, sheet 1 of 1", "page 1 of 1"],
    ]);
  });

  it("needs no font: labels are glyph outlines, no page or form has a /Font resource", async () => {
    const pdf = await printPdf(SET, cards(4), { dpi: DPI, duplex: "long", calibration: true });
    const doc = await PDFDocument.load(pdf);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFRawStream ? o.dict : o))
      .filter((o): o is PDFDict => o instanceof PDFDict)
      .filter(
        (d) =>
          d.get(PDFName.of("Font")) !== undefined ||
          d.get(PDFName.of("Type")) === PDFName.of("Font") ||
          d.get(PDFName.of("Type")) === PDFName.of("FontDescriptor") ||
          (d.get(PDFName.of("Resources")) instanceof PDFDict &&
            (d.get(PDFName.of("Resources")) as PDFDict).get(PDFName.of("Font")) !== undefined),
      );
    expect(fonts).toEqual([]);
    // The labels are still there, as outlines with their text attached.
    const labels = await labelsOf(pdf);
    expect(labels[0]![0]).toMatch(/^Duplex calibration \(long-edge turn/);
    expect(labels[1]).toContain("Duplex calibration — back: read the drift on the rulers.");
    expect(labels[2]).toEqual(["Saltmarrow-on-Sea v1.0.0 — fronts, sheet 1 of 1", "page 3 of 4"]);
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
    // A4 portrait with the defaults: 6 column edges above and below, 6 row edges left and right.
    expect(page!.lines.length).toBe(24);
    for (const line of page!.lines) {
      for (const img of page!.images) {
        const mid = { x: (line.x1 + line.x2) / 2, y: (line.y1 + line.y2) / 2 };
        expect(inside(line.x1, line.y1, img.clip) || inside(line.x2, line.y2, img.clip)).toBe(
          false,
        );
        expect(inside(mid.x, mid.y, img.clip)).toBe(false);
      }
    }
    for (const x of [9.5, 72.5, 73.5, 136.5, 137.5, 200.5]) {
      expect(page!.lines.some((l) => Math.abs(l.x1 - x) < 1e-6 && l.x1 === l.x2)).toBe(true);
    }
    for (const y of [15.5, 103.5, 104.5, 192.5, 193.5, 281.5]) {
      expect(page!.lines.some((l) => Math.abs(l.y1 - y) < 1e-6 && l.y1 === l.y2)).toBe(true);
    }
    const none = await inspectPdf(await printPdf(SET, cards(9), { dpi: DPI, marks: false }));
    expect(none[0]!.lines).toEqual([]);
  });

  it("keeps every mark 4 mm inside the paper and warns about a side with no room", async () => {
    for (const { landscape, gap } of [
      { landscape: false, gap: undefined },
      { landscape: true, gap: undefined },
      { landscape: false, gap: 3 },
    ]) {
      const warnings: Diagnostic[] = [];
      const pdf = await printPdf(
        SET,
        cards(9, 17),
        { dpi: DPI, landscape, gap, duplex: "short", offset: { x: 1.5, y: -2 }, underlay: true },
        { onDiagnostic: (d) => warnings.push(d) },
      );
      const pages = await inspectPdf(pdf);
      for (const [n, page] of pages.entries()) {
        const W = (page.widthPt * 25.4) / 72;
        const H = (page.heightPt * 25.4) / 72;
        expect(page.lines.length, `page ${n + 1}`).toBeGreaterThan(0);
        for (const l of page.lines) {
          for (const x of [l.x1, l.x2]) expect(x > 4 - 1e-6 && x < W - 4 + 1e-6).toBe(true);
          for (const y of [l.y1, l.y2]) expect(y > 4 - 1e-6 && y < H - 4 + 1e-6).toBe(true);
        }
      }
      // The defaults have marks on every side, portrait and landscape, and say nothing. A4
      // portrait with a 3 mm gap: the bleed ends 4.5 mm from the sides, so no side marks, and a
      // warning.
      const cramped = gap === 3;
      expect(warnings.map((d) => d.code)).toEqual(cramped ? ["print/no-marks-sides"] : []);
      const horizontal = pages[0]!.lines.filter((l) => l.y1 === l.y2);
      expect(horizontal.length > 0).toBe(!cramped);
    }
    const quiet: Diagnostic[] = [];
    await printPdf(
      SET,
      cards(1),
      { dpi: DPI, marks: false },
      { onDiagnostic: (d) => quiet.push(d) },
    );
    expect(quiet).toEqual([]);
  });

  it("marks only the cards placed on a part-filled sheet", async () => {
    const [first, last] = await inspectPdf(await printPdf(SET, cards(10), { dpi: DPI }));
    expect(first!.lines).toHaveLength(24);
    // The one card of sheet 2 (top left): its column edges above and below, and its row edges
    // to its left (1.5 mm, at the paper's side) and to its right, in the empty slot beside it.
    expect(last!.images).toHaveLength(1);
    const mm = (v: number) => Math.round(v * 1e6) / 1e6;
    const vertical = last!.lines.filter((l) => l.x1 === l.x2);
    expect(vertical.map((l) => mm(l.x1)).sort((a, b) => a - b)).toEqual([9.5, 9.5, 72.5, 72.5]);
    expect(vertical.every((l) => l.y2 <= 11.5 + 1e-6 || l.y1 >= 107.5 - 1e-6)).toBe(true);
    const horizontal = last!.lines.filter((l) => l.y1 === l.y2);
    expect(horizontal.map((l) => [mm(l.y1), mm(l.x1), mm(l.x2)])).toEqual([
      [15.5, 4, 5.5],
      [15.5, 76.5, 81.5],
      [103.5, 4, 5.5],
      [103.5, 76.5, 81.5],
    ]);
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
      expect((await labelsOf(pdf))[1]![0]).toContain(`backs (${duplex}-edge)`);
    });
  }

  // Landscape A4, 4 × 2: three characters (portrait back) then five modifiers (deck back), so
  // each back is told apart by its picture, not only its position.
  for (const duplex of ["long", "short"] as const) {
    it(`puts each back behind its front on landscape for ${duplex}-edge duplex`, async () => {
      const mixed = cards(8, 17);
      expect(mixed.map((c) => c.type)).toEqual([
        ...Array(3).fill("character"),
        ...Array(5).fill("modifier"),
      ]);
      const pdf = await printPdf(SET, mixed, { dpi: DPI, landscape: true, duplex });
      const [front, back] = await inspectPdf(pdf);
      const trimL = (row: number, col: number): MmRect => ({
        x: 21 + col * 64,
        y: 16.5 + row * 89,
        width: 63,
        height: 88,
      });
      expect(back!.images).toHaveLength(8);
      const refs = await imageRefs(pdf, 1);
      const picture = (name: string) => refs.get(name)!;
      // Two back pictures, each embedded once.
      expect(new Set(back!.images.map((b) => picture(b.name))).size).toBe(2);
      const characterBack = picture(back!.images[0]!.name);
      front!.images.forEach((img, i) => {
        const row = Math.floor(i / 4);
        const col = i % 4;
        expect(near(img.image, grow(trimL(row, col), 3))).toBe(true);
        // The long edge of a landscape sheet is horizontal: long-edge turns flip the rows.
        const mirror = duplex === "long" ? trimL(1 - row, col) : trimL(row, 3 - col);
        const there = back!.images.filter((b) => near(b.image, grow(mirror, 3)));
        expect(there, `back of card ${i}`).toHaveLength(1);
        expect(picture(there[0]!.name) === characterBack, `back of card ${i}`).toBe(i < 3);
      });
    });
  }

  it("puts a white-underlay page after each fronts page, and a calibration pair first", async () => {
    const pdf = await printPdf(SET, cards(10), { dpi: DPI, underlay: true, calibration: true });
    const pages = await inspectPdf(pdf);
    const labels = await labelsOf(pdf);
    expect(titles(labels)).toEqual([
      "calibration",
      "calibration",
      "fronts",
      "white underlay",
      "fronts",
      "white underlay",
    ]);
    expect(labels[3]![0]).toBe("Saltmarrow-on-Sea v1.0.0 — white underlay, sheet 1 of 2");
    expect(pages[3]!.images.map((i) => i.image)).toEqual(pages[2]!.images.map((i) => i.image));
    expect(labels[0]![0]).toContain("Duplex calibration");
  });

  it("with duplex, keeps fronts and backs in pairs and puts the underlays after them", async () => {
    const pdf = await printPdf(SET, cards(10), {
      dpi: DPI,
      underlay: true,
      duplex: "long",
      calibration: true,
    });
    const pages = await inspectPdf(pdf);
    const labels = await labelsOf(pdf);
    expect(titles(labels)).toEqual([
      "calibration",
      "calibration",
      "fronts",
      "backs (long-edge)",
      "fronts",
      "backs (long-edge)",
      "white underlay",
      "white underlay",
    ]);
    expect(labels.slice(6).map((l) => l[0])).toEqual([
      "Saltmarrow-on-Sea v1.0.0 — white underlay, sheet 1 of 2",
      "Saltmarrow-on-Sea v1.0.0 — white underlay, sheet 2 of 2",
    ]);
    // Each underlay in its sheet's fronts' positions.
    expect(pages[6]!.images.map((i) => i.image)).toEqual(pages[2]!.images.map((i) => i.image));
    expect(pages[7]!.images.map((i) => i.image)).toEqual(pages[4]!.images.map((i) => i.image));
    expect(printPages(1, { calibration: false, underlay: true, duplex: "short" })).toEqual([
      { kind: "fronts", sheet: 0 },
      { kind: "backs", sheet: 0 },
      { kind: "underlay", sheet: 0 },
    ]);
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
    // US Letter portrait: 3 × 2 with the defaults; 3 × 3 without the footer and with gap 0,
    // crop marks on every side with a 1 mm bleed (README "Sheets").
    const portrait = await inspectPdf(await printPdf(SET, cards(9), { dpi: DPI, paper: "letter" }));
    expect(portrait.map((p) => p.images.length)).toEqual([6, 3]);
    const warned: string[] = [];
    const nine = await inspectPdf(
      await printPdf(
        SET,
        cards(9),
        { dpi: DPI, paper: "letter", labels: false, gap: 0, bleed: 1 },
        { onDiagnostic: (d) => warned.push(d.code) },
      ),
    );
    expect(nine.map((p) => p.images.length)).toEqual([9]);
    // 4 cut lines each way (the cards touch), each marked at both ends.
    expect(nine[0]!.lines.filter((l) => l.x1 === l.x2)).toHaveLength(8);
    expect(nine[0]!.lines.filter((l) => l.y1 === l.y2)).toHaveLength(8);
    expect(warned).toEqual([]);
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

describe("printPdf's writing", () => {
  it("writes the file in one go: no timer tick per 50 objects in pdf-lib's save (a second and more on a 120-card print)", async () => {
    const ticks: number[] = [];
    const real = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      fn: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      ticks.push(ms ?? 0);
      return real(fn, ms, ...rest);
    }) as typeof setTimeout);
    try {
      // Two sheets with duplex and labels: well over 50 objects (pages, glyph forms, images).
      const pdf = await printPdf(SET, cards(12), { dpi: DPI, duplex: "long" });
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(4);
    } finally {
      spy.mockRestore();
    }
    expect(ticks.filter((ms) => ms === 0)).toEqual([]);
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
    expect(!badFamily.ok && badFamily.error.message).toBe(
      "no family 'gannets' in set 'saltmarrow' — did you mean 'gannetts'?",
    );
    // In the set's own word.
    const party = { ...SET, rules: { ...SET.rules, familyWord: "party" } };
    const badParty = selectCards(party, { kind: "family", family: "gannets" });
    expect(!badParty.ok && badParty.error.message).toBe(
      "no party 'gannets' in set 'saltmarrow' — did you mean 'gannetts'?",
    );
  });
});

describe("printPdf in a language of the set (its `translations`)", () => {
  const french = (): VellumSet => ({
    ...SET,
    languages: [...(SET.languages ?? []).filter((l) => l !== "fr"), "fr"],
    translations: {
      fr: {
        name: "Sel-de-Moelle",
        printWords: {
          fronts: "recto",
          backs: "verso",
          longEdge: "bord long",
          sheet: "planche {n} sur {total}",
          page: "page {n} sur {total}",
        },
      },
    },
  });

  it("prints the set's name and the footers' words in that language", async () => {
    const pdf = await printPdf(french(), cards(2), { dpi: DPI, duplex: "long", language: "fr" });
    expect(await labelsOf(pdf)).toEqual([
      ["Sel-de-Moelle v1.0.0 — recto, planche 1 sur 1", "page 1 sur 2"],
      ["Sel-de-Moelle v1.0.0 — verso (bord long), planche 1 sur 1", "page 2 sur 2"],
    ]);
  });

  it("keeps the main language's name and Vellum's words in the main language", async () => {
    const pdf = await printPdf(french(), cards(1), { dpi: DPI });
    expect(await labelsOf(pdf)).toEqual([
      ["Saltmarrow-on-Sea v1.0.0 — fronts, sheet 1 of 1", "page 1 of 1"],
    ]);
  });
});
