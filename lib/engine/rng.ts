/**
 * The seeded random number generator (R3.5): mulberry32, whose whole state is one 32-bit
 * unsigned number kept in `GameState.rng`, so states stay plain JSON and replays are exact.
 * Pure: every function takes the state and returns the next one.
 */

/** FNV-1a over a string, as an unsigned 32-bit number. */
export function fnv1a(text: string, hash = 0x811c9dc5): number {
  let h = hash >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The RNG state a seed starts from: numbers and strings alike (`"42"` and `42` differ). */
export function seedState(seed: string | number): number {
  return fnv1a(`${typeof seed}:${String(seed)}`);
}

/** One step of mulberry32: the next state and a float in [0, 1). */
export function nextFloat(rng: number): { rng: number; value: number } {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { rng: next, value };
}

/** An integer in [0, n) and the next state. */
export function nextInt(rng: number, n: number): { rng: number; value: number } {
  const r = nextFloat(rng);
  return { rng: r.rng, value: Math.floor(r.value * n) };
}

/** A Fisher–Yates shuffle of a copy of `items`, and the next state. */
export function shuffled<T>(rng: number, items: readonly T[]): { rng: number; items: T[] } {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextInt(state, i + 1);
    state = r.rng;
    const j = r.value;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { rng: state, items: out };
}
