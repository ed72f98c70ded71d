/**
 * The lasting operations of an ability added up (R6.3 continuous, R6.4 persistent, R8.4 while
 * held): draw-limit and plays-per-turn changes, forbids, the permission to play modifiers on the
 * dead (R5.2) and identity effects. The one reading of a lasting ability's steps: the table's
 * summary (table-effects.ts), held stories (held-lasting.ts) and identity (identity.ts) use it.
 */
import type { CardFilter } from "../dsl";
import type { Step } from "../dsl";
import type { CardType } from "../model";
import { amountOf, conditionHolds } from "./interpreter/conditions";
import type { EvalContext } from "./interpreter/conditions";
import type { GameState, InstanceId } from "./types";

/** A forbid of cards of a type that pass a filter (`no modifiers with a raven`). */
export interface ForbidRule {
  cardType: CardType;
  filter: CardFilter;
}

/** The lasting operations of one effect that apply now, added up. */
export interface LastingSum {
  /** Draw-limit change for the effect's resolver. */
  draw: number;
  /** Draw-limit change for every player but the resolver. */
  drawOthers: number;
  /** Plays-per-turn change for the resolver, and for every other player. */
  plays: number;
  playsOthers: number;
  /** Forbids of some cards only, on `this character` and everywhere. */
  hereWith: ForbidRule[] | null;
  allWith: ForbidRule[] | null;
  /** `this character cannot return to life`. */
  noReturn: boolean;
  /** Families `this character` counts as a member of besides its own. */
  families: string[] | null;
  /** Card types forbidden on `this character`. */
  here: CardType[] | null;
  /** Card types forbidden everywhere. */
  all: CardType[] | null;
  /** Whether modifiers may be played on dead characters (R5.2). */
  allowDead: boolean;
}

/**
 * Adds the lasting operations of a lasting ability's `steps` that apply now to `sum`, read as the
 * table shows (its card included): "you" is `resolver`, `this character` is `self` (`null` for a
 * held story), the card is `card`.
 */
export function addLasting(
  state: GameState,
  steps: readonly Step[],
  resolver: number,
  self: number | null,
  card: InstanceId,
  sum: LastingSum,
): void {
  addSteps(state, steps, { resolver, self, that: null, card, beforeCard: false }, sum);
}

/**
 * Adds the lasting operations of `steps` (through `if` steps that hold now) to `sum`.
 * NOTE: its own loop rather than lib/dsl's walkSteps: it runs for every live ability whenever a
 * table's summary is rebuilt, and the shared walker (a visitor call per step, a context per
 * walk) cost about 8% of random games per second.
 */
function addSteps(
  state: GameState,
  steps: readonly Step[],
  ctx: EvalContext,
  sum: LastingSum,
): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.type === "if") {
      if (conditionHolds(state, step.condition, ctx)) addSteps(state, step.then, ctx, sum);
    } else if (step.type === "draw-limit" || step.type === "plays-per-turn") {
      const amount = amountOf(state, step.amount, ctx);
      const n = step.change === "increase" ? amount : -amount;
      const mine = step.players !== "each-other-player";
      const others = step.players !== undefined;
      if (step.type === "draw-limit") {
        if (mine) sum.draw += n;
        if (others) sum.drawOthers += n;
      } else {
        if (mine) sum.plays += n;
        if (others) sum.playsOthers += n;
      }
    } else if (step.type === "forbid") {
      if (step.filter) {
        const rule: ForbidRule = { cardType: step.cardType, filter: step.filter };
        if (step.where === "this-character") (sum.hereWith ??= []).push(rule);
        else (sum.allWith ??= []).push(rule);
      } else if (step.where === "this-character") (sum.here ??= []).push(step.cardType);
      else (sum.all ??= []).push(step.cardType);
    } else if (step.type === "allow-on-dead") {
      sum.allowDead = true;
    } else if (step.type === "cannot-return-to-life") {
      sum.noReturn = true;
    } else if (step.type === "counts-as-family") {
      (sum.families ??= []).push(step.family);
    }
  }
}

/** No card type (shared, never written to). */
export const NONE: readonly CardType[] = Object.freeze([]);

/** No forbid rule (shared, never written to). */
export const NO_RULES: readonly ForbidRule[] = Object.freeze([]);

/** A sum with nothing in it yet. */
export function emptySum(): LastingSum {
  return {
    draw: 0,
    drawOthers: 0,
    plays: 0,
    playsOthers: 0,
    here: null,
    all: null,
    hereWith: null,
    allWith: null,
    allowDead: false,
    noReturn: false,
    families: null,
  };
}
