/**
 * When a picture is stale: the one rule of the picture service (app/README.md "The picture
 * service"). A picture is filed under an anchor object (the card for its front, the back for a
 * back) and a variant (face, language, bleed, id prefix), and kept while the inputs it was drawn
 * from are the same objects. The inputs are what lib/render reads: for a front the card, the
 * frame lib/layers resolves for it (`frameFor`: the card's frame, its type's, a built-in), the
 * set's icons and families (drawn, and the context its effect's timings compile in) and the
 * set's language, and, for a card printing rules text generated from its effect, what that text
 * reads (lib/text `generatedTextInputs`: the set's words, headings and phrase overrides in that
 * language), and the categories' settings (their icons print on every front); for a back the back (`backFor`), its card's frame (its size), the set's name
 * (on the generated back) and id (its ids); and for both the revision of the art files (an art file replaced under its name
 * restales every picture). Set edits replace what they change and keep the rest (lib/model's
 * edits are immutable), so typing in one card, or moving a region of one frame, restales only
 * the cards that read it. The fonts and where art comes from are the service's own, fixed for
 * its life. Pure.
 */
import { frameFor } from "@/lib/layers";
import type { Card, VellumSet } from "@/lib/model";
import { backFor } from "@/lib/render";
import { generatedTextInputs, printsGeneratedText } from "@/lib/text";

/** Which picture of a card: the set's language unless `language`; trim unless `bleed`. */
export interface PictureVariant {
  language?: string;
  bleed?: boolean;
  /** Prefix of the ids in the SVG, for a picture laid into a page beside another of the card. */
  idPrefix?: string;
}

/** Where a picture is filed and what it was drawn from. */
export interface PictureKey {
  anchor: object;
  variant: string;
  inputs: readonly unknown[];
}

/** The anchor of the generated back (a set without a back for the card). */
const GENERATED_BACK = {};

function variantOf(face: "front" | "back", set: VellumSet, v: PictureVariant): string {
  // The set's own language is the picture without one: the same strings are printed.
  const language = v.language === set.language ? "" : (v.language ?? "");
  return `${face}|${language}|${v.bleed ? 1 : 0}|${v.idPrefix ?? ""}`;
}

/** The key of the front of `card` in `set`, with the art files at revision `art`. */
export function frontKey(
  card: Card,
  set: VellumSet,
  variant: PictureVariant = {},
  art = 0,
): PictureKey {
  const language = variant.language || set.language;
  // A rules text generated from the effect reads the set's words, headings and phrases in the
  // language too — only those: another rule option keeps the picture.
  const generated = printsGeneratedText(card, set, language)
    ? generatedTextInputs(set, language)
    : [];
  return {
    anchor: card,
    variant: variantOf("front", set, variant),
    // Every front reads the categories' settings: a category's icon is printed on it (lib/render
    // marks.ts), whatever its text.
    inputs: [
      card,
      frameFor(card, set),
      set.icons,
      set.families,
      set.language,
      set.rules?.effectCategories,
      art,
      ...generated,
    ],
  };
}

/** The key of the back `card` is printed with in `set` (languages do not change a back). */
export function backKey(
  card: Card,
  set: VellumSet,
  variant: PictureVariant = {},
  art = 0,
): PictureKey {
  const back = backFor(card, set);
  // A back is drawn at its card's frame's size: cards of other frames share no back picture.
  const frame = frameFor(card, set);
  return {
    anchor: back ?? GENERATED_BACK,
    variant: `${variantOf("back", set, { bleed: variant.bleed, idPrefix: variant.idPrefix })}|${frame.id}`,
    inputs: [back, frame, set.name, set.id, art],
  };
}

/**
 * The key of a stack's reading and x-ray (cards bottom first, filed under the set's icons):
 * lib/layers' analysis reads each card and its frame, and the effects' timings compile against
 * the set's icons and families.
 */
export function stackKey(cards: readonly Card[], set: VellumSet): PictureKey {
  return {
    anchor: set.icons,
    variant: `stack|${cards.map((c) => c.id).join("|")}`,
    inputs: [set.icons, set.families, ...cards, ...cards.map((c) => frameFor(c, set))],
  };
}

/** Whether a picture drawn from `drawn` is stale now that its inputs are `now`. */
export function isStale(drawn: readonly unknown[], now: readonly unknown[]): boolean {
  return drawn.length !== now.length || drawn.some((input, i) => !Object.is(input, now[i]));
}
