/**
 * The quick fix of a text that disagrees with its effect: "Use the generated text". The card
 * loses its written text in that language, so it prints the text generated from its effect
 * (`cardRulesText`); a translation also loses what it remembered of its source.
 */
import type { Card, CardText, VellumSet } from "../model";

/**
 * `card` without its written rules text in `language` (default: the set's main language), or
 * `card` itself when it has none there. Nothing else of the card changes.
 */
export function withGeneratedText(card: Card, set: VellumSet, language = set.language): Card {
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
