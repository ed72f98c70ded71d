"use client";
/**
 * The table in play: the board, the viewer's hand, and beside them what the game asks (the
 * turn's plays, a pending choice, a response window), the controls (undo, save, free mode, the
 * bots' pace), the log, the pass-the-device screen and the end screen. Drag a card from the hand
 * onto a character: the engine's legal actions light the targets up, and a drop the rules refuse
 * springs back with the engine's reason.
 */
import { DndContext } from "@dnd-kit/core";
import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { useMemo, useState, useSyncExternalStore } from "react";
import type { Action } from "@/lib/engine";
import { dropAction, playsOfCard } from "@/lib/table";
import { cardTypeWithArticle } from "@/lib/model";
import { AlertDialog, Button, Select } from "@/app/_ui";
import { useDragSensors } from "@/app/_ui/dnd";
import { dragAccessibility } from "@/app/_ui/drag-words";
import { Board } from "./board";
import { TABLE_DROPS } from "./drop-target";
import type { BoardMarks } from "./board";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { CardZoomProvider } from "./card-zoom";
import { DecisionPanel } from "./decision-panel";
import type { HandDrag } from "./drag-speech";
import { HAND_INSTRUCTIONS, characterOfDropId, tableSpeech } from "./drag-speech";
import { GameOverDialog } from "./game-over";
import type { GameSession } from "./game-session";
import { Hand, handCardName } from "./hand";
import { LogPanel } from "./log-panel";
import { hasBots } from "./new-game-model";
import { PassDevice } from "./pass-device";
import { SaveGameDialog } from "./save-game";
import { StallNoticePanel } from "./stall-notice";

const PACES: [string, string][] = [
  ["0", "Instant"],
  ["400", "Quick"],
  ["1000", "Steady"],
  ["2000", "Slow"],
];

/** Upper-cases the first letter of an engine message for a sentence on its own. */
function sentence(message: string): string {
  return message.replace(/^./, (c) => c.toUpperCase());
}

