/**
 * Conditions, character tests and amounts of the IR, read off the visible stacks (R2) through
 * lib/layers. Pure functions of a state and an evaluation context.
 *
 * A card's own conditions (`if` requirements and `with …` filters of an ability it runs) are
 * judged on the table as it stood before the card was placed (R6.6 "when the card is played"):
 * the card is read as absent from whatever stack it lies on — an icon it covers still counts, its
 * own points do not, an untimely death has not yet killed. Amounts (`for each …`) read the
 * table as it shows (R2.4). Lasting abilities read the stacks as they show, their card's own
 * icons left out of requirements.
 */
import type {
  Amount,
  CharacterTest,
  Compare,
  Condition,
  Count,
  FamilySizeCompare,
} from "../../dsl";
import { characterAt, factsOf, isDead, stackFacts } from "../analysis";
import type { StackFacts } from "../catalog";
import { familiesOf } from "../lasting";
import type { CharacterId, GameState, InstanceId } from "../types";

/** Who and what an effect is about while it is evaluated. */
export interface EvalContext {
  /** "you" (R6.1). */
  resolver: number;
  /** `this character`, or `null`. */
  self: CharacterId | null;
  /** `that character`, or `null`. */
  that: CharacterId | null;
  /**
   * The card whose effect this is: its own icons do not count toward requirements unless
   * `rules.ownIconsCountForRequirements` (R6.6). `null` when nothing is excluded.
   */
  card: InstanceId | null;
  /**
   * Whether the card's requirements and filters read the table as it stood before `card` was
   * placed (an ability it runs: immediate, response, on draw, on claim), else as it shows now
   * (a lasting ability, read while its card lies on the stack).
   */
  beforeCard: boolean;
}

/** Whether `value` passes `compare` against `n`. */
export function compares(value: number, compare: Compare, n: number): boolean {
  switch (compare) {
    case "at-least":
      return value >= n;
    case "at-most":
      return value <= n;
    case "exactly":
      return value === n;
  }
}

/** The position of the context's card in the character's stack when it is read as absent, else -1. */
function absentAt(state: GameState, ch: CharacterId, ctx: EvalContext): number {
  if (!ctx.beforeCard || ctx.card === null) return -1;
  return characterAt(state, ch).stack.lastIndexOf(ctx.card);
}

/** The facts of the character's stack without the card at `at` (memoised by content). */
function factsWithout(state: GameState, ch: CharacterId, at: number): StackFacts {
  const stack = characterAt(state, ch).stack;
  return stackFacts(state.catalog, [...stack.slice(0, at), ...stack.slice(at + 1)]);
}

/** The facts of the character's stack as the context's requirements read it. */
function judgedFacts(state: GameState, ch: CharacterId, ctx: EvalContext): StackFacts {
  const at = absentAt(state, ch, ctx);
  return at < 0 ? factsOf(state, ch) : factsWithout(state, ch, at);
}

/** The character's self-worth as the context's requirements read it (R2.3, R6.6). */
function judgedWorth(state: GameState, ch: CharacterId, ctx: EvalContext): number {
  return judgedFacts(state, ch, ctx).analysis.selfWorth;
}

/** Whether the character is dead as the context's requirements read it (R7.3, R6.6). */
function judgedDead(state: GameState, ch: CharacterId, ctx: EvalContext): boolean {
  return characterAt(state, ch).killed || judgedFacts(state, ch, ctx).analysis.dead;
}

/** How many copies of `icon` the card at stack position `at` shows itself. */
function ownCopies(facts: StackFacts, at: number, icon: string): number {
  let own = 0;
  for (const v of facts.analysis.visibleIcons) if (v.icon === icon && v.index === at) own++;
  return own;
}

/**
 * How many copies of `icon` a character shows for a requirement (R2.4, R6.6): read as the
 * context reads the table (see the file comment); the evaluating card's own icons count only
 * with `rules.ownIconsCountForRequirements`.
 */
export function requirementIcons(
  state: GameState,
  ch: CharacterId,
  icon: string,
  ctx: EvalContext,
): number {
  const facts = factsOf(state, ch);
  const counted = state.rules.ownIconsCountForRequirements;
  const absent = absentAt(state, ch, ctx);
  if (absent >= 0) {
    const before = factsWithout(state, ch, absent).analysis.icons[icon] ?? 0;
    return counted ? before + ownCopies(facts, absent, icon) : before;
  }
  const total = facts.analysis.icons[icon] ?? 0;
  if (total === 0 || ctx.card === null || counted) return total;
  const at = characterAt(state, ch).stack.lastIndexOf(ctx.card);
  return at < 0 ? total : total - ownCopies(facts, at, icon);
}

/** Whether a character passes a test (a `with …` filter or an `if` requirement). */
export function testCharacter(
  state: GameState,
  ch: CharacterId,
  test: CharacterTest,
  ctx: EvalContext,
): boolean {
  switch (test.kind) {
    case "has-icons": {
      const has = (icon: string) => requirementIcons(state, ch, icon, ctx) > 0;
      return test.match === "all" ? test.icons.every(has) : test.icons.some(has);
    }
    case "negative-self-worth":
      return judgedWorth(state, ch, ctx) < 0;
    case "self-worth":
      return compares(judgedWorth(state, ch, ctx), test.compare, test.value);
    case "highest-self-worth": {
      const mine = judgedWorth(state, ch, ctx);
      for (let other = 0; other < state.characters.length; other++) {
        if (!judgedDead(state, other, ctx) && judgedWorth(state, other, ctx) > mine) return false;
      }
      return true;
    }
    case "in-family":
      return familiesOf(state, ch, absentAt(state, ch, ctx)).includes(test.family);
  }
}

