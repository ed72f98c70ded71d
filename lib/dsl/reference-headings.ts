/**
 * The reference table's entries (reference.ts): ability headings (effect categories) and statements (`if`, `roll`, `may`), in docs order.
 */
import type { ReferenceEntry } from "./reference";

export const HEADING_ENTRIES: ReferenceEntry[] = [
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
    syntax: "at the start|end of your|their|each turn: …",
    example: "at the start of your turn:\n  draw 1 card",
    summary:
      "Happens each time a turn starts (before its first play) or ends (after its draw step): `your turn` is a turn of the player who controls the character the card is on (or holds the story), `their turn` the same turn (on a card played on an opponent's character, that opponent's), `each turn` (also `each player's turn`, `every turn`) anyone's. Like every trigger, it acts while the card applies: while its effect text is visible on a living character's stack (or while the story is held); its steps happen once each time, as under `on play:`.",
    rule: "R6.1, R6.3",
  },
  {
    id: "trigger-whenever",
    group: "heading",
    title: "whenever — a trigger",
    syntax:
      "whenever a modifier|card|untimely death is played on this character|one of your characters: …   or   whenever you play an event | an event is played | an opponent plays an event | you play a modifier|an untimely death | a player plays a modifier|an untimely death | an opponent plays a modifier|an untimely death | a character dies | one of your characters dies | this character dies | a story is claimed | you claim a story | an opponent claims a story: …",
    example: "whenever a modifier is played on this character:\n  you may draw 1 card",
    summary:
      "Happens each time the event does while the card applies (its effect text visible on a living character's stack, or the story held), after the play that caused it has resolved. A card played does not set off its own `whenever` trigger. `you` is the controller of the character the card is on (R6.1); `an opponent` (or `another player`) is any other player. `you play a modifier` (or `an untimely death`) happens as the card lands on any character, not when it is cancelled or fizzles. `this character dies` is the character the card is on: it is set off once, at that death, if the card applied just before the untimely death landed (a `kill` leaves the stack as it was), and runs though its character is now dead. An untimely death played on this character (`whenever an untimely death is played on this character`, or `a card` when the card is one) that kills it sets the trigger off once, as its last words, the same way: its steps run with the character dead — steps about players, hands, piles and other characters work as usual, while one that needs this character living (a modifier played on it, a living character chosen) finds nothing there. Simultaneous triggers resolve from the active player in seat order, each player's characters in table order, each stack bottom to top, then that player's story; a play that sets triggers off more than 50 times stops them.",
    rule: "R6.1, R6.3",
  },
  {
    id: "trigger",
    group: "heading",
    title: "while persistent, … — a persistent trigger",
    syntax:
      "while persistent, at the start of your turn: …   or   while persistent, whenever …: …   or   HEADING, TRIGGER: … (the set's own heading)",
    example: "while persistent, at the start of your turn:\n  draw 1 card",
    summary:
      "A trigger that acts while the card's persistent icon or its reminder is visible (R6.4) rather than its effect text. `while visible,` before a trigger says the default aloud. A set that names its effect categories may write its own heading before the comma: `ongoing, at the start of your turn:` where `ongoing` is the set's heading for while-visible effects, or its heading for persistent ones in place of `while persistent,`.",
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
];
