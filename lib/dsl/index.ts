/**
 * lib/dsl: the effect language (DESIGN.md "The effect language"). Pure: no I/O, clock or
 * randomness. See README.md for the pipeline and its invariants.
 */
export { compileEffect } from "./compile";
export type { CompileOptions, CompileResult } from "./compile";
export { conditionText, irToText, stepQuestion } from "./ir-to-text";
export type { IrToTextOptions } from "./ir-to-text";
export { contextFromSet, resolveCardType } from "./context";
export type { DslContext, SetHeading } from "./context";
export { headingWords } from "./context";
export { categoryHeading, headingProblem } from "./set-headings";
export { IR_VERSION } from "./ir";
export { operationsOf, rollBranches, rollBranchOf, rollBranchSteps, walkSteps } from "./steps";
export type { StepVisitor } from "./steps";
export type {
  Ability,
  Amount,
  CharacterRef,
  CharacterSelector,
  CharacterTest,
  ChooseCharacter,
  Compare,
  Condition,
  Count,
  Direction,
  EffectIR,
  FamilySizeCompare,
  IfStep,
  CardFilter,
  LastingPlayers,
  RollStep,
  RollOutcome,
  LifeState,
  ModifierChoice,
  Operation,
  OperationType,
  Owner,
  PlayerSelector,
  Step,
  StepAbility,
  StepCategory,
  StoryRequirement,
  Trigger,
  TriggerEvent,
  TriggerPlayer,
} from "./ir";
export { triggerEventWords, triggerHeading } from "./parse-trigger";
export { cardTimings, cardTriggers, effectTimings, effectTriggers } from "./timings";
export { cardEffectCategories, effectCategoriesOf } from "./timings";
export type { EffectTiming } from "./timings";
export { REFERENCE, SAMPLE_CONTEXT, referenceEntry, referenceMarkdown } from "./reference";
export type { ReferenceEntry, ReferenceGroup } from "./reference";
export {
  SET_WORDS_ANCHOR,
  diagnosticAnchor,
  headingAnchor,
  referenceAnchor,
} from "./reference-anchors";
export { DIAGNOSTIC_CODES } from "./codes";
export type { DiagnosticCodeInfo } from "./codes";
export { KEYWORDS } from "./keywords";
export { verbOf } from "./verbs";
export { tokenize, completionsAt, hoverAt } from "./editor";
export type { EditorToken, EditorTokenKind, CompletionItem, CompletionKind, Hover } from "./editor";
export {
  LANGUAGE_ID,
  TOKEN_CLASS,
  monarchLanguage,
  languageConfiguration,
} from "./monaco-language";
export type { EnterRule, MonarchLanguage, MonarchRule } from "./monaco-language";
export { renameIconTokens, renameInEffect, renameInSet, renameProblem, usesOf } from "./rename";
export type { RenamedKind } from "./rename";
