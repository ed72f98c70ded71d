"use client";
/**
 * When to fetch a heavy editor (Monaco): not with the page, so opening the designer stays light
 * and the form takes input at once, but as soon as the user reaches for it (focus, pointer) or
 * the page has been idle a moment. Once wanted, every later editor mounts at once.
 */
import { useCallback, useEffect, useState } from "react";

/** The page's own first work (list, form, first preview) comes first. */
const SETTLE_MS = 1500;
const IDLE_TIMEOUT_MS = 2000;
let wantedOnce = false;

/** `[wanted, want]`: render the heavy editor when `wanted`; call `want()` on interaction. */
export function useDeferredLoad(): [boolean, () => void] {
  const [wanted, setWanted] = useState(wantedOnce);
  const want = useCallback(() => {
    wantedOnce = true;
    setWanted(true);
  }, []);
  useEffect(() => {
    if (wanted) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") {
        idle = window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
      } else want();
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [wanted, want]);
  return [wanted, want];
}
