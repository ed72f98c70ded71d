/**
 * The card types of RULES.md R1.1 and the words for each, in one table: the list of types, the
 * `CardType` union and every way prose and effect text name a type derive from it.
 */

/**
 * How a card type reads, in prose and in effect text alike (`cancel an untimely death`, `no
 * modifiers`): singular, plural, and the article before the singular.
 */
export interface CardTypeWords {
  readonly one: string;
  readonly many: string;
  readonly article: "a" | "an";
}

/** Every card type with its words, in the order of RULES.md R1.1 (and of the schema's enum). */
export const CARD_TYPE_WORDS = Object.freeze({
  character: Object.freeze({ one: "character", many: "characters", article: "a" }),
  modifier: Object.freeze({ one: "modifier", many: "modifiers", article: "a" }),
  event: Object.freeze({ one: "event", many: "events", article: "an" }),
  "untimely-death": Object.freeze({
    one: "untimely death",
    many: "untimely deaths",
    article: "an",
  }),
  story: Object.freeze({ one: "story", many: "stories", article: "a" }),
  reference: Object.freeze({ one: "reference", many: "references", article: "a" }),
} as const satisfies Record<string, CardTypeWords>);

/** A card type (RULES.md R1.1). */
export type CardType = keyof typeof CARD_TYPE_WORDS;

/** Every kind of card a set can hold (RULES.md R1.1), in the schema's order. */
export const CARD_TYPES: readonly CardType[] = Object.freeze(
  Object.keys(CARD_TYPE_WORDS) as CardType[],
);

/** A card type with its article, as a player reads it: "a modifier", "an untimely death". */
export function cardTypeWithArticle(type: CardType): string {
  const words = CARD_TYPE_WORDS[type];
  return `${words.article} ${words.one}`;
}

/** A count of cards of one type, as a player reads it: "1 character", "15 characters". */
export function cardTypeCount(count: number, type: CardType): string {
  const words = CARD_TYPE_WORDS[type];
  return `${count} ${count === 1 ? words.one : words.many}`;
}