/** See the file comment. */
export function TableView(props: {
  session: GameSession;
  images: SetPictures;
  note?: string;
  onNewGame(): void;
  onFree(): void;
}) {
  const { session, images } = props;
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const { view, legal, viewer } = snap;
  const set = session.set;
  const [dragging, setDragging] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [closedOver, setClosedOver] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // A game in progress is asked about before it is thrown away; an ended or untouched one is not.
  const inProgress = !view.over && snap.log.actions.length > 0;

  const sensors = useDragSensors();

  const me = viewer === "spectator" ? undefined : view.seats[viewer];
  const hand = me?.hand ?? [];
  const myTurn = legal.length > 0;
  const cardName = (instance: number) => {
    const ref = hand.find((c) => c.instance === instance);
    return ref ? (images.card(ref.cardId)?.name ?? ref.cardId) : "the card";
  };
  const characterName = (id: number) => view.characters[id]?.name ?? `character ${id + 1}`;

  const marks: BoardMarks = useMemo(() => {
    const options = new Set<number>(
      view.pending?.kind === "character" && view.pending.player === viewer
        ? (view.pending.options ?? [])
        : [],
    );
    if (dragging === null) {
      const sel = selected === null ? null : new Set(playsOfCard(legal, selected).targets);
      return { legal: sel, options, dragging: false };
    }
    return { legal: new Set(playsOfCard(legal, dragging).targets), options, dragging: true };
  }, [dragging, selected, legal, view.pending, viewer]);

  const act = (action: Action) => {
    const refused = session.act(action);
    if (refused) {
      setRefusal(sentence(refused.message));
    } else {
      setRefusal(undefined);
      setSelected(null);
    }
  };

  const onDragStart = (e: DragStartEvent) => {
    const instance = (e.active.data.current as { instance?: number } | undefined)?.instance;
    setDragging(instance ?? null);
    setRefusal(undefined);
  };

  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const data = e.active.data.current as HandDrag | undefined;
    if (!data || !e.over || viewer === "spectator") return;
    const type = images.card(data.cardId)?.type ?? "";
    const over = String(e.over.id);
    if (over === "discard") {
      act({ type: "discard-hand", player: viewer });
      return;
    }
    const target = characterOfDropId(over);
    const action = dropAction(viewer, data.instance, type, target);
    if (!action) {
      setRefusal(
        type === "modifier" || type === "untimely-death"
          ? `Drop ${cardName(data.instance)} on ${cardTypeWithArticle("character")}.`
          : `${cardName(data.instance)} is not played from the hand.`,
      );
      return;
    }
    act(action);
  };

  const accessibility = dragAccessibility(
    tableSpeech({
      card: (cardId) => handCardName(images, cardId),
      character: characterName,
      targets: (instance) => playsOfCard(legal, instance).targets,
    }),
    HAND_INSTRUCTIONS,
  );

  const selectedPlays =
    selected === null
      ? []
      : legal.filter((a) => "card" in a && a.card === selected && a.type.startsWith("play-"));

  return (
    <DndContext
      sensors={sensors}
      {...TABLE_DROPS}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={accessibility}
    >
      <CardZoomProvider images={images} suppressed={dragging !== null}>
        <div role="main" aria-label="Table" className="tb-table" data-viewer={String(viewer)}>
          <div className="tb-main">
            {props.note && (
              <p className="tb-note" role="status">
                {props.note}
              </p>
            )}
            <Board view={view} set={set} images={images} marks={marks} droppable={myTurn} />
            {snap.passTo === null && me && (
              <Hand
                cards={hand}
                images={images}
                selected={selected}
                disabled={!myTurn}
                owner={me.name}
                onSelect={(i) => {
                  setSelected(i);
                  setRefusal(undefined);
                }}
              />
            )}
          </div>
          <aside className="tb-side" aria-label="Turn and log">
            {snap.stall && (
              <StallNoticePanel
                notice={snap.stall}
                onEnd={() => {
                  setClosedOver(false);
                  session.endStalled();
                }}
                onKeepPlaying={() => session.keepPlaying()}
              />
            )}
            {refusal && (
              <p className="refusal" role="alert">
                {refusal}
              </p>
            )}
            <DecisionPanel snap={snap} session={session} images={images} onAct={act} />
            {selected !== null && myTurn && (
              <div
                className="tb-selected"
                role="group"
                aria-label={`Plays of ${cardName(selected)}`}
              >
                <p>
                  {selectedPlays.length === 0
                    ? `${cardName(selected)} has no legal play now; drag it onto a character to hear why.`
                    : `Play ${cardName(selected)}:`}
                </p>
                {selectedPlays.map((a, i) => (
                  <Button key={i} size="small" onPress={() => act(a)}>
                    {"target" in a ? `On ${characterName(a.target)}` : "Play it"}
                  </Button>
                ))}
              </div>
            )}
            <div className="tb-controls">
              <Button
                size="small"
                isDisabled={snap.undoable === 0}
                onPress={() => {
                  const why = session.undo();
                  setRefusal(why ? sentence(why) : undefined);
                  setClosedOver(false);
                  setSelected(null);
                }}
              >
                Undo
              </Button>
              <Button size="small" onPress={() => setSaving(true)}>
                Save game
              </Button>
              <Button size="small" onPress={props.onFree}>
                Free mode
              </Button>
              <Button
                size="small"
                variant="quiet"
                onPress={() => (inProgress ? setLeaving(true) : props.onNewGame())}
              >
                New game
              </Button>
              {hasBots(session.kinds) && (
                <Select
                  className="tb-pace"
                  label="Bots"
                  value={String(snap.botDelay)}
                  options={PACES}
                  onChange={(v) => session.setBotDelay(Number(v))}
                />
              )}
            </div>
            <LogPanel lines={snap.lines} />
          </aside>
        </div>
      </CardZoomProvider>
      {snap.passTo !== null && (
        <PassDevice
          name={view.seats[snap.passTo]?.name ?? ""}
          onTake={() => session.confirmPass()}
        />
      )}
      {saving && <SaveGameDialog session={session} onClose={() => setSaving(false)} />}
      <AlertDialog
        title="Leave this game for a new one?"
        isOpen={leaving}
        onOpenChange={setLeaving}
        variant="danger"
        cancelLabel="Keep playing"
        confirmLabel="Discard this game"
        onConfirm={props.onNewGame}
      >
        <p>
          The game in progress (turn {snap.state.turn.number}, {snap.log.actions.length}{" "}
          {snap.log.actions.length === 1 ? "action" : "actions"}) is lost unless you save it first:
          keep playing and use Save game, or discard it and set up a new game.
        </p>
      </AlertDialog>
      {view.over && (
        <GameOverDialog
          view={view}
          set={set}
          why={
            snap.endedStalled
              ? `The game was ended at turn ${snap.endedStalled.stall.turn} because it had stalled. ${snap.endedStalled.title}`
              : undefined
          }
          isOpen={!closedOver}
          onOpenChange={(open) => setClosedOver(!open)}
          onNewGame={props.onNewGame}
        />
      )}
    </DndContext>
  );
}
