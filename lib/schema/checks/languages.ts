import type { Range } from "../../model";
import { diagnostic, nearestWord, readableWords } from "../../model";
import { catalogChoice, overrideProblem, printedOrigin } from "../../text";
import { getOwn, toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label, plural, someNames } from "./context";

/**
 * Translations against the set's languages. A text missing in a language falls back to the
 * set's main `language`; a translation into an unlisted language is never shown.
 */

/** The printed plate fields a translation can carry without the card having them. */
const PLATE_FIELDS = [
  ["text", "rules text"],
  ["flavor", "flavour"],
] as const;

/**
 * set/translation-without-original (w): a translated rules text or flavour whose card has none
 * in the main language. The card prints it in that language only (lib/layers gives the card its
 * text element whatever the language), so the main-language card prints none: usually an
 * original was forgotten. A rules text is there when the card has `text` or an `effect` (the
 * effect source prints as the rules text).
 */
function checkOriginals(ctx: CheckContext): void {
  const { set } = ctx;
  set.cards.forEach((card, i) => {
    const translations = card.translations ?? {};
    for (const language of Object.keys(translations)) {
      if (language === set.language) continue;
      const tr = translations[language];
      for (const [field, noun] of PLATE_FIELDS) {
        if (!printed(tr?.[field])) continue;
        const original =
          field === "text" ? printed(card.text) || printed(card.effect) : printed(card.flavor);
        if (original) continue;
        ctx.report(
          "set/translation-without-original",
          "warning",
          toPointer(["cards", i, "translations", language, field]),
          `${label("card", card, i)}: the '${language}' ${noun} has no '${set.language}' original, so the '${set.language}' card prints none — add '${field}' to the card, or remove it from the '${language}' translation if only '${language}' should print it`,
        );
      }
    }
  });
}

function printed(s: string | undefined): boolean {
  return s !== undefined && s.trim() !== "";
}

/**
 * set/unlisted-language, set/translation-of-default, set/missing-translations,
 * set/translation-without-original.
 */
export function checkLanguages(ctx: CheckContext): void {
  const { set } = ctx;
  const listed = set.languages ?? [];
  const check = (
    key: "cards" | "families" | "icons",
    noun: string,
    items: readonly { id: string; translations?: Record<string, unknown> }[],
  ): void => {
    items.forEach((item, i) => {
      for (const language of Object.keys(item.translations ?? {})) {
        const at = toPointer([key, i, "translations", language]);
        const who = label(noun, item, i);
        if (language === set.language) {
          ctx.report(
            "set/translation-of-default",
            "warning",
            at,
            `${who} has a translation into '${language}', the set's main language — edit its own fields instead`,
          );
        } else if (!listed.includes(language)) {
          const near = nearestWord(language, listed);
          const fix =
            near === undefined
              ? `add '${language}' to 'languages' or remove the translation`
              : `did you mean '${near}'? Otherwise add '${language}' to 'languages'`;
          ctx.report(
            "set/unlisted-language",
            "warning",
            at,
            `${who} has a translation into '${language}', which is not in the set's 'languages' — ${fix}`,
          );
        }
      }
    });
  };
  check("cards", "card", set.cards);
  check("families", readableWords(set).familyWord, set.families);
  check("icons", "icon", set.icons);
  checkOriginals(ctx);
  // The set's words in other languages (rules.translations) follow the same rule.
  for (const language of Object.keys(set.rules?.translations ?? {})) {
    if (language === set.language || listed.includes(language)) continue;
    ctx.report(
      "set/unlisted-language",
      "warning",
      toPointer(["rules", "translations", language]),
      `the set's words have a translation into '${language}', which is not in the set's 'languages' — add '${language}' to 'languages' or remove the translation`,
    );
  }
  // So do the set's own texts (its name, description and printed words) in other languages.
  for (const language of Object.keys(set.translations ?? {})) {
    if (language === set.language || listed.includes(language)) continue;
    ctx.report(
      "set/unlisted-language",
      "warning",
      toPointer(["translations", language]),
      `the set's name and printed words have a translation into '${language}', which is not in the set's 'languages' — add '${language}' to 'languages' or remove the translation`,
    );
  }

  listed.forEach((language, k) => {
    if (language === set.language) return;
    const missing = set.cards.filter(
      (c) => getOwn(getOwn(c.translations, language), "name") === undefined,
    ).length;
    if (missing === 0) return;
    ctx.report(
      "set/missing-translations",
      "info",
      toPointer(["languages", k]),
      `${plural(missing, "card")} of ${set.cards.length} ${missing === 1 ? "has" : "have"} no '${language}' name and fall back to '${set.language}' — translate them or drop '${language}' from 'languages'`,
    );
  });
}

