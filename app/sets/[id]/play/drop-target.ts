/**
 * Which drop target a dragged card is over: the one under the pointer; with the keyboard (no
 * pointer), the one the card overlaps most (dnd-kit's collision detections).
 */
import { pointerWithin, rectIntersection } from "@dnd-kit/core";
import type { CollisionDetection } from "@dnd-kit/core";

/** See the file comment. */
export const dropTarget: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * Scrolling while dragging starts only in the outer tenth of the scrolling area (dnd-kit's
 * default, a fifth, starts it as soon as a card is lifted from the hand at the foot of the table).
 */
export const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.1 } } as const;

/** What the table and free mode give their `DndContext` alike: where a drop lands, when to scroll. */
export const TABLE_DROPS = { collisionDetection: dropTarget, autoScroll: AUTO_SCROLL } as const;
