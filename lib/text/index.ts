/**
 * lib/text — a card's printed rules text in each of the set's languages: generated from its
 * compiled effect through per-language ICU phrase catalogs, or the text a person wrote. See
 * README.md.
 */
export { cardRulesText, generateRulesText, catalogLanguages } from "./rules-text";
export type { CardRulesText, GeneratedText, TextOrigin } from "./rules-text";
