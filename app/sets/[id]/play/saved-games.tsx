"use client";
/**
 * The saved games of a set: resume one at the table (a game whose set changed since is replayed
 * as far as its actions still apply, after saying so), step through it in the replay viewer,
 * rename it, or delete it (to the workspace's trash, with Undo).
 */
import { useCallback, useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { readSavedGame } from "@/lib/table";
import { AlertDialog, Button, toast } from "@/app/_ui";
import { deleteGame, listGames, putGame, readGame } from "./games-api";
import { GameSession } from "./game-session";
import { RenameGameDialog } from "./save-game";
import { tableBots } from "./table-bots";

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
  const [renaming, setRenaming] = useState<SavedGameSummary>();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const refresh = useCallback(
    async (isLive: () => boolean = () => true) => {
      const r = await listGames(set.id);
      if (!isLive()) return;
      if (r.ok) setGames(r.value.games);
      else setProblem(`The saved games could not be listed: ${r.message}`);
    },
    [set.id],
  );

  useEffect(() => {
    let live = true;
    void refresh(() => live);
    return () => {
      live = false;
    };
  }, [refresh]);

  /** A saved game as read and checked, or why it cannot be used. */
  const read = async (id: string): Promise<SavedGame | string> => {
    const r = await readGame(set.id, id);
    if (!r.ok) return `it could not be read: ${r.message}`;
    const checked = readSavedGame(r.value);
    return checked.ok ? checked.value : `it is not a game the table can open: ${checked.error}`;
  };

  const load = async (id: string): Promise<SavedGame | undefined> => {
    const game = await read(id);
    if (typeof game !== "string") return game;
    setProblem(`That game cannot be opened: ${game}`);
    return undefined;
  };

  const putBack = async (id: string, game: SavedGame) => {
    const r = await putGame(set.id, id, game);
    if (!r.ok) setProblem(`“${game.name}” could not be brought back: ${r.message}`);
    else toast({ title: `Restored “${game.name}”`, tone: "success" });
    await refresh();
  };

  const remove = async (summary: SavedGameSummary) => {
    if (deleting.has(summary.id)) return;
    setDeleting((d) => new Set(d).add(summary.id));
    const r = await deleteGame(set.id, summary.id);
    setDeleting((d) => {
      const next = new Set(d);
      next.delete(summary.id);
      return next;
    });
    if (!r.ok) {
      setProblem(`“${summary.name}” could not be deleted: ${r.message}`);
      return;
    }
    setProblem(undefined);
    setGames((all) => all?.filter((g) => g.id !== summary.id));
    toast({
      title: `Deleted “${summary.name}”`,
      description: "It is in the workspace's trash.",
      action: { label: "Undo", onAction: () => void putBack(summary.id, r.value) },
    });
  };

  const resume = (game: SavedGame) => {
    const r = GameSession.resume(set, revision, game, tableBots);
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
              <Button
                size="small"
                variant="quiet"
                aria-label={`Rename ${g.name}`}
                onPress={() => setRenaming(g)}
              >
                Rename
              </Button>
              <Button
                size="small"
                variant="quiet"
                aria-label={`Delete ${g.name}`}
                isDisabled={deleting.has(g.id)}
                onPress={() => void remove(g)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {renaming && (
        <RenameGameDialog
          summary={renaming}
          load={read}
          onClose={() => setRenaming(undefined)}
          onRenamed={(summary) =>
            setGames((all) => all?.map((g) => (g.id === summary.id ? summary : g)))
          }
          setId={set.id}
        />
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
