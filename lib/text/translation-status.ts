/**
 * Where each card's translation into one language stands (issue 24, point 3): missing, changed
 * since translated, done, or not needed. A translation remembers the source it was made from
 * (`CardText.from`, a `sourceFingerprint` per field); a source edited since no longer matches.
 */
import type { Card, CardText, CardTextField, VellumSet } from "../model";
import { sourceFingerprint } from "./fingerprint";

/** The fields a translator translates, in the order the translation view shows them. */
export const TRANSLATED_FIELDS = ["name", "text", "flavor"] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/**
 * Where one field's translation stands:
 * - `missing`: the source has text, the translation has none;
 * - `changed`: the source changed since the translation was made from it;
 * - `done`: translated (from the current source, or untracked: see `tracked`);
 * - `not-needed`: nothing to translate (no source text; a rules text the card does not write
 *   by hand is generated from its effect in each language).
 */
export type TranslationState = "missing" | "changed" | "done" | "not-needed";

/** The main-language text a translated field is made from. */
export interface TranslationSource {
  /** The text: the written text, or for generated rules text the effect's source. */
  text: string;
  /** `written` by hand; `generated` from the effect (rules text without written text); `none`. */
  kind: "written" | "generated" | "none";
}

/** One field of one card. */
export interface FieldTranslation {
  field: TranslatedField;
  state: TranslationState;
  source: TranslationSource;
  /** The translation as written, or undefined. */
  translation: string | undefined;
  /**
   * False for a translation saved without its source's fingerprint (older sets): it counts as
   * done, but whether its source changed since is not known.
   */
  tracked: boolean;
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

const written = (s: string | undefined): s is string => s !== undefined && s.trim() !== "";

/**
 * The main-language text `field` of `card` is translated from: its written text; for rules text
 * the card does not write, its effect's source (a translation written anyway replaces the
 * generated text, and goes stale when the effect changes); else nothing.
 */
export function translationSource(card: Card, field: CardTextField): TranslationSource {
  const own = card[field];
  if (written(own)) return { text: own, kind: "written" };
  if (field === "text" && written(card.effect)) return { text: card.effect, kind: "generated" };
  return { text: "", kind: "none" };
}

/** Where `field` of `card` stands in the translation `tr`. */
export function fieldTranslation(
  card: Card,
  tr: CardText | undefined,
  field: TranslatedField,
): FieldTranslation {
  const source = translationSource(card, field);
  const translation = written(tr?.[field]) ? tr?.[field] : undefined;
  if (translation === undefined) {
    const state = source.kind === "written" ? "missing" : "not-needed";
    return { field, state, source, translation, tracked: true };
  }
  const from = tr?.from?.[field];
  if (from === undefined) return { field, state: "done", source, translation, tracked: false };
  const state = from === sourceFingerprint(source.text) ? "done" : "changed";
  return { field, state, source, translation, tracked: true };
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
  const main = language === set.language;
  const cards = set.cards.map((card): CardTranslation => {
    const tr = main ? undefined : card.translations?.[language];
    const fields = {} as Record<TranslatedField, FieldTranslation>;
    for (const field of TRANSLATED_FIELDS) {
      const f = main
        ? {
            field,
            state: "not-needed" as const,
            source: translationSource(card, field),
            translation: undefined,
            tracked: true,
          }
        : fieldTranslation(card, tr, field);
      fields[field] = f;
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
