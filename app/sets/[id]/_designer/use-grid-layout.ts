"use client";
/**
 * The card grid's column layout for one set (order, hidden columns, widths, sort, translation
 * languages), remembered in the browser per set as use-layout.ts remembers the pane widths.
 */
import { useEffect, useState } from "react";
import type { GridLayout } from "./grid-model";
import { DEFAULT_LAYOUT, layoutKey, readLayout } from "./grid-model";

/** The set's layout and its setter (which remembers it). */
export function useGridLayout(setId: string): [GridLayout, (next: GridLayout) => void] {
  const [layout, setState] = useState<GridLayout>(() => {
    try {
      return readLayout(localStorage.getItem(layoutKey(setId)));
    } catch {
      return DEFAULT_LAYOUT;
    }
  });
  useEffect(() => {
    try {
      setState(readLayout(localStorage.getItem(layoutKey(setId))));
    } catch {
      // the default then
    }
  }, [setId]);
  const setLayout = (next: GridLayout) => {
    setState(next);
    try {
      localStorage.setItem(layoutKey(setId), JSON.stringify(next));
    } catch {
      // not remembered, still applied
    }
  };
  return [layout, setLayout];
}
