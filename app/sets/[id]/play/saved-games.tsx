"use client";
/**
 * The saved games of a set: resume one at the table (a game whose set changed since is replayed
 * as far as its actions still apply, after saying so), or step through it in the replay viewer.
 */
import { useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { readSavedGame } from "@/lib/table";
import { AlertDialog, Button } from "@/app/_ui";
import { listGames, readGame } from "./games-api";
import { GameSession } from "./game-session";

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

/** See the file comment. */
export function SavedGames(props: {
  set: VellumSet;
  revision: string;
  onResume(session: GameSession, note?: string): void;
  onReplay(game: SavedGame): void;
}) {
  const { set, revision } = props;
  const [games, setGames] = useState<SavedGameSummary[]>();
  const [problem, setProblem] = useState<string>();
  const [changed, setChanged] = useState<SavedGame>();

  useEffect(() => {
    let live = true;
    void listGames(set.id).then((r) => {
      if (!live) return;
      if (r.ok) setGames(r.value.games);
      else setProblem(`The saved games could not be listed: ${r.message}`);
    });
    return () => {
      live = false;
    };
  }, [set.id]);

  const load = async (id: string): Promise<SavedGame | undefined> => {
    const r = await readGame(set.id, id);
    if (!r.ok) {
      setProblem(`That game could not be read: ${r.message}`);
      return undefined;
    }
    const checked = readSavedGame(r.value);
    if (!checked.ok) {
      setProblem(`That game cannot be resumed: ${checked.error}`);
      return undefined;
    }
    return checked.value;
  };

  const resume = (game: SavedGame) => {
    const r = GameSession.resume(set, revision, game);
    if ("error" in r) setProblem(r.error);
    else props.onResume(r.session, r.note);
  };

  return (
    <section className="tb-saved" aria-label="Saved games">
      <h2>Saved games</h2>
      {problem && (
        <p className="tb-refusal" role="alert">
          {problem}
        </p>
      )}
      {!games ? (
        <p className="tb-hint">Looking for saved games…</p>
      ) : games.length === 0 ? (
        <p className="tb-hint">No saved games yet: save one from the table.</p>
      ) : (
        <ul className="tb-saved-list">
          {games.map((g) => (
            <li key={g.id}>
              <span className="tb-saved-name">{g.name}</span>
              <span className="tb-hint">
                {g.seats} players · {g.over ? "finished" : `turn ${g.turn}`} · saved{" "}
                {when(g.savedAt)}
                {g.setRevision !== revision && " · the set changed since"}
              </span>
              <Button
                size="small"
                aria-label={`Resume ${g.name}`}
                onPress={() =>
                  void load(g.id).then((game) => {
                    if (!game) return;
                    if (game.setRevision !== revision) setChanged(game);
                    else resume(game);
                  })
                }
              >
                Resume
              </Button>
              <Button
                size="small"
                variant="quiet"
                aria-label={`Replay ${g.name}`}
                onPress={() => void load(g.id).then((game) => game && props.onReplay(game))}
              >
                Replay
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        title="The set changed since this game"
        isOpen={changed !== undefined}
        onOpenChange={(open) => !open && setChanged(undefined)}
        confirmLabel="Replay as far as it goes"
        onConfirm={() => changed && resume(changed)}
      >
        <p>
          &ldquo;{changed?.name}&rdquo; was played on revision {changed?.setRevision} of the set; it
          is now at {revision}. Its actions will be replayed against the set as it is now, as far as
          the rules still allow them, and the table will say where it stopped.
        </p>
      </AlertDialog>
    </section>
  );
}
