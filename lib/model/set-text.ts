/**
 * The set's own texts per language — its name, description and the words printed on print
 * sheets — as an export or a form reads them: another language's live in the set's
 * `translations`, each falling back to the main language's; the main language's printed words
 * live in `printWords`, each falling back to Vellum's English ones. Beside `setWords` (words.ts),
 * which does the same for the set's rules words.
 */
import type { PrintWords, VellumSet } from "./types";

/** The keys of the printed words, in the order forms list them. */
export const PRINT_WORD_KEYS: readonly (keyof PrintWords)[] = [
  "fronts",
  "backs",
  "underlay",
  "longEdge",
  "shortEdge",
  "sheet",
  "page",
  "cardBack",
];

/** Vellum's own printed words: what a set that translates none of them prints. */
export const DEFAULT_PRINT_WORDS: Readonly<PrintWords> = Object.freeze({
  fronts: "fronts",
  backs: "backs",
  underlay: "white underlay",
  longEdge: "long-edge",
  shortEdge: "short-edge",
  sheet: "sheet {n} of {total}",
  page: "page {n} of {total}",
  cardBack: "card back",
});

/** The set's texts in one language, every field filled. */
export interface SetText {
  name: string;
  description: string;
  printWords: PrintWords;
}

type SetTextSource = Pick<
  VellumSet,
  "name" | "description" | "language" | "printWords" | "translations"
>;

/** The set's name, description and printed words in `language` (its main language by default). */
export function setText(set: SetTextSource, language: string = set.language): SetText {
  const own = language === set.language ? undefined : set.translations?.[language];
  const main = { ...DEFAULT_PRINT_WORDS, ...definedOnly(set.printWords) };
  return {
    name: nonEmpty(own?.name) ?? set.name,
    description: nonEmpty(own?.description) ?? set.description ?? "",
    printWords: { ...main, ...definedOnly(own?.printWords) },
  };
}

/** `template` with `{n}` and `{total}` replaced ("sheet {n} of {total}" → "sheet 2 of 5"). */
export function fillPrintWord(template: string, n: number, total: number): string {
  return template.replaceAll("{n}", String(n)).replaceAll("{total}", String(total));
}

function nonEmpty(text: string | undefined): string | undefined {
  return text !== undefined && text.trim() !== "" ? text : undefined;
}

/** The words of `words` that are set to something (an empty one falls back, as one left out). */
function definedOnly(words: Partial<PrintWords> | undefined): Partial<PrintWords> {
  const out: Partial<PrintWords> = {};
  for (const key of PRINT_WORD_KEYS) {
    const word = nonEmpty(words?.[key]);
    if (word !== undefined) out[key] = word;
  }
  return out;
}
