/**
 * The reference table's entries (reference.ts): lasting effects and conditions, in docs order.
 */
import type { ReferenceEntry } from "./reference";

export const CONDITION_ENTRIES: ReferenceEntry[] = [
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
    syntax:
      "your family has|shows [a|one] ICON [icon] and|or [a|one] ICON … [showing]   /   you have|show …",
    example: "on play:\n  if your family has a raven and a rose showing: draw 1 card",
    summary:
      "Your characters together show the icons (`and`: all of them, `or`: any one), each icon on any of your characters, living or dead — as a story requirement reads a family. A card's own icons count as in `has` (R6.6). `you have a raven showing` says the same as `your family has …`, and an icon may be written in the plural (`ravens`).",
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
];
