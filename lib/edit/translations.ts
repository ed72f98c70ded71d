/**
 * A card's text in another language, typed or confirmed (issue 24, point 3). Each saved
 * translation remembers the source it was made from (`CardText.from`: lib/text's
 * `sourceFingerprint` of the main-language text at that moment), so a source edited since reads
 * as changed since translated; a cleared translation forgets it.
 */
import type { Card, CardText, CardTextField } from "../model";
import { sourceFingerprint, translationSource } from "../text";

/** `card`'s translations with `language`'s entry replaced by `tr` (removed when it is empty). */
function withEntry(card: Card, language: string, tr: CardText): Card["translations"] {
  const translations = { ...(card.translations ?? {}) };
  const { from, ...texts } = tr;
  const kept: CardText = { ...texts };
  if (from && Object.keys(from).length > 0) kept.from = from;
  if (Object.keys(texts).length === 0) delete translations[language];
  else translations[language] = kept;
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/**
 * The card's translations once `field` in `language` is `value` ("" clears it), fingerprinted
 * with the main-language text it is translated from now. Hand the result to the store as the
 * card's `translations` (undefined: the card has none left).
 */
export function translateCard(
  card: Card,
  language: string,
  field: CardTextField,
  value: string,
): Card["translations"] {
  const tr: CardText = { ...(card.translations?.[language] ?? {}) };
  const from = { ...(tr.from ?? {}) };
  if (value === "") {
    delete tr[field];
    delete from[field];
  } else {
    tr[field] = value;
    from[field] = sourceFingerprint(translationSource(card, field).text);
  }
  tr.from = from;
  return withEntry(card, language, tr);
}

/**
 * "Mark as still right": the translation of `field` in `language` is kept as it is and
 * remembered as made from the current source. Unchanged when there is no translation.
 */
export function confirmTranslation(
  card: Card,
  language: string,
  field: CardTextField,
): Card["translations"] {
  const tr = card.translations?.[language];
  const value = tr?.[field];
  if (tr === undefined || value === undefined || value === "") return card.translations;
  return translateCard(card, language, field, value);
}
