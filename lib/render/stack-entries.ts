/**
 * Stack entries whose effect timings come from the compiled effects (lib/dsl), so the preview
 * and the CLI say "live" only of continuous and persistent parts, never of an "on play" one.
 */
import type { EffectIR } from "../dsl";
import { compileEffect, contextFromSet } from "../dsl";
import type { EffectTiming, StackEntry } from "../layers";
import { resolveStack } from "../layers";
import type { Card, VellumSet } from "../model";

/** The stack timings of a compiled effect: what can be live on a stack, and what only acts once. */
export function timingsOfIR(ir: EffectIR): EffectTiming[] {
  const timings = new Set<EffectTiming>();
  for (const ability of ir.abilities) {
    if (ability.category === "continuous") timings.add("continuous");
    else if (ability.category === "persistent") timings.add("persistent");
    else if (ability.category !== "story-requirement" && ability.category !== "while-held") {
      timings.add("immediate");
    }
  }
  return [...timings];
}

/**
 * Builds a stack (bottom card first) with each card's timings read off its compiled effect. A
 * card whose effect does not compile keeps the layers' default reading.
 */
export function stackEntries(cards: readonly Card[], set: VellumSet): StackEntry[] {
  const ctx = contextFromSet(set);
  const cache = new Map<string, EffectTiming[] | undefined>();
  return resolveStack(cards, set, (card) => {
    if (card.effect === undefined || card.effect.trim() === "") return [];
    if (!cache.has(card.id)) {
      const { ir } = compileEffect(card.effect, ctx, { cardType: card.type });
      cache.set(card.id, ir ? timingsOfIR(ir) : undefined);
    }
    return cache.get(card.id);
  });
}
