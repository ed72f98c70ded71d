/**
 * The trash of removed sets: `remove` moves a set's folder to `.trash/<id>-<time>-<rnd>` and
 * names that entry; `restoreRemoved` moves the entry back to `<id>` (the "Undo" of a delete),
 * unless a set of that id exists again by then.
 */
import { lstat, rename } from "node:fs/promises";
import { isSlug } from "../model";
import { err, ok } from "../model";
import type { WorkspaceCore } from "./core";
import { isNotFound, storeError } from "./errors";
import { resolveInside, SET_FILE } from "./paths";
import type { StoreResult } from "./types";

/** `<id>-<ISO time with - for : and .>-<6 hex digits>`, as `trashName` makes them. */
const TRASHED_SET = /^(.+)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([0-9a-f]{6})$/;

/** The id of the set a trash entry holds, or undefined when the name is not a trashed set's. */
export function trashedSetId(entry: string): string | undefined {
  const id = TRASHED_SET.exec(entry)?.[1];
  return isSlug(id) ? id : undefined;
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
    const current = await core.readCurrent(id);
    if (!current) return err(storeError("not-found", `the restored set '${id}' has no set.json`));
    return ok({ id, revision: current.revision });
  });
}
