import type { CardType } from "./card-types";
import type { VellumSet } from "./types";
import { PRINTED_EFFECT_CATEGORIES } from "./types";

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

/**
 * The licence credits the set's printed marks carry in themselves (each effect category's icon,
 * each frame's emblem), as "what: credit" lines, in the order of the categories and then the
 * frames: listed with the set's credits wherever those are shown, so an icon uploaded with a
 * typed credit is credited too.
 */
export function markCredits(set: Pick<VellumSet, "rules" | "frames">): string[] {
  const out: string[] = [];
  const categories = set.rules.effectCategories ?? {};
  for (const category of PRINTED_EFFECT_CATEGORIES) {
    const credit = categories[category]?.icon?.credit?.trim();
    if (credit) out.push(`${category} icon: ${credit}`);
  }
  for (const frame of set.frames ?? []) {
    const credit = frame.emblem?.credit?.trim();
    if (credit) out.push(`emblem of ${frame.name}: ${credit}`);
  }
  return out;
}
