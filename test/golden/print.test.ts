/**
 * Golden pages of the print PDF: an A4 fronts sheet (crop marks, footer, guides) and its
 * long-edge backs sheet, rendered with pdftoppm (poppler-utils) and compared with
 * test/golden/print-*.png like the card goldens. Also measured on the rendered pages: nothing
 * but the cards is printed within 4 mm of the paper edge, and the PDF needs no font (pdffonts
 * lists none) while its labels still show. pdftoppm comes from Debian's poppler-utils:
 * scripts/ensure-poppler.mjs installs it (as root); without it this test skips, saying so.
 *
 * `UPDATE_GOLDEN=1 npx vitest run test/golden` rewrites the PNGs — look at every one before
 * committing it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { printPdf } from "@/lib/export/pdf";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { inspectPdf } from "../fixtures/pdf-inspect";
import type { PrintPdfOptions } from "@/lib/export/pdf";
import { describeDiff, diffImages, withinTolerance } from "./compare";

const DIR = fileURLToPath(new URL("./", import.meta.url));
const ACTUAL = fileURLToPath(new URL("../tmp/golden-actual/", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SET = JSON.parse(
  readFileSync(path.join(ROOT, "examples/saltmarrow/set.json"), "utf8"),
) as VellumSet;
const UPDATE = process.env.UPDATE_GOLDEN === "1";

function havePdftoppm(): boolean {
  const has = () => spawnSync("sh", ["-c", "command -v pdftoppm"]).status === 0;
  if (has()) return true;
  spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-poppler.mjs")], {
    stdio: "inherit",
  });
  return has();
}
const POPPLER = havePdftoppm();
if (!POPPLER)
  console.warn(
    "SKIPPED print golden pages: pdftoppm is missing and could not be installed (not root). Run: sudo apt-get install -y --no-install-recommends poppler-utils",
  );

/** Pages `first`–`last` of `pdf` as PNGs at `dpi`, rendered by pdftoppm. */
function renderPages(pdf: Uint8Array, dpi: number, first: number, last: number): Buffer[] {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "vellum-print-"));
  try {
    writeFileSync(path.join(tmp, "in.pdf"), pdf);
    const r = spawnSync(
      "pdftoppm",
      ["-r", String(dpi), "-f", String(first), "-l", String(last), "-png", "in.pdf", "page"],
      { cwd: tmp, encoding: "utf8" },
    );
    if (r.status !== 0) throw new Error(`pdftoppm failed: ${r.stderr}`);
    const files = Array.from({ length: last - first + 1 }, (_, i) => `page-${first + i}.png`);
    return files.map((f) => readFileSync(path.join(tmp, f)));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// In CI a missing pdftoppm is a failure, not a skip.
describe.skipIf(!POPPLER && !process.env.CI)("print PDF golden pages", () => {
  it("renders an A4 fronts sheet and its long-edge backs as a print shop expects", async () => {
    const ids = [
      "captain-absalom-gannett",
      "sat-for-a-famous-portraitist",
      "offended-a-sea-witch",
      "spring-tide",
      "quadrilled-off-the-end-of-the-pier",
      "the-lamplighter-s-last-romance",
      "a-turn-in-saltmarrow",
      "lost-a-wager-to-a-heron",
      "mrs-temperance-gannett",
    ];
    const cards = ids.map((id) => SET.cards.find((c) => c.id === id)!);
    const pdf = await printPdf(SET, cards, { dpi: 100, duplex: "long", guides: true });
    const pages = renderPages(pdf, 50, 1, 2);
    const failures: string[] = [];
    for (const [i, name] of ["print-a4-fronts", "print-a4-backs-long"].entries()) {
      const actual = pages[i]!;
      const golden = path.join(DIR, `${name}.png`);
      if (UPDATE || !existsSync(golden)) {
        if (UPDATE) writeFileSync(golden, actual);
        else failures.push(`${name}: no golden (run UPDATE_GOLDEN=1 and review it)`);
        continue;
      }
      const diff = await diffImages(actual, readFileSync(golden));
      if (!withinTolerance(diff)) {
        mkdirSync(ACTUAL, { recursive: true });
        writeFileSync(path.join(ACTUAL, `${name}.png`), actual);
        failures.push(`${name}: ${describeDiff(diff)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Every page of `pdf` rendered at `dpi`. */
async function allPages(pdf: Uint8Array, dpi: number): Promise<Buffer[]> {
  const count = (await PDFDocument.load(pdf)).getPageCount();
  return renderPages(pdf, dpi, 1, count);
}

/**
 * The dark pixels of a PNG rendered at `dpi`, in mm from its top-left corner; with `band`, only
 * those within `band` mm of its edge.
 */
async function inkMm(
  png: Buffer,
  dpi: number,
  band = Infinity,
): Promise<{ x: number; y: number }[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ink: { x: number; y: number }[] = [];
  const mm = 25.4 / dpi;
  const b = Math.ceil(band / mm);
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      // Inside the band's inner edge: jump to the right-hand strip.
      if (y >= b && y < info.height - b && x === b) x = Math.max(b, info.width - b);
      const i = (y * info.width + x) * info.channels;
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200)
        ink.push({ x: (x + 0.5) * mm, y: (y + 0.5) * mm });
    }
  return ink;
}

describe.skipIf(!POPPLER && !process.env.CI)("print PDF measured on the rendered pages", () => {
  const cards = SET.cards.slice(17, 27);

  it("prints nothing but the cards within 4 mm of the paper edge", async () => {
    const dpi = 100;
    const variants: PrintPdfOptions[] = [
      { duplex: "long", offset: { x: 0.4, y: -0.6 }, underlay: true, calibration: true },
      { landscape: true, duplex: "short" },
      { paper: "letter", duplex: "long", offset: { x: -1, y: 1 } },
      { paper: "letter", labels: false, gap: 0, bleed: 1 },
    ];
    const failures: string[] = [];
    for (const v of variants) {
      const pdf = await printPdf(SET, cards, { dpi: 36, ...v });
      const pages = await allPages(pdf, dpi);
      const placed = await inspectPdf(pdf);
      for (const [n, png] of pages.entries()) {
        const W = (placed[n]!.widthPt * 25.4) / 72;
        const H = (placed[n]!.heightPt * 25.4) / 72;
        const clips = placed[n]!.images.map((i) => i.clip);
        // Anti-aliasing may grey the pixel a line ends in: allow a third of a millimetre.
        const keep = 4 - 0.35;
        const stray = (await inkMm(png, dpi, keep)).filter(
          (p) =>
            Math.min(p.x, p.y, W - p.x, H - p.y) < keep &&
            !clips.some(
              (c) =>
                p.x > c.x - 0.3 &&
                p.x < c.x + c.width + 0.3 &&
                p.y > c.y - 0.3 &&
                p.y < c.y + c.height + 0.3,
            ),
        );
        if (stray.length > 0)
          failures.push(
            `${JSON.stringify(v)} page ${n + 1}: ${stray.length} pixels, first at ${stray[0]!.x.toFixed(1)}, ${stray[0]!.y.toFixed(1)} mm`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it("needs no font (pdffonts lists none) and still shows its labels", async () => {
    const pdf = await printPdf(SET, cards.slice(0, 4), {
      dpi: 36,
      duplex: "long",
      calibration: true,
    });
    const tmp = mkdtempSync(path.join(os.tmpdir(), "vellum-fonts-"));
    try {
      writeFileSync(path.join(tmp, "in.pdf"), pdf);
      const r = spawnSync("pdffonts", ["in.pdf"], { cwd: tmp, encoding: "utf8" });
      expect(r.status).toBe(0);
      // Only the two header lines: no font, embedded or not.
      expect(r.stdout.trim().split("\n")).toHaveLength(2);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    const dpi = 150;
    const [calibration, , fronts] = await allPages(pdf, dpi);
    const inBox = (
      ink: { x: number; y: number }[],
      x0: number,
      y0: number,
      x1: number,
      y1: number,
    ) => ink.filter((p) => p.x > x0 && p.x < x1 && p.y > y0 && p.y < y1).length;
    // The footer of the fronts page: the title from the grid's left edge (9.5 mm with the
    // default 1 mm gap), the page number at its right edge (200.5 mm), on the line 4.7 mm above
    // the bottom of the paper.
    const footer = await inkMm(fronts!, dpi);
    expect(inBox(footer, 9.5, 289, 60, 293.5)).toBeGreaterThan(100);
    expect(inBox(footer, 180, 289, 200.5, 293.5)).toBeGreaterThan(30);
    // The calibration instructions, between the top targets' crosses.
    expect(inBox(await inkMm(calibration!, dpi), 60, 10, 150, 16)).toBeGreaterThan(100);
    // Without labels the same box stays empty.
    const bare = await printPdf(SET, cards.slice(0, 4), { dpi: 36, labels: false });
    const [plain] = await allPages(bare, dpi);
    expect(inBox(await inkMm(plain!, dpi), 9.5, 289, 60, 293.5)).toBe(0);
  });
});
