/**
 * The one rule for what a card prints in a language, and so what needs translating (issue 24).
 * Every part that says whether a card's text still lacks a language reads it here: the
 * translation status (the translate view), the edition's gaps (print, export, `vellum text`),
 * the set's settings (its languages), the translators' files (which units, their source, what
 * an import accepts) and the designer's quick fix.
 *
 * Rules text, in a language other than the main one (`cardRulesText`'s order):
 * 1. a hand translation prints (`translated`);
 * 2. else, where Vellum has a catalog for the language (its own or its base tag's) and the
 *    effect compiles to non-empty text, the generated text prints (`generated`): the rules text
 *    needs no translation, whether or not the main language writes one — a translator may still
 *    write one, to replace the wording;
 * 3. else the main language's printed text prints (`main`: written, or generated in the
 *    fallback language): the rules text needs translating, from that text;
 * 4. else nothing prints (`none`).
 * Name and flavour need translating when the main language has them; a reminder only when the
 * card prints it (a persistent card's, as lib/layers `printsReminder` says).
 */
import type { Card, CardTextField, VellumSet } from "../model";
import { sourceFingerprint } from "./fingerprint";
import { catalogFor } from "./messages";
import { cardRulesText, generateRulesText } from "./rules-text";

/** The main-language text a field's translation is made from. */
export interface TranslationSource {
  /** The text: the written text, or for generated rules text the effect's source. */
  text: string;
  /** `written` by hand; `generated` from the effect (rules text without written text); `none`. */
  kind: "written" | "generated" | "none";
}

/** What a card's field prints in a language, by the one rule. */
export type TextPrints = "translated" | "generated" | "main" | "none";

/** What one field of one card needs in one language. */
export interface TextNeed {
  field: CardTextField;
  /**
   * What the edition prints: its `translated` text; rules text `generated` in the language
   * (with the language's catalog, so nothing to translate); the `main` language's text (to
   * translate); `none`. In the main language: `main` for written text, `generated` for text
   * generated from the effect.
   */
  prints: TextPrints;
  /**
   * Whether the field needs a translation: without one, the edition prints the main language's
   * text. False in the main language, for generated rules text, and for a text the card does
   * not print.
   */
  needed: boolean;
  /**
   * The main language's printed text a translation is made from (what a translator reads, and
   * a translators' file's source), "" when the field has none.
   */
  source: string;
  /** How `source` came to be: `written` by hand, `generated` from the effect, `none`. */
  sourceKind: "written" | "generated" | "none";
  /** The language `source` is written in (a stand-in catalog's when the main one has none). */
  sourceLanguage: string;
  /**
   * The fingerprint a translation made now remembers (`CardText.from`): of the written text, or
   * for generated rules text of the effect's source (`translationSource`).
   */
  fingerprint: string;
  /** The translation in the language, when there is one (not blank). */
  translation: string | undefined;
  /**
   * Whether a translation may be written and handed to a translator: the field has a source and
   * prints (a rules text generated in the language too: a translation replaces its wording).
   */
  translatable: boolean;
  /**
   * For `prints: "generated"` and `"main"` rules text: the language the printed text is in (the
   * asked one, its catalog's, or the fallback's); else the asked language.
   */
  printedLanguage: string;
}

const present = (s: string | undefined): s is string => s !== undefined && s.trim() !== "";

/** The translation of `field` into `language` written on `card` (an own entry only), if any. */
function ownTranslation(card: Card, language: string, field: CardTextField): string | undefined {
  const translations = card.translations;
  if (translations === undefined || !Object.hasOwn(translations, language)) return undefined;
  const text = translations[language]?.[field];
  return present(text) ? text : undefined;
}

/**
 * The text `field` of `card` is fingerprinted from when translated: its written text; for rules
 * text the card does not write, its effect's source (a translation written anyway goes stale
 * when the effect changes); else nothing.
 */
