/**
 * The registry of phrase ids: every phrase the rules-text generator formats, with the
 * placeholders it passes and what the phrase is for. Catalogs (catalogs/<lang>.ts) give each id
 * an ICU message in their language; a set's `phrases` may override any of them (house style).
 *
 * Placeholder conventions (the same in every phrase):
 * - `case` (`nom` | `acc` | `gen` | `dat` | `ins` | `loc`): the grammatical case the phrase that
 *   uses a player, character or card-type phrase asks for (a catalog's `cases` table says which;
 *   English ignores it).
 * - `who` (`you` | `eachPlayer` | `eachOtherPlayer` | `chosenPlayer` | `opponent`) and
 *   `players` (those players, already written in the nominative): the subject of a step.
 * - `optional` (`yes` | `no`): "you may …".
 * - `n`: a number (select plural forms on it); `per`: " for each …" after an amount, or empty.
 * - A placeholder for an optional part (`filter`, `per`) is empty or starts with a space.
 * - `ownWord` (`yes` | `no`): whether the set has its own word for family in this language
 *   (`familyWord`); a catalog whose grammar cannot take any word in its place writes its own
 *   built-in word when `no`.
 */

/** What the registry knows of a phrase. */
export interface PhraseInfo {
  /** The arguments the generator passes to the phrase (a phrase may leave some unused). */
  placeholders: readonly string[];
  /** One line: what the phrase writes. */
  description: string;
}

const P = (description: string, ...placeholders: string[]): PhraseInfo => ({
  placeholders,
  description,
});

const OP_SUBJECT = ["who", "players", "optional"] as const;
const AMOUNT = ["n", "per"] as const;
const SUBJECT = ["subject", "subjectOf"] as const;

