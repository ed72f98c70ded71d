"use client";
/**
 * The workspace's pane widths (remembered in the browser) and its height: from its top to the
 * bottom of the window, so the three panes scroll on their own and the page does not.
 */
import type { RefObject } from "react";
import { useEffect, useState } from "react";

/** Pane widths in px. */
export interface PaneWidths {
  list: number;
  preview: number;
}

const KEY = "vellum:designer-panes";
const DEFAULT: PaneWidths = { list: 300, preview: 360 };

/** The widths, their setter, and the height style of `root`. */
export function useLayout(root: RefObject<HTMLElement | null>): {
  widths: PaneWidths;
  setWidths(w: PaneWidths): void;
  height: number | undefined;
} {
  const [widths, setState] = useState<PaneWidths>(DEFAULT);
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<PaneWidths> | null;
      if (saved && typeof saved.list === "number" && typeof saved.preview === "number") {
        setState({ list: saved.list, preview: saved.preview });
      }
    } catch {
      // the defaults then
    }
  }, []);
  useEffect(() => {
    const measure = () => {
      const top = root.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(480, window.innerHeight - top - window.scrollY - 12));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [root]);
  const setWidths = (w: PaneWidths) => {
    setState(w);
    try {
      localStorage.setItem(KEY, JSON.stringify(w));
    } catch {
      // not remembered, still applied
    }
  };
  return { widths, setWidths, height };
}
