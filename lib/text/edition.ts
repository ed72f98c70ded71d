/**
 * What an edition in one language still lacks (issue 24, point 4): the texts an export in that
 * language prints in the main language instead — the cards' names, flavour, reminders and
 * rules text the language's catalog does not generate (text-need.ts, the one rule), the
 * families' names, the set's name, its words and print words — and whether generated rules text
 * has a phrase catalog in it. Pure; rules text is generated to know where it comes from
 * (memoised per set object, as the export prints it): the print page lists it before an export,
 * the export and `vellum export --language` report it with the file.
 */
import type { Card, CardTextField, Diagnostic, PrintWords, SetWords, VellumSet } from "../model";
import {
  DEFAULT_PRINT_WORDS,
  PRINT_WORD_KEYS,
  SET_WORD_KEYS,
  cardLabel,
  diagnostic,
  languageLabel,
  readableWords,
} from "../model";
import { compiledEffect } from "./compiled";
import { catalogFor } from "./messages";
import { catalogChoice, catalogLanguages } from "./rules-text";
import type { TextOrigin } from "./rules-text";
import { missingTranslations } from "./text-need";

/** A card's fields that print in the main language in the edition. */
export interface CardGap {
  id: string;
  /** The card's main-language name, as the designer knows it. */
  name: string;
  missing: CardTextField[];
}

/** What the edition of `language` still lacks; every list empty and `catalog` true: nothing. */
export interface EditionGaps {
  language: string;
  /** The set's main language, which every missing text prints in. */
  main: string;
  cards: CardGap[];
  /** Families without a name in the language (characters print their family's name). */
  families: { id: string; name: string }[];
  /** The set's name is not translated (card backs, sheet footers, the deck's name). */
  setName: boolean;
  /** The set's words ("family", "Self-Worth") not translated (`rules.translations`). */
  setWords: (keyof SetWords)[];
  /** Print words (sheet footers, generated backs) not translated (`translations.<l>.printWords`). */
  printWords: (keyof PrintWords)[];
  /**
   * Whether the rules text generated from effects has a phrase catalog in the language: false
   * when Vellum has none and some card prints generated text, which is then written in another
   * language (the catalogs' fallback).
   */
  catalog: boolean;
  /** The set's words in the main language, for messages: a family, families, points. */
  familyWord: string;
  familiesWord: string;
  pointsWord: string;
}

function present(s: string | undefined): boolean {
  return s !== undefined && s.trim() !== "";
}

/**
 * Where the rules text `card` prints in `language` comes from: `cardRulesText`'s origin, by its
 * rule, without writing any text (a test keeps the two in step). Generation writes text exactly
 * when the effect compiles to at least one ability, which the shared compile (compiled.ts,
 * kept across edits) tells: so an effect that generates nothing, or does not compile, leaves the
 * written text printed here as there. `undefined` when it prints none.
 */
export function printedOrigin(
  card: Card,
  set: VellumSet,
  language: string,
): TextOrigin | undefined {
  const other = language !== set.language;
  if (other && present(card.translations?.[language]?.text)) return "translated";
  const effect = present(card.effect) ? card.effect! : undefined;
  if (
    other &&
    effect !== undefined &&
    catalogFor(language) !== undefined &&
    (compiledEffect(effect, set).ir?.abilities.length ?? 0) > 0
  )
    return "generated";
  if (present(card.text)) return "written";
  return effect !== undefined ? "generated" : undefined;
}

/** Whether `card` prints rules text generated from its effect in `language`. */
export function printsGeneratedText(card: Card, set: VellumSet, language: string): boolean {
  return printedOrigin(card, set, language) === "generated";
}

/**
 * What the rules text generated for a card in `language` (default: the set's main language) is
 * made from besides the card's effect, as values and objects a set edit replaces when it changes
 * them: the set's main language and the language, the set's words (`rules.familyWord`,
 * `pointsWord`) and their translations in that language and its catalog's, the categories'
 * headings (`rules.effectCategories`), the phrase overrides of that language and its catalog's,
 * the families (their ids and names) and the icons (their ids). A cache of pictures or texts keeps
 * a card's generated text while these are the same (`Object.is`): another rule option, or a
 * phrase of another language, keeps it. Always the same length (for a React memo's dependencies).
 */
export function generatedTextInputs(
  set: VellumSet,
  language: string = set.language,
): readonly unknown[] {
  const rules = set.rules ?? ({} as Partial<VellumSet["rules"]>);
  const tag = catalogChoice(language, set).catalog.language;
  const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
    record && Object.hasOwn(record, key) ? record[key] : undefined;
  return [
    set.language,
    language,
    rules.familyWord,
    rules.pointsWord,
    rules.effectCategories,
    own(rules.translations, language),
    own(rules.translations, tag),
    own(set.phrases, language),
    own(set.phrases, tag),
    set.families,
    set.icons,
  ];
}

/** Whether a shipped catalog writes `language` (itself, or its primary language: de-AT → de). */
export function hasCatalog(language: string): boolean {
  return catalogFor(language) !== undefined;
}

/**
 * What the edition of `set` in `language` still prints in the main language. The main language
 * itself lacks nothing but, at most, its catalog. A card's fields are missing by the one rule
 * (text-need.ts `missingTranslations`): its name and flavour when untranslated; its rules text
 * when the edition prints the main language's text (written, or generated in the fallback
 * language) — not when it is generated from the effect in the language; its reminder only when
 * it is persistent (only then printed).
 * `cards` (default: all of the set's) narrows it to an export's cards, and the families to
 * theirs.
 */
