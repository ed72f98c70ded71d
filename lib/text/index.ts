/**
 * lib/text — a card's printed rules text in each of the set's languages: generated from its
 * compiled effect through per-language ICU phrase catalogs, or the text a person wrote; the
 * check of written text against the effect; translators' files. See README.md.
 */
export { cardRulesText, generateRulesText, catalogLanguages } from "./rules-text";
export type { CardRulesText, GeneratedText, TextOrigin } from "./rules-text";
export { checkRulesText } from "./disagree";
export { sourceFingerprint } from "./fingerprint";
export { applyTranslationImport, exportTranslations, planTranslationImport } from "./exchange";
export type { ExchangeFormat, ImportPlan, TranslationChange, TranslationFile } from "./exchange";
export {
  GAP_FIELD_NAMES,
  editionGapCount,
  editionGapDiagnostics,
  editionGaps,
  gapPrintWordNames,
  gapWordNames,
  generatedTextInputs,
  hasCatalog,
  printedOrigin,
  printsGeneratedText,
} from "./edition";
export type { CardGap, EditionGaps } from "./edition";
