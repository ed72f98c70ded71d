/**
 * Text that disagrees with its effect (issue 24, point 2): a card's written rules text, in its
 * main language or a translation, read for what it states (text-claims.ts) and compared with what
 * its compiled effect does (effect-facts.ts). Each difference is one warning
 * `text/disagrees-with-effect` on the text's field, with the range of the words in the text.
 */
import type { Card, Diagnostic, Position, VellumSet } from "../model";
import { cardLabel, warningDiagnostic } from "../model";
import { compare } from "./compare-claims";
import { compiledEffect } from "./compiled";
import { effectFacts } from "./effect-facts";
import { lexiconFor } from "./lexicons";
import { cardRulesText } from "./rules-text";
import type { Span } from "./text-claims";
import { textClaims } from "./text-claims";

/** The code of every diagnostic this check reports. */
export const TEXT_DISAGREES = "text/disagrees-with-effect";

function present(s: string | undefined): boolean {
  return s !== undefined && s.trim() !== "";
}

/** The rules text `card` has translated into `language`, if any. */
function ownTranslation(card: Card, language: string): string | undefined {
  const translations = card.translations;
  return translations && Object.hasOwn(translations, language)
    ? translations[language]?.text
    : undefined;
}

/** 1-based line and column of `offset` in `text` (lines end at `\n`, `\r\n`, `\r`). */
function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1, offset };
}

/**
 * Where the rules text `card` prints in `language` (hand-written or translated) states something
 * its effect does not do — numbers, icons, the people and piles it names, the category — as
 * warnings; none for generated text or a card without an effect.
 */
export function checkRulesText(card: Card, set: VellumSet, language?: string): Diagnostic[] {
  const asked = language ?? set.language;
  if (card.effect === undefined || card.effect.trim() === "") return [];
  // Only text written by hand in `asked` is checked: without it the card prints generated text,
  // or (in another language) the main one, which is checked as the main one. Decided from the
  // card's fields before `cardRulesText`, which would generate the text only to be told so.
  if (!present(asked === set.language ? card.text : ownTranslation(card, asked))) return [];
  const printed = cardRulesText(card, set, asked);
  if (!printed || printed.origin === "generated") return [];
  if (asked !== set.language && printed.origin !== "translated") return [];
  // The generator's compile: a card type adds only warnings, never changes the IR (compiled.ts).
  const { ir } = compiledEffect(card.effect, set);
  if (!ir) return [];
  const text = printed.text;
  const lexicon = lexiconFor(printed.language);
  const claims = textClaims(text, set, printed.language, lexicon);
  const index = set.cards.indexOf(card);
  const at = index >= 0 ? index : set.cards.findIndex((c) => c.id === card.id);
  const pointer = `/cards/${at}/${printed.field}`;
  const reading = {
    lexical: lexicon !== undefined,
    iconNames: printed.language === set.language,
  };
  return compare(claims, effectFacts(ir), set, reading).map(({ message, span }) =>
    warningDiagnostic(TEXT_DISAGREES, message, `card:${card.id}/${printed.field}`, {
      range: range(text, span),
      pointer,
    }),
  );
}

function range(text: string, span: Span | undefined) {
  const s = span ?? { start: 0, end: text.length };
  return { start: positionAt(text, s.start), end: positionAt(text, s.end) };
}

/**
 * Every disagreement of `set`: each card's text in the main language, then in each of the set's
 * other languages, in card order, each message starting with the card and the language (“card
 * “X”, fr: the text says …”) for a list that is not grouped by card (`vellum validate`).
 */
export function checkSetRulesText(set: VellumSet): Diagnostic[] {
  const languages = [set.language, ...(set.languages ?? []).filter((l) => l !== set.language)];
  const out: Diagnostic[] = [];
  for (const card of set.cards) {
    for (const language of languages) {
      for (const d of checkRulesText(card, set, language))
        out.push({ ...d, message: `${cardLabel(card.name, card.id)}, ${language}: ${d.message}` });
    }
  }
  return out;
}
