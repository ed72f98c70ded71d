/**
 * The quick fix of a written rules text that disagrees with its effect (lib/text
 * `text/disagrees-with-effect`): "Use the generated text" drops the card's written text in that
 * language (lib/text `withGeneratedText`), as one undoable edit the page saves, so the card
 * prints the text generated from its effect.
 */
import type { VellumSet } from "@/lib/model";
import { TEXT_DISAGREES, withGeneratedText } from "@/lib/text";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";

/** The fix's accessible name and label. */
export const USE_GENERATED_TEXT = "Use the generated text";

const TRANSLATION_TEXT = /^translations\/([^/]+)\/text$/;

/**
 * The language whose written text the fix of `problem` drops, or `undefined` when the problem
 * has no such fix.
 */
export function generatedTextLanguage(problem: Problem, set: VellumSet): string | undefined {
  if (problem.diagnostic.code !== TEXT_DISAGREES || problem.cardId === undefined) return undefined;
  if (problem.field === "text") return set.language;
  return TRANSLATION_TEXT.exec(problem.field ?? "")?.[1];
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
