/**
 * Whether a heading a set gives one of its effect categories (`rules.effectCategories`) can be
 * read without ambiguity: the settings page shows the problem beside the field (the heading is
 * saved all the same) and validate warns of it.
 */
import type { PrintedEffectCategory, RulesOptions } from "../model";
import { PRINTED_EFFECT_CATEGORIES } from "../model";
import { headingWords } from "./context";
import { isKeyword } from "./keywords";
import { HEADINGS } from "./parse-line";

/** What the schema allows: letters, spaces, hyphens and apostrophes, a letter at each end. */
const HEADING_PATTERN = /^[A-Za-z][A-Za-z' -]*[A-Za-z]$/;

/** The set's heading of `category` in `language` (its main language when absent). */
export function categoryHeading(
  rules: Pick<RulesOptions, "effectCategories">,
  category: PrintedEffectCategory,
  language?: string,
): string | undefined {
  const settings = rules.effectCategories?.[category];
  const own = language === undefined ? undefined : settings?.translations?.[language]?.heading;
  return own ?? settings?.heading;
}

/**
 * What is wrong with `text` as the heading of `category` (in `language`, the main one when
 * absent), or `undefined` when it reads unambiguously: it must match the schema's pattern, differ
 * from every other category's heading (built-in or the set's own in that language), and not start
 * with a word of the effect language (it would read as a statement), unless it is the category's
 * own built-in heading.
 */
export function headingProblem(
  rules: Pick<RulesOptions, "effectCategories">,
  category: PrintedEffectCategory,
  text: string,
  language?: string,
): string | undefined {
  if (text.trim() === "") return undefined;
  if (text.length > 30) return "at most 30 characters";
  if (!HEADING_PATTERN.test(text))
    return "use letters, spaces, hyphens and apostrophes only, starting and ending with a letter (the colon is added)";
  const words = headingWords(text).join(" ");
  const builtIn = HEADINGS.find((h) => h.category === category);
  if (builtIn && builtIn.words.join(" ") === words) return undefined;
  const other = HEADINGS.find((h) => h.words.join(" ") === words);
  if (other)
    return `'${words}:' is already the built-in heading of another effect category — choose another heading`;
  if (words === "story requires")
    return "'story requires' starts a story's requirement — choose another heading";
  for (const cat of PRINTED_EFFECT_CATEGORIES) {
    if (cat === category) continue;
    const theirs = categoryHeading(rules, cat, language);
    if (theirs !== undefined && headingWords(theirs).join(" ") === words)
      return `the ${cat} category is already called '${words}' — each category needs its own heading`;
  }
  const first = words.split(" ")[0] ?? "";
  if (isKeyword(first))
    return `'${first}' is a word of the effect language, so '${words}:' could read as a statement — choose a heading that starts with another word`;
  return undefined;
}
