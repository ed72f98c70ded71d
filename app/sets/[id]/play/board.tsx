"use client";
/**
 * The table's board as a viewer sees it (the engine's `PlayerView`): each seat's characters as
 * their real rendered stacks with self-worth badges, the dead set aside, held stories, the draw
 * and discard piles with counts (the discard pile can be looked through), the stories in the
 * centre and the card being played. Characters and the piles are drop targets while a card is
 * dragged; the legal ones (from the engine's legal actions) light up.
 */
import { useDroppable } from "@dnd-kit/core";
import { memo, useState } from "react";
import type { CharacterView, PlayerView, SeatView } from "@/lib/engine";
import type { VellumSet } from "@/lib/model";
import { cardTypeWithArticle } from "@/lib/model";
import { Button, CloseActions, Dialog } from "@/app/_ui";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { characterDropId } from "./drag-speech";
import { CardPicture, StackPicture } from "./pictures";
import type { StackMode } from "./pictures";
import { signedNumber } from "@/lib/model";

/** The play area takes events: named in lib/model's words ("an event"). */
const AN_EVENT = cardTypeWithArticle("event");

/** What the board highlights: targets while dragging, options of a character choice. */
export interface BoardMarks {
  /** Characters a dragged card may go on (null: nothing is being dragged). */
  legal: ReadonlySet<number> | null;
  /** Characters the pending choice offers. */
  options: ReadonlySet<number>;
  /** Whether the piles take drops (a card is being dragged). */
  dragging: boolean;
}

const NO_MARKS: BoardMarks = { legal: null, options: new Set(), dragging: false };

interface CharacterProps {
  ch: CharacterView;
  images: SetPictures;
  /** Whether a dragged card may go here: undefined while nothing is dragged. */
  legal: boolean | undefined;
  option: boolean;
  mode: StackMode;
  onCycle(id: number): void;
  droppable: boolean;
  /** The set's word for points ("Self-Worth", "Pathos"), for the badge's name. */
  pointsWord: string;
}

/** Same picture, same reading, same marks: the character need not draw again. */
function sameCharacter(a: CharacterProps, b: CharacterProps): boolean {
  return (
    a.ch.id === b.ch.id &&
    a.ch.name === b.ch.name &&
    a.ch.selfWorth === b.ch.selfWorth &&
    a.ch.dead === b.ch.dead &&
    a.ch.stack.length === b.ch.stack.length &&
    a.ch.stack.every((c, i) => c.instance === b.ch.stack[i]!.instance) &&
    a.images === b.images &&
    a.legal === b.legal &&
    a.option === b.option &&
    a.mode === b.mode &&
    a.onCycle === b.onCycle &&
    a.droppable === b.droppable &&
    a.pointsWord === b.pointsWord
  );
}

const Character = memo(function Character(props: CharacterProps) {
  const { ch } = props;
  const { setNodeRef, isOver } = useDroppable({
    id: characterDropId(ch.id),
    data: { character: ch.id, name: ch.name },
    disabled: !props.droppable,
  });
  const legal = props.legal;
  const state =
    legal === undefined
      ? undefined
      : legal
        ? isOver
          ? "over-legal"
          : "legal"
        : isOver
          ? "over-refused"
          : "refused";
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={ch.name}
      className="tb-character"
      data-drop={state}
      data-option={props.option || undefined}
      data-dead={ch.dead || undefined}
    >
      <StackPicture
        images={props.images}
        cardIds={ch.stack.map((c) => c.cardId)}
        name={ch.name}
        mode={props.mode}
        onCycle={() => props.onCycle(ch.id)}
      />
      <span
        role="status"
        aria-label={`${props.pointsWord} ${signedNumber(ch.selfWorth)}`}
        className="tb-badge"
        data-sign={ch.selfWorth < 0 ? "negative" : ch.selfWorth > 0 ? "positive" : "zero"}
      >
        {signedNumber(ch.selfWorth)}
      </span>
      {ch.dead && <span className="tb-dead-mark">dead</span>}
    </div>
  );
}, sameCharacter);

