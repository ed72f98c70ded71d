/**
 * The sets saved games were played on: a copy of set.json as it was at a revision, kept in the
 * set's `games/sets/<revision>.json` while a saved game names that revision, so a saved game
 * always replays on the set it was played with, however the set (and its thinned-out
 * `.history`) changed since. Content-addressed: the file's name is the revision, which is the
 * hash of its bytes (checked before it is written), so the games of one revision share one copy
 * and a copy is never rewritten. Written atomically, never through a link, paths checked.
 */
import { lstat, mkdir, readdir, readFile, unlink } from "node:fs/promises";
import { err, ok } from "../model";
import type { WorkspaceCore } from "./core";
import { isNotFound, storeError } from "./errors";
import { checkRevision, checkSetId } from "./ids";
import { isRevision, resolveInside } from "./paths";
import { readRevision } from "./revisions";
import { revisionOf } from "./revision";
import type { StoreResult } from "./types";

/** The folder of the kept sets, inside a set's `games/` folder. */
export const GAME_SETS_DIR = "sets";

/** The games folder's name (games.ts owns it; repeated here to keep the import one-way). */
const GAMES = "games";

function setsDir(core: WorkspaceCore, id: string): string {
  return resolveInside(resolveInside(core.setDir(id), GAMES), GAME_SETS_DIR);
}

async function refuseLinks(core: WorkspaceCore, id: string): Promise<void> {
  await core.refuseSetLinks(id);
  await core.refuseLink([id, GAMES]);
  await core.refuseLink([id, GAMES, GAME_SETS_DIR]);
}

/** The kept copy's bytes, or undefined (a link or anything but a file counts as absent). */
async function readKept(core: WorkspaceCore, id: string, revision: string) {
  const file = resolveInside(setsDir(core, id), `${revision}.json`);
  try {
    if (!(await lstat(file)).isFile()) return undefined;
    return await readFile(file);
  } catch (e) {
    if (isNotFound(e)) return undefined;
    throw e;
  }
}

/**
 * Keeps set `id` as it was at `revision` for its saved games: already kept, or copied from
 * set.json or the set's history when they still have it. `false`: no copy of that revision is
 * left (the game is saved without one and replays on the set as it is, as older games do).
 */
export async function keepGameSet(
  core: WorkspaceCore,
  id: string,
  revision: string,
): Promise<StoreResult<boolean>> {
  const bad = checkSetId(id) ?? checkRevision(revision);
  if (bad) return err(bad);
  await refuseLinks(core, id);
  if (await readKept(core, id, revision)) return ok(true);
  const text = await readRevision(core, id, revision);
  if (!text.ok) {
    if (text.error.kind === "not-found") return ok(false);
    return text;
  }
  // Content-addressed: only the bytes whose hash is the revision are kept under its name.
  if (revisionOf(text.value) !== revision) return ok(false);
  const dir = setsDir(core, id);
  await mkdir(dir, { recursive: true });
  await core.write(resolveInside(dir, `${revision}.json`), text.value);
  return ok(true);
}

/** The text of set `id` as kept at `revision` for its saved games (`not-found`: none kept). */
export async function readGameSet(
  core: WorkspaceCore,
  id: string,
  revision: string,
): Promise<StoreResult<string>> {
  const bad = checkSetId(id) ?? checkRevision(revision);
  if (bad) return err(bad);
  await refuseLinks(core, id);
  const bytes = await readKept(core, id, revision);
  if (!bytes || revisionOf(bytes) !== revision)
    return err(storeError("not-found", `set '${id}' has no copy of revision ${revision} kept`));
  return ok(new TextDecoder("utf-8").decode(bytes));
}

/** The revisions of set `id` kept for saved games. */
export async function keptGameSets(core: WorkspaceCore, id: string): Promise<Set<string>> {
  await refuseLinks(core, id);
  let names: string[];
  try {
    names = await readdir(setsDir(core, id));
  } catch (e) {
    if (isNotFound(e)) return new Set();
    throw e;
  }
  return new Set(names.map((n) => n.replace(/\.json$/, "")).filter((r) => isRevision(r)));
}

/**
 * Removes the kept copies no saved game names any more (`inUse`), except `spare` (the revision
 * of a game just removed, so its Undo finds its set again; it goes at a later removal).
 */
export async function pruneGameSets(
  core: WorkspaceCore,
  id: string,
  inUse: ReadonlySet<string>,
  spare: string | undefined,
): Promise<void> {
  const dir = setsDir(core, id);
  for (const revision of await keptGameSets(core, id)) {
    if (inUse.has(revision) || revision === spare) continue;
    const file = resolveInside(dir, `${revision}.json`);
    try {
      if ((await lstat(file)).isFile()) await unlink(file);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
}
