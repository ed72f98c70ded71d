/**
 * Axis-aligned rectangles in millimetres, measured from the card's top-left trim corner (the
 * same coordinates as a frame `Region`). Every card of a stack shares that origin.
 */

/**
 * A rectangle in mm from the card's top-left trim corner: card space (frame regions, elements,
 * the picture of a card or a stack). Never a rectangle on a printed sheet (lib/export's
 * `PageRect`, mm from the page's corner): `space` tells them apart when compiling.
 */
export interface CardRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Never set: a type-level tag, so a page rectangle passed for a card one fails to compile. */
  readonly space?: "card";
}

/** Whether `outer` contains `inner` (edges may touch). */
export function rectContains(outer: CardRect, inner: CardRect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** The common part of two rectangles, or `undefined` when they share no positive area. */
export function rectIntersection(a: CardRect, b: CardRect): CardRect | undefined {
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.width, b.x + b.width);
  const y1 = Math.min(a.y + a.height, b.y + b.height);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : undefined;
}
