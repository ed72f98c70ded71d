/**
 * The set's own words that effect text may use: icon ids, family ids and card types. The parser
 * knows none of them; the checker resolves names against a `DslContext`.
 */
import { CARD_TYPE_WORDS, CARD_TYPES, PRINTED_EFFECT_CATEGORIES } from "../model";
import type { CardType, PrintedEffectCategory, RulesOptions } from "../model";

/** The names an effect of one set may use. Treat it as immutable once built. */
export interface DslContext {
  /** Story-icon ids of the set (lower-case slugs), e.g. `raven`. */
  icons: string[];
  /** Family ids of the set, e.g. `ashgrove`. */
  families: string[];
  /** Card types effect text may name, e.g. `modifier`, `untimely-death`. */
  cardTypes: CardType[];
  /**
   * The set's own word for "family" (`rules.familyWord`, lower case), accepted wherever the
   * language says `family`; absent or "family" when the set uses the built-in word.
   */
  familyWord?: string;
  /** The set's own word for "self-worth" (`rules.pointsWord`, lower case), accepted as well. */
  pointsWord?: string;
  /** The set's own headings (`rules.effectCategories`), accepted as well as the built-in ones. */
  headings?: SetHeading[];
}

/** One effect category's heading as the set names it. */
export interface SetHeading {
  category: PrintedEffectCategory;
  /** The heading's words, lower case, without the colon: `["ongoing"]`. */
  words: string[];
  /** False when the set says it has no effects of this category (completion leaves it out). */
  enabled: boolean;
}

/** The words of a heading or word as the lexer reads them: lower case, split at spaces. */
export function headingWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** The set's headings and family word, from its rules (absent rules: none). */
function setWordsOf(rules: SetRulesWords | undefined): SetWordsContext {
  if (!rules) return {};
  const out: SetWordsContext = {};
  const family = headingWords(rules.familyWord ?? "");
  // NOTE: a word of several words ("war band") cannot stand where one keyword goes; such a set
  // writes `family` in its effects.
  if (family.length === 1 && family[0] !== "family") out.familyWord = family[0];
  const points = headingWords(rules.pointsWord ?? "");
  if (points.length === 1 && points[0] !== "self-worth") out.pointsWord = points[0];
  const headings: SetHeading[] = [];
  for (const category of PRINTED_EFFECT_CATEGORIES) {
    const settings = rules.effectCategories?.[category];
    if (!settings) continue;
    const words = headingWords(settings.heading ?? "");
    if (words.length > 0 || settings.enabled === false)
      headings.push({ category, words, enabled: settings.enabled !== false });
  }
  if (headings.length > 0) out.headings = headings;
  return out;
}

type SetRulesWords = Partial<Pick<RulesOptions, "familyWord" | "pointsWord" | "effectCategories">>;
type SetWordsContext = Pick<DslContext, "familyWord" | "pointsWord" | "headings">;

/**
 * The context of a set: its icon and family ids, every card type of the model (a set always
 * has all of them available, even before it holds a card of each), and its own words for
 * "family" and for its effect categories' headings.
 */
export function contextFromSet(set: {
  icons: readonly { id: string }[];
  families: readonly { id: string }[];
  rules?: SetRulesWords;
}): DslContext {
  return {
    icons: set.icons.map((icon) => icon.id),
    families: set.families.map((family) => family.id),
    cardTypes: [...CARD_TYPES],
    ...setWordsOf(set.rules),
  };
}

/** Every word of a card type's phrases, singular and plural: `untimely`, `death`, `deaths`. */
export function cardTypeWordsOf(type: CardType): string[] {
  const { one, many } = CARD_TYPE_WORDS[type];
  return `${one} ${many}`.split(" ");
}

/**
 * An icon's plural as English forms it: `torch` → `torches`, `key` → `keys`, `berry` →
 * `berries`, `raven` → `ravens`.
 */
export function iconPlural(icon: string): string {
  if (/(s|x|z|ch|sh)$/i.test(icon)) return `${icon}es`;
  if (/[^aeiou]y$/i.test(icon)) return `${icon.slice(0, -1)}ies`;
  return `${icon}s`;
}

/**
 * The icon of the context a word names: the icon so named, else the one it is the plural of
 * (`ravens` → `raven`, `torches` → `torch`), else `undefined`.
 */
export function resolveIcon(word: string, icons: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const exact = icons.find((name) => name === word || name.toLowerCase() === lower);
  if (exact !== undefined || !lower.endsWith("s")) return exact;
  return icons.find((name) => iconPlural(name).toLowerCase() === lower);
}

/** The plural forms of the context's icons that name them (`ravens`), for colouring. */
export function iconPlurals(icons: readonly string[]): string[] {
  return icons.map(iconPlural).filter((word) => !icons.includes(word));
}

/**
 * Resolves a card-type phrase as written (`Untimely Deaths`, `untimely-death`, `stories`) to a
 * card type of the context, or `undefined`.
 */
export function resolveCardType(phrase: string, ctx: DslContext): CardType | undefined {
  const slug = phrase.toLowerCase().trim().replace(/\s+/g, "-");
  for (const type of ctx.cardTypes) if (slug === type) return type;
  for (const type of ctx.cardTypes) {
    if (slug === CARD_TYPE_WORDS[type].many.replace(/ /g, "-")) return type;
  }
  return undefined;
}
