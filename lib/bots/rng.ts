/**
 * The bots' seeded PRNG (mulberry32), kept in the bot's own state: no clock, no `Math.random`,
 * so a bot replays exactly from its seed.
 */

/** A seeded source of floats in [0, 1). */
export interface BotRng {
  /** The next float in [0, 1). */
  next(): number;
  /** An integer in [0, n), n ≥ 1. */
  int(n: number): number;
}

/** Mixes a seed and a salt into a well-spread 32-bit state (so seeds 1, 2, 3… differ a lot). */
export function mixSeed(seed: number, salt = 0): number {
  let h = (Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt | 0, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A mulberry32 generator started from `seed`. */
export function createRng(seed: number): BotRng {
  let state = mixSeed(seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}
