/**
 * Where each card's translation into one language stands (issue 24, point 3): missing, changed
 * since translated, done, or not needed. A translation remembers the source it was made from
 * (`CardText.from`, a `sourceFingerprint` per field); a source edited since no longer matches.
 * Whether a field needs translating at all is the one rule of text-need.ts (`textNeed`).
 */
import type { Card, VellumSet } from "../model";
import { generatedTextInputs } from "./edition";
import { textNeed } from "./text-need";
import type { TextNeed, TranslationSource } from "./text-need";

export { translationSource } from "./text-need";
export type { TranslationSource } from "./text-need";

/** The fields a translator translates, in the order the translation view shows them. */
export const TRANSLATED_FIELDS = ["name", "text", "flavor", "reminder"] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/**
 * Where one field's translation stands:
 * - `missing`: the edition prints the main language's text for want of a translation;
 * - `changed`: the source changed since the translation was made from it;
 * - `done`: translated (from the current source, or untracked: see `tracked`);
 * - `not-needed`: nothing to translate (no source text; a reminder the card does not print; a
 *   rules text generated from its effect in the language).
 */
export type TranslationState = "missing" | "changed" | "done" | "not-needed";

/** One field of one card. */
export interface FieldTranslation {
  field: TranslatedField;
  state: TranslationState;
  /**
   * The main language's printed text it is translated from (`kind` written or generated from
   * the effect), in `language`.
   */
  source: TranslationSource & { language: string };
  /** The translation as written, or undefined. */
  translation: string | undefined;
  /**
   * False for a translation saved without its source's fingerprint (older sets): it counts as
   * done, but whether its source changed since is not known.
   */
  tracked: boolean;
  /** What the field prints in the language and whether it needs a translation (text-need.ts). */
  need: TextNeed;
}

/** One card's translation into the language. */
export interface CardTranslation {
  card: Card;
  fields: Record<TranslatedField, FieldTranslation>;
}

/** How many fields are in each state, and on how many cards. */
export interface TranslationCounts {
  missing: number;
  changed: number;
  done: number;
  /** Of `done`, those whose source is not tracked. */
  untracked: number;
  notNeeded: number;
  /** Cards with at least one field missing / changed. */
  cardsMissing: number;
  cardsChanged: number;
}

/** Every card's translation into one language. */
export interface TranslationStatus {
  language: string;
  cards: CardTranslation[];
  counts: TranslationCounts;
}

/** Where `field` of `card` stands in its translation into `language`. */
export function fieldTranslation(
  card: Card,
  set: VellumSet,
  language: string,
  field: TranslatedField,
): FieldTranslation {
  const need = textNeed(card, set, language, field);
  const { translation } = need;
  const source = { text: need.source, kind: need.sourceKind, language: need.sourceLanguage };
  const base = { field, source, translation, need };
  if (translation === undefined)
    return { ...base, state: need.needed ? "missing" : "not-needed", tracked: true };
  const from = card.translations?.[language]?.from?.[field];
  if (from === undefined) return { ...base, state: "done", tracked: false };
  return { ...base, state: from === need.fingerprint ? "done" : "changed", tracked: true };
}

/**
 * A card's fields, kept per card object while what generated text reads besides the card
 * in that language (`generatedTextInputs`: its words, headings, phrases, families, icons, the main
 * language) is the same: an edit makes a new set object, and the generator's memo with it, but the cards not
 * edited need not be generated again (the translate view recounts on every keystroke).
 */
const kept = new WeakMap<
  Card,
  Map<string, { inputs: readonly unknown[]; fields: Record<TranslatedField, FieldTranslation> }>
>();

function cardFields(
  card: Card,
  set: VellumSet,
  language: string,
  inputs: readonly unknown[],
): Record<TranslatedField, FieldTranslation> {
  let byLanguage = kept.get(card);
  if (!byLanguage) kept.set(card, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (
    known &&
    known.inputs.length === inputs.length &&
    known.inputs.every((x, i) => x === inputs[i])
  )
    return known.fields;
  const fields = {} as Record<TranslatedField, FieldTranslation>;
  for (const field of TRANSLATED_FIELDS)
    fields[field] = fieldTranslation(card, set, language, field);
  byLanguage.set(language, { inputs, fields });
  return fields;
}

/** Where each card's translation into `language` stands (all `not-needed` for the main one). */
export function translationStatus(set: VellumSet, language: string): TranslationStatus {
  const counts: TranslationCounts = {
    missing: 0,
    changed: 0,
    done: 0,
    untracked: 0,
    notNeeded: 0,
    cardsMissing: 0,
    cardsChanged: 0,
  };
  const inputs = generatedTextInputs(set, language);
  const cards = set.cards.map((card): CardTranslation => {
    const fields = cardFields(card, set, language, inputs);
    for (const field of TRANSLATED_FIELDS) {
      const f = fields[field];
      if (f.state === "not-needed") counts.notNeeded++;
      else counts[f.state]++;
      if (f.state === "done" && !f.tracked) counts.untracked++;
    }
    const states = TRANSLATED_FIELDS.map((f) => fields[f].state);
    if (states.includes("missing")) counts.cardsMissing++;
    if (states.includes("changed")) counts.cardsChanged++;
    return { card, fields };
  });
  return { language, cards, counts };
}
