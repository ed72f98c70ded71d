"use client";
/**
 * Free mode: a clearly marked rules-off table (lib/table `FreeTable`) where any card can be
 * dragged anywhere — to try effects the effect language cannot express yet — with undo. Stacks
 * are read by the cardinal rule only (their self-worth badges); nothing else is enforced, and
 * nothing here changes the game it started from.
 */
import { DndContext, useDraggable, useDroppable } from "@dnd-kit/core";
import type { DragEndEvent } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useMemo, useState } from "react";
import type { GameState } from "@/lib/engine";
import { viewFor } from "@/lib/engine";
import type { VellumSet } from "@/lib/model";
import type { FreeHistory, FreeTable, FreeZone } from "@/lib/table";
import { freeHistory, freeTableFrom, readFreeStack, undoFree, withMove } from "@/lib/table";
import { Button } from "@/app/_ui";
import { useDragSensors } from "@/app/_ui/dnd";
import { dragAccessibility, dragInstructions, placeSpeech } from "@/app/_ui/drag-words";
import { TABLE_DROPS } from "./drop-target";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { freeCardId, freeWords, zoneDropId, zoneOfDropId } from "./drag-speech";
import type { GameSession } from "./game-session";
import { CardPicture, StackPicture } from "./pictures";
import type { StackMode } from "./pictures";
import { signedNumber } from "@/lib/model";

function FreeCard(props: {
  instance: number;
  cardId: string;
  zone: FreeZone;
  images: SetPictures;
}) {
  const { instance, cardId, images } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: freeCardId(instance),
    data: { instance },
  });
  const name = images.card(cardId)?.name ?? cardId;
  const style = transform ? { transform: CSS.Translate.toString(transform) } : undefined;
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="tb-free-card"
      data-dragging={isDragging || undefined}
      style={style}
      {...listeners}
      {...attributes}
      aria-label={`${name} (${props.zone.label})`}
    >
      <CardPicture images={images} cardId={cardId} className="tb-card--tiny" />
      <span className="tb-free-name">{name}</span>
    </button>
  );
}

function Zone(props: { zone: FreeZone; table: FreeTable; set: VellumSet; images: SetPictures }) {
  const { zone, table, images } = props;
  const { setNodeRef, isOver } = useDroppable({ id: zoneDropId(zone.id) });
  const [mode, setMode] = useState<StackMode>("stacked");
  const ids = zone.cards.map((i) => table.cardIds[i] ?? "");
  // The draw pile is long: its top card is the one to move.
  const shown = zone.kind === "draw" ? zone.cards.slice(-1) : zone.cards;
  const reading = zone.kind === "stack" ? readFreeStack(table, zone, props.set) : null;
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={zone.label}
      className="tb-free-zone"
      data-kind={zone.kind}
      data-over={isOver || undefined}
    >
      <header>
        <span>{zone.label}</span>
        <small>{zone.cards.length}</small>
      </header>
      {reading && (
        <div className="tb-free-stack">
          {ids.length > 0 && (
            <StackPicture
              images={images}
              cardIds={ids}
              name={zone.label}
              mode={mode}
              onCycle={() =>
                setMode(mode === "stacked" ? "fanned" : mode === "fanned" ? "xray" : "stacked")
              }
            />
          )}
          <span
            role="status"
            aria-label={`${props.set.rules.pointsWord} ${signedNumber(reading.selfWorth)}`}
            className="tb-badge"
            data-sign={
              reading.selfWorth < 0 ? "negative" : reading.selfWorth > 0 ? "positive" : "zero"
            }
          >
            {signedNumber(reading.selfWorth)}
          </span>
          {reading.dead && <span className="tb-dead-mark">dead</span>}
        </div>
      )}
      <div className="tb-free-cards">
        {shown.map((i) => (
          <FreeCard
            key={i}
            instance={i}
            cardId={table.cardIds[i] ?? ""}
            zone={zone}
            images={images}
          />
        ))}
      </div>
    </div>
  );
}

/** See the file comment. */
export function FreeMode(props: {
  set: VellumSet;
  images: SetPictures;
  state: GameState;
  session: GameSession | null;
  onLeave(): void;
}) {
  const { set, images, session } = props;
  const [history, setHistory] = useState<FreeHistory>(() => {
    const view = viewFor(props.state, "spectator");
    return freeHistory(
      freeTableFrom(props.state, {
        seats: view.seats.map((s) => s.name),
        characters: view.characters.map((c) => c.name),
      }),
    );
  });
  const [problem, setProblem] = useState<string>();
  const sensors = useDragSensors();
  // The game's bots wait while free mode borrows its table.
  useEffect(() => {
    session?.setPaused(true);
    return () => session?.setPaused(false);
  }, [session]);

  const table = history.present;
  // Read out in the cards' names and the zones' labels, not dnd-kit's ids.
  const accessibility = useMemo(() => {
    const name = (instance: number) => {
      const id = table.cardIds[instance] ?? "";
      return images.card(id)?.name ?? id;
    };
    return dragAccessibility(placeSpeech(freeWords(table, name)), dragInstructions("card"));
  }, [table, images]);
  const onDragEnd = (e: DragEndEvent) => {
    const instance = (e.active.data.current as { instance?: number } | undefined)?.instance;
    if (instance === undefined || !e.over) return;
    const to = zoneOfDropId(String(e.over.id));
    const moved = withMove(history, instance, to);
    if (moved.ok) {
      setHistory(moved.value);
      setProblem(undefined);
    } else setProblem(moved.error);
  };
  const group = (kind: FreeZone["kind"], owner: number | null = null) =>
    table.zones.filter((z) => z.kind === kind && (owner === null || z.owner === owner));
  const seats = table.zones.filter((z) => z.kind === "hand").map((z) => z.owner ?? 0);
  const zone = (z: FreeZone) => (
    <Zone key={z.id} zone={z} table={table} set={set} images={images} />
  );

  return (
    <DndContext
      sensors={sensors}
      {...TABLE_DROPS}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <div role="main" aria-label="Free table" className="tb-free">
        <div className="tb-free-banner" role="note">
          <strong>Free mode — rules off.</strong> Any card moves anywhere; only the cardinal rule
          reads the stacks. Nothing here changes the game.
          <span className="tb-free-actions">
            <Button
              size="small"
              isDisabled={history.past.length === 0}
              onPress={() => setHistory(undoFree(history))}
            >
              Undo move
            </Button>
            <Button size="small" variant="primary" onPress={props.onLeave}>
              {session ? "Back to the game" : "Leave free mode"}
            </Button>
          </span>
        </div>
        {problem && (
          <p className="refusal" role="alert">
            {problem}
          </p>
        )}
        <div className="tb-free-row">
          {[...group("draw"), ...group("discard"), ...group("centre"), ...group("aside")].map(zone)}
        </div>
        {seats.map((seat) => (
          <section
            key={seat}
            className="tb-free-seat"
            aria-label={group("hand", seat)[0]?.label.replace(/'s hand$/, "") ?? `Seat ${seat + 1}`}
          >
            <div className="tb-free-row">
              {[...group("hand", seat), ...group("held", seat)].map(zone)}
            </div>
            <div className="tb-free-row">{group("stack", seat).map(zone)}</div>
          </section>
        ))}
      </div>
    </DndContext>
  );
}
