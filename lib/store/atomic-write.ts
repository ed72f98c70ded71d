/**
 * Atomic file replacement: write a temporary file in the target's folder, fsync it, rename it
 * over the target, fsync the folder. Readers see the old file or the new one, never a mix, and a
 * crash before the rename leaves the old file intact plus a stray temp file (named
 * `.<name>.<pid>-<random>.tmp`), which the store ignores and cleans up later.
 *
 * The steps are injectable so tests can simulate a crash between them.
 */
import { randomBytes } from "node:crypto";
import { open, readdir, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { errorCode, isNotFound } from "./errors";

/** The fs steps of an atomic write. */
export interface WriteSteps {
  /** Creates `tmpPath` exclusively, writes `data`, fsyncs and closes it. */
  writeTemp(tmpPath: string, data: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Fsyncs a folder so the rename itself is durable. */
  syncDir(dir: string): Promise<void>;
  unlink(file: string): Promise<void>;
}

/** Folder fsync is not supported everywhere (Windows); these errors mean "cannot", not "failed". */
const DIR_SYNC_UNSUPPORTED = new Set(["EISDIR", "EPERM", "EINVAL", "EBADF", "EACCES", "ENOTSUP"]);

/** The real steps, on Node's fs. */
export const NODE_WRITE_STEPS: WriteSteps = {
  async writeTemp(tmpPath, data) {
    const file = await open(tmpPath, "wx", 0o644);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
  },
  rename,
  async syncDir(dir) {
    let handle;
    try {
      handle = await open(dir, "r");
      await handle.sync();
    } catch (e) {
      if (!DIR_SYNC_UNSUPPORTED.has(errorCode(e) ?? "")) throw e;
    } finally {
      await handle?.close();
    }
  },
  unlink,
};

const TEMP_RE = /^\..+\.tmp$/;

/** Whether a file name is one of our temp files (or any dot-file ending in `.tmp`). */
export function isTempFileName(name: string): boolean {
  return TEMP_RE.test(name);
}

/** A fresh temp path beside `target`. */
function tempPathFor(target: string): string {
  const suffix = `${process.pid}-${randomBytes(6).toString("hex")}`;
  return path.join(path.dirname(target), `.${path.basename(target)}.${suffix}.tmp`);
}

/**
 * Replaces `target` with `data` atomically. On failure the temp file is removed (best effort)
 * and the error rethrown; the target is then untouched.
 */
export async function writeFileAtomic(
  target: string,
  data: Uint8Array | string,
  steps: WriteSteps = NODE_WRITE_STEPS,
): Promise<void> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const tmp = tempPathFor(target);
  try {
    await steps.writeTemp(tmp, bytes);
    await steps.rename(tmp, target);
  } catch (e) {
    await steps.unlink(tmp).catch(() => undefined);
    throw e;
  }
  await steps.syncDir(path.dirname(target));
}

/**
 * Removes temp files in `dir` last modified more than `olderThanMs` ago (0: all of them);
 * `isTemp` tells them by name (default: the atomic writes' own). Returns how many it removed; a
 * missing folder has none. NOTE: only call with 0 while holding the folder's set lock, or a
 * concurrent writer's temp file could be removed.
 */
export async function removeTempFiles(
  dir: string,
  olderThanMs: number,
  isTemp: (name: string) => boolean = isTempFileName,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if (isNotFound(e)) return 0;
    throw e;
  }
  let removed = 0;
  const now = Date.now();
  for (const name of names.filter(isTemp)) {
    const file = path.join(dir, name);
    try {
      if (olderThanMs > 0 && now - (await stat(file)).mtimeMs < olderThanMs) continue;
      await unlink(file);
      removed++;
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return removed;
}
