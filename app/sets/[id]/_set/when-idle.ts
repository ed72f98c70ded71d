/**
 * Work that can wait for the page to be idle (the set's text written out, the first problem
 * report): it runs in an idle moment, or after `waitMs` at the latest, never on a keystroke or
 * on the page's way in when it can help it. Where the browser has no idle callbacks, it runs on
 * the next task.
 * NOTE: impure (timers).
 */

/** Runs `fn` when the page is idle (within `waitMs`); the returned function cancels it. */
export function whenIdle(fn: () => void, waitMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => fn(), { timeout: waitMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(fn, 0);
  return () => clearTimeout(handle);
}
