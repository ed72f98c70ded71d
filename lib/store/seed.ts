/**
 * Seeding: a fresh workspace starts with the sample sets from `examples/`.
 */
import { lstat, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSlug } from "../model";
import { errorCode, isNotFound } from "./errors";
import { ART_DIR, isArtFileName, SET_FILE } from "./paths";
import type { Workspace } from "./types";

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
}

/**
 * Copies each `examplesDir/<id>/` (set.json and art/) into the workspace when the workspace has
 * no sets yet, and returns the ids it added (none when it already has sets, so it is
 * idempotent). A sample that fails validation, and art that fails its checks, are skipped; a
 * sample whose id a concurrent seeder took first is skipped too. Remembering that a workspace
 * was seeded once (so removed samples stay removed) is the caller's business.
 * NOTE: rejects only when the examples folder or the workspace cannot be read.
 */
export async function seedWorkspace(ws: Workspace, examplesDir: string): Promise<string[]> {
  if ((await ws.list({ waitMs: 0 })).length > 0) return [];
  const added: string[] = [];
  for (const id of (await namesIn(examplesDir)).filter(isSlug)) {
    const setFile = path.join(examplesDir, id, SET_FILE);
    if (!(await exists(setFile))) continue;
    const created = await ws.create(await readFile(setFile, "utf8"), { id });
    if (!created.ok) continue;
    added.push(id);
    const artDir = path.join(examplesDir, id, ART_DIR);
    for (const file of (await namesIn(artDir)).filter(isArtFileName)) {
      await ws.writeArt(id, file, new Uint8Array(await readFile(path.join(artDir, file))));
    }
  }
  return added;
}

/** The file that marks a workspace folder as initialised (seeded once). */
export const WORKSPACE_MARKER = ".vellum-workspace";

/**
 * Opens-for-use semantics shared by the server and the CLI: creates the workspace folder and
 * seeds it with the samples the first time it is used, then leaves a marker so a user who
 * deletes the samples does not get them back (a folder that already holds sets is marked as it
 * is). Every time, it first removes what unfinished imports left (`cleanUnfinishedImports`).
 * Returns the ids it seeded.
 * NOTE: rejects only when the workspace cannot be created or written.
 */
export async function initWorkspace(ws: Workspace, examplesDir: string): Promise<string[]> {
  // Every start: what a killed import left is removed (best effort: a failure is not fatal).
  await ws.cleanUnfinishedImports();
  const marker = path.join(ws.root, WORKSPACE_MARKER);
  // lstat: a marker that is a link (even one to nothing) counts as there and is never written.
  if (
    await lstat(marker).then(
      () => true,
      (e: unknown) => !isNotFound(e),
    )
  )
    return [];
  await mkdir(ws.root, { recursive: true });
  const had = (await ws.list({ waitMs: 0 })).length > 0;
  const added = had ? [] : await seedWorkspace(ws, examplesDir);
  // Only a workspace that holds sets is marked: if no sample could be added (none shipped, or
  // none valid), the next start tries again rather than leaving the user an empty workspace.
  if (had || added.length > 0) {
    // wx: created here or not at all, never written through a link put there meanwhile.
    await writeFile(marker, "This folder is a Vellum workspace: one folder per set.\n", {
      flag: "wx",
    }).catch((e: unknown) => {
      if (errorCode(e) !== "EEXIST") throw e;
    });
  }
  return added;
}
