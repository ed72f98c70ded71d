import { nearestWord } from "../../model/suggest";
import { getOwn, toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label, plural } from "./context";

/**
 * Translations against the set's languages. A text missing in a language falls back to the
 * set's main `language`; a translation into an unlisted language is never shown.
 */

/** set/unlisted-language, set/translation-of-default, set/missing-translations. */
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
  check("families", "family", set.families);
  check("icons", "icon", set.icons);

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
