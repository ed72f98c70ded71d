"use client";
/**
 * A card's picture in its portrait window: which art file it shows, and where and how large
 * (`artPosition`), on the card as lib/render draws it. Drag the picture to move it, the wheel
 * or + and − to zoom, arrow keys to move it from the keyboard, or type the figures; drop an
 * image file on the card to upload it and put it there. A drag redraws once per animation frame
 * and is saved as one step when the pointer is let go.
 */
import type { DragEvent, KeyboardEvent, PointerEvent, WheelEvent } from "react";
import { useMemo, useRef, useState } from "react";
import { frameFor } from "@/lib/layers";
import type { ArtPosition, Card, VellumSet } from "@/lib/model";
import { DEFAULT_ART_POSITION } from "@/lib/model";
// NOTE: the facts alone, not lib/schema's index (its validators) in the art page's bundle.
import type { SchemaRange } from "@/lib/schema/set-facts";
import { ART_POSITION_LIMITS } from "@/lib/schema/set-facts";
import { Button, NumberField, Select } from "@/app/_ui";
import type { Pictures } from "@/app/sets/[id]/_set/pictures";

const NONE = "";
const round = (v: number, places = 3) => Number(v.toFixed(places));
/** `v` within the range the card schema allows (ART_POSITION_LIMITS). */
const clampTo = (v: number, range: SchemaRange) =>
  Math.min(range.maximum, Math.max(range.minimum, v));

function carriesFiles(e: DragEvent): boolean {
  return [...e.dataTransfer.types].includes("Files");
}

