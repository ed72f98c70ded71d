/**
 * The one reference table of the effect language: a short help text, syntax and example for
 * every construct. The editor's hover and completion details, the parser's "e.g." in messages,
 * and the generated part of docs/effect-language.md are all drawn from it.
 *
 * Examples use the sample words `raven`, `rose`, `tide` (icons) and `ashgrove` (a family); each
 * example is a whole effect that compiles (the reference test checks it).
 */
import { CARD_TYPES } from "../model";
import type { DslContext } from "./context";

/** The sample set words the examples use: icons, families and every card type. */
export const SAMPLE_CONTEXT: DslContext = {
  icons: ["raven", "rose", "tide", "lantern", "key"],
  families: ["ashgrove", "blackwood"],
  cardTypes: [...CARD_TYPES],
};

/** Which part of the docs an entry belongs to. */
export type ReferenceGroup =
  | "heading"
  | "operation"
  | "lasting"
  | "statement"
  | "condition"
  | "character"
  | "player"
  | "amount";

/** One construct of the language. */
export interface ReferenceEntry {
  /** The construct id the parser tags tokens with. */
  id: string;
  group: ReferenceGroup;
  title: string;
  /** The construct's shape; `[…]` is optional, `N` a number, `a | b` a choice. */
  syntax: string;
  /** A whole effect using it. */
  example: string;
  summary: string;
  /** The RULES.md rule(s) it implements. */
  rule?: string;
  /** The RULES.md R10 wording it covers, when it is an R10 operation, condition or target. */
  r10?: string;
}

