/**
 * The quick fix of a written rules text that disagrees with its effect (lib/text
 * `text/disagrees-with-effect`): "Use the generated text" drops the card's written text in that
 * language (lib/text `withGeneratedText`), as one undoable edit the page saves, so the card
 * prints the text generated from its effect — offered only where that text is in the language.
 */
import type { VellumSet } from "@/lib/model";
import { TEXT_DISAGREES, canUseGeneratedText, withGeneratedText } from "@/lib/text";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";

/** The fix's accessible name and label. */
export const USE_GENERATED_TEXT = "Use the generated text";

const TRANSLATION_TEXT = /^translations\/([^/]+)\/text$/;

/** The language of the written text a disagreement `problem` is about, or `undefined`. */
export function disagreementLanguage(problem: Problem, set: VellumSet): string | undefined {
  if (problem.diagnostic.code !== TEXT_DISAGREES || problem.cardId === undefined) return undefined;
  if (problem.field === "text") return set.language;
  return TRANSLATION_TEXT.exec(problem.field ?? "")?.[1];
}

/**
 * The language whose written text the fix of `problem` drops, or `undefined` when the problem
 * has no such fix: not a disagreement, or the card would not print text generated in that
 * language without it (lib/text `canUseGeneratedText`: no catalog for the language, or an
 * effect that generates nothing) — dropping it would print other words than the language's.
 */
export function generatedTextLanguage(problem: Problem, set: VellumSet): string | undefined {
  const language = disagreementLanguage(problem, set);
  if (language === undefined) return undefined;
  const card = set.cards.find((c) => c.id === problem.cardId);
  return card && canUseGeneratedText(card, set, language) ? language : undefined;
}

/** Applies the fix of `problem` to the document in `store`; whether there was one to apply. */
export function applyGeneratedText(store: SetDocumentStore, problem: Problem): boolean {
  const doc = store.getSnapshot().doc;
  const language = generatedTextLanguage(problem, doc);
  const card = doc.cards.find((c) => c.id === problem.cardId);
  if (language === undefined || !card) return false;
  const next = withGeneratedText(card, doc, language);
  if (next === card) return false;
  store.replaceCard(card.id, next);
  return true;
}