/** Every phrase id, in the order a settings page lists them. */
const REGISTRY = {
  // Headings: how an ability of each category is introduced.
  "heading.immediate": P("An on-play ability (R6.2): usually just its steps.", "body"),
  // `cond` (`yes` | `no`) on a heading that is a clause: whether the steps open with a
  // condition; then `body` starts in lower case, to follow a comma rather than a second colon.
  "heading.continuous": P("A while-visible ability (R6.3).", "body", "cond"),
  "heading.persistent": P("A persistent ability (R6.4).", "body"),
  "heading.response": P("A response (R6.5).", "body"),
  "heading.on-draw": P("What happens when the card is drawn (R4.6).", "body", "cond"),
  "heading.on-claim": P("What happens when the story is claimed (R8.4).", "body", "cond"),
  "heading.while-held": P("What holds while the story is held (R8.4).", "body", "cond"),
  "heading.trigger": P(
    "A triggered ability: its event, then its steps; `lasts` is `persistent` or `visible`; `cond` is `yes` when the steps open with a condition (then `body` starts in lower case, to follow a comma).",
    "event",
    "lasts",
    "body",
    "cond",
  ),
  "heading.story-requirement": P("A story's claim requirement (R6.7): its icons.", "icons"),
  "heading.set": P(
    "An ability under the set's own heading for its category (rules.effectCategories).",
    "heading",
    "body",
  ),
  // Trigger events.
  "trigger.turn-start": P("The start of a turn; `whose` is `yours` or `each`.", "whose"),
  "trigger.turn-end": P("The end of a turn; `whose` is `yours` or `each`.", "whose"),
  "trigger.played-on": P(
    "A card lands on a character; `cardType` is `modifier`, `untimelyDeath` or `any`; `on` is `this` or `yours`.",
    "cardType",
    "on",
  ),
  "trigger.event-played": P("An event resolves; `by` is `you`, `anyone` or `opponent`.", "by"),
  "trigger.character-dies": P("A character dies; `whose` is `anyone`, `yours` or `this`.", "whose"),
  "trigger.story-claimed": P("A story is claimed; `by` is `you`, `anyone` or `opponent`.", "by"),
  "trigger.card-played": P(
    "A modifier or untimely death is played; `cardType` is `modifier` or `untimelyDeath`.",
    "cardType",
    "by",
  ),
  // How steps join into text.
  "text.sentence": P("One sentence: a step, capitalised by the generator.", "text"),
  "text.lasting-join": P("Two lasting steps under one heading, in one sentence.", "first", "next"),
  "step.if": P(
    "A condition and the steps it guards (R6.6); `nested` is `yes` inside another condition or a roll's outcome.",
    "condition",
    "then",
    "nested",
  ),
  "step.then-join": P("Two steps in a row inside a condition or an outcome.", "first", "next"),
  "step.roll": P(
    "A die roll and its outcomes; `sides` is the number of faces.",
    "sides",
    "outcomes",
  ),
  "roll.outcome": P("One outcome of a roll: its results and its steps.", "results", "then"),
  "roll.otherwise": P("The steps for every other result of a roll.", "then"),
  "roll.join": P("Two outcomes of a roll in a row.", "first", "next"),
  "roll.range": P("A run of results of a roll.", "low", "high"),
  "list.and": P("The last two items of an `and` list (icons).", "head", "last"),
  "list.or": P("The last two items of an `or` list (icons).", "head", "last"),
  "list.comma": P("Items of a list before its last two.", "head", "next"),
  // Words the set may give its own (rules.familyWord / pointsWord) and the catalog's defaults.
  "word.family": P("The built-in word for a player's characters, when the set has none."),
  "word.points": P("The built-in word for points, when the set has none."),
  // Players, characters, card types.
  "player.you": P("You, the player resolving the card.", "case"),
  "player.each-player": P("Each player.", "case"),
  "player.each-other-player": P("Each other player.", "case"),
  "player.chosen-player": P("A player the resolving player chooses.", "case"),
  "player.opponent": P("An opponent (the resolving player chooses).", "case"),
  "char.this": P("The character the card is on.", "case"),
  "char.that": P("The character chosen last.", "case"),
  "char.choose": P(
    "A character the player chooses; `owner` is `anyone`, `you` or `opponent`; `state` `living`, `dead` or `any`; `other` `yes` or `no`; `filter` the test it must pass, or empty.",
    "owner",
    "state",
    "other",
    "filter",
    "case",
  ),
  "char.choose-two": P(
    "Two characters chosen alike, in a swap (“two other living characters”); `owner` is `anyone` or `you`; `state` and `other` as for `char.choose`.",
    "owner",
    "state",
    "other",
    "case",
  ),
  "card-type": P(
    "A card type; `type` is `character`, `modifier`, `event`, `untimelyDeath` or `story`; `form` is `one` (a single one, with its article) or `many`.",
    "type",
    "form",
    "case",
  ),
  // Tests on a chosen character (a choice's filter).
  "filter.has-icons": P("Only characters showing these icons.", "icons"),
  "filter.negative-self-worth": P("Only characters with negative points.", "points"),
  "filter.self-worth": P("Only characters whose points compare so.", "points", "compare"),
  "filter.highest-self-worth": P("Only characters with the highest points.", "points"),
  "filter.in-family": P("Only characters of that family.", "family", "familyWord", "ownWord"),
  // Conditions. `subject` is the character in the case the catalog asks (nominative unless
  // `cases` says otherwise), `subjectOf` the same character in the genitive ("of this character").
  "cond.has-icons": P("A character shows these icons.", ...SUBJECT, "icons"),
  "cond.negative-self-worth": P("A character's points are below zero.", ...SUBJECT, "points"),
  "cond.self-worth": P("A character's points compare so.", ...SUBJECT, "points", "compare"),
  "cond.highest-self-worth": P("A character has the highest points.", ...SUBJECT, "points"),
  "cond.in-family": P(
    "A character belongs to a family.",
    ...SUBJECT,
    "family",
    "familyWord",
    "ownWord",
  ),
  "cond.dead-characters": P(
    "So many characters are dead; `owner` is `anyone` or `you`.",
    "owner",
    "compare",
    "value",
  ),
  "cond.family-icons": P("Your family shows these icons.", "icons", "familyWord", "ownWord"),
  "cond.living-characters": P(
    "Your family has so many living characters.",
    "compare",
    "value",
    "familyWord",
    "ownWord",
  ),
  "cond.family-size": P(
    "An opponent's family is smaller, bigger or as big as yours; `opponents` is `any` or `each`; `compare` is `fewer`, `more` or `asMany`.",
    "opponents",
    "compare",
    "familyWord",
    "ownWord",
  ),
  compare: P("A comparison; `compare` is `atLeast`, `atMost` or `exactly`.", "compare", "value"),
  // Counts ("for each …").
  "count.icons": P("For each copy of an icon a character shows.", "icon", "of"),
  "count.dead-characters": P("For each dead character; `owner` is `anyone` or `you`.", "owner"),
  "count.family-icons": P(
    "For each copy of an icon your family shows.",
    "icon",
    "familyWord",
    "ownWord",
  ),
  "count.living-characters": P(
    "For each living character; `owner` is `anyone` or `you`.",
    "owner",
    "familyWord",
    "ownWord",
  ),
  // Card filters of a forbid.
  "card-filter.icon": P("Cards showing an icon.", "icon"),
  "card-filter.negative-points": P("Cards whose points add up below zero.", "points"),
  // Operations (R10).
  "op.draw": P("Draw cards.", ...OP_SUBJECT, ...AMOUNT),
  "op.discard": P("Discard cards of your choice.", ...OP_SUBJECT, ...AMOUNT),
  "op.discard-hand": P("Discard the whole hand.", ...OP_SUBJECT),
  "op.skip": P(
    "Skip the next turn or draw step; `phase` is `turn` or `drawStep`.",
    ...OP_SUBJECT,
    "phase",
  ),
  "op.take-cards": P(
    "Take cards from a player's hand; `random` is `yes` or `no`.",
    "optional",
    "from",
    "random",
    ...AMOUNT,
  ),
  "op.look-at-hand": P("Look at a player's hand.", "optional", "of"),
  "op.swap-hands": P("Swap hands with a player.", "optional", "with"),
  "op.gain-free-plays": P(
    "Gain free plays, only for a card type when `typed` is `yes` (`cardType`, written `one`).",
    ...OP_SUBJECT,
    ...AMOUNT,
    "typed",
    "cardType",
  ),
  "op.move-modifier": P(
    "Move a modifier; `which` is `top` or `chosen`.",
    "optional",
    "which",
    "from",
    "to",
  ),
  "op.discard-modifier": P(
    "Discard a modifier; `which` is `top` or `chosen`.",
    "optional",
    "which",
    "of",
  ),
  "op.swap-stacks": P(
    "Swap two characters' stacks; `pair` is `yes` when both are chosen alike, written together in `both` (`char.choose-two`).",
    "optional",
    "first",
    "second",
    "pair",
    "both",
  ),
  "op.swap-top-modifiers": P(
    "Swap two characters' top modifiers; `pair` and `both` as for `op.swap-stacks`.",
    "optional",
    "first",
    "second",
    "pair",
    "both",
  ),
  "op.return-to-life": P("Return a dead character to life.", "optional", "target"),
  "op.move-untimely-death": P("Move an untimely death.", "optional", "from", "to"),
  "op.kill": P("Kill a character.", "optional", "target"),
  "op.shuffle-discard-into-draw": P("Shuffle the discard pile into the draw pile.", "optional"),
  "op.search-discard": P(
    "Search the discard pile for a card of a type when `typed` is `yes` (`cardType`, written `one`).",
    "optional",
    "typed",
    "cardType",
  ),
  "op.pass-hand": P(
    "Pass the whole hand; `direction` is `left` or `right`.",
    ...OP_SUBJECT,
    "direction",
  ),
  "op.pass-cards": P(
    "Pass cards; `direction` is `left` or `right`.",
    ...OP_SUBJECT,
    ...AMOUNT,
    "direction",
  ),
  "op.look-at-draw": P(
    "Look at the top cards of the draw pile; `discard` and `reorder` are `yes` or `no`.",
    "optional",
    ...AMOUNT,
    "discard",
    "reorder",
  ),
  "op.shuffle-stack-into-draw": P(
    "Shuffle a character's modifiers into the draw pile.",
    "optional",
    "of",
  ),
  "op.take-story": P("Take a story; `from` is `centre` or `opponent`.", "optional", "from"),
  "op.return-story": P(
    "Return a story to the centre; `which` is `yours` or `chosen`.",
    "optional",
    "which",
  ),
  "op.cancel": P("Cancel a card being played (a response).", "cardType"),
  "op.play-at-once": P("Play the drawn card at once."),
  "op.draw-limit": P(
    "A lasting change of the draw limit; `whose` is `you`, `eachPlayer` or `eachOtherPlayer`; `change` is `increase` or `decrease`.",
    "whose",
    "change",
    ...AMOUNT,
  ),
  "op.plays-per-turn": P(
    "A lasting change of plays per turn; `whose` and `change` as for the draw limit.",
    "whose",
    "change",
    ...AMOUNT,
  ),
  "op.forbid": P(
    "Cards that cannot be played; `where` is `thisCharacter` or `anywhere`; `filter` the cards' test or empty.",
    "cardTypes",
    "filter",
    "where",
  ),
  "op.cannot-return-to-life": P("This character cannot return to life."),
  "op.counts-as-family": P(
    "This character also belongs to a family.",
    "family",
    "familyWord",
    "ownWord",
  ),
  "op.allow-on-dead": P("Cards of a type may be played on dead characters.", "cardTypes"),
} satisfies Record<string, PhraseInfo>;

/** A phrase id. */
export type PhraseId = keyof typeof REGISTRY;

const IDS = Object.keys(REGISTRY) as PhraseId[];

/** Every phrase id, in the order a settings page lists them. */
export function phraseIds(): readonly PhraseId[] {
  return IDS;
}

/** Whether `id` is a phrase id. */
export function isPhraseId(id: string): id is PhraseId {
  return Object.hasOwn(REGISTRY, id);
}

/** The placeholders and description of a phrase, or `undefined` for an unknown id. */
export function phraseInfo(id: string): PhraseInfo | undefined {
  return isPhraseId(id) ? REGISTRY[id] : undefined;
}