function SeatArea(props: {
  seat: SeatView;
  view: PlayerView;
  set: VellumSet;
  images: SetPictures;
  marks: BoardMarks;
  modes: ReadonlyMap<number, StackMode>;
  onCycle(id: number): void;
  droppable: boolean;
}) {
  const { seat, view, set } = props;
  const family =
    set.families.find((f) => f.id === seat.family)?.name ??
    `The removed characters (fifth ${set.rules.familyWord})`;
  const mine = view.characters.filter((c) => c.owner === seat.seat);
  const living = mine.filter((c) => !c.dead);
  const dead = mine.filter((c) => c.dead);
  const active = view.turn.seat === seat.seat && !view.over;
  const character = (c: CharacterView) => (
    <Character
      key={c.id}
      ch={c}
      images={props.images}
      legal={props.marks.legal === null ? undefined : props.marks.legal.has(c.id)}
      option={props.marks.options.has(c.id)}
      mode={props.modes.get(c.id) ?? "stacked"}
      onCycle={props.onCycle}
      droppable={props.droppable}
      pointsWord={set.rules.pointsWord}
    />
  );
  const free = seat.freePlays.length;
  return (
    <section
      className="tb-seat-area"
      aria-label={`${seat.name}'s ${set.rules.familyWord}`}
      data-active={active || undefined}
    >
      <header className="tb-seat-head">
        <span className="tb-seat-name">
          {seat.name}
          {seat.bot && <small> (bot)</small>}
          {active && <span className="tb-to-play"> · to play</span>}
        </span>
        <span className="tb-seat-family" title={family}>
          {family}
        </span>
        <span className="tb-seat-facts">
          {seat.handCount} in hand · {set.rules.familyWord} value {signedNumber(seat.familyValue)}
          {free > 0 && ` · ${free} free ${free === 1 ? "play" : "plays"}`}
          {seat.skipTurns > 0 && " · skips next turn"}
          {seat.skipDraws > 0 && " · skips next draw"}
        </span>
      </header>
      <div className="tb-seat-body">
        <div className="tb-characters">{living.map(character)}</div>
        {dead.length > 0 && (
          <div className="tb-set-aside" aria-label={`${seat.name}'s dead, set aside`} role="group">
            <span className="tb-aside-label">Set aside</span>
            <div className="tb-characters tb-characters--dead">{dead.map(character)}</div>
          </div>
        )}
        {seat.held && (
          <div className="tb-held" aria-label={`${seat.name}'s story`} role="group">
            <span className="tb-aside-label">Story</span>
            <CardPicture
              images={props.images}
              cardId={seat.held.cardId}
              className="tb-card--small"
            />
          </div>
        )}
      </div>
    </section>
  );
}

function Pile(props: {
  id: string;
  label: string;
  droppable: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: props.id, disabled: !props.droppable });
  return (
    <div
      ref={setNodeRef}
      className={`tb-pile ${props.className ?? ""}`}
      data-over={isOver || undefined}
      data-drop={props.droppable ? "pile" : undefined}
      role="group"
      aria-label={props.label}
    >
      {props.children}
    </div>
  );
}

