/**
 * The house-style section's model (pure): the phrases of one language as rows (the shipped
 * phrase, its placeholders and description, the set's override and what is wrong with it),
 * filtered by a search, and where inside an override its problem is, in words.
 */
import type { VellumSet } from "@/lib/model";
import type { MessageProblem } from "@/lib/text";
import { defaultPhrase, overrideProblem, phraseIds, phraseInfo } from "@/lib/text";

/** One phrase of the list. */
export interface PhraseRow {
  id: string;
  /** The shipped phrase in the language (English where its catalog has none); none: unknown id. */
  phrase?: string;
  placeholders: readonly string[];
  description: string;
  /** The set's override, as typed. */
  override?: string;
  /** Why the override is refused (generation uses the shipped phrase meanwhile). */
  problem?: MessageProblem;
}

/** The languages a set's house style is written for: its main language, then its others. */
export function houseStyleLanguages(set: Pick<VellumSet, "language" | "languages">): string[] {
  return [...new Set([set.language, ...(set.languages ?? [])])];
}

/** The set's overrides in `language` (phrase id → message), as typed. */
export function overridesOf(set: Pick<VellumSet, "phrases">, language: string) {
  const all = set.phrases ?? {};
  return (Object.hasOwn(all, language) ? all[language] : undefined) ?? {};
}

/** The phrase ids the set overrides in `language`, in the registry's order (unknown ones last). */
export function overriddenPhrases(set: Pick<VellumSet, "phrases">, language: string): string[] {
  const own = overridesOf(set, language);
  const known = phraseIds().filter((id) => Object.hasOwn(own, id));
  return [...known, ...Object.keys(own).filter((id) => phraseInfo(id) === undefined)];
}

/**
 * Every phrase id as a row in `language`, then the set's overrides of ids that do not exist (so
 * they can be removed), keeping those that match `query`: every word of it found in the id, the
 * shipped phrase, the override or the description (case-insensitive).
 */
export function phraseRows(
  set: Pick<VellumSet, "phrases">,
  language: string,
  query = "",
): PhraseRow[] {
  const own = overridesOf(set, language);
  const rows: PhraseRow[] = [...phraseIds(), ...overriddenPhrases(set, language)]
    .filter((id, i, all) => all.indexOf(id) === i)
    .map((id) => {
      const info = phraseInfo(id);
      const override = Object.hasOwn(own, id) ? own[id] : undefined;
      return {
        id,
        phrase: defaultPhrase(id, language),
        placeholders: info?.placeholders ?? [],
        description: info?.description ?? "Not a phrase of the rules text: nothing uses it.",
        override,
        problem: override === undefined ? undefined : overrideProblem(language, id, override),
      };
    });
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const hay = [row.id, row.phrase, row.override, row.description].join("\n").toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/**
 * Where a problem is inside `message`, in words ("at character 12: “… cards}”"), or undefined
 * when it is about the whole message (an unknown id, a dropped placeholder).
 */
export function problemPosition(message: string, problem: MessageProblem): string | undefined {
  const { start, end } = problem;
  if (start === 0 && (end === 0 || end >= message.length)) return undefined;
  // A few characters before the place, then the place itself (a long one cut short).
  const from = Math.max(0, start - 8);
  const to = Math.min(message.length, Math.max(end, start + 1), start + 28);
  const excerpt = `${from > 0 ? "…" : ""}${message.slice(from, to)}${to < message.length ? "…" : ""}`;
  const where =
    end > start + 1
      ? `characters ${start + 1}–${end}`
      : `character ${Math.min(start + 1, message.length)}`;
  return `at ${where}: “${excerpt}”`;
}