/**
 * The number of dead characters, everyone's or the resolver's only: as `judged` reads the table
 * (a requirement), or as it shows when `judged` is `null` (a count).
 */
function deadCount(
  state: GameState,
  owner: "anyone" | "you",
  resolver: number,
  judged: EvalContext | null,
): number {
  let n = 0;
  for (let ch = 0; ch < state.characters.length; ch++) {
    if (owner === "you" && state.characters[ch]!.owner !== resolver) continue;
    if (judged === null ? isDead(state, ch) : judgedDead(state, ch, judged)) n++;
  }
  return n;
}

/**
 * Whether character `ch` is of seat `seat`'s family: one of its characters (R1.2), or another's
 * that counts as a member of its family (`this character counts as a member of …`), as story
 * requirements read it (lib/engine/stories.ts).
 */
function inFamilyOf(state: GameState, ch: number, seat: number): boolean {
  if (state.characters[ch]!.owner === seat) return true;
  const family = state.seats[seat]?.family ?? null;
  return family !== null && familiesOf(state, ch).includes(family);
}

/**
 * The number of living characters of `owner`'s family (R1.2: a player's characters, and those
 * counted as members of it), as `judged`
 * reads the table (a requirement), or as it shows when `judged` is `null` (a count).
 */
function livingOf(state: GameState, owner: number | null, judged: EvalContext | null): number {
  let n = 0;
  for (let ch = 0; ch < state.characters.length; ch++) {
    if (owner !== null && !inFamilyOf(state, ch, owner)) continue;
    if (!(judged === null ? isDead(state, ch) : judgedDead(state, ch, judged))) n++;
  }
  return n;
}

/**
 * Copies of `icon` the resolver's family shows: every character of it, living or dead, those
 * counted as members of it too (the characters a story requirement reads, R6.7), every visible
 * copy (R2.4); read as `judged` reads the table (a requirement: the card's own icons left out as
 * R6.6 says), or as it shows (a count). Unlike a story's requirement, the icons are not matched
 * one to a character: "your family has a raven and a rose showing" holds when one character
 * shows both.
 */
function familyIcons(
  state: GameState,
  icon: string,
  resolver: number,
  judged: EvalContext | null,
): number {
  let n = 0;
  for (let ch = 0; ch < state.characters.length; ch++) {
    if (!inFamilyOf(state, ch, resolver)) continue;
    n +=
      judged === null
        ? (factsOf(state, ch).analysis.icons[icon] ?? 0)
        : requirementIcons(state, ch, icon, judged);
  }
  return n;
}

/** Whether an opponent's family size compares with yours as `compare` says (R1.2). */
function familySizeHolds(
  state: GameState,
  opponents: "any" | "each",
  compare: FamilySizeCompare,
  ctx: EvalContext,
): boolean {
  const mine = livingOf(state, ctx.resolver, ctx);
  const holds = (theirs: number) =>
    compare === "fewer" ? theirs < mine : compare === "more" ? theirs > mine : theirs === mine;
  let any = false;
  for (let p = 0; p < state.seats.length; p++) {
    if (p === ctx.resolver) continue;
    const ok = holds(livingOf(state, p, ctx));
    if (opponents === "any" && ok) return true;
    if (opponents === "each" && !ok) return false;
    any = true;
  }
  return opponents === "each" && any;
}

/** Whether an `if` condition holds now. A test on a missing character fails. */
export function conditionHolds(state: GameState, cond: Condition, ctx: EvalContext): boolean {
  switch (cond.kind) {
    case "character": {
      const ch = cond.subject.kind === "this" ? ctx.self : ctx.that;
      return ch !== null && testCharacter(state, ch, cond.test, ctx);
    }
    case "dead-characters":
      return compares(deadCount(state, cond.owner, ctx.resolver, ctx), cond.compare, cond.value);
    case "family-icons": {
      const has = (icon: string) => familyIcons(state, icon, ctx.resolver, ctx) > 0;
      return cond.match === "all" ? cond.icons.every(has) : cond.icons.some(has);
    }
    case "living-characters":
      return compares(livingOf(state, ctx.resolver, ctx), cond.compare, cond.value);
    case "family-size":
      return familySizeHolds(state, cond.opponents, cond.compare, ctx);
  }
}

/**
 * A count (R10 "for each …"): icons shown (every visible copy, R2.4) or dead characters, read off
 * the table as it shows, the card included.
 */
function countOf(state: GameState, count: Count, ctx: EvalContext): number {
  switch (count.kind) {
    case "icons": {
      const ch = count.of.kind === "this" ? ctx.self : ctx.that;
      return ch === null ? 0 : (factsOf(state, ch).analysis.icons[count.icon] ?? 0);
    }
    case "dead-characters":
      return deadCount(state, count.owner, ctx.resolver, null);
    case "family-icons":
      return familyIcons(state, count.icon, ctx.resolver, null);
    case "living-characters":
      return livingOf(state, count.owner === "you" ? ctx.resolver : null, null);
  }
}

/** The value of an amount now (never negative). */
export function amountOf(state: GameState, amount: Amount, ctx: EvalContext): number {
  const n =
    amount.kind === "number" ? amount.value : amount.each * countOf(state, amount.count, ctx);
  return Math.max(0, n);
}
