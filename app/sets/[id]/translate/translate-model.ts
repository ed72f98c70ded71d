/**
 * The translation view's own rules, pure: which rows a filter shows, what each status is called,
 * the summary of the counts, and where Enter moves the focus. The statuses themselves are
 * lib/text's (`translationStatus`).
 */
import type {
  CardTranslation,
  FieldTranslation,
  TranslatedField,
  TranslationCounts,
} from "@/lib/text";
import { TRANSLATED_FIELDS, generatedTextInputs } from "@/lib/text";
import type { VellumSet } from "@/lib/model";
import { languageName, plural } from "@/lib/model";

/** What the list shows. */
export type TranslateFilter = "all" | "missing" | "changed";

/** The columns' headings. */
export const FIELD_WORDS: Record<TranslatedField, string> = {
  name: "Name",
  text: "Rules text",
  flavor: "Flavour",
  reminder: "Reminder",
};

/** A status as the cell says it: "Missing", "Changed since translated", "Done", "Not tracked". */
export function stateWords(f: FieldTranslation): string {
  if (f.state === "missing") return "Missing";
  if (f.state === "changed") return "Changed since translated";
  if (f.state === "not-needed") return "Not needed";
  return f.tracked ? "Done" : "Not tracked";
}

/**
 * What an empty rules text field says the edition prints instead (its placeholder), by lib/text's
 * one rule (`textNeed`): the text generated in the language (named by its catalog's language:
 * fr-CA is written in French), or the main language's text — written, or generated in the
 * fallback language where Vellum has no catalog — which is then missing.
 */
export function emptyWords(f: FieldTranslation): string | undefined {
  const { need } = f;
  // Only the rules text: what a name or flavour prints instead is plain (its source, beside it).
  if (f.field !== "text" || need.translation !== undefined || !need.translatable) return undefined;
  const tongue = languageName(need.printedLanguage) ?? need.printedLanguage;
  if (need.prints === "generated") return `Empty: generated in ${tongue} from the effect`;
  const generated = need.sourceKind === "generated" ? " generated from the effect" : "";
  return `Empty: prints the ${tongue} text${generated}`;
}

/** The CSS tone of a status. */
export function stateTone(f: FieldTranslation): "bad" | "warn" | "ok" | "dim" {
  if (f.state === "missing") return "bad";
  if (f.state === "changed") return "warn";
  if (f.state === "done") return f.tracked ? "ok" : "dim";
  return "dim";
}

/** Whether a card's row matches the filter. */
function matches(row: CardTranslation, filter: TranslateFilter): boolean {
  if (filter === "all") return true;
  return TRANSLATED_FIELDS.some((f) => row.fields[f].state === filter);
}

/**
 * The rows the filter shows. A card translated while the filter is on stays (`kept`, the cards
 * edited since the filter was chosen): its row does not vanish under the person typing in it.
 */
export function shownRows(
  rows: readonly CardTranslation[],
  filter: TranslateFilter,
  kept: ReadonlySet<string>,
): CardTranslation[] {
  return rows.filter((r) => matches(r, filter) || kept.has(r.card.id));
}

/** The number each filter's choice shows: the cards it lists. */
export function filterCounts(
  counts: TranslationCounts,
  total: number,
): Record<TranslateFilter, number> {
  return { all: total, missing: counts.cardsMissing, changed: counts.cardsChanged };
}

/** The line over the list: where the language stands, in texts. */
export function summary(counts: TranslationCounts, language: string): string {
  const parts = [
    `${plural(counts.missing, "text")} missing`,
    `${counts.changed} changed since translated`,
    `${counts.done} done${counts.untracked > 0 ? ` (${counts.untracked} not tracked)` : ""}`,
    `${counts.notNeeded} need no translation`,
  ];
  return `${language}: ${parts.join(", ")}.`;
}

/**
 * Whether a card's row has a field for `field`: it can be translated (lib/text `textNeed`: a
 * source the card prints, rules text generated in the language included, whose translation
 * replaces its wording), or it has a translation (one whose source is gone still shows, to be
 * cleared). A card with neither says "Not needed".
 */
export function hasField(row: CardTranslation, field: TranslatedField, language: string): boolean {
  const f = row.fields[field];
  return f.need.translatable || (row.card.translations?.[language]?.[field] ?? "") !== "";
}

/**
 * The row Enter (down) or Shift+Enter (up) moves to from `index`: the nearest that has a field
 * for `field`; undefined past an end.
 */
export function rowAfter(
  rows: readonly CardTranslation[],
  index: number,
  field: TranslatedField,
  language: string,
  up: boolean,
): number | undefined {
  for (let i = index + (up ? -1 : 1); i >= 0 && i < rows.length; i += up ? -1 : 1) {
    if (hasField(rows[i]!, field, language)) return i;
  }
  return undefined;
}

/** The DOM id of a translation cell's input. */
export function cellId(cardId: string, field: TranslatedField): string {
  return `tr-cell-${field}-${encodeURIComponent(cardId)}`;
}

/**
 * Whether a card's generated rules text in `language` of set `a` is still the one in `b` (the
 * language `bLanguage`): what lib/text's `generatedTextInputs` lists is the same — the language,
 * the set's language, words, headings, phrases, families and icons. A row is redrawn otherwise.
 */
export function sameGeneratedText(
  a: VellumSet,
  language: string,
  b: VellumSet,
  bLanguage: string,
): boolean {
  const before = generatedTextInputs(a, language);
  const after = generatedTextInputs(b, bLanguage);
  return before.length === after.length && before.every((input, i) => Object.is(input, after[i]));
}
