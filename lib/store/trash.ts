/**
 * The trash of removed sets: `remove` moves a set's folder to `.trash/<id>-<time>-<rnd>` and
 * names that entry; `restoreRemoved` moves the entry back to `<id>` (the "Undo" of a delete),
 * unless a set of that id exists again by then. A restored set's folders lose their temp files
 * (left by a write cut short before the set was removed), so none comes back with the Undo.
 */
import { lstat, rename } from "node:fs/promises";
import { removeTempFiles } from "./atomic-write";
import { isSlug } from "../model";
import { err, ok } from "../model";
import type { WorkspaceCore } from "./core";
import { isNotFound, StoreLinkError, storeError } from "./errors";
import { GAME_SETS_DIR } from "./game-sets";
import { GAMES_DIR } from "./games";
import { ART_DIR, HISTORY_DIR, resolveInside, SET_FILE } from "./paths";
import { REPORTS_DIR } from "./reports";
import type { StoreResult } from "./types";

/** `<id>-<ISO time with - for : and .>-<6 hex digits>`, as `trashName` makes them. */
const TRASHED_SET = /^(.+)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([0-9a-f]{6})$/;

/** The id of the set a trash entry holds, or undefined when the name is not a trashed set's. */
export function trashedSetId(entry: string): string | undefined {
  const id = TRASHED_SET.exec(entry)?.[1];
  return isSlug(id) ? id : undefined;
}

/** The folders of a set the store writes into, as paths under the set's folder. */
const SET_FOLDERS: readonly (readonly string[])[] = [
  [],
  [ART_DIR],
  [HISTORY_DIR],
  [GAMES_DIR],
  [GAMES_DIR, GAME_SETS_DIR],
  [REPORTS_DIR],
];

/**
 * Removes every temp file of a restored set's folders (call holding its lock: no write of it is
 * under way). A folder that is a link is left alone: the store never follows one.
 */
async function removeRestoredTempFiles(core: WorkspaceCore, id: string): Promise<void> {
  for (const segments of SET_FOLDERS) {
    const dir = segments.length > 0 ? resolveInside(core.setDir(id), ...segments) : core.setDir(id);
    try {
      await core.refuseLink([id, ...segments]);
      if (!(await lstat(dir)).isDirectory()) continue;
    } catch (e) {
      if (isNotFound(e) || e instanceof StoreLinkError) continue;
      throw e;
    }
    await removeTempFiles(dir, 0);
  }
}

/** See `Workspace.restoreRemoved`. */
export async function restoreRemovedSet(
  core: WorkspaceCore,
  entry: string,
): Promise<StoreResult<{ id: string; revision: string }>> {
  const id = typeof entry === "string" ? trashedSetId(entry) : undefined;
  if (!id) {
    return err(storeError("bad-id", `'${String(entry)}' is not the name of a removed set`));
  }
  return core.locked(id, async () => {
    // The trash folder is checked like every other (a link is refused, never followed).
    const from = resolveInside(await core.trashDir(), entry);
    try {
      const info = await lstat(from);
      const hasSet = info.isDirectory() && (await lstat(resolveInside(from, SET_FILE))).isFile();
      if (!hasSet) return err(storeError("not-found", `the trash holds no set '${entry}'`));
    } catch (e) {
      if (isNotFound(e)) return err(storeError("not-found", `the trash holds no set '${entry}'`));
      throw e;
    }
    if (await core.readCurrent(id)) {
      return err(
        storeError(
          "exists",
          `a set with id '${id}' exists again — rename or delete it to bring the removed one back`,
        ),
      );
    }
    try {
      await rename(from, core.setDir(id));
    } catch (e) {
      // NOTE: an empty leftover folder of that id (no set.json) cannot be replaced by rename.
      if (
        (e as NodeJS.ErrnoException).code === "ENOTEMPTY" ||
        (e as NodeJS.ErrnoException).code === "EEXIST"
      ) {
        return err(storeError("exists", `the folder '${id}' is in the way of the removed set`));
      }
      throw e;
    }
    await removeRestoredTempFiles(core, id);
    const current = await core.readCurrent(id);
    if (!current) return err(storeError("not-found", `the restored set '${id}' has no set.json`));
    return ok({ id, revision: current.revision });
  });
}
