/**
 * A card's requirements (`if …`) and filters (`with …`) read the way the engine reads them
 * (lib/engine interpreter/conditions.ts, RULES.md R6.6), on the bot's board: an ability the card
 * runs judges the table as it stood before the card was placed (the card read as absent from
 * the stack it lies on: an icon it covers counts, its own points and death do not, its own icons
 * only with `rules.ownIconsCountForRequirements`); a lasting ability reads the stacks as they
 * show, its card's own icons left out. The bot uses it to value the steps a requirement guards
 * and the characters a filter lets an effect pick.
 */
import type { CharacterTest, Compare, Condition } from "../dsl";
import type { Board, BoardChar } from "./board";
import { withoutCard } from "./board";
import type { Knowledge, StackRead } from "./knowledge";

/** Where a card's requirements are read: the board, who resolves, and where the card lies. */
export interface Reading {
  k: Knowledge;
  board: Board;
  /** "You" on the card (R6.1). */
  resolver: number;
  /** `this character`, or `null`. */
  self: number | null;
  /** The card whose effect it is (card id), or `null`. */
  card: string | null;
  /** The card's stack index on `self`, or -1 when it lies on no stack. */
  at: number;
  /** `rules.ownIconsCountForRequirements`. */
  ownIcons: boolean;
}

/** Whether the reading's card lies on `c` (at `r.at`). */
function carries(r: Reading, c: BoardChar): boolean {
  return r.at >= 0 && c.id === r.self && c.ids[r.at] === r.card;
}

/** `c` as the requirements of an ability the card runs read it (without the card). */
function judged(r: Reading, c: BoardChar, beforeCard: boolean): BoardChar {
  return beforeCard && carries(r, c) ? withoutCard(r.k, c, r.at) : c;
}

function compares(value: number, compare: Compare, n: number): boolean {
  return compare === "at-least" ? value >= n : compare === "at-most" ? value <= n : value === n;
}

function ownCopies(read: StackRead, at: number, icon: string): number {
  let n = 0;
  for (const v of read.visibleIcons) if (v.index === at && v.icon === icon) n++;
  return n;
}

/** Copies of `icon` that count toward a requirement on `c`. */
function requirementIcons(r: Reading, c: BoardChar, icon: string, beforeCard: boolean): number {
  const shown = c.read;
  if (!carries(r, c)) return shown.icons[icon] ?? 0;
  const own = ownCopies(shown, r.at, icon);
  if (beforeCard) {
    const before = withoutCard(r.k, c, r.at);
    const n = before.read.icons[icon] ?? 0;
    return r.ownIcons ? n + own : n;
  }
  const total = shown.icons[icon] ?? 0;
  return r.ownIcons ? total : total - own;
}

/** Whether `c` passes a test (a filter, or the test of a requirement). */
export function passesTest(
  r: Reading,
  c: BoardChar,
  test: CharacterTest,
  beforeCard = true,
): boolean {
  switch (test.kind) {
    case "has-icons": {
      const has = (icon: string) => requirementIcons(r, c, icon, beforeCard) > 0;
      return test.match === "all" ? test.icons.every(has) : test.icons.some(has);
    }
    case "negative-self-worth":
      return judged(r, c, beforeCard).worth < 0;
    case "self-worth":
      return compares(judged(r, c, beforeCard).worth, test.compare, test.value);
    case "highest-self-worth": {
      const mine = judged(r, c, beforeCard).worth;
      return r.board.chars.every((o) => {
        const j = judged(r, o, beforeCard);
        return j.dead || j.worth <= mine;
      });
    }
    case "in-family":
      return familiesOfChar(r, c).includes(test.family);
  }
}

/**
 * Whether a requirement holds on the board as the engine would read it when the ability starts;
 * `null` when it names `that character` (chosen during the effect, unknown ahead of time).
 */
export function requirementHolds(r: Reading, cond: Condition, beforeCard: boolean): boolean | null {
  switch (cond.kind) {
    case "character": {
      if (cond.subject.kind === "that") return null;
      const c = r.self === null ? undefined : r.board.chars[r.self];
      return c !== undefined && passesTest(r, c, cond.test, beforeCard);
    }
    case "dead-characters": {
      let n = 0;
      for (const c of r.board.chars) {
        if (cond.owner === "you" && c.owner !== r.resolver) continue;
        if (judged(r, c, beforeCard).dead) n++;
      }
      return compares(n, cond.compare, cond.value);
    }
    case "family-icons": {
      const has = (icon: string) =>
        r.board.chars.some(
          (c) => inFamilyOf(r, c, r.resolver) && requirementIcons(r, c, icon, beforeCard) > 0,
        );
      return cond.match === "all" ? cond.icons.every(has) : cond.icons.some(has);
    }
    case "living-characters":
      return compares(livingOf(r, r.resolver, beforeCard), cond.compare, cond.value);
    case "family-size": {
      const mine = livingOf(r, r.resolver, beforeCard);
      const others = Array.from({ length: r.board.seats }, (_, p) => p).filter(
        (p) => p !== r.resolver,
      );
      const holds = (p: number) => {
        const theirs = livingOf(r, p, beforeCard);
        if (cond.compare === "fewer") return theirs < mine;
        return cond.compare === "more" ? theirs > mine : theirs === mine;
      };
      return cond.opponents === "each"
        ? others.length > 0 && others.every(holds)
        : others.some(holds);
    }
  }
}

/** The families `c` is a member of: its card's, and those a live effect on it adds. */
function familiesOfChar(r: Reading, c: BoardChar): readonly string[] {
  const printed = r.k.card(c.ids[0]!).card.family;
  const extra = c.read.memberOf;
  return printed === undefined ? extra : [printed, ...extra];
}

/**
 * Whether `c` is of seat `seat`'s family, as lib/engine's family conditions read it: one of its
 * characters (R1.2), or one that counts as a member of its family.
 */
export function inFamilyOf(r: Reading, c: BoardChar, seat: number): boolean {
  if (c.owner === seat) return true;
  const family = r.board.families[seat] ?? null;
  return family !== null && familiesOfChar(r, c).includes(family);
}

/** The living characters of seat `owner`'s family, as the engine would judge them (R1.2). */
function livingOf(r: Reading, owner: number, beforeCard: boolean): number {
  let n = 0;
  for (const c of r.board.chars) if (inFamilyOf(r, c, owner) && !judged(r, c, beforeCard).dead) n++;
  return n;
}
