/**
 * Per-set mutual exclusion, in two layers:
 * - in this process, a promise chain per lock path, so concurrent calls queue instead of racing;
 * - across processes (the CLI and the server may run at once), an exclusive lock file created
 *   that appears whole: the owner record is written to a private temp file which is then hard-linked
 *   to the lock path (a link fails if the path exists, like `wx`). So a lock file that names no
 *   owner (empty or cut short: debris of a kill under an older version, or of a hand) never
 *   belongs to a holder still writing it, and is taken over at once; so is one whose holder
 *   process is gone (`lock-owner.ts`: same host, pid no longer running or reused). Any other lock
 *   file untouched for `staleMs` (default 10 s) belongs to a crashed or stalled holder and is
 *   taken over too; a live holder touches its file every `staleMs / 4`. The file holds a random
 *   token, so a holder that stalled past `staleMs` and lost its lock to another process neither
 *   touches nor removes the new holder's file. On a file system without hard links the lock is
 *   created with `wx` and then written, and a file naming no owner is then given
 *   {@link NO_OWNER_GRACE_MS} (its holder may be between the two steps).
 */
import { randomBytes, randomUUID } from "node:crypto";
import {
  link,
  mkdir,
  open,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { removeTempFiles } from "./atomic-write";
import { errorCode, isNotFound, StoreLockError } from "./errors";
import { markHeld, markReleased, ownerIsGone, ownerRecord, parseOwner } from "./lock-owner";

/** Timing of the cross-process lock. */
export interface LockOptions {
  /** A lock file not touched for this long is stale and taken over (default 10 s). */
  staleMs?: number;
  /** Give up waiting after this long (default 30 s: longer than `staleMs`). */
  timeoutMs?: number;
  /** Test seams, to force an interleaving with another process deterministically. */
  hooks?: LockHooks;
}

/** Called between the steps of taking a lock, so a test can act as another process there. */
export interface LockHooks {
  /** After a lock file was judged stale (by age or a gone holder), before it is moved aside. */
  afterStaleCheck?(lockPath: string): Promise<void>;
}

const DEFAULT_STALE_MS = 10_000;
/**
 * Where hard links are unsupported, how long a lock file that names no owner (empty, cut short)
 * may be waited for: a holder writes its owner record the moment it creates the file, so such a
 * file is a holder killed between the two (or debris) once it is this old.
 */
const NO_OWNER_GRACE_MS = 1_000;

/**
 * Whether this process found the lock folder's file system without hard links (and so creates
 * locks in two steps); then, and only then, an ownerless lock may be a holder mid-write.
 */
let twoStepLocks = false;

/** Errors of `link` that mean the file system has no hard links (not that the lock exists). */
const NO_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV", "EMLINK"]);
const DEFAULT_TIMEOUT_MS = 30_000;

/** Tail of the in-process queue for each lock path. */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `fn` while holding the lock at `lockPath` (in-process queue, then lock file), and
 * releases it however `fn` ends. NOTE: throws `StoreLockError` when the lock cannot be taken in
 * time.
 */
export async function withLock<T>(
  lockPath: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const key = path.resolve(lockPath);
  const previous = queues.get(key) ?? Promise.resolve();
  let release = (): void => undefined;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  queues.set(key, tail);
  await previous;
  try {
    return await withLockFile(key, fn, options);
  } finally {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  }
}

async function withLockFile<T>(
  lockPath: string,
  fn: () => Promise<T>,
  options: LockOptions,
): Promise<T> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const { content, token } = await acquire(
    lockPath,
    staleMs,
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    options.hooks,
  );
  // Each beat touches the file only while it is ours: after a takeover (we stalled past
  // staleMs) we must not keep another holder's lock alive should that holder crash.
  const heartbeat = setInterval(
    () => void touchIfOurs(lockPath, content),
    Math.max(50, staleMs / 4),
  );
  heartbeat.unref();
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    await unlinkIfOurs(lockPath, content);
    // Only once the file is gone: until then it must not look left behind (see lock-owner.ts).
    markReleased(token);
  }
}