function Centre(props: {
  view: PlayerView;
  set: VellumSet;
  images: SetPictures;
  marks: BoardMarks;
  droppable: boolean;
}) {
  const { view, images } = props;
  const [looking, setLooking] = useState(false);
  const top = view.discard[view.discard.length - 1];
  const name = (cardId: string) => images.card(cardId)?.name ?? cardId;
  return (
    <section className="tb-centre" aria-label="Centre">
      <Pile id="draw" label={`Draw pile: ${view.drawPileCount} cards`} droppable={false}>
        {view.drawPileCount === 0 ? (
          <div className="tb-card tb-card--empty" aria-hidden="true" />
        ) : images.back() ? (
          <span className="tb-card" aria-hidden="true">
            <img src={images.back()} alt="" draggable={false} />
          </span>
        ) : (
          <div className="tb-card tb-card--back" aria-hidden="true">
            <span>{view.drawPileCount}</span>
          </div>
        )}
        <span className="tb-pile-label">Draw · {view.drawPileCount}</span>
      </Pile>
      <Pile
        id="discard"
        label={`Discard pile: ${view.discard.length} cards${props.marks.dragging ? " — drop a card here to discard your whole hand" : ""}`}
        droppable={props.droppable}
      >
        {top ? (
          <CardPicture images={images} cardId={top.cardId} />
        ) : (
          <div className="tb-card tb-card--empty" aria-hidden="true" />
        )}
        <Button
          size="small"
          variant="quiet"
          isDisabled={view.discard.length === 0}
          onPress={() => setLooking(true)}
        >
          Discard · {view.discard.length}
        </Button>
      </Pile>
      <Pile
        id="play-area"
        label={props.marks.dragging ? `Play area — drop ${AN_EVENT} here to play it` : "Play area"}
        droppable={props.droppable}
        className="tb-play-area"
      >
        {view.resolving.length > 0 ? (
          view.resolving.map((c) => (
            <CardPicture key={c.instance} images={images} cardId={c.cardId} />
          ))
        ) : (
          <span className="tb-pile-label">
            {props.marks.dragging ? `Drop ${AN_EVENT} here` : "Play area"}
          </span>
        )}
      </Pile>
      {view.centre.length > 0 && (
        <div className="tb-stories" role="group" aria-label="Stories in the centre">
          {view.centre.map((c) => (
            <CardPicture
              key={c.instance}
              images={images}
              cardId={c.cardId}
              className="tb-card--small"
            />
          ))}
        </div>
      )}
      <Dialog
        title={`Discard pile (${view.discard.length})`}
        isOpen={looking}
        onOpenChange={setLooking}
      >
        {(close) => (
          <>
            <ol className="tb-discard-list">
              {[...view.discard].reverse().map((c) => (
                <li key={c.instance}>
                  <CardPicture images={images} cardId={c.cardId} className="tb-card--small" />
                  <span>{name(c.cardId)}</span>
                </li>
              ))}
            </ol>
            <CloseActions close={close} />
          </>
        )}
      </Dialog>
    </section>
  );
}

/**
 * The board's grid for `seats` seats: one column of seats up to three, two beyond, so every
 * seat's row fits above the hand (play.css sizes the cards from these and the board's box).
 */
function boardGrid(seats: number): Record<string, string> {
  const cols = seats > 3 ? 2 : 1;
  return { "--cols": String(cols), "--rows": String(Math.ceil(seats / cols)) };
}

/** See the file comment. */
export function Board(props: {
  view: PlayerView;
  set: VellumSet;
  images: SetPictures;
  marks?: BoardMarks;
  droppable?: boolean;
}) {
  const { view, set, images } = props;
  const marks = props.marks ?? NO_MARKS;
  const [modes, setModes] = useState<ReadonlyMap<number, StackMode>>(new Map());
  const [cycle] = useState(
    () => (id: number) =>
      setModes((m) => {
        const next = new Map(m);
        const now = m.get(id) ?? "stacked";
        next.set(id, now === "stacked" ? "fanned" : now === "fanned" ? "xray" : "stacked");
        return next;
      }),
  );
  return (
    <div
      className="tb-board"
      style={boardGrid(view.seats.length)}
      data-cols={view.seats.length > 3 ? 2 : 1}
    >
      {/* The seats' grid beside the centre: the centre's height never stretches a seat's row. */}
      <div className="tb-board-seats">
        {view.seats.map((seat) => (
          <SeatArea
            key={seat.seat}
            seat={seat}
            view={view}
            set={set}
            images={images}
            marks={marks}
            modes={modes}
            onCycle={cycle}
            droppable={props.droppable ?? false}
          />
        ))}
      </div>
      <Centre
        view={view}
        set={set}
        images={images}
        marks={marks}
        droppable={props.droppable ?? false}
      />
    </div>
  );
}
