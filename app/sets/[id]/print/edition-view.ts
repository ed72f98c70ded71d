/**
 * What the print page shows of an edition's gaps (lib/text `editionGaps`): each kind of missing
 * text as one item, with a link to where it is translated. Built on the server (the page), so
 * the browser gets a few short strings, never lib/text.
 */
import type { EditionGaps } from "@/lib/text";
import { GAP_FIELD_NAMES, editionGapCount, gapPrintWordNames, gapWordNames } from "@/lib/text";
import { capitalised, languageLabel } from "@/lib/model";

/** Card entries sent to the page at most; the rest are counted. */
export const MAX_CARDS_SHOWN = 50;

/** One kind of missing text. */
export interface EditionItem {
  label: string;
  /** The missing things by name ("fronts, backs", "Lost at Cards: name, flavour"). */
  entries: { text: string; href?: string }[];
  /** How many more than `entries` are missing. */
  more: number;
  /** Where to translate it, and what the link says. */
  fix?: { href: string; text: string };
}

/** An edition's gaps as the print page lists them. */
export interface EditionView {
  /** How many things are missing (cards, families, words, the name; the catalog). */
  count: number;
  /** The main language by name and tag, "English (en)". */
  main: string;
  items: EditionItem[];
}

/** The print page's view of `gaps` of the set `setId`. */
export function editionView(gaps: EditionGaps, setId: string): EditionView {
  const base = `/sets/${encodeURIComponent(setId)}`;
  const texts = { href: `${base}/settings#translations`, text: "Translate in Set texts" };
  const items: EditionItem[] = [];
  const main = languageLabel(gaps.main);
  if (!gaps.catalog)
    items.push({
      label: `No phrase catalog for ${languageLabel(gaps.language)}: rules text generated from effects prints in another language`,
      entries: [],
      more: 0,
    });
  if (gaps.setName) items.push({ label: "The set's name", entries: [], more: 0, fix: texts });
  if (gaps.printWords.length > 0)
    items.push({
      label: `Print words (${gaps.printWords.length})`,
      entries: [{ text: gapPrintWordNames(gaps).join(", ") }],
      more: 0,
      fix: texts,
    });
  if (gaps.setWords.length > 0)
    items.push({
      label: "The set's words",
      entries: [{ text: gapWordNames(gaps).join(", ") }],
      more: 0,
      fix: { href: `${base}/settings#words`, text: "Translate in Words" },
    });
  if (gaps.families.length > 0)
    items.push({
      label: `${capitalised(gaps.familiesWord)} without a name (${gaps.families.length})`,
      entries: gaps.families.map((f) => ({ text: f.name })),
      more: 0,
      fix: texts,
    });
  if (gaps.cards.length > 0)
    items.push({
      label: `Cards (${gaps.cards.length})`,
      entries: gaps.cards.slice(0, MAX_CARDS_SHOWN).map((c) => ({
        text: `${c.name}: ${c.missing.map((f) => GAP_FIELD_NAMES[f]).join(", ")}`,
        href: `${base}?card=${encodeURIComponent(c.id)}`,
      })),
      more: Math.max(0, gaps.cards.length - MAX_CARDS_SHOWN),
    });
  return { count: editionGapCount(gaps), main, items };
}
