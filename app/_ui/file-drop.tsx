"use client";

/**
 * Getting files in: `FilePicker` (a button that opens the system's file dialog — the keyboard
 * route) and `usePageFileDrop` + `DropOverlay` (drop files anywhere on the page, with a visible
 * highlight while they are dragged over it).
 * NOTE: `usePageFileDrop` listens on `window` while mounted.
 */
import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Button } from "./button";
import type { ButtonProps } from "./button";

/** A button that opens a file dialog and hands over the chosen files. */
export function FilePicker(
  props: Omit<ButtonProps, "onPress"> & {
    /** Extensions or MIME types, e.g. [".zip", ".json", "application/json"]. */
    accept?: readonly string[];
    allowsMultiple?: boolean;
    onFiles: (files: File[]) => void;
  },
) {
  const { accept, allowsMultiple, onFiles, ...button } = props;
  return (
    <FileTrigger
      acceptedFileTypes={accept}
      allowsMultiple={allowsMultiple}
      onSelect={(list) => {
        const files = list ? [...list] : [];
        if (files.length > 0) onFiles(files);
      }}
    >
      <Button {...button} />
    </FileTrigger>
  );
}

/** Whether a drag carries files (not text or a link dragged within the page). */
function carriesFiles(e: DragEvent): boolean {
  return [...(e.dataTransfer?.types ?? [])].includes("Files");
}

/**
 * Accepts files dropped anywhere on the page while `enabled`; `dragging` is true while files are
 * held over the window (for the overlay). Drops of anything else, and drops an element of the
 * page already took (it called `preventDefault`), are left alone.
 */
export function usePageFileDrop(
  onFiles: (files: File[]) => void,
  enabled = true,
): { dragging: boolean } {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  }, [onFiles]);

  useEffect(() => {
    if (!enabled) return;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth.current += 1;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      // A drop zone inside the page (a card taking a picture) that took the files says so with
      // preventDefault: the highlight ends, but the files are not taken twice.
      const taken = e.defaultPrevented;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (taken) return;
      const files = [...(e.dataTransfer?.files ?? [])];
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
      depth.current = 0;
      setDragging(false);
    };
  }, [enabled]);

  return { dragging };
}

/** The highlight shown over the page while files are dragged onto it. */
export function DropOverlay({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <div className="ui-drop-overlay" data-active={active || undefined} aria-hidden={!active}>
      <div className="ui-drop-overlay-message">{children}</div>
    </div>
  );
}
