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
  "are",
  "as",
  "at",
  "back",
  "be",
  "cannot",
  "card",
  "cards",
  "center",
  "centre",
  "character",
  "character's",
  "characters",
  "choice",
  "chosen",
  "claim",
  "counts",
  "dead",
  "death",
  "die",
  "each",
  "exactly",
  "extra",
  "family",
  "fewer",
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
  "least",
  "left",
  "life",
  "limit",
  "living",
  "many",
  "may",
  "member",
  "modifier",
  "modifiers",
  "more",
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
  "order",
  "other",
  "otherwise",
  "per",
  "persistent",
  "pile",
  "played",
  "player",
  "player's",
  "plays",
  "points",
  "put",
  "random",
  "requires",
  "response",
  "rest",
  "returned",
  "right",
  "roll",
  "self-worth",
  "show",
  "showing",
  "shows",
  "stack",
  "stacks",
  "step",
  "story",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "this",
  "to",
  "top",
  "turn",
  "untimely",
  "visible",
  "while",
  "with",
  "you",
  "your",
  "yours",
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
