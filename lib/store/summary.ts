/**
 * The set list's view of one set: counts and validity, computed from whatever set.json holds,
 * even when it is invalid (counts then come from whatever parses). Pure: `summariseText` is
 * what the app runs in a worker thread (see `SummaryCheck`).
 */
import { CARD_TYPES, setLanguageTags } from "../model";
import type { CardType, Diagnostic } from "../model";
import { validateSetText } from "../schema";
import type { CrossCheckOptions } from "../schema";
import { SET_FILE } from "./paths";
import type { SetSummary, SetTextCheck, SummaryFacts } from "./types";

/** How many diagnostics a summary carries. */
export const SUMMARY_DIAGNOSTICS = 20;

/**
 * What the list shows of set.json text `text` of the set in folder `id`: validation, then on a
 * valid set the text checks `textProblems` (text cut off, missing glyphs: about 0.15 ms a card
 * and language). Slow for a large set; the store runs it once per revision through its
 * `SummaryCheck`. `options.artFiles`: the set's art file names, as a read checks them with.
 * NOTE: expects text within MAX_SET_BYTES (the store checks that first).
 */
export function summariseText(
  id: string,
  text: string,
  textProblems?: SetTextCheck,
  options?: CrossCheckOptions,
): SummaryFacts {
  const source = `${id}/${SET_FILE}`;
  const { value, set, diagnostics } = validateSetText(text, source, options);
  const all =
    set && textProblems ? [...diagnostics, ...textProblems(text, set, source)] : diagnostics;
  return factsOf(id, value, all);
}

/** Summarises a set from its parsed value and diagnostics. */
export function summarise(
  id: string,
  value: unknown,
  diagnostics: readonly Diagnostic[],
  revision: string,
  updatedAt: Date,
): SetSummary {
  return { id, revision, updatedAt: updatedAt.toISOString(), ...factsOf(id, value, diagnostics) };
}

/** The content part of a summary, from the parsed value and the diagnostics. */
export function factsOf(
  id: string,
  value: unknown,
  diagnostics: readonly Diagnostic[],
): SummaryFacts {
  const obj = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const cardCounts = emptyCounts();
  let totalCards = 0;
  for (const card of Array.isArray(obj.cards) ? (obj.cards as unknown[]) : []) {
    if (typeof card !== "object" || card === null) continue;
    const { type, copies } = card as { type?: unknown; copies?: unknown };
    if (typeof type === "string" && type in cardCounts) cardCounts[type as CardType]++;
    totalCards += typeof copies === "number" && Number.isFinite(copies) ? copies : 1;
  }
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const summary: SummaryFacts = {
    name: typeof obj.name === "string" && obj.name.trim() !== "" ? obj.name : id,
    cardCounts,
    totalCards,
    valid: errors === 0,
    errors,
    warnings: diagnostics.filter((d) => d.severity === "warning").length,
    diagnostics: diagnostics.slice(0, SUMMARY_DIAGNOSTICS),
    languages: languagesOf(obj),
  };
  if (typeof obj.version === "string") summary.version = obj.version;
  return summary;
}

/** A count of zero for every card type. */
function emptyCounts(): Record<CardType, number> {
  return Object.fromEntries(CARD_TYPES.map((t) => [t, 0])) as Record<CardType, number>;
}

/** The language tags set.json names, main language first; none without a main language. */
function languagesOf(obj: Record<string, unknown>): string[] {
  if (typeof obj.language !== "string" || obj.language === "") return [];
  const others = Array.isArray(obj.languages) ? obj.languages : [];
  return setLanguageTags({
    language: obj.language,
    languages: others.filter((l): l is string => typeof l === "string" && l !== ""),
  });
}
