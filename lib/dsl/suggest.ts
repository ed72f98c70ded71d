/**
 * "Did you mean" that always leads somewhere: a candidate word is offered only when putting it in
 * place of the word written lets the line parse further (issue 23: a suggestion that compiles
 * nowhere is a defect). Candidates come from what the parser expected there, so words and
 * headings added to the tables (verbs.ts, `HEADINGS`) are tried without a list of their own here.
 */
import { nearestWord } from "../model";
import type { DslContext } from "./context";
import { EXPECT_NUMBER } from "./cursor";
import type { Token } from "./lexer";
import { isKeyword } from "./keywords";
import { parseLine } from "./parse-line";
import { NUMBER_WORDS } from "./parse-values";
import { verbOf } from "./verbs";

/**
 * How the line parses with `words` in place of the tokens from `index` on (one each), against
 * the set's words (`ctx`: its word for family, its headings) as the line itself was parsed.
 */
function parseWith(
  line: readonly Token[],
  index: number,
  words: readonly string[],
  keepRest: boolean,
  ctx: DslContext | undefined,
): { at: number; length: number; problems: number; expected: string[] } {
  const tokens = line.slice(0, index);
  const original = line[index];
  for (const word of words) {
    const start = original?.start ?? 0;
    tokens.push({
      kind: "word",
      text: word,
      lower: word,
      start,
      end: original?.end ?? start,
      line: original?.line ?? 1,
      lineStart: original?.lineStart ?? 0,
    });
  }
  if (keepRest) tokens.push(...line.slice(index + words.length));
  const parsed = parseLine(tokens, 0, ctx);
  const wordEnd = original?.end ?? 0;
  const problems = parsed.cursor.problems.filter((p) => p.range.start.offset <= wordEnd).length;
  if (!parsed.failure) {
    const at = parsed.result.kind === "error" ? index : tokens.length;
    return { at, length: tokens.length, problems, expected: [] };
  }
  const failedAt = parsed.failure.token ? tokens.indexOf(parsed.failure.token) : tokens.length;
  return {
    at: failedAt < 0 ? tokens.length : failedAt,
    length: tokens.length,
    problems,
    expected: parsed.failure.expected,
  };
}

/** Problems the line has at or before the token at `index`, as written. */
function problemsBefore(
  line: readonly Token[],
  index: number,
  ctx: DslContext | undefined,
): number {
  const parsed = parseLine(line.slice(0, index), 0, ctx);
  const end = line[index]?.end ?? 0;
  return parsed.cursor.problems.filter((p) => p.range.start.offset <= end).length;
}

/**
 * Whether `word` in place of the token at `index` leads somewhere: the line then parses past
 * the word and the word after it (or to its end), with no new problem up to the word; when the
 * very next word then fails, it must be an unknown word with a fitting suggestion of its own
 * (two typos in a row). `ctx` gives the set's words, so its own word for family fits.
 */
export function fitsAt(
  line: readonly Token[],
  index: number,
  word: string,
  words: readonly string[] = [],
  depth = 1,
  isName?: (word: string) => boolean,
  ctx?: DslContext,
): boolean {
  const tried = parseWith(line, index, [...words, word], true, ctx);
  const at = index + words.length;
  if (tried.problems > problemsBefore(line, index, ctx)) return false;
  if (tried.at > at + 1 || tried.at >= tried.length) return true;
  if (tried.at <= at || depth === 0) return false;
  // Only an unknown word after it may be a second typo: a word of the language or one of the
  // set's names must fit as is ('raven' is no typo of 'seven'), and a word with a digit in it
  // ('ther1') is no typo the next suggestion would mend.
  const next = line[at + 1];
  if (next === undefined || next.kind !== "word" || isKeyword(next.lower)) return false;
  if (isName?.(next.lower) || !/^[a-z'’-]+$/.test(next.lower)) return false;
  // The same candidates describe-failure offers there: the expected words, and a number word
  // only one letter off (so 'oyour' after 'at least' is no 'four').
  const fits = (c: string) => fitsAt(line, index, c, [...words, word], 0, isName, ctx);
  const expectedWords = tried.expected.filter((e) => e !== EXPECT_NUMBER);
  if (fittingWord(next.lower, expectedWords, fits) !== undefined) return true;
  return (
    tried.expected.includes(EXPECT_NUMBER) &&
    fittingWord(next.lower, Object.keys(NUMBER_WORDS), fits, 1) !== undefined
  );
}

/**
 * The candidate nearest to `word` (by {@link nearestWord}) that passes `fits`, trying the next
 * nearest when one does not.
 */
export function fittingWord(
  word: string,
  candidates: readonly string[],
  fits: (candidate: string) => boolean,
  budget?: number,
): string | undefined {
  const left = candidates.filter((c) => /^[a-z]/.test(c));
  if (candidates.includes(EXPECT_NUMBER)) left.push(...Object.keys(NUMBER_WORDS));
  for (;;) {
    const near = nearestWord(word, left, budget);
    if (near === undefined) return undefined;
    if (fits(near)) return near;
    left.splice(left.indexOf(near), 1);
  }
}

/** Words that start a statement as a verb does but build no operation of their own. */
const STATEMENT_VERBS: ReadonlySet<string> = new Set(["roll"]);

/**
 * The verb `word` is for the messages that list verbs: an operation's ({@link verbOf}, either
 * form) or a statement's (`roll a die:`), else `undefined`.
 */
export function listedVerbOf(word: string): string | undefined {
  return STATEMENT_VERBS.has(word) ? word : verbOf(word);
}

/**
 * The verbs among `expected` that fit at `index` of the line (the line cut after the verb parses
 * up to its end with no new problem): after `may` or with no subject the base forms, after
 * another subject the `-s` forms.
 */
export function fittingVerbs(
  line: readonly Token[],
  index: number,
  expected: readonly string[],
  ctx?: DslContext,
): string[] {
  const before = problemsBefore(line, index, ctx);
  const fits = expected.filter((word) => {
    if (listedVerbOf(word) === undefined) return false;
    const tried = parseWith(line, index, [word], false, ctx);
    return tried.problems <= before && tried.at >= tried.length;
  });
  const third = fits.filter((word) => listedVerbOf(word) !== word);
  const afterMay = line[index - 1]?.lower === "may";
  return third.length > 0 && !afterMay ? third : fits.filter((word) => listedVerbOf(word) === word);
}
