/**
 * Saved games of a set (the play page's "Save game"): one JSON file per game in the set's
 * `games/` folder, written atomically, never through a symbolic link. A game can be written
 * again under its id (a new name, or the Undo of a delete) and removed to the workspace's trash.
 * The store keeps their text; what a saved game holds is the caller's to check (lib/table
 * `readSavedGame`), except its `setRevision`: the set as it was at that revision is kept beside
 * the games (game-sets.ts) while a game names it, so the game replays on the set it was played on.
 *
 * Every write, rename and removal of a game holds the set's lock (the one set.json writes take),
 * so a set removed while a game is saved waits for that save (and takes the whole game to the
 * trash), and a save that comes after it finds no set: `not-found`, never a half-written game or
 * an fs error. The list reads a small index of what it shows (`.index.json`, below), never every
 * game's text.
 */
import { lstat, mkdir, readdir, readFile, rename } from "node:fs/promises";
import { removeTempFiles } from "./atomic-write";
import { randomBytes } from "node:crypto";
import type { Result } from "../model";
import { err, isSlug, ok, slugify } from "../model";
import { WorkspaceCore } from "./core";
import { workspaceCoreOf } from "./workspace-core";
import { keepGameSet, keptGameSets, pruneGameSets, readGameSet } from "./game-sets";
import {
  decodeCursor,
  gameStamp,
  pageOf,
  readIndex,
  removeFromIndex,
  updateIndex,
  writeIndex,
} from "./game-index";
import type { GameCursor, GameIndexEntries, GameSummaries, GameSummaryBase } from "./game-index";
import { isNotFound, storeError, toStoreError } from "./errors";
import { checkSetId } from "./ids";
import { isRevision, resolveInside, trashName } from "./paths";
import type { StoreError, StoreResult, Workspace } from "./types";

/** The folder of a set's saved games. */
export const GAMES_DIR = "games";

/** The largest saved game the store takes (a long game's log is well under it). */
export const MAX_GAME_BYTES = 2 * 1024 * 1024;

/** A saved game's file, as the store reads it. */
export interface StoredGame {
  id: string;
  text: string;
  /** Whether the set it was played on (its `setRevision`) is kept beside it. */
  setKept: boolean;
}

/**
 * The `setRevision` a saved game's text names, if any. NOTE: the one field of a saved game the
 * store reads: it decides which kept sets are still needed.
 */
export function revisionOfGame(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const revision =
      typeof value === "object" && value !== null
        ? (value as { setRevision?: unknown }).setRevision
        : undefined;
    return isRevision(revision) ? revision : undefined;
  } catch {
    return undefined;
  }
}

async function guarded<T>(
  doing: string,
  run: () => Promise<StoreResult<T>>,
): Promise<StoreResult<T>> {
  try {
    return await run();
  } catch (e) {
    return err(toStoreError(e, doing));
  }
}

