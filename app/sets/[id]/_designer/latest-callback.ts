"use client";
/**
 * One function for a component's whole life that always runs the latest render's `fn`: what a
 * memoised view is given as a callback, so a keystroke in one field does not re-render the views
 * whose own values did not change (a stale closure would edit a card by an id it no longer has).
 */
import { useCallback, useLayoutEffect, useRef } from "react";

/** `fn`, stable across renders, calling the version of the latest render. */
export function useLatestCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
