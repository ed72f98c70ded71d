/**
 * What a screen reader hears while an item is dragged with @dnd-kit, in the item's own words
 * ("Picked up Captain Gannett at position 1 of 137") instead of dnd-kit's ids. Pure: the
 * caller says how to name an item and a place; the functions are dnd-kit's `announcements`.
 */
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

/** How the items and places of one drag-and-drop area are read out. */
export interface DragWords {
  /** The item's name as a person reads it. */
  nameOf(id: string): string;
  /** Where a drop on `overId` puts the item, e.g. "position 2 of 137" or "Captain Gannett". */
  placeOf(overId: string): string;
  /** Said when the item is not over any place; default "not over a place to drop it". */
  nowhere?: string;
}

/**
 * dnd-kit's announcements in `words`. dnd-kit reports the item as over its own place right
 * after it is lifted; that first report keeps saying "Picked up", so the lift is what is heard.
 */
export function dragAnnouncements(words: DragWords): Announcements {
  const nowhere = words.nowhere ?? "not over a place to drop it";
  let lifted: string | undefined;
  const picked = (id: string) => `Picked up ${words.nameOf(id)} at ${words.placeOf(id)}.`;
  return {
    onDragStart({ active }) {
      lifted = String(active.id);
      return picked(lifted);
    },
    onDragOver({ active, over }) {
      const id = String(active.id);
      if (lifted === id && over && String(over.id) === id) {
        lifted = undefined;
        return picked(id);
      }
      lifted = undefined;
      return over
        ? `${words.nameOf(id)} is over ${words.placeOf(String(over.id))}.`
        : `${words.nameOf(id)} is ${nowhere}.`;
    },
    onDragEnd({ active, over }) {
      lifted = undefined;
      const id = String(active.id);
      return over
        ? `Dropped ${words.nameOf(id)} at ${words.placeOf(String(over.id))}.`
        : `${words.nameOf(id)} was dropped ${nowhere}; nothing changed.`;
    },
    onDragCancel({ active }) {
      lifted = undefined;
      const id = String(active.id);
      return `Cancelled: ${words.nameOf(id)} went back to ${words.placeOf(id)}.`;
    },
  };
}

/** The instructions read with a draggable item, for `thing` ("card", "layer"). */
export function dragInstructions(thing: string): ScreenReaderInstructions {
  return {
    draggable: `To move this ${thing}, press Space. The arrow keys then move it, Space drops it and Escape cancels.`,
  };
}
