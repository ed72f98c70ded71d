/**
 * Edits of the set's effect categories (`rules.effectCategories`): each category's heading, its
 * translations and whether the set has it. A category left with nothing to say is removed, and
 * so is the whole object, so a set that names nothing stays as it was.
 */
import type { EffectCategorySettings, PrintedEffectCategory, VellumSet } from "../model";

/** The set with `category`'s settings replaced by `change(settings)` (tidied). */
export function patchCategory(
  set: VellumSet,
  category: PrintedEffectCategory,
  change: (settings: EffectCategorySettings) => EffectCategorySettings,
): VellumSet {
  const categories = { ...(set.rules.effectCategories ?? {}) };
  const next = change({ ...(categories[category] ?? {}) });
  if (next.translations && Object.keys(next.translations).length === 0) delete next.translations;
  if (Object.keys(next).length === 0) delete categories[category];
  else categories[category] = next;
  const { effectCategories: _old, ...rest } = set.rules;
  return {
    ...set,
    rules: Object.keys(categories).length === 0 ? rest : { ...rest, effectCategories: categories },
  };
}

/**
 * The set with `category`'s heading in `language` made `text` (trimmed); empty removes it, so
 * the built-in heading (or, in another language, the main language's) applies.
 */
export function setCategoryHeading(
  set: VellumSet,
  category: PrintedEffectCategory,
  language: string,
  text: string,
): VellumSet {
  const heading = text.trim();
  return patchCategory(set, category, (settings) => {
    if (language === set.language) {
      if (heading === "") delete settings.heading;
      else settings.heading = heading;
      return settings;
    }
    const translations = { ...(settings.translations ?? {}) };
    if (heading === "") delete translations[language];
    else translations[language] = { ...translations[language], heading };
    return { ...settings, translations };
  });
}

/** The set saying whether it has effects of `category` (true, the default, is not stored). */
export function setCategoryEnabled(
  set: VellumSet,
  category: PrintedEffectCategory,
  enabled: boolean,
): VellumSet {
  return patchCategory(set, category, (settings) => {
    if (enabled) delete settings.enabled;
    else settings.enabled = false;
    return settings;
  });
}
