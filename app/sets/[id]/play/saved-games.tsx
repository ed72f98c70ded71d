"use client";
/**
 * The saved games of a set: resume one at the table or step through it in the replay viewer,
 * on the set as it was played (the store keeps it with the game), rename it, or delete it (to
 * the workspace's trash, with Undo). The list comes a page at a time (the server reads it from
 * its index of the games), newest first, with "Show more saved games" for the next page.
 * Playing a game on the set as it is now is a choice of its own: it replays as far as its
 * actions still apply and the table says where it stopped. A game saved before sets were kept
 * with games has only the set as it is now, and says so.
 */
import { useCallback, useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { RULE_LIMITS } from "@/lib/schema";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { readSavedGame } from "@/lib/table";
import { AlertDialog, Button, RequestFailureNote, toast } from "@/app/_ui";
import { failureMessage } from "@/app/_api/client";
import { deleteGame, listGames, putGame, readGame, readGameSet } from "./games-api";
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
  onReplay(game: SavedGame, on: { set: VellumSet; revision: string }): void;
}) {
  const { set, revision } = props;
  const [games, setGames] = useState<SavedGameSummary[]>();
  /** The cursor of the next page of the list (absent: all are shown), and how many in all. */
  const [more, setMore] = useState<{ next?: string; total: number }>({ total: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<string>();
  /** The game about to be played on the set as it is now, and whether its own set is kept. */
  const [changed, setChanged] = useState<{ game: SavedGame; kept: boolean }>();
  const [renaming, setRenaming] = useState<SavedGameSummary>();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const refresh = useCallback(
    async (isLive: () => boolean = () => true) => {
      const r = await listGames(set.id);
      if (!isLive()) return;
      if (r.ok) {
        setGames(r.value.games);
        setMore({ ...(r.value.next ? { next: r.value.next } : {}), total: r.value.total });
      } else setProblem(`The saved games could not be listed: ${failureMessage(r.error)}`);
    },
    [set.id],
  );

  /** The next page of the list, after the games shown. */
  const showMore = async () => {
    if (!more.next || loadingMore) return;
    setLoadingMore(true);
    const r = await listGames(set.id, more.next);
    setLoadingMore(false);
    if (!r.ok) {
      setProblem(`More saved games could not be listed: ${failureMessage(r.error)}`);
      return;
    }
    const shown = new Set(games?.map((g) => g.id));
    setGames((all) => [...(all ?? []), ...r.value.games.filter((g) => !shown.has(g.id))]);
    setMore({ ...(r.value.next ? { next: r.value.next } : {}), total: r.value.total });
  };

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
    if (!r.ok) return `it could not be read: ${failureMessage(r.error)}`;
    const checked = readSavedGame(r.value, RULE_LIMITS);
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
    if (!r.ok) setProblem(`“${game.name}” could not be brought back: ${failureMessage(r.error)}`);
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
      setProblem(`“${summary.name}” could not be deleted: ${failureMessage(r.error)}`);
      return;
    }
    setProblem(undefined);
    setGames((all) => all?.filter((g) => g.id !== summary.id));
    setMore((m) => ({ ...m, total: Math.max(0, m.total - 1) }));
    toast({
      title: `Deleted “${summary.name}”`,
      description: "It is in the workspace's trash.",
      action: { label: "Undo", onAction: () => void putBack(summary.id, r.value) },
    });
  };

  /** The set `game` was played on: the page's when unchanged, else the kept one (or none). */
  const playedOn = async (
    id: string,
    game: SavedGame,
  ): Promise<{ set: VellumSet; revision: string } | undefined> => {
    if (game.setRevision === revision) return { set, revision };
    const kept = await readGameSet(set.id, id);
    return kept.ok ? kept.value : undefined;
  };

  const resume = (game: SavedGame, on: { set: VellumSet; revision: string }, note?: string) => {
    const r = GameSession.resume(on.set, on.revision, game, tableBots);
    if ("error" in r) setProblem(r.error);
    else props.onResume(r.session, r.note ?? note);
  };

  /** Resumes a game on the set it was played on; an older save without one asks first. */
  const resumeAsPlayed = async (id: string) => {
    const game = await load(id);
    if (!game) return;
    const on = await playedOn(id, game);
    if (!on) {
      setChanged({ game, kept: false });
      return;
    }
    resume(
      game,
      on,
      on.revision === revision
        ? undefined
        : `The set has changed since this game was played: it goes on with the set as it was then (revision ${on.revision}). To try its actions on the set as it is now, use “Play on the current set” in the saved games.`,
    );
  };

  const replay = async (id: string) => {
    const game = await load(id);
    if (!game) return;
    props.onReplay(game, (await playedOn(id, game)) ?? { set, revision });
  };

  return (
    <section className="tb-saved" aria-label="Saved games">
      <h2>Saved games</h2>
      {problem && <RequestFailureNote failure={problem} />}
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
                {g.setRevision !== revision &&
                  (g.setKept
                    ? " · the set changed since (the game keeps the set it was played on)"
                    : " · the set changed since (saved before games kept their set)")}
              </span>
              <Button
                size="small"
                aria-label={`Resume ${g.name}`}
                onPress={() => void resumeAsPlayed(g.id)}
              >
                Resume
              </Button>
              <Button
                size="small"
                variant="quiet"
                aria-label={`Replay ${g.name}`}
                onPress={() => void replay(g.id)}
              >
                Replay
              </Button>
              {g.setRevision !== revision && g.setKept && (
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={`Play ${g.name} on the current set`}
                  onPress={() =>
                    void load(g.id).then((game) => game && setChanged({ game, kept: true }))
                  }
                >
                  Play on the current set
                </Button>
              )}
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
      {games && more.next && (
        <p className="tb-hint">
          Showing {games.length} of {more.total} saved games.{" "}
          <Button
            size="small"
            variant="quiet"
            isDisabled={loadingMore}
            onPress={() => void showMore()}
          >
            {loadingMore ? "Loading…" : "Show more saved games"}
          </Button>
        </p>
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
        confirmLabel="Play on the current set"
        onConfirm={() => changed && resume(changed.game, { set, revision })}
      >
        <p>
          &ldquo;{changed?.game.name}&rdquo; was played on revision {changed?.game.setRevision} of
          the set; it is now at {revision}. Its actions will be replayed against the set as it is
          now, as far as the rules still allow them, and the table will say where it stopped.
        </p>
        {changed && !changed.kept && (
          <p className="tb-hint">
            It was saved before games kept the set they were played on, so the set as it is now is
            the only one it can be played on.
          </p>
        )}
      </AlertDialog>
    </section>
  );
}
