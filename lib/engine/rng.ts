/**
 * The seeded random number generator (R3.5): mulberry32, whose whole state is one 32-bit
 * unsigned number kept in `GameState.rng`, so states stay plain JSON and replays are exact.
 * Pure: every function takes the state and returns the next one. The one mulberry32 of the
 * project: the bots, the tests and the benchmarks draw from {@link randomStream}.
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

/** A seeded source of numbers that keeps its own state. */
export interface RandomStream {
  /** The next float in [0, 1). */
  next(): number;
  /** An integer in [0, n), n ≥ 1. */
  int(n: number): number;
}

/**
 * Mulberry32 from `state` as a stream, for callers that keep a generator rather than a state
 * (bots, tests, benchmarks): `int(n)` draws what {@link nextInt} would from the same state.
 */
export function randomStream(state: number): RandomStream {
  let current = state >>> 0;
  const next = (): number => {
    current = step(current);
    return floatAt(current);
  };
  return { next, int: (n) => Math.floor(next() * n) };
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
