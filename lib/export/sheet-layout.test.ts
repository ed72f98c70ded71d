import { describe, expect, it } from "vitest";
import { PRINT_DEFAULTS } from "./print-options";
import type { SheetSpec } from "./sheet-layout";
import {
  LABEL_ASCENT,
  LABEL_DESCENT,
  LABEL_SIZE,
  backRect,
  overlaps,
  sheetLayout,
} from "./sheet-layout";

/** A4 portrait with PRINT_DEFAULTS' bleed, gap, margin and footer. */
const A4: SheetSpec = {
  pageWidth: 210,
  pageHeight: 297,
  cardWidth: 63,
  cardHeight: 88,
  bleed: PRINT_DEFAULTS.bleed,
  gap: PRINT_DEFAULTS.gap,
  margin: PRINT_DEFAULTS.margin,
  labels: PRINT_DEFAULTS.labels,
};

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

describe("sheetLayout", () => {
  it("puts 3 × 3 poker cards on A4 portrait with the defaults, centred, 1 mm apart", () => {
    expect([A4.bleed, A4.gap, A4.margin]).toEqual([3, 1, 5]);
    const l = sheetLayout(A4);
    expect([l.cols, l.rows, l.slots.length]).toEqual([3, 3, 9]);
    // Grid 3 × 63 + 2 × 1 = 191 wide, 3 × 88 + 2 × 1 = 266 high: margins 9.5 and 15.5 mm.
    const [first, , , , centre, , , , last] = l.slots;
    expect(first!.trim).toEqual({ x: 9.5, y: 15.5, width: 63, height: 88 });
    close(centre!.trim.x, 9.5 + 64);
    close(centre!.trim.y, 15.5 + 89);
    close(last!.trim.x + last!.trim.width, 210 - 9.5);
    close(last!.trim.y + last!.trim.height, 297 - 15.5);
    expect(first!.image).toEqual({ x: 6.5, y: 12.5, width: 69, height: 94 });
    // The old 3 mm gap: grid 195 × 270, margins 7.5 and 13.5 mm.
    expect(sheetLayout({ ...A4, gap: 3 }).slots[0]!.trim).toMatchObject({ x: 7.5, y: 13.5 });
  });

  for (const [gap, inner] of [
    [1, 0.5],
    [3, 1.5],
  ] as const) {
    it(`clips each bleed at the middle of a gap: full bleed outside, ${inner} mm inside (gap ${gap})`, () => {
      const l = sheetLayout({ ...A4, gap });
      const first = l.slots[0]!;
      expect(first.clip).toEqual({
        x: first.trim.x - 3,
        y: first.trim.y - 3,
        width: 3 + 63 + inner,
        height: 3 + 88 + inner,
      });
      const centre = l.slots[4]!;
      close(centre.clip.x, centre.trim.x - inner);
      close(centre.clip.width, 63 + 2 * inner);
    });
  }

  for (const gap of [0, 1, 3, 6, 10]) {
    it(`never lets a bleed overlap another card's trim or bleed (gap ${gap} mm)`, () => {
      const l = sheetLayout({ ...A4, gap });
      for (const a of l.slots) {
        for (const b of l.slots) {
          if (a === b) continue;
          expect(overlaps(a.clip, b.trim)).toBe(false);
          expect(overlaps(a.clip, b.clip)).toBe(false);
        }
      }
    });
  }

  it("fits 3 × 2 on US Letter portrait and 4 × 2 on A4 landscape", () => {
    const letter = sheetLayout({ ...A4, pageWidth: 215.9, pageHeight: 279.4 });
    expect([letter.cols, letter.rows]).toEqual([3, 2]);
    const land = sheetLayout({ ...A4, pageWidth: 297, pageHeight: 210 });
    expect([land.cols, land.rows]).toEqual([4, 2]);
  });

  it("fits 3 × 3 on US Letter without the footer when gap + margin ≤ 7.7 mm", () => {
    const letter = { ...A4, pageWidth: 215.9, pageHeight: 279.4, labels: false };
    const fits = (gap: number, margin: number) => {
      const l = sheetLayout({ ...letter, gap, margin });
      return [l.cols, l.rows];
    };
    expect(fits(0, 5)).toEqual([3, 3]);
    // The default 1 mm gap and 5 mm margin: --no-labels is enough.
    expect(fits(PRINT_DEFAULTS.gap, PRINT_DEFAULTS.margin)).toEqual([3, 3]);
    expect(fits(0, 4)).toEqual([3, 3]);
    expect(fits(2.5, 5)).toEqual([3, 3]);
    expect(fits(3, 5)).toEqual([3, 2]);
    // With the footer, 3 rows of 88 mm leave too little below the bottom bleed at any gap.
    expect(sheetLayout({ ...letter, labels: true, gap: 0, margin: 0 }).rows).toBe(2);
  });

  it("sets the footer below the bottom bleed, its glyphs 4 mm clear of the paper edge", () => {
    for (const spec of [A4, { ...A4, pageWidth: 297, pageHeight: 210 }, { ...A4, bleed: 0 }]) {
      const l = sheetLayout(spec);
      const { baseline, left, right } = l.label!;
      const bottomBleed = l.grid.y + l.grid.height + spec.bleed;
      // Accented capitals and descenders included.
      expect(baseline + LABEL_DESCENT * LABEL_SIZE).toBeLessThanOrEqual(spec.pageHeight - 4);
      expect(baseline - LABEL_ASCENT * LABEL_SIZE).toBeGreaterThanOrEqual(bottomBleed + 0.5);
      expect([left, right]).toEqual([l.grid.x, l.grid.x + l.grid.width]);
      // Marks stay above the footer and 4 mm inside the paper.
      const area = l.markArea;
      expect(area.y + area.height).toBeLessThanOrEqual(baseline - LABEL_ASCENT * LABEL_SIZE);
      expect([area.x, area.y, area.x + area.width]).toEqual([4, 4, spec.pageWidth - 4]);
    }
    // With room to spare (US Letter 3 × 2, 2 × 88 + 1 mm high) the footer sits under full-length
    // marks, not at the paper's edge: bleed + 1 mm + 5 mm of mark + 0.5 mm + the ascent.
    const letter = sheetLayout({ ...A4, pageWidth: 215.9, pageHeight: 279.4 });
    close(letter.label!.baseline, letter.grid.y + 177 + 3 + 6.5 + LABEL_ASCENT * LABEL_SIZE);
    // A4 3 × 3: only 12.5 mm below the bleed, so the footer is as low as the 4 mm allow.
    close(sheetLayout(A4).label!.baseline, 297 - 4 - LABEL_DESCENT * LABEL_SIZE);
    expect(sheetLayout({ ...A4, labels: false }).label).toBeUndefined();
    expect(sheetLayout({ ...A4, labels: false }).markArea.height).toBe(297 - 8);
  });

  it("has no slots when the card is larger than the page", () => {
    const l = sheetLayout({ ...A4, cardWidth: 300 });
    expect(l.slots).toEqual([]);
    expect(l.label).toBeUndefined();
  });
});

