import type { CardType } from "./card-types";

/**
 * Ids of the built-in frames, one per card type. A card without a `frame` uses the set's own
 * frame for its type (a custom frame listing the type in `types`), else the built-in one.
 * The geometry of the built-in frames lives with the layers code (DESIGN.md "Default frames").
 */
export const BUILTIN_FRAME_IDS: Readonly<Record<CardType, string>> = Object.freeze({
  character: "vellum-character",
  modifier: "vellum-modifier",
  event: "vellum-event",
  "untimely-death": "vellum-untimely-death",
  story: "vellum-story",
  reference: "vellum-reference",
});

/** Whether `id` names a built-in frame. */
export function isBuiltinFrameId(id: string): boolean {
  return Object.values(BUILTIN_FRAME_IDS).includes(id);
}
