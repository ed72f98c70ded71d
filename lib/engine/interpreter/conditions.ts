/**
 * Conditions, character tests and amounts of the IR, read off the visible stacks (R2) through
 * lib/layers. Pure functions of a state and an evaluation context.
 */
import type { Amount, CharacterTest, Compare, Condition, Count } from "../../dsl";
import { characterAt, factsOf, isDead, selfWorth } from "../analysis";
import { cardOf } from "../catalog";
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

/**
 * How many copies of `icon` a character shows for a requirement: its visible icons (R2.4),
 * less those printed on the evaluating card itself unless the rules option counts them (R6.6).
 */
export function requirementIcons(
  state: GameState,
  ch: CharacterId,
  icon: string,
  ctx: EvalContext,
): number {
  const facts = factsOf(state, ch);
  const total = facts.analysis.icons[icon] ?? 0;
  if (total === 0 || ctx.card === null || state.rules.ownIconsCountForRequirements) return total;
  const stack = characterAt(state, ch).stack;
  let own = 0;
  for (const v of facts.analysis.visibleIcons) {
    if (v.icon === icon && stack[v.index] === ctx.card) own++;
  }
  return total - own;
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
      return selfWorth(state, ch) < 0;
    case "self-worth":
      return compares(selfWorth(state, ch), test.compare, test.value);
    case "highest-self-worth": {
      const mine = selfWorth(state, ch);
      for (let other = 0; other < state.characters.length; other++) {
        if (!isDead(state, other) && selfWorth(state, other) > mine) return false;
      }
      return true;
    }
    case "in-family":
      return cardOf(state.catalog, characterAt(state, ch).stack[0]!).card.family === test.family;
  }
}

/** The number of dead characters: everyone's, or the resolver's only. */
export function deadCount(state: GameState, owner: "anyone" | "you", resolver: number): number {
  let n = 0;
  for (let ch = 0; ch < state.characters.length; ch++) {
    if (owner === "you" && state.characters[ch]!.owner !== resolver) continue;
    if (isDead(state, ch)) n++;
  }
  return n;
}

/** Whether an `if` condition holds now. A test on a missing character fails. */
export function conditionHolds(state: GameState, cond: Condition, ctx: EvalContext): boolean {
  switch (cond.kind) {
    case "character": {
      const ch = cond.subject.kind === "this" ? ctx.self : ctx.that;
      return ch !== null && testCharacter(state, ch, cond.test, ctx);
    }
    case "dead-characters":
      return compares(deadCount(state, cond.owner, ctx.resolver), cond.compare, cond.value);
  }
}

/** A count (R10 "for each …"): icons shown (every visible copy, R2.4) or dead characters. */
export function countOf(state: GameState, count: Count, ctx: EvalContext): number {
  switch (count.kind) {
    case "icons": {
      const ch = count.of.kind === "this" ? ctx.self : ctx.that;
      return ch === null ? 0 : (factsOf(state, ch).analysis.icons[count.icon] ?? 0);
    }
    case "dead-characters":
      return deadCount(state, count.owner, ctx.resolver);
  }
}

/** The value of an amount now (never negative). */
export function amountOf(state: GameState, amount: Amount, ctx: EvalContext): number {
  const n =
    amount.kind === "number" ? amount.value : amount.each * countOf(state, amount.count, ctx);
  return Math.max(0, n);
}
