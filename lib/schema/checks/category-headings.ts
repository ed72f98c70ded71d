import { headingProblem } from "../../dsl";
import { PRINTED_EFFECT_CATEGORIES } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";

/**
 * Every heading the set gives an effect category (`rules.effectCategories`, in each language)
 * reads without ambiguity: not another category's heading nor one that starts like a statement
 * (lib/dsl `headingProblem`, what the settings page marks beside the field).
 */
export function checkCategoryHeadings(ctx: CheckContext): void {
  const { rules } = ctx.set;
  for (const category of PRINTED_EFFECT_CATEGORIES) {
    const settings = rules.effectCategories?.[category];
    if (!settings) continue;
    const at = ["rules", "effectCategories", category];
    const report = (text: string, language: string | undefined, path: string[]) => {
      const problem = headingProblem(rules, category, text, language);
      if (problem === undefined) return;
      ctx.report(
        "set/ambiguous-heading",
        "warning",
        toPointer([...at, ...path]),
        `the ${category} heading '${text}': ${problem}`,
      );
    };
    if (settings.heading !== undefined) report(settings.heading, undefined, ["heading"]);
    for (const [language, own] of Object.entries(settings.translations ?? {}))
      if (own.heading !== undefined)
        report(own.heading, language, ["translations", language, "heading"]);
  }
}
