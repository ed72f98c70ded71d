/**
 * The seeded random number generator (R3.5): mulberry32, whose whole state is one 32-bit
 * unsigned number kept in `GameState.rng`, so states stay plain JSON and replays are exact.
 * Pure: every function takes the state and returns the next one.
 */
import { fnv1a } from "../model";

/** The RNG state a seed starts from: numbers and strings alike (`"42"` and `42` differ). */
export function seedState(seed: string | number): number {
  return fnv1a(`${typeof seed}:${String(seed)}`);
}

/** The state after `rng` (one step of mulberry32). */
function step(rng: number): number {
  return (rng + 0x6d2b79f5) >>> 0;
}

/** The float in [0, 1) mulberry32 draws at state `next` (a state {@link step} returned). */
function floatAt(next: number): number {
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** One step of mulberry32: the next state and a float in [0, 1). */
export function nextFloat(rng: number): { rng: number; value: number } {
  const next = step(rng);
  return { rng: next, value: floatAt(next) };
}

/** An integer in [0, n) and the next state. */
export function nextInt(rng: number, n: number): { rng: number; value: number } {
  const next = step(rng);
  return { rng: next, value: Math.floor(floatAt(next) * n) };
}

/** A Fisher–Yates shuffle of a copy of `items`, and the next state. */
export function shuffled<T>(rng: number, items: readonly T[]): { rng: number; items: T[] } {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    state = step(state);
    const j = Math.floor(floatAt(state) * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { rng: state, items: out };
}
