/**
 * The bots' seeded PRNG: the engine's mulberry32 ({@link randomStream}) in the bot's own state,
 * from a well-spread seed. No clock, no `Math.random`, so a bot replays exactly from its seed.
 */
import { randomStream } from "../engine";
import type { RandomStream } from "../engine";

/** Mixes a seed and a salt into a well-spread 32-bit state (so seeds 1, 2, 3… differ a lot). */
export function mixSeed(seed: number, salt = 0): number {
  let h = (Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt | 0, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A bot's generator, started from `seed` (mixed, so neighbouring seeds draw unrelated numbers). */
export function createRng(seed: number): RandomStream {
  return randomStream(mixSeed(seed));
}
