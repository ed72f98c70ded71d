"use client";
/**
 * The settings page's sidebar: a link scrolls the settings' own pane (never the window, so the
 * set's bar and the save status stay put) to its section and moves the focus to the section's
 * heading; the highlighted link follows the section in view (section-in-view.ts) and the
 * address's hash follows it. On opening, the hash's section is scrolled to, and `?field=` (a
 * value's JSON pointer, from the designer's problems panel) puts the cursor on that field.
 * NOTE: reads and writes the DOM, the scroll position and the address.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { sectionInView } from "./section-in-view";
import { focusPointer } from "./settings-problems";

/** Room kept above a section scrolled to the top of the pane. */
const SCROLL_MARGIN = 8;
/** Keys that scroll the pane: after one, the section asked for by a link no longer holds. */
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/** The pane to scroll, the section highlighted, and a way to go to a section. */
export function useSectionNav(ids: readonly string[]) {
  const pane = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(ids[0]);
  const requested = useRef<string | undefined>(undefined);

  const topOf = useCallback((el: HTMLElement, scroller: HTMLElement) => {
    return (
      el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
    );
  }, []);

  const measure = useCallback(() => {
    const scroller = pane.current;
    if (!scroller) return;
    const boxes = ids.flatMap((id) => {
      const el = document.getElementById(id);
      return el ? [{ id, top: topOf(el, scroller) - SCROLL_MARGIN }] : [];
    });
    const view = {
      scrollTop: scroller.scrollTop,
      height: scroller.clientHeight,
      scrollHeight: scroller.scrollHeight,
    };
    const id = sectionInView(boxes, view, requested.current);
    if (id === undefined) return;
    setActive(id);
    // The hash follows (replaced, so Back leaves the page rather than stepping through sections);
    // a page opened at its top keeps its plain address.
    const hash = `#${id}`;
    if (window.location.hash !== hash && (window.location.hash !== "" || id !== ids[0])) {
      const url = new URL(window.location.href);
      url.hash = id;
      window.history.replaceState(window.history.state, "", url);
    }
  }, [ids, topOf]);

  /** Scrolls the pane to section `id`; with `focus`, its heading takes the focus. */
  const go = useCallback(
    (id: string, options?: { focus?: boolean }) => {
      const scroller = pane.current;
      const section = document.getElementById(id);
      if (!scroller || !section) return;
      requested.current = id;
      scroller.scrollTop = Math.max(0, topOf(section, scroller) - SCROLL_MARGIN);
      if (options?.focus) section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
      measure();
    },
    [measure, topOf],
  );

  // On opening: the hash's section, then the field asked for.
  useLayoutEffect(() => {
    const scroller = pane.current;
    if (!scroller) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (ids.includes(hash)) go(hash);
    const field = new URLSearchParams(window.location.search).get("field");
    const section = document.getElementById(hash);
    if (field !== null && section) {
      // After the first paint, so the sections' fields are laid out.
      requestAnimationFrame(() => focusPointer(section, field));
    }
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const scroller = pane.current;
    if (!scroller) return;
    const letGo = () => {
      requested.current = undefined;
    };
    const onKey = (e: KeyboardEvent) => {
      const typing =
        e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
      if (!typing && SCROLL_KEYS.has(e.key)) letGo();
    };
    // Working in the pane (a press, the focus moving to a field) lets go of the section asked
    // for too: from then on the pane stays where the reader put it.
    const onPress = () => letGo();
    const onFocus = (e: FocusEvent) => {
      if (!(e.target instanceof HTMLHeadingElement)) letGo();
    };
    // While a section asked for holds, it stays at the top as the content above it changes
    // height (the problems lists arrive a moment after the page).
    const onResize = () => {
      if (requested.current !== undefined) go(requested.current);
      else measure();
    };
    const onHash = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (ids.includes(hash)) go(hash);
    };
    const resize = new ResizeObserver(onResize);
    resize.observe(scroller);
    if (scroller.firstElementChild) resize.observe(scroller.firstElementChild);
    scroller.addEventListener("scroll", measure, { passive: true });
    scroller.addEventListener("wheel", letGo, { passive: true });
    scroller.addEventListener("touchstart", letGo, { passive: true });
    scroller.addEventListener("keydown", onKey);
    scroller.addEventListener("pointerdown", onPress);
    scroller.addEventListener("focusin", onFocus);
    window.addEventListener("hashchange", onHash);
    return () => {
      resize.disconnect();
      scroller.removeEventListener("scroll", measure);
      scroller.removeEventListener("wheel", letGo);
      scroller.removeEventListener("touchstart", letGo);
      scroller.removeEventListener("keydown", onKey);
      scroller.removeEventListener("pointerdown", onPress);
      scroller.removeEventListener("focusin", onFocus);
      window.removeEventListener("hashchange", onHash);
    };
  }, [go, ids, measure]);

  return { pane, active, go };
}
