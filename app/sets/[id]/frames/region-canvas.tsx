"use client";
/**
 * The live card with its frame's regions laid over it: each region a focusable button named
 * "Region <id>" (arrow keys nudge it 0.1 mm, Shift 1 mm; Alt resizes), dragged by its body to
 * move and by its handles to resize (pointer capture). While a pointer drags, the new box is
 * handed up once per animation frame, so the pictures redraw at most once a frame.
 */
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from "react";
import { useEffect, useRef, useState } from "react";
import type { Frame } from "@/lib/model";
import type { Box, Handle } from "./region-drag";
import { RESIZE_HANDLES, dragBox, nudgeBox, snapBox, snapTargets } from "./region-drag";

interface Drag {
  index: number;
  handle: Handle;
  start: Box;
  /** Pointer position at the start, in px. */
  px: number;
  py: number;
  /** Millimetres per pixel of the picture. */
  scale: number;
  pointerId: number;
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/** The card and its region overlay. */
export function RegionCanvas(props: {
  frame: Frame;
  /** The card drawn on the draft frame (an SVG document), or a message while it cannot be. */
  svg: string | undefined;
  cardName: string;
  selected: number | undefined;
  /** Regions with a problem (outlined red). */
  troubled: ReadonlySet<number>;
  snap: boolean;
  readOnly: boolean;
  onSelect(index: number): void;
  /** A drag in progress moved region `index` to `box` (at most once per animation frame). */
  onDrag(index: number, box: Box, guides: { x?: number; y?: number }): void;
  /** The drag ended: keep `box` (one undo step). */
  onDrop(index: number, box: Box): void;
  /** A key nudged region `index` to `box`. */
  onNudge(index: number, box: Box): void;
  guides: { x?: number; y?: number };
}) {
  const { frame, selected } = props;
  const overlay = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag>(undefined);
  const pending = useRef<{ box: Box; guides: { x?: number; y?: number } }>(undefined);
  const raf = useRef<number>(0);
  const [dragging, setDragging] = useState<number>();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => () => cancelAnimationFrame(raf.current), []);

  function begin(e: ReactPointerEvent<HTMLElement>, index: number, handle: Handle) {
    if (e.button !== 0 || props.readOnly) return;
    const region = frame.regions[index];
    const host = overlay.current;
    if (!region || !host) return;
    e.preventDefault();
    e.stopPropagation();
    props.onSelect(index);
    (e.currentTarget.closest("[data-region]") as HTMLElement | null)?.focus({
      preventScroll: true,
    });
    host.setPointerCapture(e.pointerId);
    const rect = host.getBoundingClientRect();
    drag.current = {
      index,
      handle,
      start: { x: region.x, y: region.y, width: region.width, height: region.height },
      px: e.clientX,
      py: e.clientY,
      scale: frame.width / rect.width,
      pointerId: e.pointerId,
    };
    setDragging(index);
  }

  function boxAt(d: Drag, clientX: number, clientY: number) {
    const f = latest.current.frame;
    const moved = dragBox(
      d.start,
      d.handle,
      (clientX - d.px) * d.scale,
      (clientY - d.py) * d.scale,
    );
    if (!latest.current.snap) return { box: moved, guides: {} };
    const targets = snapTargets(f.regions, d.index, f);
    return snapBox(moved, d.handle, targets, 4 * d.scale + 0.2);
  }

  function move(e: ReactPointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    pending.current = boxAt(d, e.clientX, e.clientY);
    if (raf.current) return;
    raf.current = requestAnimationFrame(() => {
      raf.current = 0;
      const next = pending.current;
      if (next && drag.current) latest.current.onDrag(drag.current.index, next.box, next.guides);
    });
  }

  function end(e: ReactPointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    cancelAnimationFrame(raf.current);
    raf.current = 0;
    drag.current = undefined;
    pending.current = undefined;
    setDragging(undefined);
    const { box } = boxAt(d, e.clientX, e.clientY);
    props.onDrop(d.index, box);
  }

  function key(e: ReactKeyboardEvent<HTMLElement>, index: number) {
    const region = frame.regions[index];
    if (!region || props.readOnly) return;
    const box = nudgeBox(region, e);
    if (!box) return;
    e.preventDefault();
    props.onNudge(index, box);
  }

  return (
    <div className="fr-card">
      <div
        className="fr-card-picture"
        role="img"
        aria-label={`Preview of ${props.cardName} on ${frame.name}`}
        dangerouslySetInnerHTML={{ __html: props.svg ?? "" }}
      />
      <div
        className="fr-overlay"
        ref={overlay}
        role="group"
        aria-label={`Regions of ${frame.name}`}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-dragging={dragging !== undefined || undefined}
      >
        {frame.regions.map((r, i) => (
          <div
            key={`${r.id}-${i}`}
            data-region={r.id}
            role="button"
            tabIndex={0}
            aria-label={`Region ${r.id}`}
            aria-pressed={selected === i}
            aria-describedby="fr-region-keys"
            className="fr-region"
            data-role={r.role}
            data-selected={selected === i || undefined}
            data-trouble={props.troubled.has(i) || undefined}
            style={{
              left: pct(r.x, frame.width),
              top: pct(r.y, frame.height),
              width: pct(r.width, frame.width),
              height: pct(r.height, frame.height),
              borderRadius: r.radius
                ? `${(r.radius / r.width) * 100}% / ${(r.radius / r.height) * 100}%`
                : undefined,
            }}
            onFocus={() => props.onSelect(i)}
            onKeyDown={(e) => key(e, i)}
            onPointerDown={(e) => begin(e, i, "move")}
          >
            <span className="fr-region-tag" aria-hidden="true">
              {r.id}
            </span>
            {selected === i &&
              !props.readOnly &&
              RESIZE_HANDLES.map((h) => (
                <span
                  key={h}
                  aria-hidden="true"
                  className={`fr-handle fr-handle--${h}`}
                  data-handle={h}
                  onPointerDown={(e) => begin(e, i, h)}
                />
              ))}
          </div>
        ))}
        {props.guides.x !== undefined && (
          <span
            className="fr-guide fr-guide--x"
            style={{ left: pct(props.guides.x, frame.width) }}
          />
        )}
        {props.guides.y !== undefined && (
          <span
            className="fr-guide fr-guide--y"
            style={{ top: pct(props.guides.y, frame.height) }}
          />
        )}
      </div>
      <p id="fr-region-keys" className="ws-visually-hidden">
        Arrow keys move the region 0.1 mm, with Shift 1 mm; Alt with the arrow keys resizes it.
      </p>
    </div>
  );
}
