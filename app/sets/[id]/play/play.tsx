"use client";
/**
 * The play page: the new-game form (with the saved games), then the table, a replay of a saved
 * game, or free mode. Holds which of them shows and the card pictures they share.
 */
import { useEffect, useState } from "react";
import type { GameState } from "@/lib/engine";
import type { VellumSet } from "@/lib/model";
import type { SavedGame } from "@/lib/table";
import { browserFonts } from "../_workspace/fonts-client";
import { CardImages, loadArt } from "./card-images";
import { FreeMode } from "./free-mode";
import type { GameSession } from "./game-session";
import { NewGameForm } from "./new-game-form";
import { ReplayViewer } from "./replay-viewer";
import { TableView } from "./table-view";

type Mode =
  | { kind: "setup" }
  | { kind: "table"; session: GameSession; note?: string }
  | { kind: "free"; state: GameState; session: GameSession | null }
  | { kind: "replay"; game: SavedGame };

/** See the file comment. */
export function Play(props: { set: VellumSet; revision: string }) {
  const { set, revision } = props;
  const [images, setImages] = useState<CardImages>();
  const [failure, setFailure] = useState<string>();
  const [mode, setMode] = useState<Mode>({ kind: "setup" });

  useEffect(() => {
    let live = true;
    let made: CardImages | undefined;
    Promise.all([browserFonts(), loadArt(set)]).then(
      ([fonts, art]) => {
        if (!live) return;
        made = new CardImages(set, fonts, art);
        setImages(made);
      },
      (e: unknown) => live && setFailure(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
      made?.dispose();
    };
  }, [set]);

  // The game in play stays alive while free mode looks at it; a new one replaces it.
  const session = mode.kind === "table" || mode.kind === "free" ? mode.session : null;
  const [kept, setKept] = useState<GameSession | null>(null);
  if (session && session !== kept) setKept(session);
  useEffect(() => () => kept?.dispose(), [kept]);

  if (failure) {
    return (
      <p className="notice" role="alert">
        The cards cannot be drawn: {failure}. Reload the page to try again.
      </p>
    );
  }
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
          onReplay={(game) => setMode({ kind: "replay", game })}
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
          set={set}
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
          set={set}
          revision={revision}
          game={mode.game}
          images={images}
          onLeave={() => setMode({ kind: "setup" })}
        />
      );
  }
}
