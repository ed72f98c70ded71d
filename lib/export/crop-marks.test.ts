import { describe, expect, it } from "vitest";
import { MARK_LENGTH, MARK_MIN, clipSegment, cropMarks, markDiagnostics } from "./crop-marks";
import { PRINT_DEFAULTS } from "./print-options";
import type { Segment, SheetLayout, SheetSpec } from "./sheet-layout";
import { segmentHitsRect, sheetLayout } from "./sheet-layout";

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
/** The old default gap, which leaves no room for side marks. */
const A4_GAP3: SheetSpec = { ...A4, gap: 3 };
const A4_LAND: SheetSpec = { ...A4, pageWidth: 297, pageHeight: 210 };
const LETTER_3X3: SheetSpec = {
  ...A4,
  pageWidth: 215.9,
  pageHeight: 279.4,
  labels: false,
  gap: 0,
  bleed: 1,
};

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);
const vertical = (m: Segment) => m.x1 === m.x2;
const length = (m: Segment) => Math.hypot(m.x2 - m.x1, m.y2 - m.y1);

/** The invariants of every mark: 4 mm inside the paper, above the footer, off every card. */
function expectClear(l: SheetLayout, marks: Segment[], count = l.slots.length): void {
  const { pageWidth: W, pageHeight: H } = l.spec;
  for (const m of marks) {
    for (const x of [m.x1, m.x2]) expect(x >= 4 - 1e-9 && x <= W - 4 + 1e-9, `x ${x}`).toBe(true);
    for (const y of [m.y1, m.y2]) expect(y >= 4 - 1e-9 && y <= H - 4 + 1e-9, `y ${y}`).toBe(true);
    if (l.label) expect(Math.max(m.y1, m.y2)).toBeLessThan(l.label.baseline - 2);
    expect(length(m)).toBeGreaterThanOrEqual(MARK_MIN - 1e-9);
    expect(length(m)).toBeLessThanOrEqual(MARK_LENGTH + 1e-9);
    for (const s of l.slots.slice(0, count)) {
      expect(segmentHitsRect(m, s.trim)).toBe(false);
      expect(segmentHitsRect(m, s.clip)).toBe(false);
    }
  }
}

