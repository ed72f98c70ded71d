"use client";
/**
 * A draggable, keyboard-operable divider between two panes (WAI-ARIA window splitter): a
 * focusable `separator` with its value; drag with the pointer, or Arrow keys (Shift for big
 * steps), Home and End.
 */
import type { KeyboardEvent, PointerEvent } from "react";
import { useRef } from "react";

/** A vertical splitter controlling the width (px) of the pane before it (or after, `invert`). */
export function Splitter(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  /** The pane it sizes is after it: dragging right makes it smaller. */
  invert?: boolean;
}) {
  const { value, min, max, onChange, invert } = props;
  const drag = useRef<{ x: number; start: number } | null>(null);
  const clamp = (v: number) => Math.round(Math.min(max, Math.max(min, v)));
  const sign = invert ? -1 : 1;

  function onKeyDown(e: KeyboardEvent) {
    const step = e.shiftKey ? 64 : 16;
    const moves: Record<string, number> = {
      ArrowLeft: value - sign * step,
      ArrowRight: value + sign * step,
      Home: min,
      End: max,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(clamp(next));
  }
  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, start: value };
  }
  function onPointerMove(e: PointerEvent) {
    if (!drag.current) return;
    onChange(clamp(drag.current.start + sign * (e.clientX - drag.current.x)));
  }
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={props.label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className="ws-splitter"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
    />
  );
}
