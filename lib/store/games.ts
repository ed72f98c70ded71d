/**
 * Saved games of a set (the play page's "Save game"): one JSON file per game in the set's
 * `games/` folder, written atomically, never through a symbolic link. A game can be written
 * again under its id (a new name, or the Undo of a delete) and removed to the workspace's trash.
 * The store keeps their text; what a saved game holds is the caller's to check (lib/table
 * `readSavedGame`), except its `setRevision`: the set as it was at that revision is kept beside
 * the games (game-sets.ts) while a game names it, so the game replays on the set it was played on.
 */
import { lstat, mkdir, readdir, readFile, rename } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { Result } from "../model";
import { err, isSlug, ok, slugify } from "../model";
import { WorkspaceCore } from "./core";
import { keepGameSet, keptGameSets, pruneGameSets, readGameSet } from "./game-sets";
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
function revisionOfGame(text: string): string | undefined {
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

async function setExists(core: WorkspaceCore, id: string): Promise<boolean> {
  await core.refuseSetLinks(id);
  await core.refuseLink([id, GAMES_DIR]);
  try {
    return (await lstat(core.setFile(id))).isFile();
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}

function gamesDir(core: WorkspaceCore, id: string): string {
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

/**
 * Writes `text` as game `gameId` of set `setId` (created or replaced), atomically, after
 * keeping the set as it was at the game's revision (when set.json or its history still has it).
 */
async function writeAt(
  core: WorkspaceCore,
  setId: string,
  gameId: string,
  text: string,
): Promise<StoreResult<string>> {
  if (!(await setExists(core, setId)))
    return err(storeError("not-found", `no set with id '${setId}'`));
  const revision = revisionOfGame(text);
  if (revision) {
    const kept = await keepGameSet(core, setId, revision);
    if (!kept.ok) return kept;
  }
  const dir = gamesDir(core, setId);
  await mkdir(dir, { recursive: true });
  await core.write(resolveInside(dir, `${gameId}.json`), text);
  return ok(gameId);
}

/** Saves a game's text under a new id; returns the id. */
export function writeGame(
  ws: Workspace,
  setId: string,
  name: string,
  text: string,
): Promise<StoreResult<string>> {
  return guarded(`saving a game of '${setId}'`, async () => {
    const bad = checkSetId(setId) ?? tooLarge(text);
    if (bad) return err(bad);
    return writeAt(new WorkspaceCore(ws.root), setId, newGameId(name), text);
  });
}

/**
 * Writes a game's text under the id it has (a renamed game, or one brought back after a
 * delete); a game of that id is replaced.
 */
export function putGame(
  ws: Workspace,
  setId: string,
  gameId: string,
  text: string,
): Promise<StoreResult<string>> {
  return guarded(`saving game '${gameId}' of '${setId}'`, async () => {
    const bad = checkSetId(setId) ?? checkGameId(gameId) ?? tooLarge(text);
    if (bad) return err(bad);
    return writeAt(new WorkspaceCore(ws.root), setId, gameId, text);
  });
}

/** Moves a saved game to the workspace's trash; its text is returned (for an Undo). */
export function removeGame(
  ws: Workspace,
  setId: string,
  gameId: string,
): Promise<StoreResult<StoredGame>> {
  return guarded(`removing saved game '${gameId}' of '${setId}'`, async () => {
    const read = await readGame(ws, setId, gameId);
    if (!read.ok) return read;
    const core = new WorkspaceCore(ws.root);
    await rename(
      resolveInside(gamesDir(core, setId), `${gameId}.json`),
      resolveInside(await core.trashDir(), trashName(`${setId}-game-${gameId}.json`)),
    );
    // Kept sets no game names go, but this game's own stays for an Undo (until a later removal).
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
