/**
 * The id rule of new cards: a new card's id follows its name ("Drowned Lantern" →
 * `drowned-lantern`, unique in the set) until the person edits the id by hand or something in
 * the set names the card by its id; from then on it is kept, as ids are meant to be (re-imports,
 * links and saved stacks find the card by it). Pure: the designer's store applies it
 * (app/sets/[id]/_set/set-document-store.ts).
 */
import type { VellumSet } from "../model";
import { CARD_TYPES, CARD_TYPE_WORDS, slugify, uniqueId } from "../model";

/**
 * The places of `set` that name the card `cardId` by its id, in words ("saved stack 'Captain
 * drowned'"). Only saved stacks do: their character, their cards and their expected live
 * effects (`stacks[]`, checked by lib/schema's checks/stacks.ts). Effects (lib/dsl) name icons,
 * families and card types, never a card; story requirements name icons; frames, backs and
 * families are named by cards, not the other way round.
 */
export function cardIdUses(set: VellumSet, cardId: string): string[] {
  return (set.stacks ?? [])
    .filter(
      (s) =>
        s.character === cardId ||
        s.cards.includes(cardId) ||
        (s.expect.liveEffects ?? []).includes(cardId),
    )
    .map((s) => `saved stack '${s.name}'`);
}

/** "new-modifier", "new-untimely-death-4": the id `blankCard` gives a card nobody named yet. */
const PLACEHOLDER = new RegExp(
  `^new-(?:${CARD_TYPES.map((t) => slugify(CARD_TYPE_WORDS[t].one)).join("|")})(?:-\\d+)?$`,
);

/**
 * Whether `id` is still a new card's placeholder id. Such an id follows its card's name even
 * after a reload (when the store no longer remembers which cards are new): nobody chose it.
 */
export function isPlaceholderId(id: string): boolean {
  return PLACEHOLDER.test(id);
}

/**
 * Whether the card `cardId` of `set` still takes its id from its name: it is marked as following
 * (a card made in this session whose id was never edited by hand, see `marked`) or still has a
 * placeholder id, and nothing in the set names it by its id.
 */
export function idFollowsName(
  set: VellumSet,
  cardId: string,
  marked: ReadonlySet<string>,
): boolean {
  return (marked.has(cardId) || isPlaceholderId(cardId)) && cardIdUses(set, cardId).length === 0;
}

/**
 * The id a card that follows its name takes for `name`: the name's slug, unique among the other
 * cards of `set` (so retyping the same name keeps the id); the card's own id when the name has
 * no letter or digit to make one (an emptied name keeps the id while a new one is typed).
 */
export function idForName(set: VellumSet, cardId: string, name: string): string {
  if (slugify(name) === "") return cardId;
  const others = new Set(set.cards.filter((c) => c.id !== cardId).map((c) => c.id));
  return uniqueId(name, others, "card");
}
