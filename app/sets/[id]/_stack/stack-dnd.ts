/**
 * Drag and drop of the stacks page (@dnd-kit): what is dragged (a picker card or a layer), where it
 * may land (the stack's picture: on top; a layer: just above it), how the keyboard moves a drag
 * from target to target, and what a screen reader hears. The gestures end in built-stack.ts's
 * changes; nothing here reads the stack's values.
 */
import type {
  ClientRect,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from "@dnd-kit/core";
import { pointerWithin, rectIntersection } from "@dnd-kit/core";
import type { DragSpeech, Dragged } from "@/app/_ui/drag-words";

/** The droppable id of the stack's picture. */
export const PICTURE_ID = "stack-picture";

/** What a draggable carries. */
export type DragData = { from: "picker"; cardId: string } | { from: "layers"; key: string };

/** The draggable id of a picker option. */
export function pickId(cardId: string): string {
  return `pick:${cardId}`;
}

function dataOf(data: { current?: unknown } | undefined): DragData | undefined {
  return data?.current as DragData | undefined;
}

/** Where a drop lands: the layer key it goes above, or `top`. */
export type DropTarget = { kind: "top" } | { kind: "layer"; key: string };

/** The target a droppable id stands for (layer ids are their keys). */
export function dropTarget(id: UniqueIdentifier | undefined): DropTarget | undefined {
  if (id === undefined) return undefined;
  return id === PICTURE_ID ? { kind: "top" } : { kind: "layer", key: String(id) };
}

/** The droppables a drag of `data` may land on: a layer only on layers; a picked card on all. */
function allowed(data: DragData | undefined, container: DroppableContainer): boolean {
  if (data?.from === "layers") return container.id !== PICTURE_ID;
  return true;
}

/**
 * Pointer drags land on what is under the pointer (dropping anywhere else changes nothing);
 * keyboard drags, which have no pointer, on what the dragged card overlaps most.
 */
export const labCollisions: CollisionDetection = (args) => {
  const data = dataOf(args.active.data);
  const droppableContainers = args.droppableContainers.filter((c) => allowed(data, c));
  const scoped = { ...args, droppableContainers };
  if (args.pointerCoordinates) return pointerWithin(scoped);
  // The keyboard moves the card onto a target (labKeyboardCoordinates): until the first arrow,
  // a picked card is over nothing, so Space at once drops nowhere.
  return rectIntersection(scoped);
};

const NEXT = ["ArrowDown", "ArrowRight"];
const PREVIOUS = ["ArrowUp", "ArrowLeft"];

/**
 * Keyboard drags hop from target to target: a picked card goes to the picture first, then down
 * the layers (top first); a layer moves up and down the layers. Left/Up goes back.
 */
export const labKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const forward = NEXT.includes(event.code);
  if (!forward && !PREVIOUS.includes(event.code)) return undefined;
  event.preventDefault();
  const data =
    dataOf(context.droppableContainers.get(active)?.data) ?? dataOf(context.active?.data);
  const targets: { id: UniqueIdentifier; rect: ClientRect }[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (rect && allowed(data, container)) targets.push({ id: container.id, rect });
  }
  // The picture first, then the layers as they are laid out, top to bottom.
  targets.sort((a, b) =>
    a.id === PICTURE_ID ? -1 : b.id === PICTURE_ID ? 1 : a.rect.top - b.rect.top,
  );
  if (targets.length === 0) return undefined;
  const at = context.over ? targets.findIndex((t) => t.id === context.over!.id) : -1;
  const next = at < 0 ? (forward ? 0 : targets.length - 1) : at + (forward ? 1 : -1);
  const target = targets[Math.max(0, Math.min(targets.length - 1, next))]!;
  const moving = context.collisionRect;
  const width = moving?.width ?? 0;
  const height = moving?.height ?? 0;
  return {
    x: target.rect.left + target.rect.width / 2 - width / 2,
    y: target.rect.top + target.rect.height / 2 - height / 2,
  };
};

/** Names for the announcements: a card's name by id, a layer's card name and position. */
export interface StackNames {
  card(cardId: string): string;
  layer(key: string): { name: string; position: number; total: number } | undefined;
  character(): string;
}

function draggedName(data: DragData | undefined, names: StackNames): string {
  if (!data) return "The card";
  return data.from === "picker"
    ? names.card(data.cardId)
    : (names.layer(data.key)?.name ?? "The card");
}

function where(id: UniqueIdentifier, names: StackNames): string {
  const target = dropTarget(id);
  if (target?.kind === "top") return `the stack of ${names.character()}: dropping puts it on top`;
  const layer = target ? names.layer(target.key) : undefined;
  return layer
    ? `${layer.name}, layer ${layer.position} of ${layer.total} from the top`
    : "the stack";
}

/** What a screen reader hears while dragging on the stacks page (the kit's `DragSpeech`). */
export function stackSpeech(names: StackNames): DragSpeech<DragData> {
  const name = (item: Dragged<DragData>) => draggedName(item.data, names);
  return {
    lifted: (item) =>
      item.data?.from === "layers"
        ? `Picked up ${name(item)}. Use the up and down arrows to move it between the layers, Space to drop it, Escape to cancel.`
        : `Picked up ${name(item)}. Use the arrow keys to move it onto the stack picture or above a layer, Space to drop it, Escape to cancel.`,
    over: (item, place) => `${name(item)} is over ${where(place, names)}.`,
    overNothing: (item) => `${name(item)} is no longer over the stack.`,
    dropped: (item, place) => {
      if (item.data?.from === "layers")
        return `${name(item)} was moved to where ${where(place, names)} was.`;
      return dropTarget(place)?.kind === "top"
        ? `${name(item)} was put on top of the stack of ${names.character()}.`
        : `${name(item)} was put above ${where(place, names)}.`;
    },
    droppedNowhere: (item) => `${name(item)} was dropped outside the stack; nothing changed.`,
    cancelled: (item) => `Dragging ${name(item)} was cancelled; nothing changed.`,
  };
}

/** What a screen reader hears on focusing a draggable. */
export const STACK_INSTRUCTIONS =
  "Press Space to pick the card up, the arrow keys to move it onto the stack picture or between the layers, and Space again to drop it; Escape cancels. In the card picker, Enter adds the card on top without dragging. On a layer, Delete removes it.";
