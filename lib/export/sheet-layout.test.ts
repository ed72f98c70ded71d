import { describe, expect, it } from "vitest";
import type { SheetSpec } from "./sheet-layout";
import { backRect, overlaps, segmentHitsRect, sheetLayout } from "./sheet-layout";

const A4: SheetSpec = {
  pageWidth: 210,
  pageHeight: 297,
  cardWidth: 63,
  cardHeight: 88,
  bleed: 3,
  gap: 3,
  margin: 5,
  labels: true,
};

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

describe("sheetLayout", () => {
  it("puts 3 × 3 poker cards on A4 portrait, centred, 3 mm apart", () => {
    const l = sheetLayout(A4);
    expect([l.cols, l.rows, l.slots.length]).toEqual([3, 3, 9]);
    // Grid 3 × 63 + 2 × 3 = 195 wide, 3 × 88 + 2 × 3 = 270 high: margins 7.5 and 13.5 mm.
    const [first, , , , centre, , , , last] = l.slots;
    expect(first!.trim).toEqual({ x: 7.5, y: 13.5, width: 63, height: 88 });
    close(centre!.trim.x, 7.5 + 66);
    close(centre!.trim.y, 13.5 + 91);
    close(last!.trim.x + last!.trim.width, 210 - 7.5);
    close(last!.trim.y + last!.trim.height, 297 - 13.5);
    expect(first!.image).toEqual({ x: 4.5, y: 10.5, width: 69, height: 94 });
  });

  it("clips each bleed at the middle of a gap: full bleed outside, 1.5 mm inside", () => {
    const l = sheetLayout(A4);
    const first = l.slots[0]!;
    expect(first.clip).toEqual({ x: 4.5, y: 10.5, width: 3 + 63 + 1.5, height: 3 + 88 + 1.5 });
    const centre = l.slots[4]!;
    close(centre.clip.x, centre.trim.x - 1.5);
    close(centre.clip.width, 66);
  });

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

  it("draws crop marks on every trim edge, in the margins only", () => {
    const l = sheetLayout(A4);
    const xs = [7.5, 70.5, 73.5, 136.5, 139.5, 202.5];
    for (const x of xs) {
      const onX = l.marks.filter((m) => Math.abs(m.x1 - x) < 1e-9 && m.x1 === m.x2);
      expect(onX.length, `marks at x = ${x}`).toBe(2);
    }
    const ys = [13.5, 101.5, 104.5, 192.5, 195.5, 283.5];
    for (const y of ys) {
      expect(l.marks.filter((m) => Math.abs(m.y1 - y) < 1e-9 && m.y1 === m.y2).length).toBe(2);
    }
    for (const m of l.marks) {
      for (const s of l.slots) {
        expect(segmentHitsRect(m, s.trim)).toBe(false);
        expect(segmentHitsRect(m, s.clip)).toBe(false);
      }
      for (const v of [m.x1, m.x2]) expect(v >= 0 && v <= 210).toBe(true);
      for (const v of [m.y1, m.y2]) expect(v >= 0 && v <= 297 - 5).toBe(true);
    }
    // Vertical marks start 1 mm beyond the outer bleed and stop 5.5 mm from the paper edge
    // (clear of the footer band): 13.5 − 3 − 1 − 5.5 = 4 mm long here.
    const top = l.marks.find((m) => m.x1 === 7.5 && m.y2 < 13.5)!;
    close(top.y2, 13.5 - 3 - 1);
    close(top.y2 - top.y1, 4);
    // Horizontal marks: 7.5 − 3 − 1 − 1 = 2.5 mm of room.
    const left = l.marks.find((m) => m.y1 === 13.5 && m.x2 < 7.5)!;
    close(left.x2, 3.5);
    close(left.x2 - left.x1, 2.5);
  });

  it("fits 3 × 2 on US Letter portrait and 4 × 2 on A4 landscape", () => {
    const letter = sheetLayout({ ...A4, pageWidth: 215.9, pageHeight: 279.4 });
    expect([letter.cols, letter.rows]).toEqual([3, 2]);
    const land = sheetLayout({ ...A4, pageWidth: 297, pageHeight: 210 });
    expect([land.cols, land.rows]).toEqual([4, 2]);
  });

  it("has no slots when the card is larger than the page", () => {
    const l = sheetLayout({ ...A4, cardWidth: 300 });
    expect(l.slots).toEqual([]);
    expect(l.marks).toEqual([]);
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

  it("moves the backs by the drift correction", () => {
    const b = backRect({ x: 10, y: 20, width: 63, height: 88 }, page, "long", { x: 1.5, y: -2 });
    expect(b).toEqual({ x: 210 - 10 - 63 + 1.5, y: 18, width: 63, height: 88 });
  });
});
