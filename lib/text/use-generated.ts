/**
 * The quick fix of a text that disagrees with its effect: "Use the generated text". The card
 * loses its written text in that language, so it prints the text generated from its effect
 * (`cardRulesText`); a translation also loses what it remembered of its source. Offered only
 * where the generated text is in that language (text-need.ts `generatesIn`): where Vellum has no
 * catalog, or the effect generates nothing, dropping the text would print another language's
 * words (or none), so there is no such fix.
 */
import type { Card, CardText, VellumSet } from "../model";
import { generatesIn } from "./text-need";

const written = (s: string | undefined) => s !== undefined && s.trim() !== "";

/**
 * Whether "Use the generated text" applies to `card` in `language` (default: the set's main
 * language): it has written rules text there, and without it would print the text generated
 * from its effect in that language (a catalog writes the language and the effect generates
 * text).
 */
export function canUseGeneratedText(card: Card, set: VellumSet, language = set.language): boolean {
  const own =
    language === set.language
      ? card.text
      : card.translations && Object.hasOwn(card.translations, language)
        ? card.translations[language]?.text
        : undefined;
  return written(own) && generatesIn(card, set, language);
}

/**
 * `card` without its written rules text in `language` (default: the set's main language), or
 * `card` itself when it has none there, or when the fix does not apply (`canUseGeneratedText`:
 * nothing is dropped that would print another language's words). Nothing else of the card
 * changes.
 */
export function withGeneratedText(card: Card, set: VellumSet, language = set.language): Card {
  if (!canUseGeneratedText(card, set, language)) return card;
  if (language === set.language) {
    if (card.text === undefined) return card;
    const next = { ...card };
    delete next.text;
    return next;
  }
  const translation = card.translations?.[language];
  if (translation?.text === undefined) return card;
  const kept: CardText = { ...translation };
  delete kept.text;
  if (kept.from) {
    const from = { ...kept.from };
    delete from.text;
    if (Object.keys(from).length > 0) kept.from = from;
    else delete kept.from;
  }
  const translations = { ...card.translations };
  if (Object.keys(kept).length > 0) translations[language] = kept;
  else delete translations[language];
  const next: Card = { ...card, translations };
  if (Object.keys(translations).length === 0) delete next.translations;
  return next;
}