/**
 * set/no-catalog (w): a language of the set (its main one or one of `languages`) that Vellum
 * has no phrase catalog for (neither its own nor its base language's), while some card has no
 * hand-written text to print in it: that card prints rules text generated in the language that
 * stands in (lib/text `catalogChoice`: the set's main language, else English).
 */
function checkCatalogs(ctx: CheckContext): void {
  const { set } = ctx;
  const languages: [string, string][] = [
    [set.language, toPointer(["language"])],
    ...(set.languages ?? []).map((l, k): [string, string] => [l, toPointer(["languages", k])]),
  ];
  for (const [language, pointer] of languages) {
    if (typeof language !== "string" || (pointer !== "/language" && language === set.language))
      continue;
    const { catalog, problem } = catalogChoice(language, set);
    if (!problem || catalog.language === language.toLowerCase().split("-")[0]) continue;
    // By cardRulesText's rule without generating (lib/text `printedOrigin`): this runs on every
    // validation, and generating every card's text per edit is what a catalog-less language
    // would cost otherwise. A test keeps the two in step.
    const generated = set.cards.filter(
      (card) => printedOrigin(card, set, language) === "generated",
    );
    if (generated.length === 0) continue;
    ctx.report(
      "set/no-catalog",
      "warning",
      pointer,
      `Vellum has no phrase catalog for '${language}': ${plural(generated.length, "card")} without hand-written text (${someNames(
        generated.map((c) => c.id),
        3,
      )}) print rules text generated in '${catalog.language}' — write their '${language}' text by hand, or add a catalog (docs/rules-text.md)`,
    );
  }
}

/**
 * set/bad-phrase (w): an override of a rules-text phrase (`phrases`, the set's house style) that
 * does not parse as an ICU message, drops a placeholder of the phrase it replaces or adds one the
 * generator does not pass; set/unknown-phrase (w): an override of a phrase id that does not exist
 * (with the nearest id). The message points at the place inside the string; generation ignores
 * a refused override and uses the shipped phrase. Warnings, not errors: the set prints whole
 * with the shipped phrase, so one half-typed override must not stop `vellum text`, an export or
 * a translators' file, which refuse a set with errors.
 */
export function checkPhrases(
  ctx: CheckContext,
  locateInString: (pointer: string, start: number, end: number) => Range,
): void {
  checkCatalogs(ctx);
  const phrases = ctx.set.phrases ?? {};
  for (const language of Object.keys(phrases)) {
    const own = getOwn(phrases, language) ?? {};
    for (const id of Object.keys(own)) {
      const message = getOwn(own, id);
      if (typeof message !== "string") continue;
      const problem = overrideProblem(language, id, message);
      if (!problem) continue;
      const pointer = toPointer(["phrases", language, id]);
      const unknown = problem.message.startsWith("unknown phrase id");
      ctx.push(
        diagnostic(
          "warning",
          unknown ? "set/unknown-phrase" : "set/bad-phrase",
          `phrase '${id}' (${language}): ${problem.message} (${unknown ? "ignored until then" : "until it is fixed, cards print the shipped phrase instead"})`,
          ctx.source,
          { range: locateInString(pointer, problem.start, problem.end), pointer },
        ),
      );
    }
  }
}
