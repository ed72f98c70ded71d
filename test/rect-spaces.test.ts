/**
 * Card space and page space are different types: a rectangle on a card (lib/layers `CardRect`,
 * mm from the card's trim corner) cannot be passed where a rectangle on a printed sheet
 * (lib/export `PageRect`, mm from the page's corner) is expected, nor the reverse. The
 * `@ts-expect-error` lines fail the typecheck (`tsc --noEmit`) the day they compile.
 */
import { describe, expect, it } from "vitest";
import type { CardRect } from "@/lib/layers";
import { BUILTIN_FRAMES, cardElements, rectIntersection } from "@/lib/layers";
import type { PageRect } from "@/lib/export/sheet-layout";
import { backRect, overlaps, sheetLayout } from "@/lib/export/sheet-layout";

const PAGE = { width: 210, height: 297 };

describe("card rectangles and page rectangles", () => {
  const layout = sheetLayout({
    pageWidth: PAGE.width,
    pageHeight: PAGE.height,
    cardWidth: 63,
    cardHeight: 88,
    bleed: 3,
    gap: 1,
    margin: 5,
    labels: false,
  });
  const trim: PageRect = layout.slots[0]!.trim;
  const portrait: CardRect = BUILTIN_FRAMES.character.regions.find((r) => r.id === "portrait")!;

  it("each space's functions take their own rectangles", () => {
    expect(overlaps(trim, backRect(trim, PAGE, "long"))).toBe(false);
    const element = cardElements(
      { id: "c", type: "character", name: "C" },
      BUILTIN_FRAMES.character,
    )[0]!;
    expect(rectIntersection(portrait, element)).toBeUndefined();
  });

  it("a rectangle of one space is refused where the other is expected", () => {
    // @ts-expect-error a card rectangle is not on the sheet
    const mixed = overlaps(portrait, trim);
    // Had it compiled, it would compare numbers measured from two origins: the portrait (on a
    // card) and the first trim (on the sheet) "overlap".
    expect(mixed).toBe(true);
    // @ts-expect-error a sheet rectangle is not on the card
    expect(rectIntersection(trim, portrait)).toBeDefined();
    // @ts-expect-error nor can one be stored as the other
    const onCard: CardRect = trim;
    // @ts-expect-error nor the reverse
    const onPage: PageRect = portrait;
    expect(onCard).toBe(trim);
    expect(onPage).toBe(portrait);
  });
});
