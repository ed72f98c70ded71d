/**
 * Per-set mutual exclusion, in two layers:
 * - in this process, a promise chain per lock path, so concurrent calls queue instead of racing;
 * - across processes (the CLI and the server may run at once), an exclusive lock file created
 *   with `wx`. A lock file untouched for `staleMs` (default 10 s) belongs to a crashed holder and
 *   is taken over; a live holder touches its file every `staleMs / 4`.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, stat, unlink, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { errorCode, isNotFound, StoreLockError } from "./errors";

/** Timing of the cross-process lock. */
export interface LockOptions {
  /** A lock file not touched for this long is stale and taken over (default 10 s). */
  staleMs?: number;
  /** Give up waiting after this long (default 30 s: longer than `staleMs`). */
  timeoutMs?: number;
}

const DEFAULT_STALE_MS = 10_000;
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
  await acquire(lockPath, staleMs, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const heartbeat = setInterval(
    () => {
      const now = new Date();
      utimes(lockPath, now, now).catch(() => undefined);
    },
    Math.max(50, staleMs / 4),
  );
  heartbeat.unref();
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    await unlink(lockPath).catch(() => undefined);
  }
}

async function acquire(lockPath: string, staleMs: number, timeoutMs: number): Promise<void> {
  await mkdir(path.dirname(lockPath), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let wait = 5;
  for (;;) {
    try {
      const file = await open(lockPath, "wx");
      try {
        await file.writeFile(
          JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() }),
        );
      } finally {
        await file.close();
      }
      return;
    } catch (e) {
      if (errorCode(e) !== "EEXIST") throw e;
    }
    if (await removeIfStale(lockPath, staleMs)) continue;
    if (Date.now() > deadline) {
      throw new StoreLockError(
        `the set is locked by another process (lock file ${lockPath}); try again, or delete the file if no Vellum process is running`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(50, wait * 2);
  }
}

/**
 * Takes a stale lock file out of the way. Renaming first means two processes that both see it
 * stale cannot both remove it: only one rename succeeds.
 */
async function removeIfStale(lockPath: string, staleMs: number): Promise<boolean> {
  try {
    const info = await stat(lockPath);
    if (Date.now() - info.mtimeMs < staleMs) return false;
    const aside = `${lockPath}.stale-${randomBytes(4).toString("hex")}`;
    await rename(lockPath, aside);
    await unlink(aside).catch(() => undefined);
    return true;
  } catch (e) {
    // Gone between our attempts: the holder released it, so try again at once.
    if (isNotFound(e)) return true;
    throw e;
  }
}
