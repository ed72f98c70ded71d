/**
 * Every fixed word of the effect language (keywords are case-insensitive). The set's own words
 * — icons, families, card types — are not here: they come from the `DslContext`. The verbs
 * are the verb table's (verbs.ts), not restated here.
 * A test checks that every word the parser consumes as a keyword is listed.
 */
import { NUMBER_WORDS } from "./parse-values";
import { THIRD_PERSON_WORDS, VERB_WORDS } from "./verbs";

/** The language's words other than its verbs, alphabetically. */
const OTHER_WORDS: readonly string[] = [
  "a",
  "an",
  "and",
  "another",
  "any",
  "anyone",
  "are",
  "as",
  "at",
  "beginning",
  "card",
  "cards",
  "character",
  "characters",
  "chosen",
  "claim",
  "claimed",
  "claims",
  "dead",
  "death",
  "die",
  "dies",
  "each",
  "either",
  "end",
  "event",
  "every",
  "exactly",
  "extra",
  "family",
  "for",
  "free",
  "from",
  "hand",
  "hands",
  "has",
  "have",
  "held",
  "highest",
  "icon",
  "icons",
  "if",
  "in",
  "into",
  "is",
  "it",
  "killed",
  "least",
  "life",
  "limit",
  "living",
  "may",
  "modifier",
  "modifiers",
  "most",
  "negative",
  "next",
  "of",
  "on",
  "once",
  "one",
  "opponent",
  "opponent's",
  "or",
  "other",
  "persistent",
  "pile",
  "played",
  "player",
  "player's",
  "random",
  "requires",
  "response",
  "self-worth",
  "someone",
  "stacks",
  "start",
  "step",
  "story",
  "that",
  "the",
  "their",
  "this",
  "to",
  "top",
  "turn",
  "turns",
  "untimely",
  "visible",
  "when",
  "whenever",
  "while",
  "with",
  "you",
  "your",
];

/**
 * The language's keywords, alphabetically: the verbs in both forms (draw, draws) from the verb
 * table, and every other word.
 */
export const KEYWORDS: readonly string[] = Object.freeze(
  [...new Set([...VERB_WORDS, ...THIRD_PERSON_WORDS, ...OTHER_WORDS])].sort(),
);

/** Every fixed word: the keywords, then the number words (one, two, …). */
export const VOCABULARY_WORDS: readonly string[] = Object.freeze([
  ...KEYWORDS,
  ...Object.keys(NUMBER_WORDS),
]);

const VOCABULARY: ReadonlySet<string> = new Set(VOCABULARY_WORDS);

/** Whether `word` (lower case) is a keyword or a number word of the language. */
export function isKeyword(word: string): boolean {
  return VOCABULARY.has(word);
}
