/**
 * What a screen reader hears while an item is dragged with @dnd-kit (see ./dnd.ts), in the
 * item's own words ("Picked up Captain Gannett at position 1 of 137") instead of dnd-kit's ids.
 * Pure: a drag area says its sentences (`DragSpeech`, or `placeSpeech` for "an item moved
 * between places"); `dragAccessibility` turns them into dnd-kit's `accessibility` prop. Words
 * of the game (card types, the set's points word) come from lib, never from here.
 */
import type { Active, Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

/** The dragged item as the sentences need it: its id and what it carries (`data`). */
export interface Dragged<D = unknown> {
  id: string;
  data: D | undefined;
}

/** The sentences of one drag area; `place` is the id of the droppable the item is over. */
export interface DragSpeech<D = unknown> {
  lifted(item: Dragged<D>): string;
  over(item: Dragged<D>, place: string): string;
  /** The item is over no place it can be dropped on. */
  overNothing(item: Dragged<D>): string;
  dropped(item: Dragged<D>, place: string): string;
  droppedNowhere(item: Dragged<D>): string;
  cancelled(item: Dragged<D>): string;
}

function dragged<D>(active: Active): Dragged<D> {
  return { id: String(active.id), data: active.data.current as D | undefined };
}

/**
 * dnd-kit's announcements from `speech`. dnd-kit reports an item that is also a place (a row of
 * a sortable list) as over its own place right after it is lifted, and again (or briefly over
 * nothing) whenever the list is measured anew before the item has moved (a re-render while it
 * is held); the first such report says the lift again and the others say nothing new, so the
 * lift is what is heard until the item really moves. A report of the place last said is not said
 * again either.
 */
export function dragAnnouncementsOf<D>(speech: DragSpeech<D>): Announcements {
  /** The item lifted and not yet moved off its own place. */
  let unmoved: string | undefined;
  /** Whether the lift was said again for the first report over its own place. */
  let liftRepeated = false;
  /** The place last said (null: over nothing). */
  let lastPlace: string | null | undefined;
  return {
    onDragStart({ active }) {
      unmoved = String(active.id);
      liftRepeated = false;
      lastPlace = unmoved;
      return speech.lifted(dragged<D>(active));
    },
    onDragOver({ active, over }) {
      const item = dragged<D>(active);
      const place = over ? String(over.id) : null;
      if (unmoved === item.id && (place === item.id || place === null)) {
        if (place === null || liftRepeated) return undefined;
        liftRepeated = true;
        return speech.lifted(item);
      }
      unmoved = undefined;
      if (place === lastPlace) return undefined;
      lastPlace = place;
      return place === null ? speech.overNothing(item) : speech.over(item, place);
    },
    onDragEnd({ active, over }) {
      unmoved = undefined;
      const item = dragged<D>(active);
      return over ? speech.dropped(item, String(over.id)) : speech.droppedNowhere(item);
    },
    onDragCancel({ active }) {
      unmoved = undefined;
      return speech.cancelled(dragged<D>(active));
    },
  };
}

/** dnd-kit's `accessibility` prop: the announcements of `speech` and the item's instructions. */
export function dragAccessibility<D>(
  speech: DragSpeech<D>,
  instructions: string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    announcements: dragAnnouncementsOf(speech),
    screenReaderInstructions: { draggable: instructions },
  };
}

/** How the items and places of an area where an item moves between places are read out. */
export interface DragWords {
  /** The item's name as a person reads it. */
  nameOf(id: string): string;
  /** Where a drop on `overId` puts the item, e.g. "position 2 of 137" or "Captain Gannett". */
  placeOf(overId: string): string;
  /** Said when the item is not over any place; default "not over a place to drop it". */
  nowhere?: string;
}

/** The sentences of an item moved between places ("Dropped Ada at position 2 of 3."). */
export function placeSpeech(words: DragWords): DragSpeech {
  const nowhere = words.nowhere ?? "not over a place to drop it";
  const name = (item: Dragged) => words.nameOf(item.id);
  return {
    lifted: (item) => `Picked up ${name(item)} at ${words.placeOf(item.id)}.`,
    over: (item, place) => `${name(item)} is over ${words.placeOf(place)}.`,
    overNothing: (item) => `${name(item)} is ${nowhere}.`,
    dropped: (item, place) => `Dropped ${name(item)} at ${words.placeOf(place)}.`,
    droppedNowhere: (item) => `${name(item)} was dropped ${nowhere}; nothing changed.`,
    cancelled: (item) => `Cancelled: ${name(item)} went back to ${words.placeOf(item.id)}.`,
  };
}

/** The instructions read with a draggable item, for `thing` ("card", "layer"). */
export function dragInstructions(thing: string): string {
  return `To move this ${thing}, press Space. The arrow keys then move it, Space drops it and Escape cancels.`;
}
