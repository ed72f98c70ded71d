/**
 * The art operations of a workspace: list, read, write, remove files in a set's `art/` folder.
 * Art is not revisioned; it is written atomically under the set's lock, and removed art goes to
 * `.trash/`.
 */
import { lstat, mkdir, open, readdir, readFile, rename } from "node:fs/promises";
import { err, fnv1a, ok } from "../model";
import { checkArtFile, MAX_SET_ART_BYTES, MAX_SET_ART_FILES, mib } from "./art-files";
import { removeTempFiles } from "./atomic-write";
import type { WorkspaceCore } from "./core";
import { isNotFound, storeError } from "./errors";
import { checkArtName, checkSetId } from "./ids";
import { isArtFileName, resolveInside, trashName } from "./paths";
import type { ArtInfo, StoreError, StoreResult } from "./types";

/** An art file on disk, its content loaded on demand. */
export interface StoredArt {
  file: string;
  size: number;
  load(): Promise<Uint8Array>;
  /** The content a piece at a time (ART_READ_STEP bytes), the file opened on the first. */
  chunks(): AsyncGenerator<Uint8Array>;
}

/** Bytes of an art file read at a time when it is streamed (a zip export). */
export const ART_READ_STEP = 256 * 1024;

/**
 * The content of art file `file` (at `full`) in pieces. A file gone when its turn comes throws
 * a message that says so: listed, then removed before it was read.
 */
async function* artChunks(full: string, file: string): AsyncGenerator<Uint8Array> {
  let handle;
  try {
    handle = await open(full, "r");
  } catch (e) {
    if (!isNotFound(e)) throw e;
    throw new Error(`art file '${file}' was removed while the zip was being written`);
  }
  try {
    for (;;) {
      // A new buffer each time: the zip keeps the piece until it is sent.
      const piece = new Uint8Array(ART_READ_STEP);
      const { bytesRead } = await handle.read(piece, 0, piece.length, null);
      if (bytesRead === 0) return;
      yield piece.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

function notFound(id: string): StoreError {
  return storeError("not-found", `no set with id '${id}'`);
}

/**
 * The names of a set's art files, sorted: what validation is told the art folder holds
 * (lib/schema's `set/missing-art`). One directory read, on every read of a set, so it does not
 * look at each file as {@link listArtFiles} does; none when the folder does not exist.
 */
export async function artFileNames(core: WorkspaceCore, id: string): Promise<string[]> {
  try {
    return (await readdir(core.artDir(id))).filter(isArtFileName).sort();
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
}

/** A short key of a list of art file names: a kept validation or summary is of one such list. */
export function artKey(files: readonly string[]): string {
  return fnv1a(files.join("\n")).toString(16);
}

/**
 * The art files of a set (allowed names and regular files only), sorted by name.
 * NOTE: symlinked files are skipped and a symlinked set or art folder is refused
 * (`StoreLinkError`), so a link cannot expose a file outside the workspace.
 */
export async function listArtFiles(core: WorkspaceCore, id: string): Promise<StoredArt[]> {
  await core.refuseSetLinks(id);
  let names: string[];
  try {
    names = await readdir(core.artDir(id));
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
  const files: StoredArt[] = [];
  for (const file of names.filter(isArtFileName).sort()) {
    const full = core.artFile(id, file);
    try {
      const info = await lstat(full);
      if (info.isFile()) {
        const load = () => readFile(full);
        files.push({ file, size: info.size, load, chunks: () => artChunks(full, file) });
      }
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return files;
}

/**
 * Why set `id` may not take the `incoming` art files (name and size; a name it has is replaced)
 * beside the art it holds (`held`), or undefined when it may: a set holds at most
 * MAX_SET_ART_FILES files and MAX_SET_ART_BYTES in all, so its zip can always be restored.
 */
export function artRoomProblem(
  id: string,
  held: readonly { file: string; size: number }[],
  incoming: readonly { file: string; size: number }[],
): StoreError | undefined {
  const sizes = new Map(held.map((a) => [a.file, a.size]));
  for (const a of incoming) sizes.set(a.file, a.size);
  let bytes = 0;
  for (const size of sizes.values()) bytes += size;
  if (sizes.size <= MAX_SET_ART_FILES && bytes <= MAX_SET_ART_BYTES) return undefined;
  return storeError(
    "too-large",
    `set '${id}' would hold ${sizes.size.toLocaleString("en-US")} art files (${mib(bytes)}); a set may hold at most ${MAX_SET_ART_FILES.toLocaleString("en-US")} art files and ${mib(MAX_SET_ART_BYTES, "limit")} of art, so that its zip backup can be imported again — remove art the set does not use, or move some cards and their art to another set`,
  );
}

function artNotFound(id: string, file: string): StoreError {
  return storeError("not-found", `no art file '${file}' in set '${id}'`);
}

/** Whether `file` is a regular file (not a symlink, not a folder). */
async function isRegularFile(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}

/** Whether set `id` exists. NOTE: throws `StoreLinkError` for a linked set folder or file. */
async function setExists(core: WorkspaceCore, id: string): Promise<boolean> {
  await core.refuseSetLinks(id);
  return isRegularFile(core.setFile(id));
}

/** See `Workspace.listArt`. */
export async function listArt(core: WorkspaceCore, id: string): Promise<StoreResult<ArtInfo[]>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  if (!(await setExists(core, id))) return err(notFound(id));
  const files = await listArtFiles(core, id);
  return ok(files.map((f) => ({ file: f.file, bytes: f.size })));
}

/** See `Workspace.readArt`. */
export async function readArt(
  core: WorkspaceCore,
  id: string,
  file: string,
): Promise<StoreResult<Uint8Array>> {
  const bad = checkSetId(id) ?? checkArtName(file);
  if (bad) return err(bad);
  await core.refuseSetLinks(id);
  const full = core.artFile(id, file);
  if (!(await isRegularFile(full))) return err(artNotFound(id, file));
  try {
    return ok(new Uint8Array(await readFile(full)));
  } catch (e) {
    if (isNotFound(e)) return err(artNotFound(id, file));
    throw e;
  }
}

/** See `Workspace.writeArt`. */
export async function writeArt(
  core: WorkspaceCore,
  id: string,
  file: string,
  bytes: Uint8Array,
): Promise<StoreResult<void>> {
  const bad = checkSetId(id) ?? checkArtFile(file, bytes);
  if (bad) return err(bad);
  return core.locked(id, async () => {
    if (!(await setExists(core, id))) return err(notFound(id));
    const held = (await listArtFiles(core, id)).map((a) => ({ file: a.file, size: a.size }));
    const full = artRoomProblem(id, held, [{ file, size: bytes.length }]);
    if (full) return err(full);
    await mkdir(core.artDir(id), { recursive: true });
    // Holding the lock, every temp file in art/ is a leftover of a crashed write.
    await removeTempFiles(core.artDir(id), 0);
    await core.write(core.artFile(id, file), bytes);
    return ok(undefined);
  });
}

/** See `Workspace.removeArt`: the file moves to `.trash/`. */
export async function removeArt(
  core: WorkspaceCore,
  id: string,
  file: string,
): Promise<StoreResult<void>> {
  const bad = checkSetId(id) ?? checkArtName(file);
  if (bad) return err(bad);
  return core.locked(id, async () => {
    await core.refuseSetLinks(id);
    const full = core.artFile(id, file);
    if (!(await isRegularFile(full))) return err(artNotFound(id, file));
    await rename(full, resolveInside(await core.trashDir(), trashName(`${id}-art-${file}`)));
    return ok(undefined);
  });
}
