/**
 * Test support (not exported from index.ts): deep-freezing states, so that any write into a
 * state — which the engine promises never to do (README "State") — throws in tests instead of
 * corrupting the memos keyed on unchanged arrays (README "Caches").
 */

/**
 * Freezes `value` and everything reachable from it, and returns it. An object already frozen is
 * taken as frozen throughout (states share their unchanged parts with the states before them, so
 * only what an action made new is walked).
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