/** The placement editor of one card. */
export function ArtPlacement(props: {
  card: Card;
  set: VellumSet;
  /** Undefined while the fonts load. */
  pictures: Pictures | undefined;
  /** The set's art files (undefined while they load). */
  files: readonly string[] | undefined;
  onAssign(file: string | undefined): void;
  onPosition(position: ArtPosition | undefined, coalesce?: string): void;
  onDropFiles(files: File[]): void;
}) {
  const { card, set, pictures } = props;
  const [draft, setDraft] = useState<ArtPosition>();
  const [dropping, setDropping] = useState(false);
  const drag = useRef<{ x: number; y: number; px: number; py: number; scale: number; id: number }>(
    undefined,
  );
  const raf = useRef(0);
  const pending = useRef<ArtPosition>(undefined);
  const position = draft ?? card.artPosition ?? DEFAULT_ART_POSITION;
  const frame = frameFor(card, set);
  const portrait =
    frame.regions.find((r) => r.role === "portrait") ?? frame.regions.find((r) => r.role === "art");
  const shown = useMemo(() => (draft ? { ...card, artPosition: draft } : card), [card, draft]);
  const svg = pictures?.card(shown, set).svg;

  function movedBy(start: { x: number; y: number }, dxMm: number, dyMm: number): ArtPosition {
    if (!portrait) return position;
    const spanX = portrait.width * (position.zoom - 1);
    const spanY = portrait.height * (position.zoom - 1);
    return {
      zoom: position.zoom,
      x: spanX > 0 ? round(clampTo(start.x - dxMm / spanX, ART_POSITION_LIMITS.x)) : position.x,
      y: spanY > 0 ? round(clampTo(start.y - dyMm / spanY, ART_POSITION_LIMITS.y)) : position.y,
    };
  }

  function down(e: PointerEvent<HTMLDivElement>) {
    if (e.button !== 0 || !card.art) return;
    e.preventDefault();
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture(e.pointerId);
    const host = e.currentTarget.parentElement?.getBoundingClientRect();
    drag.current = {
      x: position.x,
      y: position.y,
      px: e.clientX,
      py: e.clientY,
      scale: host ? frame.width / host.width : 0.1,
      id: e.pointerId,
    };
  }

  function move(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    pending.current = movedBy(d, (e.clientX - d.px) * d.scale, (e.clientY - d.py) * d.scale);
    if (raf.current) return;
    raf.current = requestAnimationFrame(() => {
      raf.current = 0;
      if (pending.current) setDraft(pending.current);
    });
  }

  function up(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    cancelAnimationFrame(raf.current);
    raf.current = 0;
    drag.current = undefined;
    const final = movedBy(d, (e.clientX - d.px) * d.scale, (e.clientY - d.py) * d.scale);
    pending.current = undefined;
    setDraft(undefined);
    props.onPosition(final);
  }

  function zoomTo(zoom: number) {
    props.onPosition(
      { ...position, zoom: round(clampTo(zoom, ART_POSITION_LIMITS.zoom), 2) },
      `${card.id}/art-zoom`,
    );
  }

  function wheel(e: WheelEvent<HTMLDivElement>) {
    if (!card.art) return;
    zoomTo(position.zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1));
  }

  function key(e: KeyboardEvent<HTMLDivElement>) {
    if (!card.art) return;
    const step = e.shiftKey ? 0.2 : 0.05;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      props.onPosition(
        {
          ...position,
          x: round(clampTo(position.x + m[0], ART_POSITION_LIMITS.x)),
          y: round(clampTo(position.y + m[1], ART_POSITION_LIMITS.y)),
        },
        `${card.id}/art-move`,
      );
    } else if (e.key === "+" || e.key === "=") {
      e.preventDefault();
      zoomTo(position.zoom + 0.1);
    } else if (e.key === "-") {
      e.preventDefault();
      zoomTo(position.zoom - 0.1);
    }
  }

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  const listed = props.files ?? [];
  const options: (readonly [string, string])[] = [
    [NONE, "No picture"],
    ...listed.map((f) => [f, f] as const),
  ];
  // While the list loads, the card's own file is offered as it is; once loaded, a file the
  // set does not have is marked missing.
  if (card.art && !listed.includes(card.art)) {
    options.push([card.art, props.files ? `${card.art} (missing)` : card.art] as const);
  }
  return (
    <section className="art-placement" aria-label={`Picture of ${card.name}`}>
      <div className="art-placement-row">
        <div
          className="art-card"
          data-dropping={dropping || undefined}
          onDragOver={(e) => {
            if (!carriesFiles(e)) return;
            e.preventDefault();
            e.stopPropagation();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(e) => {
            if (!carriesFiles(e)) return;
            // preventDefault tells the page's own drop zone that these files are taken.
            e.preventDefault();
            setDropping(false);
            const files = [...e.dataTransfer.files];
            if (files.length > 0) props.onDropFiles(files.slice(0, 1));
          }}
        >
          <div
            className="art-card-picture"
            role="img"
            aria-label={`Preview of ${card.name}`}
            dangerouslySetInnerHTML={{ __html: svg ?? "" }}
          />
          {portrait && (
            <div
              className="art-window"
              role="group"
              tabIndex={0}
              aria-label={`Picture in the portrait window of ${card.name}`}
              aria-describedby="art-portrait-keys"
              aria-disabled={!card.art || undefined}
              style={{
                left: pct(portrait.x, frame.width),
                top: pct(portrait.y, frame.height),
                width: pct(portrait.width, frame.width),
                height: pct(portrait.height, frame.height),
              }}
              onPointerDown={down}
              onPointerMove={move}
              onPointerUp={up}
              onPointerCancel={up}
              onWheel={wheel}
              onKeyDown={key}
            />
          )}
          {dropping && (
            <div className="art-card-drop" aria-hidden="true">
              Drop to upload and use on {card.name}
            </div>
          )}
        </div>
        <div className="art-placement-fields">
          <Select
            label="Picture"
            value={card.art ?? NONE}
            options={options}
            onChange={(file: string) => props.onAssign(file === NONE ? undefined : file)}
          />
          <NumberField
            label="Across (%)"
            value={round(position.x * 100, 1)}
            minValue={ART_POSITION_LIMITS.x.minimum * 100}
            maxValue={ART_POSITION_LIMITS.x.maximum * 100}
            step={1}
            isDisabled={!card.art}
            onChange={(v) =>
              Number.isFinite(v) &&
              props.onPosition({ ...position, x: clampTo(v / 100, ART_POSITION_LIMITS.x) })
            }
          />
          <NumberField
            label="Down (%)"
            value={round(position.y * 100, 1)}
            minValue={ART_POSITION_LIMITS.y.minimum * 100}
            maxValue={ART_POSITION_LIMITS.y.maximum * 100}
            step={1}
            isDisabled={!card.art}
            onChange={(v) =>
              Number.isFinite(v) &&
              props.onPosition({ ...position, y: clampTo(v / 100, ART_POSITION_LIMITS.y) })
            }
          />
          <NumberField
            label="Zoom (×)"
            value={position.zoom}
            minValue={ART_POSITION_LIMITS.zoom.minimum}
            maxValue={ART_POSITION_LIMITS.zoom.maximum}
            step={0.1}
            isDisabled={!card.art}
            formatOptions={{ maximumFractionDigits: 2 }}
            onChange={(v) => Number.isFinite(v) && zoomTo(v)}
          />
          <Button
            size="small"
            isDisabled={!card.art || card.artPosition === undefined}
            onPress={() => props.onPosition(undefined)}
          >
            Reset placement
          </Button>
          <p id="art-portrait-keys" className="ws-hint">
            {card.art
              ? "Drag the picture in its window to move it (zoom in first), scroll or press + and − to zoom; arrow keys move it."
              : "Choose a picture, or drop an image file on the card."}
          </p>
        </div>
      </div>
    </section>
  );
}