/** Whether set `id` exists (links refused). Exported for game-index.ts. */
export async function setExists(core: WorkspaceCore, id: string): Promise<boolean> {
  await core.refuseSetLinks(id);
  await core.refuseLink([id, GAMES_DIR]);
  try {
    return (await lstat(core.setFile(id))).isFile();
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}

/** The games folder of set `id`. */
export function gamesDir(core: WorkspaceCore, id: string): string {
  return resolveInside(core.setDir(id), GAMES_DIR);
}

function checkGameId(gameId: string): StoreError | undefined {
  return isSlug(gameId)
    ? undefined
    : storeError("bad-id", `saved game id '${String(gameId).slice(0, 80)}' is not valid`);
}

/** A new game id from its name and the time: `<name-slug>-<yyyymmdd-hhmmss>-<random>`. */
function newGameId(name: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const base = slugify(name).slice(0, 40).replace(/-+$/g, "") || "game";
  return `${base}-${stamp}-${randomBytes(3).toString("hex")}`;
}

const tooLarge = (text: string): StoreError | undefined =>
  Buffer.byteLength(text, "utf8") > MAX_GAME_BYTES
    ? storeError("too-large", `a saved game may be at most ${MAX_GAME_BYTES} bytes`)
    : undefined;

/** The workspace's core: its own (fs steps and lock timings of a test), else a plain one. */
function coreOf(ws: Workspace): WorkspaceCore {
  return workspaceCoreOf(ws) ?? new WorkspaceCore(ws.root);
}

const noSet = (setId: string) => storeError("not-found", `no set with id '${setId}'`);

/**
 * Writes `text` as game `gameId` of set `setId` (created or replaced), atomically and holding
 * the set's lock, after keeping the set as it was at the game's revision (when set.json or its
 * history still has it); the list's index gets the game's summary (`summaries`), or forgets
 * the game until the list reads it again (without).
 */
async function writeAt<S extends GameSummaryBase>(
  core: WorkspaceCore,
  setId: string,
  gameId: string,
  text: string,
  summaries: GameSummaries<S> | undefined,
): Promise<StoreResult<string>> {
  return core.locked(setId, async () => {
    if (!(await setExists(core, setId))) return err(noSet(setId));
    const revision = revisionOfGame(text);
    if (revision) {
      const kept = await keepGameSet(core, setId, revision);
      if (!kept.ok) return kept;
    }
    const dir = gamesDir(core, setId);
    await mkdir(dir, { recursive: true });
    // Holding the lock, every temp file here is a leftover of a crashed write.
    await removeTempFiles(dir, 0);
    const file = resolveInside(dir, `${gameId}.json`);
    await core.write(file, text);
    if (summaries) {
      const stamp = await gameStamp(file);
      const summary = summaries.summarize(gameId, text) ?? null;
      await updateIndex<S>(core, dir, summaries.format, (entries) => {
        entries.delete(gameId);
        if (stamp) entries.set(gameId, { id: gameId, ...stamp, revision, summary });
      });
    } else await removeFromIndex(core, dir, gameId);
    return ok(gameId);
  });
}

/**
 * Saves a game's text under a new id; returns the id. `summaries`: what the list shows of it,
 * kept in the list's index (see `listGamePage`).
 */
export function writeGame<S extends GameSummaryBase>(
  ws: Workspace,
  setId: string,
  name: string,
  text: string,
  summaries?: GameSummaries<S>,
): Promise<StoreResult<string>> {
  return guarded(`saving a game of '${setId}'`, async () => {
    const bad = checkSetId(setId) ?? tooLarge(text);
    if (bad) return err(bad);
    return writeAt(coreOf(ws), setId, newGameId(name), text, summaries);
  });
}

/**
 * Writes a game's text under the id it has (a renamed game, or one brought back after a
 * delete); a game of that id is replaced.
 */
export function putGame<S extends GameSummaryBase>(
  ws: Workspace,
  setId: string,
  gameId: string,
  text: string,
  summaries?: GameSummaries<S>,
): Promise<StoreResult<string>> {
  return guarded(`saving game '${gameId}' of '${setId}'`, async () => {
    const bad = checkSetId(setId) ?? checkGameId(gameId) ?? tooLarge(text);
    if (bad) return err(bad);
    return writeAt(coreOf(ws), setId, gameId, text, summaries);
  });
}

/**
 * Moves a saved game to the workspace's trash, holding the set's lock; its text is returned
 * (for an Undo).
 */
export function removeGame(
  ws: Workspace,
  setId: string,
  gameId: string,
): Promise<StoreResult<StoredGame>> {
  return guarded(`removing saved game '${gameId}' of '${setId}'`, async () => {
    const bad = checkSetId(setId) ?? checkGameId(gameId);
    if (bad) return err(bad);
    const core = coreOf(ws);
    return core.locked(setId, async () => {
      const read = await readGame(ws, setId, gameId);
      if (!read.ok) return read;
      await rename(
        resolveInside(gamesDir(core, setId), `${gameId}.json`),
        resolveInside(await core.trashDir(), trashName(`${setId}-game-${gameId}.json`)),
      );
      await removeFromIndex(core, gamesDir(core, setId), gameId);
      // Kept sets no game names go, but this game's own stays for an Undo (until a later
      // removal). NOTE: from the games' own text, not the index: a stale index must never
      // drop a set some game still needs.
      const left = await listGames(ws, setId);
      if (left.ok) {
        const inUse = new Set<string>();
        for (const g of left.value) {
          const revision = revisionOfGame(g.text);
          if (revision) inUse.add(revision);
        }
        await pruneGameSets(core, setId, inUse, revisionOfGame(read.value.text));
      }
      return ok(read.value);
    });
  });
}

/** The text of one saved game. */
export function readGame(
  ws: Workspace,
  setId: string,
  gameId: string,
): Promise<StoreResult<StoredGame>> {
  return guarded(`reading saved game '${gameId}' of '${setId}'`, async () => {
    const bad = checkSetId(setId) ?? checkGameId(gameId);
    if (bad) return err(bad);
    const core = new WorkspaceCore(ws.root);
    const missing = storeError("not-found", `no saved game '${gameId}' in set '${setId}'`);
    if (!(await setExists(core, setId))) return err(missing);
    const file = resolveInside(gamesDir(core, setId), `${gameId}.json`);
    try {
      const info = await lstat(file);
      if (!info.isFile()) return err(missing);
      const text = await readFile(file, "utf8");
      const revision = revisionOfGame(text);
      const setKept = revision ? (await keptGameSets(core, setId)).has(revision) : false;
      return ok({ id: gameId, text, setKept });
    } catch (e) {
      if (isNotFound(e)) return err(missing);
      throw e;
    }
  });
}

/**
 * The text of set `setId` as it was when saved game `gameId` was played (its `setRevision`),
 * kept beside the games; `not-found` for a game saved before sets were kept, or whose revision
 * was gone from the set's history by the time it was saved.
 */
export function readGameSetOf(
  ws: Workspace,
  setId: string,
  gameId: string,
): Promise<StoreResult<{ revision: string; text: string }>> {
  return guarded(`reading the set of saved game '${gameId}' of '${setId}'`, async () => {
    const game = await readGame(ws, setId, gameId);
    if (!game.ok) return game;
    const revision = revisionOfGame(game.value.text);
    if (!revision)
      return err(storeError("not-found", `saved game '${gameId}' names no set revision`));
    const text = await readGameSet(new WorkspaceCore(ws.root), setId, revision);
    return text.ok ? ok({ revision, text: text.value }) : text;
  });
}

/** Every saved game of a set (regular files only; links are skipped), by id. */
export function listGames(ws: Workspace, setId: string): Promise<StoreResult<StoredGame[]>> {
  return guarded(
    `listing the saved games of '${setId}'`,
    async (): Promise<Result<StoredGame[], StoreError>> => {
      const bad = checkSetId(setId);
      if (bad) return err(bad);
      const core = new WorkspaceCore(ws.root);
      if (!(await setExists(core, setId)))
        return err(storeError("not-found", `no set with id '${setId}'`));
      let names: string[];
      try {
        names = await readdir(gamesDir(core, setId));
      } catch (e) {
        if (isNotFound(e)) return ok([]);
        throw e;
      }
      const games: StoredGame[] = [];
      for (const name of names.sort()) {
        const id = name.replace(/\.json$/, "");
        if (id === name || !isSlug(id)) continue;
        const read = await readGame(ws, setId, id);
        if (read.ok) games.push(read.value);
      }
      return ok(games);
    },
  );
}

/** Games per page of the list when the caller does not say, and at most. */
export const GAME_PAGE_DEFAULT = 50;
export const GAME_PAGE_MAX = 200;

/** What a page of the list asks for: how many games, after which (a `next` of a page before). */
export interface GamePageRequest {
  limit?: number;
  cursor?: string;
}

/** A page of the list: each game's summary and whether its set is kept; `next` for more. */
export interface GamePage<S> {
  games: { id: string; summary: S; setKept: boolean }[];
  /** Games in all. */
  total: number;
  /** The cursor of the next page; absent on the last. */
  next?: string;
}

/** The ids of the game files in `dir` (regular or not: the index checks), none when it is missing. */
async function gameIdsIn(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
  return names
    .filter((n) => n.endsWith(".json"))
    .map((n) => n.slice(0, -5))
    .filter((id) => isSlug(id));
}

/** Reads game `id`'s file again into `entries` (or drops it when it is no longer a file). */
async function indexFile<S extends GameSummaryBase>(
  dir: string,
  id: string,
  summaries: GameSummaries<S>,
  entries: GameIndexEntries<S>,
): Promise<void> {
  const file = resolveInside(dir, `${id}.json`);
  const stamp = await gameStamp(file);
  if (!stamp) {
    entries.delete(id);
    return;
  }
  let text: string | undefined;
  try {
    if (stamp.size <= MAX_GAME_BYTES) text = await readFile(file, "utf8");
  } catch (e) {
    if (!isNotFound(e)) throw e;
    entries.delete(id);
    return;
  }
  const summary = text === undefined ? null : (summaries.summarize(id, text) ?? null);
  const revision = text === undefined ? undefined : revisionOfGame(text);
  entries.set(id, { id, ...stamp, revision, summary });
}

/** How many times a list re-checks its page after reading games again (hand edits under way). */
const PAGE_CHECKS = 3;

/**
 * A page of set `setId`'s games from its index. Without `repair`, undefined when the index must
 * first be brought up to date (a game it lacks or that is gone, an entry older than its file);
 * with it (under the set's lock), those games are read again and the index written.
 */
async function indexedPage<S extends GameSummaryBase>(
  core: WorkspaceCore,
  setId: string,
  summaries: GameSummaries<S>,
  limit: number,
  after: GameCursor | undefined,
  repair: boolean,
): Promise<GamePage<S> | undefined> {
  const dir = gamesDir(core, setId);
  const ids = await gameIdsIn(dir);
  const index = await readIndex<S>(dir, summaries.format);
  const entries: GameIndexEntries<S> = index ?? new Map();
  let changed = false;
  const present = new Set(ids);
  const gone = [...entries.keys()].filter((id) => !present.has(id));
  const missing = ids.filter((id) => !entries.has(id));
  if ((gone.length > 0 || missing.length > 0) && !repair) return undefined;
  for (const id of gone) entries.delete(id);
  for (const id of missing) await indexFile(dir, id, summaries, entries);
  changed = gone.length > 0 || missing.length > 0;
  let page = pageOf(entries, limit, after);
  // The games shown are checked against their files: one edited since is read again.
  for (let check = 0; check < PAGE_CHECKS; check++) {
    const stale: string[] = [];
    for (const e of page.entries) {
      const stamp = await gameStamp(resolveInside(dir, `${e.id}.json`));
      if (!stamp || stamp.mtimeMs !== e.mtimeMs || stamp.size !== e.size) stale.push(e.id);
    }
    if (stale.length === 0) break;
    if (!repair) return undefined;
    for (const id of stale) await indexFile(dir, id, summaries, entries);
    changed = true;
    page = pageOf(entries, limit, after);
  }
  if (changed) await writeIndex(core, dir, summaries.format, entries);
  const kept = page.entries.some((e) => e.revision)
    ? await keptGameSets(core, setId)
    : new Set<string>();
  return {
    games: page.entries.map((e) => ({
      id: e.id,
      summary: e.summary,
      setKept: e.revision !== undefined && kept.has(e.revision),
    })),
    total: page.total,
    ...(page.next ? { next: page.next } : {}),
  };
}

/**
 * A page of a set's saved games, newest first, from the games' index (game-index.ts): only the
 * index, the folder's listing and the page's files' sizes and times are read, never every
 * game. The index is brought up to date first when it lacks a game, has one that is gone, or
 * has a page's game older than its file (under the set's lock). `summaries` makes the list's
 * summary of a game from its text.
 */
export function listGamePage<S extends GameSummaryBase>(
  ws: Workspace,
  setId: string,
  summaries: GameSummaries<S>,
  request: GamePageRequest = {},
): Promise<StoreResult<GamePage<S>>> {
  return guarded(
    `listing the saved games of '${setId}'`,
    async (): Promise<StoreResult<GamePage<S>>> => {
      const bad = checkSetId(setId);
      if (bad) return err(bad);
      const limit = request.limit ?? GAME_PAGE_DEFAULT;
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > GAME_PAGE_MAX)
        return err(
          storeError("invalid", `a page of saved games holds 1 to ${GAME_PAGE_MAX} games`),
        );
      const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
      if (request.cursor !== undefined && !after)
        return err(
          storeError(
            "invalid",
            "that cursor is not one the saved-games list gave — list again from the first page",
          ),
        );
      const core = coreOf(ws);
      if (!(await setExists(core, setId))) return err(noSet(setId));
      const quick = await indexedPage(core, setId, summaries, limit, after, false);
      if (quick) return ok(quick);
      return core.locked(setId, async () => {
        if (!(await setExists(core, setId))) return err(noSet(setId));
        const repaired = await indexedPage(core, setId, summaries, limit, after, true);
        return repaired ? ok(repaired) : err(noSet(setId));
      });
    },
  );
}