const ENTRIES: ReferenceEntry[] = [
  // Ability headings (effect categories).
  {
    id: "on-play",
    group: "heading",
    title: "on play — immediate effect",
    syntax: "on play: …",
    example: "on play:\n  draw 2 cards",
    summary:
      "Happens once, when the card is played from a hand. Moving the card later does not repeat it. Lines written at the top with no heading are `on play` too.",
    rule: "R6.2",
  },
  {
    id: "while-visible",
    group: "heading",
    title: "while visible — continuous effect",
    syntax: "while visible: …",
    example: "while visible:\n  draw limit +1",
    summary:
      "Applies as long as this card's effect text is visible on its stack, and follows the card if it moves. Holds lasting effects: `draw limit`, `no …`, `allow …`.",
    rule: "R6.3",
  },
  {
    id: "while-persistent",
    group: "heading",
    title: "while persistent — persistent effect",
    syntax: "while persistent: …",
    example: "while persistent:\n  no untimely deaths on this character",
    summary:
      "Applies as long as this card's persistent icon or its reminder is visible; ends when both are covered. Holds lasting effects.",
    rule: "R6.4",
  },
  {
    id: "response",
    group: "heading",
    title: "response — played out of turn",
    syntax: "response: cancel a|an CARD-TYPE …",
    example: "response: cancel an event",
    summary:
      "Played during another player's turn, right after they make a play. Must cancel something; the cancelled card is discarded with no effect and the play still counts as used.",
    rule: "R6.5",
  },
  {
    id: "on-draw",
    group: "heading",
    title: "on draw — when the card is drawn",
    syntax: "on draw: …",
    example: "on draw: play at once",
    summary:
      "Happens when the card is drawn. `play at once` makes the card play as soon as it is drawn.",
    rule: "R4.6",
  },
  {
    id: "on-claim",
    group: "heading",
    title: "on claim — when a story is claimed",
    syntax: "on claim: …",
    example: "story requires raven, rose\non claim: draw 1 card",
    summary: "A story's immediate effect: happens once, for the player who claims it.",
    rule: "R8.4",
  },
  {
    id: "while-held",
    group: "heading",
    title: "while held — a story's lasting effect",
    syntax: "while held: …",
    example: "story requires raven, tide\nwhile held: draw limit +1",
    summary: "Applies to the player holding the story, for as long as they hold it.",
    rule: "R8.4",
  },
  {
    id: "story-requires",
    group: "heading",
    title: "story requires — a story's claim requirement",
    syntax: "story requires ICON, ICON[, ICON …]",
    example: "story requires raven, rose, tide",
    summary:
      "Met by a family when different characters of it, living or dead, together show these icons, one icon per character. Name an icon twice to ask for two characters showing it.",
    rule: "R6.7, R8.1",
  },
  {
    id: "trigger-turn",
    group: "heading",
    title: "at the start / end of a turn — a trigger",
    syntax: "at the start|end of your|each turn: …",
    example: "at the start of your turn:\n  draw 1 card",
    summary:
      "Happens each time a turn starts (before its first play) or ends (after its draw step): `your turn` is a turn of the player who controls the character the card is on (or holds the story), `each turn` (also `each player's turn`, `every turn`) anyone's. Like every trigger, it acts while the card applies: while its effect text is visible on a living character's stack (or while the story is held); its steps happen once each time, as under `on play:`.",
    rule: "R6.1, R6.3",
  },
  {
    id: "trigger-whenever",
    group: "heading",
    title: "whenever — a trigger",
    syntax:
      "whenever a modifier|card|untimely death is played on this character|one of your characters: …   or   whenever you play an event | an event is played | a character dies | one of your characters dies | a story is claimed | you claim a story: …",
    example: "whenever a modifier is played on this character:\n  you may draw 1 card",
    summary:
      "Happens each time the event does while the card applies (its effect text visible on a living character's stack, or the story held), after the play that caused it has resolved. A card played does not set off its own `whenever` trigger. `you` is the controller of the character the card is on (R6.1). Simultaneous triggers resolve from the active player in seat order, each player's characters in table order, each stack bottom to top, then that player's story; a play that sets triggers off more than 50 times stops them.",
    rule: "R6.1, R6.3",
  },
  {
    id: "trigger",
    group: "heading",
    title: "while persistent, … — a persistent trigger",
    syntax: "while persistent, at the start of your turn: …   or   while persistent, whenever …: …",
    example: "while persistent, at the start of your turn:\n  draw 1 card",
    summary:
      "A trigger that acts while the card's persistent icon or its reminder is visible (R6.4) rather than its effect text. `while visible,` before a trigger says the default aloud.",
    rule: "R6.4",
  },
  // Statements.
  {
    id: "if",
    group: "statement",
    title: "if — a requirement",
    syntax: "if CONDITION: STATEMENT   or   if CONDITION: (indented lines below)",
    example:
      "on play:\n  draw 1 card\n  if this character has raven and rose: each other player discards 1 card",
    summary:
      "The statements after the colon (on the same line, or indented below) happen only if the condition holds when the card is played. Statements before the `if` happen regardless; the card may still be played. The character is judged as it stood before the card was placed on it: an icon the card covers still counts, the card's own points do not, and its own icons count only when the set's rules say so. A `with …` filter of the card's choices is read the same way.",
    rule: "R6.6",
  },
  {
    id: "roll",
    group: "statement",
    title: "roll a die — chance",
    syntax:
      "roll a die:   (or 'roll a six-sided die', 'roll a d8') then indented outcomes: RESULTS: STATEMENT   …   otherwise: STATEMENT",
    example:
      "on play:\n  roll a die:\n    1-2: discard 1 card\n    3-5: draw 1 card\n    on a 6: draw 2 cards",
    summary:
      "Rolls a die with the game's seeded generator (six sides unless written `d8` or `eight-sided`); every player sees the result in the log. Each outcome names results — `3`, `1-2`, `3 to 5`, `on a 6`, `on a 1 or 2`, `1, 3, 5` — and its steps happen on those results; `otherwise:` catches every result not named. A result named twice takes the first outcome, and results nothing names do nothing (both are warned about). Undoing a roll does not bring the same result back.",
  },
  {
    id: "may",
    group: "statement",
    title: "may — an optional step",
    syntax: "[WHO] may STATEMENT",
    example: "on play:\n  you may discard your hand",
    summary: "The player may decline this step when it resolves.",
  },
  // One-shot operations.
  {
    id: "draw",
    group: "operation",
    title: "draw",
    syntax: "[WHO] draw N [cards] [for each …]",
    example: "on play:\n  draw 2 cards",
    summary: "The player (you, unless a subject says who) draws cards.",
    rule: "R10",
    r10: "draw n; each player / each other player / a chosen player draws n",
  },
  {
    id: "discard",
    group: "operation",
    title: "discard cards",
    syntax: "[WHO] discard N [cards] [for each …]",
    example: "on play:\n  discard 2 cards",
    summary: "The player discards cards of their choice from their hand.",
    rule: "R10",
    r10: "discard n chosen cards; each player / each other player / a chosen player discards n",
  },
  {
    id: "discard-hand",
    group: "operation",
    title: "discard a whole hand",
    syntax: "[WHO] discard your|their hand",
    example: "on play:\n  discard your hand",
    summary: "The player discards every card in their hand.",
    rule: "R10",
    r10: "discard your hand",
  },
  {
    id: "take-cards",
    group: "operation",
    title: "take cards from a hand",
    syntax: "take N [cards] [at random] from PLAYER'S hand",
    example: "on play:\n  take 1 card at random from an opponent's hand",
    summary:
      "You take cards from another player's hand into yours: chosen after looking, or at random without looking.",
    rule: "R10",
    r10: "take cards from another player's hand",
  },
  {
    id: "look-at-hand",
    group: "operation",
    title: "look at a hand",
    syntax: "look at PLAYER'S hand",
    example: "on play:\n  look at an opponent's hand",
    summary: "You look at another player's hand without taking anything.",
    rule: "R10",
    r10: "look at cards from another player's hand",
  },
  {
    id: "swap-hands",
    group: "operation",
    title: "swap hands",
    syntax: "swap hands with an opponent | a chosen player",
    example: "on play:\n  swap hands with an opponent",
    summary: "You and the other player exchange your whole hands.",
    rule: "R10",
    r10: "swap hands",
  },
  {
    id: "gain-free-plays",
    group: "operation",
    title: "gain free plays",
    syntax: "[WHO] gain N free plays [for each …] [for a|an CARD-TYPE]",
    example:
      "on play:\n  gain 1 free play for an untimely death\n  each other player gains 1 free play",
    summary:
      "Extra plays this turn that do not count toward the usual two, optionally only for one card type. `extra` means the same as `free`. With a subject (`each player gains 1 free play`) others gain them too: a player whose turn it is not keeps theirs for their next turn, and free plays unused at the end of their owner's turn are lost.",
    rule: "R5.5",
    r10: "gain n extra (free) plays, optionally restricted to a card type",
  },
  {
    id: "move-modifier",
    group: "operation",
    title: "move a modifier",
    syntax: "move the top modifier | a visible modifier from CHARACTER to CHARACTER",
    example: "on play:\n  move the top modifier from this character to another living character",
    summary:
      "Moves one modifier card, with everything it shows, from one character's stack to the top of another's. `a visible modifier` lets the player pick any modifier that can be seen.",
    rule: "R10",
    r10: "move the top modifier (or a chosen visible modifier) from one character to another",
  },
  {
    id: "discard-modifier",
    group: "operation",
    title: "discard a modifier",
    syntax: "discard the top modifier | a visible modifier of CHARACTER",
    example: "on play:\n  discard the top modifier of any living character",
    summary: "Removes one modifier from a character's stack to the discard pile.",
    rule: "R10",
    r10: "discard the top modifier of a character",
  },
  {
    id: "swap-stacks",
    group: "operation",
    title: "swap stacks",
    syntax: "swap the stacks of CHARACTER and CHARACTER",
    example: "on play:\n  swap the stacks of this character and another living character",
    summary: "The two characters exchange every card played on them.",
    rule: "R10",
    r10: "swap two characters' stacks",
  },
  {
    id: "swap-top-modifiers",
    group: "operation",
    title: "swap top modifiers",
    syntax: "swap the top modifiers of CHARACTER and CHARACTER",
    example:
      "on play:\n  swap the top modifiers of any living character and another living character",
    summary: "The two characters exchange the top modifier of their stacks.",
    rule: "R10",
    r10: "swap two characters' top modifiers",
  },
  {
    id: "swap",
    group: "operation",
    title: "swap",
    syntax: "swap hands with … | swap the stacks of … | swap the top modifiers of …",
    example: "on play:\n  swap hands with a chosen player",
    summary: "Exchanges hands, stacks or top modifiers.",
  },
  {
    id: "return-to-life",
    group: "operation",
    title: "return to life",
    syntax: "return CHARACTER to life",
    example: "on play:\n  return one of your dead characters to life",
    summary: "A dead character lives again: its untimely death leaves its stack.",
    rule: "R7.4",
    r10: "return a dead character to life",
  },
  {
    id: "move-untimely-death",
    group: "operation",
    title: "move an untimely death",
    syntax: "move the untimely death from CHARACTER to CHARACTER",
    example:
      "on play:\n  move the untimely death from any dead character to any living character with negative self-worth",
    summary:
      "The first character lives again and the second dies; the second must be able to receive an untimely death.",
    rule: "R7.4",
    r10: "move an untimely death",
  },
  {
    id: "kill",
    group: "operation",
    title: "kill",
    syntax: "kill CHARACTER",
    example: "on play:\n  kill any living character with negative self-worth",
    summary:
      "The character dies at once, as if an untimely death were played on it as a free play: only a living character with negative self-worth can be killed (R7.2), so name one; with none, nothing happens.",
    rule: "R7",
    r10: "kill a character with a negative self-worth as a free play",
  },
  {
    id: "shuffle-discard",
    group: "operation",
    title: "shuffle the discard pile",
    syntax: "shuffle the discard pile into the draw pile",
    example: "on play:\n  shuffle the discard pile into the draw pile",
    summary: "The discard pile is shuffled into the draw pile.",
    rule: "R10",
    r10: "shuffle the discard pile into the draw pile",
  },
  {
    id: "search-discard",
    group: "operation",
    title: "search the discard pile",
    syntax: "search the discard pile for a card | a|an CARD-TYPE",
    example: "on play:\n  search the discard pile for a modifier",
    summary: "You take a card of that type (or any card) from the discard pile into your hand.",
    rule: "R10",
    r10: "search the discard pile for a card of a type",
  },
  {
    id: "pass-hand",
    group: "operation",
    title: "pass hands to a neighbour",
    syntax:
      "[PLAYERS] pass|passes|give|gives your|their hand to the left | to the right | to the next player | to the player on your|their left|right",
    example: "on play:\n  each player passes their hand to the left",
    summary:
      "Each player named gives their whole hand to the player on their left (the next player in turn order) or right; all hands move at once. The cards are shown only to the giver and the receiver.",
    rule: "R3.6",
  },
  {
    id: "pass-cards",
    group: "operation",
    title: "pass chosen cards to a neighbour",
    syntax:
      "[PLAYERS] pass|passes|give|gives N card(s) [of your|their choice] to the left | to the right | to the next player | to the player on your|their left|right",
    example: "on play:\n  each player gives a card of their choice to the next player",
    summary:
      "Each player named chooses that many cards of their own hand (all of it when it holds fewer); once everyone has chosen, all the chosen cards move at once, so no one passes on a card just received. Only the giver and the receiver see the cards.",
    rule: "R3.6",
  },
  {
    id: "look-at-draw",
    group: "operation",
    title: "look at the top of the draw pile",
    syntax:
      "look at the top [N] card(s) of the draw pile [and discard any of them] [and put them|the rest back in any order]",
    example:
      "on play:\n  look at the top 3 cards of the draw pile, discard any of them and put the rest back in any order",
    summary:
      "You look at the top cards of the draw pile (no one else sees them). With `discard any of them` you decide for each card, top first, whether to discard it; with `put them back in any order` you choose the order they go back in (the first chosen on top), else they go back as they were. Either part may also stand on a line of its own right after the look. Others learn only how many cards went back.",
  },
  {
    id: "shuffle-stack",
    group: "operation",
    title: "shuffle a character's stack into the draw pile",
    syntax: "shuffle this character's stack | the stack|modifiers of CHARACTER into the draw pile",
    example: "on play:\n  shuffle the stack of an opponent's character into the draw pile",
    summary:
      "Every card on a living character's stack above the character card is shuffled into the draw pile; the character stays, with no points or icons. A dead character's set-aside stack is never shuffled (its untimely death and final points stay, R7.3): only living characters can be chosen.",
    rule: "R7.3",
  },
  {
    id: "take-story",
    group: "operation",
    title: "take a story",
    syntax: "take a story from the centre | from an opponent",
    example: "on play:\n  take a story from an opponent",
    summary:
      "You choose a story in the centre (or one an opponent holds) and hold it, with no requirement to meet: it is not a claim, so its `on claim:` steps do not run. A story you held before goes back to the centre (you hold at most one, R8.3).",
    rule: "R8.3",
  },
  {
    id: "return-story",
    group: "operation",
    title: "return a story to the centre",
    syntax: "return your story | a story to the centre",
    example: "on play:\n  return a story to the centre",
    summary:
      "Your story (or a held story you choose, anyone's) goes back to the centre, where it may be claimed again. Nothing happens when there is none.",
    rule: "R8.3",
  },
  {
    id: "skip",
    group: "operation",
    title: "skip a turn or a draw step",
    syntax: "[WHO] skip your|their next turn | next draw step",
    example: "on play:\n  an opponent skips their next turn",
    summary: "The player misses their next whole turn, or only the drawing at the end of it.",
    rule: "R10",
    r10: "skip your next turn or your next draw step",
  },
  {
    id: "cancel",
    group: "operation",
    title: "cancel a card as it is played",
    syntax: "cancel a|an CARD-TYPE [as it is played]",
    example: "response: cancel a modifier",
    summary:
      "Only under `response:`. The card just played (of that type) is discarded with no effect.",
    rule: "R6.5",
    r10: "cancel an event / modifier / untimely death as it is played",
  },
  {
    id: "play-at-once",
    group: "operation",
    title: "play at once",
    syntax: "play at once",
    example: "on draw: play at once",
    summary:
      "Only under `on draw:`. The card is played as soon as it is drawn; drawn in the draw step, it resolves at the end of the turn and is not replaced.",
    rule: "R4.6",
    r10: "play as soon as drawn",
  },
  // Lasting effects.
  {
    id: "draw-limit",
    group: "lasting",
    title: "change the draw limit",
    syntax: "[your | each player's | each other player's] draw limit +N | -N [for each …]",
    example: "while visible:\n  each other player's draw limit +1\n  draw limit -1",
    summary:
      "Raises or lowers how many cards the player draws up to in their draw step: yours (you control the character the card is on, or hold the story), every player's, or every other player's. Only under `while visible:`, `while persistent:` or `while held:`.",
    rule: "R4.4",
    r10: "change the draw limit (continuous or persistent)",
  },
  {
    id: "forbid",
    group: "lasting",
    title: "forbid cards",
    syntax:
      "no CARD-TYPES [with a|an ICON | with negative points] [may be played] [on this character]",
    example:
      "while visible:\n  no modifiers with a raven may be played on this character\n  no events",
    summary:
      "No card of that type may be played on this character (`on this character`) or at all (without it). `with a raven` forbids only the cards printing that icon, `with negative points` only those whose printed points add up below zero. Forbids apply to plays from a hand; a response is refused only by `no events`. Only under a lasting heading.",
    rule: "R10",
    r10: "forbid modifiers or untimely deaths on this character, or forbid events while visible",
  },
  {
    id: "allow-on-dead",
    group: "lasting",
    title: "allow modifiers on dead characters",
    syntax: "allow MODIFIERS on dead characters",
    example: "while visible:\n  allow modifiers on dead characters",
    summary:
      "While the effect applies, every player may also play modifiers on dead characters (their points still count in their family's value). Only under a lasting heading.",
    rule: "R5.2",
  },
  {
    id: "plays-per-turn",
    group: "lasting",
    title: "change the plays per turn",
    syntax: "[your | each player's | each other player's] plays per turn +N | -N [for each …]",
    example: "while visible:\n  your plays per turn +1\n  each other player's plays per turn -1",
    summary:
      "Raises or lowers how many regular plays a player makes in a turn (the set's rules say 2), never below 0; free plays come on top. Only under a lasting heading.",
    rule: "R4.1",
  },
  {
    id: "cannot-return-to-life",
    group: "lasting",
    title: "this character cannot return to life",
    syntax: "this character cannot return to life",
    example: "while visible:\n  this character cannot return to life",
    summary:
      "While the card shows on the character's stack — dead or alive — no effect returns it to life, and its untimely death cannot be moved off it. Only under a lasting heading.",
    rule: "R7.4",
  },
  {
    id: "counts-as-family",
    group: "lasting",
    title: "this character counts as a member of a family",
    syntax: "this character counts as a member of the FAMILY family",
    example: "while visible:\n  this character counts as a member of the blackwood family",
    summary:
      "While the card shows on the character's stack — dead or alive — the character is also a member of that family: `is in the … family` tests pass, and it counts toward the story requirements of the player whose family that is (R6.7, R8.2) as well as its controller's. It stays under its controller: family value and the end of the game (R9.1, R9.2) count only the characters a player controls. Only under a lasting heading.",
    rule: "R6.7",
  },
  // Conditions.
  {
    id: "has-icons",
    group: "condition",
    title: "has icons",
    syntax: "CHARACTER has ICON [and|or ICON …]   /   … with ICON [and|or ICON …]",
    example: "on play:\n  if this character has raven and rose: draw 2 cards",
    summary:
      "The character shows these icons on its stack: all of them with `and`, at least one with `or`.",
    rule: "R2.4, R6.6",
    r10: "conditions on the target's icons",
  },
  {
    id: "negative-self-worth",
    group: "condition",
    title: "negative self-worth",
    syntax: "CHARACTER has negative self-worth   /   … with negative self-worth",
    example: "on play:\n  if this character has negative self-worth: draw 1 card",
    summary: "The character's self-worth (the sum of its visible points) is below zero.",
    rule: "R2.3",
    r10: "conditions on self-worth: negative",
  },
  {
    id: "self-worth",
    group: "condition",
    title: "self-worth compared",
    syntax: "CHARACTER has self-worth at least|at most|exactly N",
    example: "on play:\n  if this character has self-worth at most -20: draw 1 card",
    summary:
      "Compares the character's self-worth with a number, which may be negative (write the sign against it: -20).",
    rule: "R2.3",
    r10: "conditions on self-worth: at most n",
  },
  {
    id: "highest-self-worth",
    group: "condition",
    title: "the highest self-worth",
    syntax: "CHARACTER has the highest self-worth",
    example:
      "on play:\n  discard the top modifier of any living character with the highest self-worth",
    summary: "No living character has a higher self-worth (ties count as highest).",
    rule: "R2.3",
    r10: "conditions on self-worth: highest",
  },
  {
    id: "in-family",
    group: "condition",
    title: "in a family",
    syntax: "CHARACTER is in the FAMILY family   /   … in the FAMILY family",
    example: "on play:\n  if this character is in the ashgrove family: draw 1 card",
    summary: "The character belongs to that family of the set.",
    rule: "R1.2",
  },
  {
    id: "dead-characters",
    group: "condition",
    title: "number of dead characters",
    syntax: "at least|at most|exactly N [of your] characters are dead",
    example: "on play:\n  if at least 2 of your characters are dead: draw 2 cards",
    summary: "Counts dead characters: everyone's, or with `of your` only yours.",
    rule: "R7.3",
    r10: "conditions on the number of dead characters",
  },
  {
    id: "family-icons",
    group: "condition",
    title: "icons your family shows",
    syntax: "your family has|shows [a|one] ICON [icon] and|or [a|one] ICON … [showing]",
    example: "on play:\n  if your family has a raven and a rose showing: draw 1 card",
    summary:
      "Your characters together show the icons (`and`: all of them, `or`: any one), each icon on any of your characters, living or dead — as a story requirement reads a family. A card's own icons count as in `has` (R6.6).",
    rule: "R6.7",
  },
  {
    id: "family-living",
    group: "condition",
    title: "living or dead characters in your family",
    syntax: "your family has at least|at most|exactly N living|dead characters",
    example: "on play:\n  if your family has at most 2 living characters: draw 2 cards",
    summary:
      "Counts your characters that are living (or dead) when the step resolves. `dead` is the same condition as `at least N of your characters are dead`.",
    rule: "R7.3",
  },
  {
    id: "family-size",
    group: "condition",
    title: "an opponent's family against yours",
    syntax:
      "an|any|each opponent's family has fewer|more living characters than yours   /   … has as many living characters as yours",
    example:
      "on play:\n  if an opponent's family has fewer living characters than yours: draw 1 card",
    summary:
      "Compares the living characters of another player's family with yours: `an`/`any` holds when it is true of at least one opponent, `each` when it is true of every opponent.",
    rule: "R1.2",
  },
  // Characters.
  {
    id: "this-character",
    group: "character",
    title: "this character",
    syntax: "this character",
    example: "on play:\n  discard the top modifier of this character",
    summary: "The character this card is played on.",
    rule: "R5.1",
    r10: "targets: this character",
  },
  {
    id: "that-character",
    group: "character",
    title: "that character",
    syntax: "that character",
    example:
      "on play:\n  discard the top modifier of any living character\n  if that character has raven: draw 1 card",
    summary: "The character chosen most recently by an earlier statement of the same ability.",
  },
  {
    id: "any-character",
    group: "character",
    title: "any character / another character",
    syntax:
      "any [other] [living|dead] character [FILTER]   /   another [living|dead] character [FILTER]",
    example: "on play:\n  return any dead character to life",
    summary:
      "A character the player chooses, any player's. `another` leaves out this character. Filters: `with …` (icons or self-worth) or `in the FAMILY family`.",
    rule: "R10",
    r10: "targets: any living / dead character",
  },
  {
    id: "your-character",
    group: "character",
    title: "one of your characters",
    syntax: "one of your [other] [living|dead] characters [FILTER]",
    example:
      "on play:\n  move the top modifier from this character to one of your living characters",
    summary: "A character of the resolving player's family, chosen by them.",
    rule: "R6.1",
    r10: "targets: one of your characters",
  },
  {
    id: "opponents-character",
    group: "character",
    title: "an opponent's character",
    syntax: "an opponent's [other] [living|dead] character [FILTER]",
    example: "on play:\n  discard the top modifier of an opponent's living character",
    summary: "A character of another player's family, chosen by the resolving player.",
    rule: "R10",
    r10: "targets: an opponent's character",
  },
  // Players.
  {
    id: "you",
    group: "player",
    title: "you",
    syntax: "you",
    example: "on play:\n  you may draw 1 card",
    summary:
      "The player who controls the character the card is played on (not necessarily who played it). A statement with no subject is done by you.",
    rule: "R6.1",
    r10: "targets: you",
  },
  {
    id: "each-player",
    group: "player",
    title: "each player",
    syntax: "each player",
    example: "on play:\n  each player draws 1 card",
    summary: "Every player, you included, in turn order starting with you.",
    rule: "R10",
    r10: "targets: each player",
  },
  {
    id: "each-other-player",
    group: "player",
    title: "each other player",
    syntax: "each other player",
    example: "on play:\n  each other player discards 1 card",
    summary: "Every player but you.",
    rule: "R10",
    r10: "targets: each other player",
  },
  {
    id: "chosen-player",
    group: "player",
    title: "a chosen player",
    syntax: "a chosen player",
    example: "on play:\n  a chosen player draws 2 cards",
    summary: "One player you choose (you may choose yourself).",
    rule: "R10",
    r10: "targets: a chosen player",
  },
  {
    id: "opponent",
    group: "player",
    title: "an opponent",
    syntax: "an opponent",
    example: "on play:\n  an opponent discards their hand",
    summary: "One other player you choose.",
    rule: "R10",
    r10: "targets: another player",
  },
  // Amounts.
  {
    id: "for-each",
    group: "amount",
    title: "for each — counted amounts",
    syntax:
      "N for each ICON [icon] this|that character has   /   N for each [of your] dead character",
    example: "on play:\n  draw 1 card for each rose icon this character has",
    summary:
      "Multiplies the number by a count taken when the step resolves: copies of an icon visible on a character, or dead characters.",
    rule: "R2.4",
    r10: 'counts such as "for each romance icon the character has"',
  },
  {
    id: "for-each-family-icon",
    group: "amount",
    title: "for each icon your family shows",
    syntax: "N for each ICON [icon] your family shows|has [showing]",
    example: "while visible:\n  draw limit +1 for each tide icon your family shows",
    summary:
      "Counts every visible copy of the icon on all your characters, living or dead, when the step resolves; a lasting effect follows the table as it changes.",
    rule: "R2.4",
  },
  {
    id: "for-each-living",
    group: "amount",
    title: "for each living character",
    syntax:
      "N for each living character [in your family]   /   N for each of your living characters",
    example: "on play:\n  draw 1 card for each living character in your family",
    summary: "Counts living characters when the step resolves: everyone's, or only yours.",
    rule: "R1.2",
  },
];

/** Every reference entry, in docs order. */
export const REFERENCE: readonly ReferenceEntry[] = ENTRIES;

const BY_ID = new Map(ENTRIES.map((entry) => [entry.id, entry]));

/** The entry of a construct id, if there is one. */
export function referenceEntry(id: string): ReferenceEntry | undefined {
  return BY_ID.get(id);
}

/** The markdown help of an entry, as hover shows it. */
export function referenceMarkdown(entry: ReferenceEntry): string {
  const rule = entry.rule ? `\n\n_RULES ${entry.rule}_` : "";
  return `**${entry.title}**\n\n${entry.summary}\n\n\`${entry.syntax}\`\n\nExample:\n\n\`\`\`\n${entry.example}\n\`\`\`${rule}`;
}

/** The example of a construct as one line, for "e.g." in messages (its last line). */
export function exampleLine(id: string): string | undefined {
  const example = BY_ID.get(id)?.example;
  if (example === undefined) return undefined;
  const lines = example.split("\n");
  return (lines[lines.length - 1] ?? "").trim();
}
