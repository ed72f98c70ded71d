/**
 * The contract the rest of the product reads a card's rules text through (issue 24). The
 * generator behind it is being built: until then a card without written text prints its
 * effect source, as before.
 */
import type { Card, Diagnostic, VellumSet } from "../model";

/** Where a printed rules text comes from. */
export type TextOrigin = "generated" | "written" | "translated";

/** A card's rules text in one language, as it is printed. */
export interface CardRulesText {
  /** The text, with `{icon}` tokens for inline icons and `\n` between paragraphs. */
  text: string;
  origin: TextOrigin;
  /** The language the text is written in (the one asked for, or the one that stood in for it). */
  language: string;
  /**
   * The card field it comes from, as a path under the card: `text`, `translations/it/text`, or
   * `effect` for generated text.
   */
  field: string;
}

/** Rules text generated from an effect in one language. */
export interface GeneratedText {
  text: string;
  /** The catalog's language that wrote it (the asked one, or the fallback when it has none). */
  language: string;
  /** Why it could not be written as asked: a language without a catalog, an effect with errors. */
  problems: Diagnostic[];
}

/** The languages Vellum ships phrase catalogs for. */
export function catalogLanguages(): readonly string[] {
  return ["en"];
}

/** The rules text generated from `effect` (source, compiled against `set`) in `language`. */
export function generateRulesText(effect: string, set: VellumSet, language: string): GeneratedText {
  void set;
  return { text: effect, language, problems: [] };
}

/**
 * The rules text `card` prints in `language` (default: the set's main language): its written text
 * in that language, else its main language's written text, else generated from its effect;
 * `undefined` when it has neither text nor effect.
 */
export function cardRulesText(
  card: Card,
  set: VellumSet,
  language: string = set.language,
): CardRulesText | undefined {
  const tr = language !== set.language ? card.translations?.[language]?.text : undefined;
  if (tr !== undefined && tr.trim() !== "")
    return { text: tr, origin: "translated", language, field: `translations/${language}/text` };
  if (card.text !== undefined && card.text.trim() !== "")
    return { text: card.text, origin: "written", language: set.language, field: "text" };
  if (card.effect === undefined || card.effect.trim() === "") return undefined;
  const generated = generateRulesText(card.effect, set, language);
  return {
    text: generated.text,
    origin: "generated",
    language: generated.language,
    field: "effect",
  };
}