describe("backRect", () => {
  const l = sheetLayout(A4);
  const page = { width: 210, height: 297 };
  it("long-edge duplex: each back lands on the front's row, column reversed", () => {
    for (const s of l.slots) {
      const mirror = l.slots.find((t) => t.row === s.row && t.col === l.cols - 1 - s.col)!;
      const b = backRect(s.trim, page, "long");
      close(b.x, mirror.trim.x);
      close(b.y, mirror.trim.y);
    }
  });

  it("short-edge duplex: rows reversed, columns kept", () => {
    for (const s of l.slots) {
      const mirror = l.slots.find((t) => t.row === l.rows - 1 - s.row && t.col === s.col)!;
      const b = backRect(s.trim, page, "short");
      close(b.x, mirror.trim.x);
      close(b.y, mirror.trim.y);
    }
  });

  // A landscape page's long edge is horizontal: a long-edge turn flips it top to bottom.
  const land = sheetLayout({ ...A4, pageWidth: 297, pageHeight: 210 });
  const landPage = { width: 297, height: 210 };
  it("landscape long-edge duplex: rows reversed, columns kept", () => {
    expect([land.cols, land.rows]).toEqual([4, 2]);
    for (const s of land.slots) {
      const mirror = land.slots.find((t) => t.row === land.rows - 1 - s.row && t.col === s.col)!;
      const b = backRect(s.trim, landPage, "long");
      close(b.x, mirror.trim.x);
      close(b.y, mirror.trim.y);
    }
  });

  it("landscape short-edge duplex: columns reversed, rows kept", () => {
    for (const s of land.slots) {
      const mirror = land.slots.find((t) => t.row === s.row && t.col === land.cols - 1 - s.col)!;
      const b = backRect(s.trim, landPage, "short");
      close(b.x, mirror.trim.x);
      close(b.y, mirror.trim.y);
    }
  });

  it("moves the backs by the drift correction", () => {
    const b = backRect({ x: 10, y: 20, width: 63, height: 88 }, page, "long", { x: 1.5, y: -2 });
    expect(b).toEqual({ x: 210 - 10 - 63 + 1.5, y: 18, width: 63, height: 88 });
  });
});
