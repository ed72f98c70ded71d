/**
 * The app's one drag-and-drop kit (@dnd-kit): every drag area (the designer's card list, the
 * stack builder, the table, free mode) takes its sensors here, so a press becomes a drag after
 * the same distance and the keyboard lifts, drops and cancels with the same keys everywhere.
 * What a screen reader hears is built with ./drag-words.ts. An area brings only what is its
 * own: how the arrows move a keyboard drag (a list's next place, the stack's next target) and
 * which targets a drop may land on.
 */
import type {
  KeyboardCodes,
  KeyboardCoordinateGetter,
  SensorDescriptor,
  SensorOptions,
} from "@dnd-kit/core";
import { KeyboardSensor, MouseSensor, PointerSensor, TouchSensor } from "@dnd-kit/core";
import { useMemo } from "react";

/** How far (px) a mouse, pen or finger moves before a press becomes a drag: less is a click. */
export const DRAG_DISTANCE = 6;

/**
 * How long (ms) a finger rests on an item of a list that scrolls by touch before the item
 * drags, and how far (px) it may wander meanwhile: a quick swipe still scrolls the list.
 */
export const TOUCH_HOLD = { delay: 200, tolerance: 8 } as const;

/**
 * The keys of a keyboard drag: Space lifts, Space or Enter drops, Escape cancels. Enter does
 * not lift: on a focused item it is the key that acts without dragging (the stack builder's
 * "add on top", a hand card's list of plays, like a click).
 */
export const DRAG_KEYS: KeyboardCodes = Object.freeze({
  start: ["Space"],
  cancel: ["Escape"],
  end: ["Space", "Enter"],
});

/** What a drag area chooses about its sensors. */
export interface DragSensorOptions {
  /** Where each arrow key moves a keyboard drag; dnd-kit's default moves it a few pixels. */
  keyboard?: KeyboardCoordinateGetter;
  /**
   * "direct" (the default): a touch drags as soon as it moves, for items that do not scroll
   * (the table's cards, `touch-action: none`). "hold": a touch drags after `TOUCH_HOLD`, for
   * items in a list a finger scrolls (the stack builder's picker and layers).
   */
  touch?: "direct" | "hold";
}

/** The sensors of a drag area: pointer (or mouse and touch) and keyboard, see the file comment. */
export function dragSensors(options: DragSensorOptions = {}): SensorDescriptor<SensorOptions>[] {
  const keyboard: SensorDescriptor<SensorOptions> = {
    sensor: KeyboardSensor,
    // No getter: dnd-kit's default.
    options: { keyboardCodes: DRAG_KEYS, coordinateGetter: options.keyboard },
  };
  const moved = { activationConstraint: { distance: DRAG_DISTANCE } };
  if (options.touch === "hold") {
    return [
      { sensor: MouseSensor, options: moved },
      { sensor: TouchSensor, options: { activationConstraint: { ...TOUCH_HOLD } } },
      keyboard,
    ];
  }
  return [{ sensor: PointerSensor, options: moved }, keyboard];
}

/** `dragSensors` for a `DndContext`, the same array for as long as the options stay the same. */
export function useDragSensors(options: DragSensorOptions = {}): SensorDescriptor<SensorOptions>[] {
  const { keyboard, touch } = options;
  return useMemo(() => dragSensors({ keyboard, touch }), [keyboard, touch]);
}