describe("cropMarks", () => {
  it("A4 portrait with the defaults (1 mm gap): marks on all four sides, 1.5 mm at the sides", () => {
    expect([A4.bleed, A4.gap, A4.margin, A4.labels]).toEqual([3, 1, 5, true]);
    const l = sheetLayout(A4);
    const marks = cropMarks(l);
    expectClear(l, marks);
    // 3 columns × 2 edges × (above, below) + 3 rows × 2 edges × (left, right).
    expect(marks).toHaveLength(24);
    for (const x of [9.5, 72.5, 73.5, 136.5, 137.5, 200.5]) {
      const onX = marks.filter((m) => vertical(m) && Math.abs(m.x1 - x) < 1e-9);
      expect(onX.length, `marks at x = ${x}`).toBe(2);
    }
    for (const y of [15.5, 103.5, 104.5, 192.5, 193.5, 281.5]) {
      const onY = marks.filter((m) => !vertical(m) && Math.abs(m.y1 - y) < 1e-9);
      expect(onY.length, `marks at y = ${y}`).toBe(2);
    }
    // Sides: the bleed ends 6.5 mm from the edge, a mark starts 1 mm beyond it (5.5) and runs
    // to the 4 mm: 1.5 mm, the shortest drawn.
    for (const m of marks.filter((m) => !vertical(m))) {
      close(length(m), 1.5);
      if (m.x1 < 105) expect([m.x1, m.x2]).toEqual([4, 5.5].map((v) => expect.closeTo(v, 9)));
      else expect([m.x1, m.x2]).toEqual([204.5, 206].map((v) => expect.closeTo(v, 9)));
    }
    // Above: from 1 mm beyond the bleed (11.5) up, full 5 mm long.
    const top = marks.find((m) => m.x1 === 9.5 && m.y2 < 15.5)!;
    close(top.y2, 15.5 - 3 - 1);
    close(top.y2 - top.y1, 5);
    // Below: from 285.5 down to the footer's clearance, 297 − 4 − 7 pt × (0.3 + 0.85) − 0.5,
    // 4.16 mm.
    const bottom = marks.find((m) => m.x1 === 9.5 && m.y1 > 281.5)!;
    close(bottom.y1, 281.5 + 3 + 1);
    close(bottom.y2, 297 - 4 - ((7 * 25.4) / 72) * 1.15 - 0.5);
    expect(bottom.y2 - bottom.y1).toBeCloseTo(4.16, 2);
    expect(markDiagnostics(l)).toEqual([]);
  });

  it("A4 portrait with a 3 mm gap: every column edge marked above and below; no room at the sides", () => {
    const l = sheetLayout(A4_GAP3);
    const marks = cropMarks(l);
    expectClear(l, marks);
    for (const x of [7.5, 70.5, 73.5, 136.5, 139.5, 202.5]) {
      const onX = marks.filter((m) => vertical(m) && Math.abs(m.x1 - x) < 1e-9);
      expect(onX.length, `marks at x = ${x}`).toBe(2);
    }
    // The bleed ends 4.5 mm from the side: a mark 1 mm beyond it would be inside the 4 mm.
    expect(marks.filter((m) => !vertical(m))).toEqual([]);
    // Above: from 1 mm beyond the bleed (9.5) up to 5 mm long, ending 4.5 mm from the edge.
    const top = marks.find((m) => m.x1 === 7.5 && m.y2 < 13.5)!;
    close(top.y2, 13.5 - 3 - 1);
    close(top.y2 - top.y1, 5);
    // Below: from 287.5 down to the footer's clearance, 297 − 4 − 7 pt × (0.3 + 0.85) − 0.5.
    const bottom = marks.find((m) => m.x1 === 7.5 && m.y1 > 283.5)!;
    close(bottom.y1, 283.5 + 3 + 1);
    close(bottom.y2, 297 - 4 - ((7 * 25.4) / 72) * 1.15 - 0.5);
  });

  it("A4 landscape: marks on every edge, at most 5 mm, all 4 mm inside the paper", () => {
    const l = sheetLayout(A4_LAND);
    const marks = cropMarks(l);
    expectClear(l, marks);
    // 4 columns × 2 edges × (above, below) + 2 rows × 2 edges × (left, right).
    expect(marks.filter(vertical)).toHaveLength(16);
    expect(marks.filter((m) => !vertical(m))).toHaveLength(8);
    // The grid starts at x = (297 − 4 × 63 − 3 × 1) / 2 = 21.
    const left = marks.find((m) => !vertical(m) && m.x2 < 21)!;
    close(left.x2, 21 - 3 - 1);
    close(left.x2 - left.x1, 5);
  });

  it("US Letter 3 × 3 (no footer, gap 0, 1 mm bleed): marks on every side, shortened to the 4 mm", () => {
    const l = sheetLayout(LETTER_3X3);
    expect([l.cols, l.rows]).toEqual([3, 3]);
    const marks = cropMarks(l);
    expectClear(l, marks);
    // Top margin (279.4 − 264) / 2 = 7.7: marks from 5.7 up to 4, 1.7 mm long.
    // Gap 0: neighbours share their cut lines, 4 of them each way, each marked once per side.
    const top = marks.filter((m) => vertical(m) && m.y2 < 7.7);
    expect(top.map((m) => m.x1)).toEqual(
      [13.45, 76.45, 139.45, 202.45].map((x) => expect.closeTo(x, 9)),
    );
    for (const m of top) close(length(m), 1.7);
    expect(marks.filter(vertical)).toHaveLength(8);
    expect(marks.filter((m) => !vertical(m))).toHaveLength(8);
    expect(markDiagnostics(l)).toEqual([]);
    // With the full 3 mm bleed only the sides have room, and the export says so.
    const full = sheetLayout({ ...LETTER_3X3, bleed: 3 });
    expect(cropMarks(full).filter(vertical)).toEqual([]);
    expect(cropMarks(full).filter((m) => !vertical(m))).toHaveLength(8);
    expect(markDiagnostics(full).map((d) => [d.code, d.severity])).toEqual([
      ["print/no-marks-top-bottom", "warning"],
    ]);
  });

  it("marks only the placed cards of a part-filled sheet, never an empty slot", () => {
    const l = sheetLayout(A4_LAND);
    for (let count = 1; count <= l.slots.length; count++) {
      const placed = l.slots.slice(0, count);
      const marks = cropMarks(l, count);
      expectClear(l, marks, count);
      const xs = new Set(placed.flatMap((s) => [s.trim.x, s.trim.x + s.trim.width]));
      const ys = new Set(placed.flatMap((s) => [s.trim.y, s.trim.y + s.trim.height]));
      // Every mark lies on an edge of a placed card, and every such edge has its marks.
      for (const m of marks) expect(vertical(m) ? xs.has(m.x1) : ys.has(m.y1)).toBe(true);
      for (const x of xs) expect(marks.filter((m) => vertical(m) && m.x1 === x)).toHaveLength(2);
      for (const y of ys) expect(marks.filter((m) => !vertical(m) && m.y1 === y)).toHaveLength(2);
      // Near its cards: a mark starts 1 mm beyond the bleed of the nearest placed card.
      for (const m of marks) {
        const gapTo = Math.min(
          ...placed.map((s) =>
            vertical(m)
              ? Math.min(Math.abs(m.y2 - (s.trim.y - 3)), Math.abs(m.y1 - (s.trim.y + 91)))
              : Math.min(Math.abs(m.x2 - (s.trim.x - 3)), Math.abs(m.x1 - (s.trim.x + 66))),
          ),
        );
        expect(gapTo, JSON.stringify(m)).toBeCloseTo(1, 6);
      }
    }
    // One card: its two column edges above and below, its two row edges left and right.
    expect(cropMarks(l, 1)).toHaveLength(8);
  });

  it("clips a mark to the area and drops what is left under 1.5 mm", () => {
    const area = { x: 4, y: 4, width: 202, height: 289 };
    expect(clipSegment({ x1: 1, y1: 50, x2: 6, y2: 50 }, area)).toEqual({
      x1: 4,
      y1: 50,
      x2: 6,
      y2: 50,
    });
    expect(clipSegment({ x1: 1, y1: 50, x2: 5, y2: 50 }, area)).toBeUndefined();
    expect(clipSegment({ x1: 50, y1: 1, x2: 50, y2: 3 }, area)).toBeUndefined();
    expect(clipSegment({ x1: 2, y1: 1, x2: 2, y2: 30 }, area)).toBeUndefined();
  });
});

