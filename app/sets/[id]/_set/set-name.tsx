"use client";

/**
 * The set's name as the bar over its pages shows it. The layout reads it from the set file when
 * the set is first opened, and stays mounted while the person moves between the set's pages; so
 * a page that edits the set (`useSetDocument`) tells the bar the name as it now stands, and the bar
 * never shows a title the person has already changed.
 */
import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useState } from "react";

const SetName = createContext<{ name: string; show(name: string): void } | null>(null);

/** Holds the set's name for the bar, starting from the file's (`initial`). */
export function SetNameProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const [name, setName] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    // The server read the file again (a reload or a refresh): its name wins.
    setSeen(initial);
    setName(initial);
  }
  return <SetName.Provider value={{ name, show: setName }}>{children}</SetName.Provider>;
}

/** The set's name for the bar, or `fallback` outside a set's pages. */
export function useSetName(fallback: string): string {
  return useContext(SetName)?.name ?? fallback;
}

/** Shows `name` in the bar while it is a name (an empty title being typed is not shown). */
export function useShowSetName(name: unknown): void {
  const show = useContext(SetName)?.show;
  useEffect(() => {
    if (show && typeof name === "string" && name.trim() !== "") show(name);
  }, [show, name]);
}
