"use client";
/**
 * A plain text area standing in for a code editor while Monaco loads, shared by the effect
 * field and the card's JSON view. Typing goes into it, so nothing is lost; it is registered as
 * that editor's fallback target, so a problem clicked meanwhile still puts the caret at its
 * line and column; and the code editor takes the caret over when it mounts (`focusAt`).
 */
import type { ReactNode, RefObject, TextareaHTMLAttributes } from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { EditorTargets, TargetName } from "./editor-targets";
import { offsetOf } from "./editor-targets";

/** What a code field needs while its editor loads. */
export interface CodeFallback {
  /** The code editor is there (the text area is gone). */
  ready: boolean;
  /** Give to the code editor: it became ready. */
  onReady(): void;
  /** Give to the code editor: where the caret was in the text area, if it had focus. */
  focusAt(): number | undefined;
  /** The text area's ref. */
  area: RefObject<HTMLTextAreaElement | null>;
}

/** The stand-in for the code editor `name` until it reports ready. */
export function useCodeFallback(targets: EditorTargets, name: TargetName): CodeFallback {
  const [ready, setReady] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (ready) return;
    return targets.register(
      name,
      {
        reveal(place) {
          const el = area.current;
          if (!el) return;
          const offset = offsetOf(el.value, place);
          el.focus();
          el.setSelectionRange(offset, offset);
          el.scrollIntoView({ block: "nearest" });
        },
        text: () => area.current?.value ?? "",
      },
      { fallback: true },
    );
  }, [targets, name, ready]);
  const onReady = useCallback(() => setReady(true), []);
  const focusAt = useCallback(
    () =>
      document.activeElement === area.current
        ? (area.current?.selectionStart ?? undefined)
        : undefined,
    [],
  );
  return { ready, onReady, focusAt, area };
}

/**
 * The field's label and, until the editor is ready, its text area. The label names the text
 * area while there is one; then it is plain text (the code editor names itself by `labelId`).
 */
export function CodeFallbackArea(
  props: {
    fallback: CodeFallback;
    label: ReactNode;
    id: string;
    labelId?: string;
    value: string;
    onText(value: string): void;
  } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange">,
) {
  const { fallback, label, id, labelId, value, onText, ...area } = props;
  return (
    <>
      {fallback.ready ? (
        <span className="ui-label" id={labelId}>
          {label}
        </span>
      ) : (
        <label className="ui-label" htmlFor={id} id={labelId}>
          {label}
        </label>
      )}
      {!fallback.ready && (
        <textarea
          {...area}
          ref={fallback.area}
          id={id}
          className="ws-input ws-code"
          spellCheck={false}
          value={value}
          onChange={(e) => onText(e.target.value)}
        />
      )}
    </>
  );
}