describe("markDiagnostics", () => {
  it("warns when a side has no room for marks, with a gap or bleed that makes room", () => {
    expect(markDiagnostics(sheetLayout(A4))).toEqual([]);
    const [sides, ...rest] = markDiagnostics(sheetLayout(A4_GAP3));
    expect(rest).toEqual([]);
    expect(sides).toMatchObject({ code: "print/no-marks-sides", severity: "warning" });
    expect(sides!.message).toBe(
      "no room for crop marks left and right of the cards: a mark starts 1 mm beyond the 3 mm bleed, keeps 4 mm from the paper edge and is at least 1.5 mm long, more than the 7.5 mm margin holds; use a gap of at most 1 mm or a bleed of at most 1 mm, or landscape or larger paper",
    );
    // Both remedies really make room on the same 3 × 3 grid.
    for (const fix of [{ gap: 1 }, { bleed: 1 }]) {
      const l = sheetLayout({ ...A4_GAP3, ...fix });
      expect([l.cols, l.rows]).toEqual([3, 3]);
      expect(markDiagnostics(l)).toEqual([]);
      expect(cropMarks(l).filter((m) => !vertical(m))).toHaveLength(12);
    }
    expect(markDiagnostics(sheetLayout(A4_LAND))).toEqual([]);
  });

  it("warns about the bottom alone when only the footer takes its room", () => {
    // Two 94 mm rows on landscape A4 leave 11 mm above and below: room for marks above (from
    // 7 mm up to 4), while below the footer needs all but 0.66 mm.
    const l = sheetLayout({ ...A4_LAND, cardHeight: 94, gap: 0 });
    expect(l.rows).toBe(2);
    expect(markDiagnostics(l).map((d) => d.code)).toEqual(["print/no-marks-bottom"]);
    expect(markDiagnostics(l)[0]!.message).toMatch(
      /^no room for crop marks below the cards: .* clear of the footer/,
    );
  });
});
