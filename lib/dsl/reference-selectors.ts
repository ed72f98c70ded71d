/**
 * The reference table's entries (reference.ts): characters, players and amounts, in docs order.
 */
import type { ReferenceEntry } from "./reference";

export const SELECTOR_ENTRIES: ReferenceEntry[] = [
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
      "any|a [other] [living|dead] character [FILTER]   /   another [living|dead] character [FILTER]",
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
      "N for each ICON [icon] this|that character has   /   N for each [of your] dead character   /   for each COUNT: STATEMENT WITH N",
    example: "on play:\n  draw 1 card for each rose icon this character has",
    summary:
      "Multiplies the number by a count taken when the step resolves: copies of an icon visible on a character, or dead characters. The count may also lead the line — `for each tide icon your family shows: draw a card` is `draw a card for each tide icon your family shows` — before a statement with a number of its own (`dsl/nothing-to-count` otherwise).",
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
