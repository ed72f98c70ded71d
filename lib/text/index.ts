/**
 * lib/text — a card's printed rules text in each of the set's languages: generated from its
 * compiled effect through per-language ICU phrase catalogs, or the text a person wrote; the
 * check of written text against the effect; translators' files. See README.md.
 */
export { cardRulesText, generateRulesText, catalogLanguages, catalogChoice } from "./rules-text";
export { phraseIds, phraseInfo } from "./phrases";
export type { PhraseId, PhraseInfo } from "./phrases";
export { defaultPhrase, overrideProblem } from "./messages";
export type { MessageProblem } from "./messages";
export type { CardRulesText, GeneratedText, TextOrigin } from "./rules-text";
export { checkRulesText } from "./disagree";
export { checkSetRulesText, TEXT_DISAGREES } from "./disagree";
export { canUseGeneratedText, withGeneratedText } from "./use-generated";
export { sourceFingerprint } from "./fingerprint";
export {
  applyTranslationImport,
  importProblemGroups,
  exportTranslations,
  planTranslationImport,
  translationLanguageProblem,
} from "./exchange";
export type { ExchangeFormat, ImportPlan, TranslationChange, TranslationFile } from "./exchange";
export {
  TRANSLATED_FIELDS,
  fieldTranslation,
  translationSource,
  translationStatus,
} from "./translation-status";
export type {
  CardTranslation,
  FieldTranslation,
  TranslatedField,
  TranslationCounts,
  TranslationSource,
  TranslationState,
  TranslationStatus,
} from "./translation-status";
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
export {
  CARD_TEXT_FIELDS,
  generatesIn,
  missingTranslations,
  rulesTextNeed,
  textNeed,
} from "./text-need";
export type { TextNeed, TextPrints } from "./text-need";
export type { PhraseExample } from "./examples";
