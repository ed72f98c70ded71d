/**
 * Pure edits of a set's frames: the cards printed on a frame (by lib/layers' `frameFor`, as the
 * renderer resolves it), a built-in frame copied into the set to customise, and the set with a
 * frame put in or replaced. A frame's regions are edited in regions.ts.
 */
import { frameFor } from "../layers";
import type { Card, CardType, Frame, VellumSet } from "../model";
import { isBuiltinFrameId, uniqueId } from "../model";
import { MAX_FRAME_NAME } from "../schema";

/** The cards printed on frame `id`, in set order. */
export function cardsUsing(set: VellumSet, id: string): Card[] {
  return set.cards.filter((card) => frameFor(card, set).id === id);
}

/** The card types a built-in frame serves (its `types`). */
function typesOf(frame: Frame): CardType[] {
  return [...(frame.types ?? [])];
}

/**
 * A copy of built-in `frame` that the set owns: a new id (built-in ids are reserved), a name
 * that says it is the set's, and the same card types unless another of the set's frames already
 * claims them — so every card that used the built-in frame now uses the copy.
 */
export function customisedCopy(set: VellumSet, frame: Frame): Frame {
  const taken = new Set((set.frames ?? []).map((f) => f.id));
  const id = uniqueId(
    `${set.id}-${frame.name}`,
    (id) => taken.has(id) || isBuiltinFrameId(id),
    "frame",
  );
  const claimed = new Set((set.frames ?? []).flatMap((f) => f.types ?? []));
  const types = typesOf(frame).filter((t) => !claimed.has(t));
  const copy = structuredClone(frame) as Frame;
  copy.id = id;
  copy.name = `${set.name} ${frame.name.toLowerCase()}`.slice(0, MAX_FRAME_NAME);
  if (types.length > 0) copy.types = types;
  else delete copy.types;
  return copy;
}

/** The set with frame `frame` in place of the frame of the same id (or added). */
export function withFrame(set: VellumSet, frame: Frame): VellumSet {
  const frames = set.frames ?? [];
  if (isBuiltinFrameId(frame.id) && !frames.some((f) => f.id === frame.id)) return set;
  const i = frames.findIndex((f) => f.id === frame.id);
  return {
    ...set,
    frames: i < 0 ? [...frames, frame] : frames.map((f, j) => (j === i ? frame : f)),
  };
}