/** Whether the lock file at `lockPath` is the one we wrote (`content` holds our random token). */
async function isOurs(lockPath: string, content: string): Promise<boolean> {
  try {
    return (await readFile(lockPath, "utf8")) === content;
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}

/**
 * Refreshes our lock file's mtime, if the file is ours. NOTE: between the read and the touch
 * another process could only take the lock over if it was already stale, and then one touch of
 * its fresh file is harmless.
 */
async function touchIfOurs(lockPath: string, content: string): Promise<void> {
  try {
    if (!(await isOurs(lockPath, content))) return;
    const now = new Date();
    await utimes(lockPath, now, now);
  } catch {
    // A transient fs error: the next beat tries again.
  }
}

/** Removes our lock file; a lock file that another process has taken over is left alone. */
async function unlinkIfOurs(lockPath: string, content: string): Promise<void> {
  try {
    if (await isOurs(lockPath, content)) await unlink(lockPath);
  } catch {
    // Best effort: a lock file left behind goes stale and is taken over.
  }
}

/** Takes the lock file; returns the content written into it (unique to this holding). */
async function acquire(
  lockPath: string,
  staleMs: number,
  timeoutMs: number,
  hooks: LockHooks = {},
): Promise<{ content: string; token: string }> {
  await mkdir(path.dirname(lockPath), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let wait = 5;
  for (;;) {
    const token = randomUUID();
    const content = JSON.stringify(await ownerRecord(token));
    // Marked before the file exists, so another copy of this module in this process never
    // mistakes our fresh lock for one left behind.
    markHeld(token);
    try {
      await createLockFile(lockPath, content, token);
      return { content, token };
    } catch (e) {
      markReleased(token);
      if (errorCode(e) !== "EEXIST") throw e;
    }
    if (await removeIfStale(lockPath, staleMs, hooks)) continue;
    if (Date.now() > deadline) {
      const holder = await holderOf(lockPath);
      throw new StoreLockError(
        `the set is locked by another process${holder} (lock file ${lockPath}); try again, or delete the file if no Vellum process is running`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(50, wait * 2);
  }
}

/**
 * Creates the lock file holding `content`, or throws EEXIST when it exists. The content is
 * written to a temp file first and linked into place, so no other process ever sees the lock
 * file empty or half written; where links are unsupported, `wx` and a write.
 */
async function createLockFile(lockPath: string, content: string, token: string): Promise<void> {
  if (!twoStepLocks) {
    const temp = `${lockPath}.${token}.new`;
    await writeFile(temp, content, { flag: "wx" });
    try {
      await link(temp, lockPath);
      return;
    } catch (e) {
      if (!NO_LINKS.has(errorCode(e) ?? "")) throw e;
      twoStepLocks = true;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }
  const file = await open(lockPath, "wx");
  try {
    await file.writeFile(content);
  } catch (e) {
    await file.close();
    await unlink(lockPath).catch(() => undefined);
    throw e;
  }
  await file.close();
}

/**
 * Removes what killed lock takers leave in the lock folder `dir`: a lock's `.new` temp file (a
 * kill between writing it and linking it) and a `.stale-…` file moved aside, once older than
 * `olderThanMs` (a live taker removes its own within milliseconds). Answers how many it removed.
 */
export function removeLockDebris(dir: string, olderThanMs: number): Promise<number> {
  return removeTempFiles(dir, olderThanMs, (name) =>
    /\.lock\.(?:[0-9a-f-]+\.new|stale-[0-9a-f]+)$/.test(name),
  );
}

/** " (pid N on HOST)" for the holder a lock file names, or "" when it names none. */
async function holderOf(lockPath: string): Promise<string> {
  const owner = parseOwner(await readFile(lockPath, "utf8").catch(() => ""));
  return owner ? ` (pid ${owner.pid} on ${owner.host})` : "";
}

/**
 * Takes a stale lock file out of the way; true when the caller should try to create the lock
 * again at once. A lock file is stale when untouched for `staleMs`, or at once when the holder
 * it names is certainly gone (`ownerIsGone`). Renaming first means two processes that both see
 * it stale cannot both remove it: only one rename succeeds. And what was renamed must be the
 * very file judged stale (same inode and mtime): if another process took the lock over (or its
 * holder touched it) between the check and the rename, the rename moved a live lock, which is
 * put back.
 */
async function removeIfStale(
  lockPath: string,
  staleMs: number,
  hooks: LockHooks,
): Promise<boolean> {
  let info;
  try {
    info = await stat(lockPath);
  } catch (e) {
    // Gone between our attempts: the holder released it, so try again at once.
    if (isNotFound(e)) return true;
    throw e;
  }
  if (Date.now() - info.mtimeMs < staleMs) {
    let content: string;
    try {
      content = await readFile(lockPath, "utf8");
    } catch (e) {
      if (isNotFound(e)) return true;
      throw e;
    }
    // If the file was replaced since the stat, the inode check below puts the new one back.
    const owner = parseOwner(content);
    const ownerless = twoStepLocks && Date.now() - info.mtimeMs < NO_OWNER_GRACE_MS;
    if (owner ? !(await ownerIsGone(owner)) : ownerless) {
      return false;
    }
  }
  await hooks.afterStaleCheck?.(lockPath);
  const aside = `${lockPath}.stale-${randomBytes(4).toString("hex")}`;
  try {
    await rename(lockPath, aside);
  } catch (e) {
    if (isNotFound(e)) return true;
    throw e;
  }
  let moved;
  try {
    moved = await stat(aside);
  } catch (e) {
    // Cannot happen unless someone else touches our uniquely named file; look again.
    if (isNotFound(e)) return false;
    throw e;
  }
  if (moved.ino === info.ino && moved.mtimeMs === info.mtimeMs) {
    await unlink(aside).catch(() => undefined);
    return true;
  }
  await putBack(aside, lockPath);
  return false;
}

/**
 * Puts a live lock file we moved aside back at `lockPath`, never over another file: a hard link
 * fails if the path was taken meanwhile. Where hard links are unsupported, it is renamed back
 * if the path is still free.
 * NOTE: if a third process created a lock at the path meanwhile, the moved lock cannot go back;
 * its holder then sees at release that the path is not its lock and leaves it alone.
 */
async function putBack(aside: string, lockPath: string): Promise<void> {
  try {
    await link(aside, lockPath);
  } catch (e) {
    const code = errorCode(e);
    if (code !== "EEXIST" && code !== "ENOENT") {
      const free = await stat(lockPath).then(
        () => false,
        (err: unknown) => isNotFound(err),
      );
      if (free) {
        await rename(aside, lockPath);
        return;
      }
    }
  }
  await unlink(aside).catch(() => undefined);
}
