"use client";
/**
 * Steps through a saved game action by action: the table as everyone saw it (the spectator's
 * view: no hands), or as one player saw it with their hand, and the log up to that step. A game
 * whose set changed since replays as far as its actions still apply and says where it stopped.
 */
import { DndContext } from "@dnd-kit/core";
import { useMemo, useState } from "react";
import { viewFor } from "@/lib/engine";
import type { VellumSet } from "@/lib/model";
import type { SavedGame } from "@/lib/table";
import { editedGameNote, editedGameReason, replaySteps } from "@/lib/table";
import { Button, NumberField, Select } from "@/app/_ui";
import { Board } from "./board";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { HandCardPicture, HandShelf } from "./hand";
import { CardZoomProvider } from "./card-zoom";
import { linesOf } from "./game-session";
import { LogPanel } from "./log-panel";

const EVERYONE = "everyone";

/** See the file comment. */
export function ReplayViewer(props: {
  set: VellumSet;
  revision: string;
  game: SavedGame;
  images: SetPictures;
  onLeave(): void;
}) {
  const { set, game, images } = props;
  const replay = useMemo(() => {
    const changed = game.setRevision !== props.revision;
    const log = changed ? { ...game.log, setId: set.id, setVersion: set.version } : game.log;
    const steps = replaySteps(log, set);
    // On the set it was played on, a game that does not replay as saved was edited.
    const edited = editedGameReason(game, steps, !changed);
    if ("error" in steps) return { error: steps.error, edited };
    const lines = linesOf(set, steps.states, steps.events, String(log.seed));
    return { steps, changed, edited, lines };
  }, [game, set, props.revision]);
  const [step, setStep] = useState(0);
  const [seenBy, setSeenBy] = useState(EVERYONE);

  if ("error" in replay) {
    return (
      <div className="set-page-content">
        <p className="refusal" role="alert">
          {replay.edited
            ? `“${game.name}” cannot be replayed. ${editedGameNote(replay.edited)}`
            : `“${game.name}” cannot be replayed with the set as it is now: ${replay.error}`}
        </p>
        <Button onPress={props.onLeave}>Back</Button>
      </div>
    );
  }
  const { steps, lines } = replay;
  const last = steps.states.length - 1;
  const at = Math.min(step, last);
  const state = steps.states[at]!;
  const seat = seenBy === EVERYONE ? null : Number(seenBy);
  const view = viewFor(state, seat ?? "spectator");
  const hand = seat === null ? null : (view.seats[seat]?.hand ?? []);
  const owner = seat === null ? "" : (state.seats[seat]?.name ?? `Seat ${seat + 1}`);
  const go = (n: number) => setStep(Math.max(0, Math.min(last, n)));
  return (
    <DndContext>
      <CardZoomProvider images={images} suppressed={false}>
        <div role="main" aria-label="Replay" className="tb-table">
          <div className="tb-main">
            <div className="tb-replay-bar" role="toolbar" aria-label="Replay steps">
              <strong>Replay of “{game.name}”</strong>
              <Button size="small" isDisabled={at === 0} onPress={() => go(0)}>
                First
              </Button>
              <Button size="small" isDisabled={at === 0} onPress={() => go(at - 1)}>
                Previous step
              </Button>
              <span role="status" className="tb-step">
                Step {at} of {last}
              </span>
              <Button size="small" isDisabled={at === last} onPress={() => go(at + 1)}>
                Next step
              </Button>
              <Button size="small" isDisabled={at === last} onPress={() => go(last)}>
                Last
              </Button>
              <NumberField
                label="Go to step"
                minValue={0}
                maxValue={last}
                value={at}
                onChange={(v) => Number.isFinite(v) && go(v)}
              />
              <Select
                label="Seen by"
                value={seenBy}
                options={[
                  [EVERYONE, "Everyone (no hands)"],
                  ...state.seats.map((s, i): [string, string] => [String(i), s.name]),
                ]}
                onChange={setSeenBy}
              />
              <Button size="small" variant="quiet" onPress={props.onLeave}>
                Close the replay
              </Button>
            </div>
            {replay.edited && (
              <p className="tb-note" role="status">
                {editedGameNote(replay.edited)}
                {steps.stopped && ` The replay stops there, after ${steps.stopped.at} actions.`}
              </p>
            )}
            {!replay.edited && steps.stopped && (
              <p className="tb-note" role="status">
                The set changed since this game: it replays {steps.stopped.at} of{" "}
                {game.log.actions.length} actions and stops at action {steps.stopped.at + 1}:{" "}
                {steps.stopped.reason}.
              </p>
            )}
            {!replay.edited && !steps.stopped && replay.changed && (
              <p className="tb-note" role="status">
                The set changed since this game was saved; every action still applies.
              </p>
            )}
            <Board view={view} set={set} images={images} />
            {hand && (
              <HandShelf owner={owner} count={hand.length}>
                {hand.map((c) => (
                  <HandCardPicture key={c.instance} images={images} cardId={c.cardId} />
                ))}
              </HandShelf>
            )}
          </div>
          <aside className="tb-side" aria-label="Log">
            <LogPanel lines={lines.filter((l) => l.at <= at)} />
          </aside>
        </div>
      </CardZoomProvider>
    </DndContext>
  );
}