export function editionGaps(
  set: VellumSet,
  language: string = set.language,
  cards: readonly Card[] = set.cards,
): EditionGaps {
  const gaps: EditionGaps = {
    language,
    main: set.language,
    cards: [],
    families: [],
    setName: false,
    setWords: [],
    printWords: [],
    catalog: hasCatalog(language) || !cards.some((c) => printsGeneratedText(c, set, language)),
    familyWord: readableWords(set).familyWord,
    familiesWord: readableWords(set).families,
    pointsWord: readableWords(set).pointsWord,
  };
  if (language === set.language) return gaps;
  const own = <T>(record: Record<string, T> | undefined): T | undefined =>
    record && Object.hasOwn(record, language) ? record[language] : undefined;
  for (const card of cards) {
    const missing = missingTranslations(card, set, language);
    if (missing.length > 0) gaps.cards.push({ id: card.id, name: card.name, missing });
  }
  const printed = cards === set.cards ? undefined : new Set(cards.map((c) => c.family));
  for (const family of set.families)
    if ((printed?.has(family.id) ?? true) && !present(own(family.translations)?.name))
      gaps.families.push({ id: family.id, name: family.name });
  const setTr = own(set.translations);
  gaps.setName = !present(setTr?.name);
  const words = own(set.rules.translations);
  gaps.setWords = SET_WORD_KEYS.filter((k) => !present(words?.[k]));
  gaps.printWords = PRINT_WORD_KEYS.filter((k) => !present(setTr?.printWords?.[k]));
  return gaps;
}

/** How many things the edition lacks (each card, family, word counts once; the catalog once). */
export function editionGapCount(gaps: EditionGaps): number {
  return (
    gaps.cards.length +
    gaps.families.length +
    (gaps.setName ? 1 : 0) +
    gaps.setWords.length +
    gaps.printWords.length +
    (gaps.catalog ? 0 : 1)
  );
}

/** What each card field is called in a list of gaps. */
export const GAP_FIELD_NAMES: Readonly<Record<CardTextField, string>> = {
  name: "name",
  text: "rules text",
  flavor: "flavour",
  reminder: "reminder",
};

/** The set's words of `keys` as the main language says them: “family”, “Self-Worth”. */
export function gapWordNames(gaps: EditionGaps): string[] {
  const word = { familyWord: gaps.familyWord, pointsWord: gaps.pointsWord };
  return gaps.setWords.map((k) => `“${word[k]}”`);
}

/** The print words of `gaps` as Vellum's English says them: “fronts”, “sheet {n} of {total}”. */
export function gapPrintWordNames(gaps: EditionGaps): string[] {
  return gaps.printWords.map((k) => `“${DEFAULT_PRINT_WORDS[k]}”`);
}

/** At most `max` names, then "and N more". */
function listed(names: readonly string[], max = 5): string {
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/**
 * The gaps as diagnostics (`text/edition-missing`, warnings; `text/no-catalog` for the catalog)
 * for an export's report and the command line: one per kind of gap, naming the first few, each
 * saying where it is fixed. None when the edition lacks nothing.
 */
export function editionGapDiagnostics(gaps: EditionGaps): Diagnostic[] {
  const lang = languageLabel(gaps.language);
  const main = languageLabel(gaps.main);
  const out: Diagnostic[] = [];
  const warn = (message: string, source: string) =>
    out.push(diagnostic("warning", "text/edition-missing", message, source));
  if (!gaps.catalog)
    out.push(
      diagnostic(
        "warning",
        "text/no-catalog",
        `Vellum has no phrase catalog for ${lang}: rules text generated from effects prints in ${main} — write those cards' ${gaps.language} text by hand, or export in a language Vellum writes (${catalogLanguages().join(", ")})`,
        `edition:${gaps.language}`,
      ),
    );
  if (gaps.language === gaps.main) return out;
  const n = gaps.cards.length;
  if (n > 0) {
    const names = gaps.cards.map(
      (c) => `${cardLabel(c.name, c.id)} (${c.missing.map((f) => GAP_FIELD_NAMES[f]).join(", ")})`,
    );
    warn(
      `${n} ${n === 1 ? "card lacks" : "cards lack"} ${lang} texts, printed in ${main}: ${listed(names)} — translate them in the designer (its ${gaps.language} tab) or the translation view`,
      `edition:${gaps.language}/cards`,
    );
  }
  if (gaps.families.length > 0)
    warn(
      `${gaps.families.length === 1 ? `a ${gaps.familyWord} has` : `${gaps.families.length} ${gaps.familiesWord} have`} no ${lang} name, printed in ${main}: ${listed(gaps.families.map((f) => f.name))} — translate them in the set's settings, under Set texts`,
      `edition:${gaps.language}/families`,
    );
  if (gaps.setName)
    warn(
      `the set's name has no ${lang} translation (card backs, sheet footers and the deck print it in ${main}) — add it in the set's settings, under Set texts`,
      `edition:${gaps.language}/name`,
    );
  if (gaps.setWords.length > 0)
    warn(
      `the set's words are not translated into ${lang}: ${gapWordNames(gaps).join(", ")} — add them in the set's settings, under Words`,
      `edition:${gaps.language}/words`,
    );
  if (gaps.printWords.length > 0)
    warn(
      `${gaps.printWords.length} print ${gaps.printWords.length === 1 ? "word is" : "words are"} not translated into ${lang} (${gapPrintWordNames(gaps).join(", ")}), printed as in ${main} — add them in the set's settings, under Set texts`,
      `edition:${gaps.language}/print-words`,
    );
  return out;
}
