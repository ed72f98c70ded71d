"use client";
/**
 * The play page: the new-game form (with the saved games), then the table, a replay of a saved
 * game, or free mode. Holds which of them shows and the card pictures they share: the page's
 * set's, or those of the set a saved game was played on when it resumes or replays on that.
 */
import { useEffect, useState } from "react";
import type { GameState } from "@/lib/engine";
import type { VellumSet } from "@/lib/model";
import type { SavedGame } from "@/lib/table";
import { FreeMode } from "./free-mode";
import type { GameSession } from "./game-session";
import { NewGameForm } from "./new-game-form";
import { ReplayViewer } from "./replay-viewer";
import { TableView } from "./table-view";
import { useSetImages } from "@/app/sets/[id]/_set/pictures";

type Mode =
  | { kind: "setup" }
  | { kind: "table"; session: GameSession; note?: string }
  | { kind: "free"; state: GameState; session: GameSession | null }
  | { kind: "replay"; game: SavedGame; set: VellumSet; revision: string };

/** The set a mode shows: a session's or replay's own, else the page's. */
function setOf(mode: Mode, set: VellumSet): VellumSet {
  if (mode.kind === "table") return mode.session.set;
  if (mode.kind === "free") return mode.session?.set ?? set;
  if (mode.kind === "replay") return mode.set;
  return set;
}

/** See the file comment. */
export function Play(props: { set: VellumSet; revision: string }) {
  const { set, revision } = props;
  const [mode, setMode] = useState<Mode>({ kind: "setup" });
  const shownSet = setOf(mode, set);
  const own = useSetImages(set);
  const other = useSetImages(shownSet === set ? null : shownSet);

  // The game in play stays alive while free mode looks at it; a new one replaces it.
  const session = mode.kind === "table" || mode.kind === "free" ? mode.session : null;
  const [kept, setKept] = useState<GameSession | null>(null);
  if (session && session !== kept) setKept(session);
  useEffect(() => () => kept?.dispose(), [kept]);

  const failure = own.failure ?? other.failure;
  if (failure) {
    return (
      <p className="notice" role="alert">
        The cards cannot be drawn: {failure}. Reload the page to try again.
      </p>
    );
  }
  const images = shownSet === set ? own.images : other.images;
  if (!images) return <p className="tb-loading">Drawing the cards…</p>;

  switch (mode.kind) {
    case "setup":
      return (
        <NewGameForm
          set={set}
          revision={revision}
          onStart={(s, note) =>
            setMode(note ? { kind: "table", session: s, note } : { kind: "table", session: s })
          }
          onReplay={(game, on) => setMode({ kind: "replay", game, ...on })}
          onFree={(state) => setMode({ kind: "free", state, session: null })}
        />
      );
    case "table":
      return (
        <TableView
          key={mode.session.id}
          session={mode.session}
          images={images}
          note={mode.note}
          onNewGame={() => {
            // The bots of a game left for a new one stop playing.
            mode.session.dispose();
            setMode({ kind: "setup" });
          }}
          onFree={() =>
            setMode({
              kind: "free",
              state: mode.session.getSnapshot().state,
              session: mode.session,
            })
          }
        />
      );
    case "free":
      return (
        <FreeMode
          set={shownSet}
          images={images}
          state={mode.state}
          session={mode.session}
          onLeave={() =>
            setMode(mode.session ? { kind: "table", session: mode.session } : { kind: "setup" })
          }
        />
      );
    case "replay":
      return (
        <ReplayViewer
          set={mode.set}
          revision={mode.revision}
          game={mode.game}
          images={images}
          onLeave={() => setMode({ kind: "setup" })}
        />
      );
  }
}
