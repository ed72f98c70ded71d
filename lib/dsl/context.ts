/**
 * The set's own words that effect text may use: icon ids, family ids and card types. The parser
 * knows none of them; the checker resolves names against a `DslContext`.
 */
import { CARD_TYPES } from "../model";
import type { CardType, VellumSet } from "../model";

/** The names an effect of one set may use. Treat it as immutable once built. */
export interface DslContext {
  /** Story-icon ids of the set (lower-case slugs), e.g. `raven`. */
  icons: string[];
  /** Family ids of the set, e.g. `ashgrove`. */
  families: string[];
  /** Card types effect text may name, e.g. `modifier`, `untimely-death`. */
  cardTypes: CardType[];
}

/**
 * The context of a set: its icon and family ids, and every card type of the model (a set always
 * has all of them available, even before it holds a card of each).
 */
export function contextFromSet(set: VellumSet): DslContext {
  return {
    icons: set.icons.map((icon) => icon.id),
    families: set.families.map((family) => family.id),
    cardTypes: [...CARD_TYPES],
  };
}

/** How a card type reads in effect text: `untimely-death` → `untimely death`. */
export function cardTypeWords(type: CardType): string {
  return type.replace(/-/g, " ");
}

/** The plural a designer writes for a card type: `untimely deaths`, `stories`. */
export function cardTypePlural(type: CardType): string {
  const words = cardTypeWords(type);
  return words.endsWith("y") ? `${words.slice(0, -1)}ies` : `${words}s`;
}

/** The article before a card type: `an event`, `a modifier`. */
export function cardTypeArticle(type: CardType): "a" | "an" {
  return /^[aeiou]/.test(type) ? "an" : "a";
}

/**
 * Resolves a card-type phrase as written (`Untimely Deaths`, `untimely-death`, `stories`) to a
 * card type of the context, or `undefined`.
 */
export function resolveCardType(phrase: string, ctx: DslContext): CardType | undefined {
  const slug = phrase.toLowerCase().trim().replace(/\s+/g, "-");
  for (const type of ctx.cardTypes) if (slug === type) return type;
  for (const type of ctx.cardTypes) {
    if (slug === cardTypePlural(type).replace(/ /g, "-")) return type;
  }
  return undefined;
}
