/**
 * The set's own words that effect text may use: icon ids, family ids and card types. The parser
 * knows none of them; the checker resolves names against a `DslContext`.
 */
import { CARD_TYPE_WORDS, CARD_TYPES } from "../model";
import type { CardType } from "../model";

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
export function contextFromSet(set: {
  icons: readonly { id: string }[];
  families: readonly { id: string }[];
}): DslContext {
  return {
    icons: set.icons.map((icon) => icon.id),
    families: set.families.map((family) => family.id),
    cardTypes: [...CARD_TYPES],
  };
}

/** Every word of a card type's phrases, singular and plural: `untimely`, `death`, `deaths`. */
export function cardTypeWordsOf(type: CardType): string[] {
  const { one, many } = CARD_TYPE_WORDS[type];
  return `${one} ${many}`.split(" ");
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
