/**
 * Staging of imports, and the clean-up of unfinished ones. An import stages what it receives in
 * its own folder `.imports/<purpose>-<pid>-<time>-<rnd>/` (an uploaded zip; the art read out of
 * a zip) before anything reaches the set, and removes the folder when it ends, whatever the
 * outcome. The folder's `owner.json` names its process as a lock file does (`lock-owner.ts`), so
 * a folder left by a killed import is told from one still running, and removed when a workspace
 * is opened (`cleanUnfinishedImports`, called by `initWorkspace`).
 */
import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { isSlug } from "../model";
import { removeTempFiles } from "./atomic-write";
import type { WorkspaceCore } from "./core";
import { STALE_TEMP_MS } from "./core";
import { isNotFound } from "./errors";
import { removeLockDebris } from "./lock";
import { markHeld, markReleased, ownerIsGone, ownerRecord, parseOwner } from "./lock-owner";
import { ART_DIR, LOCK_DIR, resolveInside, trashName } from "./paths";

/** Root folder of the staging folders of imports in progress. */
export const IMPORTS_DIR = ".imports";

/** The file in a staging folder that names the process owning it. */
const OWNER_FILE = "owner.json";

/** An import's own staging folder; `discard` removes it. */
export interface Staging {
  dir: string;
  /** A path inside the staging folder. */
  path(name: string): string;
  discard(): Promise<void>;
}

/** Creates a staging folder owned by this process (named with its pid and the time). */
export async function openStaging(core: WorkspaceCore, purpose: string): Promise<Staging> {
  await core.refuseLink([IMPORTS_DIR]);
  const root = resolveInside(core.root, IMPORTS_DIR);
  await mkdir(root, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = resolveInside(
    root,
    `${purpose}-${process.pid}-${stamp}-${randomBytes(3).toString("hex")}`,
  );
  await mkdir(dir);
  const token = randomBytes(8).toString("hex");
  markHeld(token);
  const discard = async () => {
    await rm(dir, { recursive: true, force: true });
    markReleased(token);
  };
  try {
    await writeFile(resolveInside(dir, OWNER_FILE), JSON.stringify(await ownerRecord(token)));
  } catch (e) {
    await discard().catch(() => undefined);
    throw e;
  }
  return { dir, path: (name) => resolveInside(dir, name), discard };
}

/** Whether a staging folder's owner is certainly gone (`lock-owner.ts` judges it). */
async function isAbandoned(dir: string, now: number): Promise<boolean> {
  let content: string;
  try {
    content = await readFile(resolveInside(dir, OWNER_FILE), "utf8");
  } catch (e) {
    if (!isNotFound(e)) throw e;
    content = "";
  }
  const owner = parseOwner(content);
  if (owner) return ownerIsGone(owner);
  // No owner named (killed between creating the folder and writing owner.json): by age.
  return now - (await stat(dir)).mtimeMs > STALE_TEMP_MS;
}

/**
 * Removes what unfinished imports left in the workspace, and only that: staging folders whose
 * process is gone, temp files of interrupted writes older than a minute in every set folder,
 * and a set folder that holds nothing but art (a create or import killed after writing its art,
 * before its set.json), which goes to `.trash/` as `<id>-unfinished-<time>-<rnd>` (nothing is
 * deleted that could be someone's work). Returns how many things it removed.
 * NOTE: best effort; a folder that is a link is never followed.
 */
export async function cleanUnfinishedImports(core: WorkspaceCore): Promise<number> {
  let removed = 0;
  const now = Date.now();
  const stagingRoot = resolveInside(core.root, IMPORTS_DIR);
  if (await isRealFolder(stagingRoot)) {
    for (const name of await readdir(stagingRoot)) {
      const dir = resolveInside(stagingRoot, name);
      const info = await lstat(dir).catch(() => undefined);
      if (!info) continue;
      const abandoned = info.isDirectory()
        ? await isAbandoned(dir, now).catch(() => false)
        : now - info.mtimeMs > STALE_TEMP_MS;
      if (!abandoned) continue;
      await rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  removed += await removeLockDebris(resolveInside(core.root, LOCK_DIR), STALE_TEMP_MS);
  let names: string[];
  try {
    names = (await readdir(core.root)).filter(isSlug);
  } catch (e) {
    if (isNotFound(e)) return removed;
    throw e;
  }
  for (const id of names) {
    try {
      await core.refuseSetLinks(id);
      if (!(await isRealFolder(core.setDir(id)))) continue;
      for (const dir of [core.setDir(id), core.artDir(id), core.historyDir(id)]) {
        removed += await removeTempFiles(dir, STALE_TEMP_MS);
      }
      if (await isArtOnly(core, id)) {
        // Under the set's lock: a create or import running now holds it until set.json is there.
        const moved = await core.locked(id, async () => {
          if (!(await isArtOnly(core, id))) return false;
          await rename(
            core.setDir(id),
            resolveInside(await core.trashDir(), trashName(`${id}-unfinished`)),
          );
          return true;
        });
        if (moved) removed++;
      }
    } catch {
      // A linked or unreadable set folder is the set list's to report, not this clean-up's.
    }
  }
  return removed;
}

async function isRealFolder(dir: string): Promise<boolean> {
  const info = await lstat(dir).catch(() => undefined);
  return info?.isDirectory() ?? false;
}

/** Whether set folder `id` holds only its art folder (no set.json, no history, nothing else). */
async function isArtOnly(core: WorkspaceCore, id: string): Promise<boolean> {
  const entries = await readdir(core.setDir(id));
  return entries.length === 1 && entries[0] === ART_DIR;
}
