/**
 * Which frame a card is printed on: the one place that resolves it, so the renderer, the
 * engine and the exports never disagree about a card's geometry.
 */
import type { Card, Frame, VellumSet } from "../model";
import { BUILTIN_FRAMES, builtinFrame } from "./builtin-frames";

/** The part of a set that frame resolution reads. */
export type FrameSource = Pick<VellumSet, "frames">;

/** The frame named `id`: the set's own frame with that id, else the built-in one, else `undefined`. */
export function findFrame(id: string, set: FrameSource): Frame | undefined {
  return set.frames?.find((f) => f.id === id) ?? builtinFrame(id);
}

/**
 * The frame `card` is printed on:
 * 1. the frame its `frame` field names (the set's frames first, then the built-in ones);
 * 2. else the first of the set's frames that lists the card's type in `types`;
 * 3. else the built-in frame of the card's type.
 *
 * An unknown `frame` id falls through to 2 and 3 (the set cross-check reports it), so a card
 * always has a frame.
 */
export function frameFor(card: Pick<Card, "type" | "frame">, set: FrameSource): Frame {
  if (card.frame !== undefined) {
    const named = findFrame(card.frame, set);
    if (named) return named;
  }
  return set.frames?.find((f) => f.types?.includes(card.type)) ?? BUILTIN_FRAMES[card.type];
}
