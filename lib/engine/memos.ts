/**
 * The switch of the engine's memos (README "Caches"): every derived reading the engine keeps
 * outside the state — compiled catalogs, stack analyses, per-table facts and lasting effects,
 * view parts — is skipped while it is off, and computed afresh on every read. Results never
 * change, only the speed: the property tests play the same games both ways and compare every
 * state (memos.test.ts); a benchmark may measure what the memos save.
 *
 * NOTE: module state, read on the memos' hot paths. Turn it off only around work that must not
 * use them (a test, a benchmark run), and back on after.
 */
let enabled = true;

/** Turns the engine's memos on (the default) or off. */
export function setMemos(on: boolean): void {
  enabled = on;
}

/** Whether the engine's memos are on. */
export function memosOn(): boolean {
  return enabled;
}
