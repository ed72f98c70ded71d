/**
 * Card and frame fixtures for the layers tests and benchmark, built in code. Original names
 * only (DESIGN.md): nothing here comes from a published game. Test support
 * (`*.test-support.ts`): never exported from `index.ts`.
 */
import type { Card, Frame, IconSlot, PointSlot, Region } from "../model";
import type { EffectTiming, StackEntry } from "./stack";
import { resolveStack } from "./stack";

/** Three point slots, top to bottom. */
export type Points = [PointSlot, PointSlot, PointSlot];
/** Three icon slots, top to bottom. */
export type Icons = [IconSlot, IconSlot, IconSlot];

/** A character of the "ashgrove" family (opaque, no points, icons or effect). */
export function character(id = "edwin", extra: Partial<Card> = {}): Card {
  return {
    id,
    type: "character",
    name: "Edwin Ashgrove",
    family: "ashgrove",
    flavor: "He counted the crows.",
    ...extra,
  };
}

/**
 * A modifier with the given slots and, unless overridden, an effect text that stands for one
 * continuous effect (see {@link fixtureTimings}: the fixtures' texts are prose, not compiled).
 */
export function modifier(
  id: string,
  points: Points = [null, null, null],
  icons: Icons = [null, null, null],
  extra: Partial<Card> = {},
): Card {
  return {
    id,
    type: "modifier",
    name: id,
    points,
    icons,
    effect: "Your draw limit is 6.",
    ...extra,
  };
}

/** A persistent modifier (persistent icon and reminder printed) with one persistent effect. */
export function persistent(
  id: string,
  points: Points = [null, null, null],
  extra: Partial<Card> = {},
): Card {
  return modifier(id, points, [null, null, null], {
    persistent: true,
    reminder: "Draw limit 6",
    ...extra,
  });
}

/** An untimely death with the given points. */
export function untimelyDeath(
  id = "fell-down-the-well",
  points: Points = [null, null, null],
): Card {
  return { id, type: "untimely-death", name: id, points, icons: [null, null, null] };
}

/**
 * The timings the fixture cards stand for: a persistent card's effect is one persistent effect,
 * another card's effect text one continuous effect, no text none. (Real cards get theirs from
 * their compiled effect: lib/dsl `cardTimings`.)
 */
export function fixtureTimings(card: Card): readonly EffectTiming[] {
  if (card.effect === undefined || card.effect.trim().length === 0) return [];
  return card.persistent === true ? ["persistent"] : ["continuous"];
}

/**
 * The stack of `cards` (bottom first) on the built-in frames, or on `frames` of a set, with the
 * {@link fixtureTimings} of each card.
 */
export function stackOf(cards: readonly Card[], frames: Frame[] = []): StackEntry[] {
  return resolveStack(cards, { frames }, fixtureTimings);
}

/** A clear-film custom frame 63 × 88 holding `regions`. */
export function clearFrame(id: string, regions: Region[], extra: Partial<Frame> = {}): Frame {
  return {
    id,
    name: id,
    width: 63,
    height: 88,
    bleed: 3,
    safe: 3,
    opaque: false,
    regions,
    ...extra,
  };
}

/** A rectangular region. */
export function rect(
  id: string,
  role: Region["role"],
  x: number,
  y: number,
  width: number,
  height: number,
  extra: Partial<Region> = {},
): Region {
  return { id, role, x, y, width, height, opaque: true, ...extra };
}