export function translationSource(card: Card, field: CardTextField): TranslationSource {
  const own = card[field];
  if (present(own)) return { text: own, kind: "written" };
  if (field === "text" && present(card.effect)) return { text: card.effect, kind: "generated" };
  return { text: "", kind: "none" };
}

/**
 * Whether `card`'s rules text is generated from its effect in `language` itself: Vellum has a
 * catalog for the language (or its base tag) and the effect compiles to non-empty text.
 * Generates (memoised per set object): the same test `cardRulesText` makes.
 */
export function generatesIn(card: Card, set: VellumSet, language: string): boolean {
  if (!present(card.effect) || catalogFor(language) === undefined) return false;
  return generateRulesText(card.effect, set, language).text !== "";
}

/** Whether `card` prints its reminder (lib/layers `printsReminder`: a persistent card does). */
function printsReminder(card: Card): boolean {
  return card.persistent === true;
}

/**
 * What `field` of `card` prints in `language` and whether it needs a translation — the one rule
 * (see the file's comment). Pure; rules text is generated to know (memoised per set object).
 */
export function textNeed(
  card: Card,
  set: VellumSet,
  language: string,
  field: CardTextField,
): TextNeed {
  const main = language === set.language;
  const translation = main ? undefined : ownTranslation(card, language, field);
  const fingerprint = sourceFingerprint(translationSource(card, field).text);
  if (field !== "text") {
    const own = card[field];
    const source = present(own) ? own : "";
    const printed = source !== "" && (field !== "reminder" || printsReminder(card));
    return {
      field,
      prints: translation !== undefined ? "translated" : printed ? "main" : "none",
      needed: !main && printed,
      source,
      sourceKind: source !== "" ? "written" : "none",
      sourceLanguage: set.language,
      fingerprint,
      translation,
      translatable: !main && printed,
      printedLanguage: translation !== undefined || !printed ? language : set.language,
    };
  }
  const ofMain = cardRulesText(card, set, set.language);
  const source = ofMain !== undefined && ofMain.text.trim() !== "" ? ofMain.text : "";
  const sourceKind =
    source === "" ? "none" : ofMain?.origin === "generated" ? "generated" : "written";
  const common = {
    field,
    source,
    sourceKind,
    sourceLanguage: ofMain?.language ?? set.language,
    fingerprint,
    translation,
  } as const;
  if (main) {
    const prints =
      sourceKind === "none" ? "none" : sourceKind === "generated" ? "generated" : "main";
    return {
      ...common,
      prints,
      needed: false,
      translatable: false,
      printedLanguage: common.sourceLanguage,
    };
  }
  const here = generatesIn(card, set, language);
  const needed = !here && source !== "";
  const translatable = here || needed;
  if (translation !== undefined)
    return { ...common, prints: "translated", needed, translatable, printedLanguage: language };
  const printed = cardRulesText(card, set, language);
  if (printed === undefined || printed.text.trim() === "")
    return { ...common, prints: "none", needed, translatable, printedLanguage: language };
  return {
    ...common,
    prints: here ? "generated" : "main",
    needed,
    translatable,
    printedLanguage: printed.language,
  };
}

/** `textNeed` of the rules text: what `card` prints as rules text in `language`. */
export function rulesTextNeed(card: Card, set: VellumSet, language: string): TextNeed {
  return textNeed(card, set, language, "text");
}

/** The card fields a translator translates, in reading order. */
export const CARD_TEXT_FIELDS: readonly CardTextField[] = ["name", "text", "flavor", "reminder"];

/**
 * The fields of `card` the edition in `language` prints in the main language for want of a
 * translation (`needed` and untranslated), in reading order: what Settings, the edition's gaps
 * and the translation status call missing.
 */
export function missingTranslations(card: Card, set: VellumSet, language: string): CardTextField[] {
  if (language === set.language) return [];
  return CARD_TEXT_FIELDS.filter((field) => {
    const need = textNeed(card, set, language, field);
    return need.needed && need.translation === undefined;
  });
}
