"use client";
/**
 * A plain text area standing in for a code editor while Monaco loads: registered as that
 * editor's fallback target, so a problem clicked meanwhile still puts the caret at its line and
 * column (and the code editor takes the caret over when it mounts, see `focusAt`).
 */
import type { RefObject } from "react";
import { useEffect } from "react";
import type { EditorTargets, TargetName } from "./editor-targets";
import { offsetOf } from "./editor-targets";

/** Registers `ref`'s text area as the fallback `name` while `active`. */
export function useFallbackTarget(
  targets: EditorTargets,
  name: TargetName,
  ref: RefObject<HTMLTextAreaElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    if (!active) return;
    return targets.register(
      name,
      {
        reveal(place) {
          const area = ref.current;
          if (!area) return;
          const offset = offsetOf(area.value, place);
          area.focus();
          area.setSelectionRange(offset, offset);
          area.scrollIntoView({ block: "nearest" });
        },
        text: () => ref.current?.value ?? "",
      },
      { fallback: true },
    );
  }, [targets, name, ref, active]);
}
