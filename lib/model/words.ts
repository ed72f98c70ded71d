/**
 * The words a set uses for its own concepts ("family", "Self-Worth", …), per language: the main
 * language's live in `rules.familyWord` / `rules.pointsWord`, other languages' in
 * `rules.translations`, each word falling back to the main language's.
 */
import type { RulesOptions, SetWords } from "./types";

/** The keys of the set's words, in the order forms list them. */
export const SET_WORD_KEYS: readonly (keyof SetWords)[] = ["familyWord", "pointsWord"];

/**
 * The set's words in `language` (its main language when absent or not translated): the words of
 * {@link readableWords}, which also stands in the built-in word for a blank one.
 */
export function setWords(
  set: { language: string; rules: Pick<RulesOptions, keyof SetWords | "translations"> },
  language: string = set.language,
): SetWords {
  const { familyWord, pointsWord } = readableWords(set, language);
  return { familyWord, pointsWord };
}

/**
 * The plural of one of the set's words, by the English rules a set's word most often follows
 * ("party" → "parties", "house" → "houses", "family" → "families"); a word already ending in
 * "s" is left as it is.
 */
export function pluralWord(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return /s$/i.test(word) ? word : `${word}es`;
  return `${word}s`;
}

/** A word with its first letter in upper case, for a heading or a label ("Party"). */
export function capitalised(word: string): string {
  return word.replace(/^./u, (c) => c.toUpperCase());
}

/**
 * The set's words as a person reads them, tolerating a set whose rules are not valid yet (the
 * checks run on such sets): the built-in words stand in for a missing or empty one.
 */
export function readableWords(
  set: { language?: unknown; rules?: unknown },
  language?: string,
): SetWords & { families: string } {
  const rules = (typeof set.rules === "object" && set.rules !== null ? set.rules : {}) as Partial<
    Pick<RulesOptions, keyof SetWords | "translations">
  >;
  const main = typeof set.language === "string" ? set.language : "";
  const own =
    language !== undefined && language !== main && typeof rules.translations === "object"
      ? rules.translations?.[language]
      : undefined;
  const pick = (key: keyof SetWords, fallback: string): string => {
    const value = own?.[key] ?? rules[key];
    return typeof value === "string" && value.trim() !== "" ? value : fallback;
  };
  const familyWord = pick("familyWord", "family");
  return {
    familyWord,
    pointsWord: pick("pointsWord", "Self-Worth"),
    families: pluralWord(familyWord),
  };
}
