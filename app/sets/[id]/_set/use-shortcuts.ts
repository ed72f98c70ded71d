"use client";
/** Binds the shortcut table to the window for the designer page. */
import { useEffect, useRef } from "react";
import type { ShortcutAction } from "./shortcuts";
import { shortcutFor } from "./shortcuts";

function isTyping(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit"].includes(el.type);
  return (el as HTMLElement).isContentEditable;
}

/** Calls `run(action)` for each shortcut pressed (while no dialog is open). */
export function useShortcuts(run: (action: ShortcutAction) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A toast is an alertdialog too, but not modal: Ctrl+Z right after "Applied" undoes it.
      const modal = document.querySelector("[role=dialog], [role=alertdialog]:not(.ui-toast)");
      if (e.defaultPrevented || modal) return;
      const target = e.target instanceof Element ? e.target : null;
      const action = shortcutFor({
        key: e.key,
        code: e.code,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        shiftKey: e.shiftKey,
        typing: isTyping(target),
        inCodeEditor: !!target?.closest(".monaco-editor"),
      });
      if (!action) return;
      e.preventDefault();
      latest.current(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
