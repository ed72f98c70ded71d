/**
 * The words a set uses for its own concepts ("family", "Self-Worth", …), per language: the main
 * language's live in `rules.familyWord` / `rules.pointsWord`, other languages' in
 * `rules.translations`, each word falling back to the main language's.
 */
import type { RulesOptions, SetWords } from "./types";

/** The keys of the set's words, in the order forms list them. */
export const SET_WORD_KEYS: readonly (keyof SetWords)[] = ["familyWord", "pointsWord"];

/** The set's words in `language` (its main language when absent or not translated). */
export function setWords(
  set: { language: string; rules: Pick<RulesOptions, keyof SetWords | "translations"> },
  language: string = set.language,
): SetWords {
  const own = language === set.language ? undefined : set.rules.translations?.[language];
  return {
    familyWord: own?.familyWord ?? set.rules.familyWord,
    pointsWord: own?.pointsWord ?? set.rules.pointsWord,
  };
}
