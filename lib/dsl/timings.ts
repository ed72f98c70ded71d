/**
 * Effect timings: when each part of a card's effect applies from a stack (RULES.md R6.2–R6.4),
 * read off the compiled IR. The one derivation the engine, the stack preview, the x-ray and the
 * CLI all use, so none of them can say "live" of an `on play:` part.
 *
 * NOTE: {@link cardTimings} caches per set and card object (weakly): sets and cards are values
 * never changed in place (DESIGN.md), so an edit is a new object with its own entry.
 */
import type { Card, PrintedEffectCategory, VellumSet } from "../model";
import { PRINTED_EFFECT_CATEGORIES } from "../model";
import { compileEffect } from "./compile";
import { contextFromSet } from "./context";
import type { DslContext } from "./context";
import type { EffectIR, Trigger } from "./ir";

/**
 * When one effect part applies from a stack: `continuous` while its effect text is visible
 * (R6.3), `persistent` while its persistent icon or reminder is visible (R6.4), `immediate`
 * never (it acted once, R6.2). Responses, on-draw, on-claim and while-held parts act from a
 * hand, the centre or a held story, never from a stack: they are `immediate` here. A trigger is
 * live (it may fire) while visible — `continuous` — or, written `while persistent, …:`, while
 * persistent.
 */
export type EffectTiming = "immediate" | "continuous" | "persistent";

/**
 * The timings of a compiled effect: one per step ability, in the order of `ir.abilities` (a
 * story's requirement has none), so the k-th timing is the k-th step ability's. No effect
 * (`null`) has none.
 */
export function effectTimings(ir: EffectIR | null): EffectTiming[] {
  const timings: EffectTiming[] = [];
  if (ir === null) return timings;
  for (const ability of ir.abilities) {
    switch (ability.category) {
      case "story-requirement":
        break;
      case "continuous":
      case "persistent":
        timings.push(ability.category);
        break;
      case "immediate":
      case "response":
      case "on-draw":
      case "on-claim":
      case "while-held":
        timings.push("immediate");
        break;
      // A trigger is live while its text is visible, or its persistent icon or reminder is.
      case "trigger":
        timings.push(ability.trigger?.while === "persistent" ? "persistent" : "continuous");
        break;
      default: {
        const never: never = ability;
        throw new Error(`unknown ability category in ${JSON.stringify(never)}`);
      }
    }
  }
  return timings;
}

const NONE: readonly EffectTiming[] = Object.freeze([]);

interface SetTimings {
  ctx: DslContext;
  byCard: WeakMap<Card, readonly EffectTiming[]>;
  categories: WeakMap<Card, readonly PrintedEffectCategory[]>;
}

function setMemo(set: VellumSet): SetTimings {
  let memo = bySet.get(set);
  if (!memo) {
    memo = { ctx: contextFromSet(set), byCard: new WeakMap(), categories: new WeakMap() };
    bySet.set(set, memo);
  }
  return memo;
}

const bySet = new WeakMap<VellumSet, SetTimings>();

/**
 * The {@link effectTimings} of `card`'s effect compiled against `set`'s words (for
 * `resolveStack(cards, set, cardTimings)`). A card with no effect, or whose effect does not
 * compile, has none: such an effect never acts (the set's diagnostics report it, and the engine
 * refuses a set with one). The array returned is shared and frozen.
 */
export function cardTimings(card: Card, set: VellumSet): readonly EffectTiming[] {
  if (card.effect === undefined || card.effect.trim().length === 0) return NONE;
  const memo = setMemo(set);
  let timings = memo.byCard.get(card);
  if (!timings) {
    const { ir } = compileEffect(card.effect, memo.ctx, { cardType: card.type });
    timings = Object.freeze(effectTimings(ir ?? null));
    memo.byCard.set(card, timings);
  }
  return timings;
}

/**
 * The printed effect categories of a compiled effect (the icons a frame's `category-icon` region
 * draws), each once, in {@link PRINTED_EFFECT_CATEGORIES} order. An ability is printed as the
 * category a player reads it by: `response` as a response; `continuous` and `while-held` (it
 * acts while something is true: its text shows, the story is held) as continuous; `persistent`
 * as persistent; what acts once (`immediate`, `on-draw`, `on-claim`) as immediate. A story's
 * requirement is no effect and prints none.
 */
export function effectCategoriesOf(ir: EffectIR | null): PrintedEffectCategory[] {
  const found = new Set<PrintedEffectCategory>();
  if (ir === null) return [];
  for (const ability of ir.abilities) {
    switch (ability.category) {
      case "story-requirement":
        break;
      case "response":
      case "continuous":
      case "persistent":
        found.add(ability.category);
        break;
      case "while-held":
        found.add("continuous");
        break;
      case "trigger":
        // A trigger acts from a stack while its text (or its persistent icon) shows.
        found.add(ability.trigger?.while === "persistent" ? "persistent" : "continuous");
        break;
      case "immediate":
      case "on-draw":
      case "on-claim":
        found.add("immediate");
        break;
      default: {
        const never: never = ability;
        throw new Error(`unknown ability category in ${JSON.stringify(never)}`);
      }
    }
  }
  return PRINTED_EFFECT_CATEGORIES.filter((c) => found.has(c));
}

const NO_CATEGORIES: readonly PrintedEffectCategory[] = Object.freeze([]);

/**
 * The {@link effectCategoriesOf} `card`'s effect compiled against `set`'s words: what the
 * renderer prints icons for, derived from the effect (never typed on the card). None for a card
 * without an effect or whose effect does not compile. Shared and frozen; cached like
 * {@link cardTimings}.
 */
export function cardEffectCategories(card: Card, set: VellumSet): readonly PrintedEffectCategory[] {
  if (card.effect === undefined || card.effect.trim().length === 0) return NO_CATEGORIES;
  const memo = setMemo(set);
  let categories = memo.categories.get(card);
  if (!categories) {
    const { ir } = compileEffect(card.effect, memo.ctx, { cardType: card.type });
    categories = Object.freeze(effectCategoriesOf(ir ?? null));
    memo.categories.set(card, categories);
  }
  return categories;
}

/**
 * The triggers of a compiled effect, aligned with {@link effectTimings}: per step ability, its
 * trigger, or `null` for an ability that is not one (so the k-th live effect lib/layers reports
 * for a card can be named by its trigger, e.g. in the stack lab's live effects).
 */
export function effectTriggers(ir: EffectIR | null): (Trigger | null)[] {
  const out: (Trigger | null)[] = [];
  for (const ability of ir?.abilities ?? []) {
    if (ability.category === "story-requirement") continue;
    out.push(ability.trigger ?? null);
  }
  return out;
}

const triggersBySet = new WeakMap<VellumSet, WeakMap<Card, readonly (Trigger | null)[]>>();

/** {@link effectTriggers} of `card`'s effect compiled against `set` (memoised like timings). */
export function cardTriggers(card: Card, set: VellumSet): readonly (Trigger | null)[] {
  if (card.effect === undefined || card.effect.trim().length === 0) return [];
  let byCard = triggersBySet.get(set);
  if (!byCard) {
    byCard = new WeakMap();
    triggersBySet.set(set, byCard);
  }
  let triggers = byCard.get(card);
  if (!triggers) {
    const ctx = bySet.get(set)?.ctx ?? contextFromSet(set);
    const { ir } = compileEffect(card.effect, ctx, { cardType: card.type });
    triggers = Object.freeze(effectTriggers(ir ?? null));
    byCard.set(card, triggers);
  }
  return triggers;
}
