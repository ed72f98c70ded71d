import { nearestWord, readableWords } from "../../model";
import { getOwn, toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label, plural } from "./context";

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
