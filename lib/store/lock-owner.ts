/**
 * Who holds a lock file, and whether that holder is certainly gone. A lock file records its
 * holder's pid, host name and (where the system tells it) process start time, plus a random
 * token. A holder on this host whose process no longer runs — a server killed mid-save — can
 * then be taken over at once instead of after the lock goes stale by age.
 *
 * Pids are reused: a live process with the recorded pid is taken for the holder unless its start
 * time differs from the recorded one (Linux's /proc gives it; elsewhere a live pid always counts
 * as the holder, and only the age rule frees the lock). A lock naming this very process is the
 * holder's own only while this process holds that token; otherwise it was left by an earlier
 * process that had the same pid (a restarted container often gets the same one) or by a release
 * that failed.
 * NOTE: a lock from another host (a shared folder) is never judged by pid, only by age. Two
 * containers that share a workspace and a host name but not a pid namespace would misjudge each
 * other's live locks; run them with distinct host names.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";

/** What a lock file says about its holder. */
export interface LockOwner {
  pid: number;
  host: string;
  /** The holder's process start time in clock ticks since boot (Linux), when known. */
  start?: string;
  /** When the lock was taken, ISO 8601 (for people reading the file). */
  at: string;
  /** Unique to one holding: a holder only touches or removes a file with its own token. */
  token: string;
}

const HELD_KEY = Symbol.for("vellum.store.held-lock-tokens");

/**
 * Tokens of the lock files this process holds now. Kept on `globalThis` so every copy of this
 * module in one process (a bundler may load it more than once) sees the same set.
 */
function heldTokens(): Set<string> {
  const g = globalThis as { [HELD_KEY]?: Set<string> };
  return (g[HELD_KEY] ??= new Set());
}

/** Records that this process holds (or is about to create) the lock with `token`. */
export function markHeld(token: string): void {
  heldTokens().add(token);
}

/** Records that this process no longer holds the lock with `token`. */
export function markReleased(token: string): void {
  heldTokens().delete(token);
}

/**
 * The start time of process `pid` in clock ticks since boot (field 22 of Linux's
 * `/proc/<pid>/stat`), or undefined where it cannot be read (no such process, not Linux).
 */
export async function processStart(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

let ownStart: Promise<string | undefined> | undefined;

/** The record this process writes into a lock file it takes. */
export async function ownerRecord(token: string): Promise<LockOwner> {
  ownStart ??= processStart(process.pid);
  const start = await ownStart;
  return {
    pid: process.pid,
    host: os.hostname(),
    ...(start !== undefined ? { start } : {}),
    at: new Date().toISOString(),
    token,
  };
}

/** The holder a lock file's content names, or undefined when it names none we can judge. */
export function parseOwner(content: string): LockOwner | undefined {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined; // empty (being written) or not ours: judge it by age only
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { pid, host, start, at, token } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return undefined;
  if (typeof host !== "string" || typeof token !== "string") return undefined;
  return {
    pid: pid as number,
    host,
    ...(typeof start === "string" ? { start } : {}),
    at: typeof at === "string" ? at : "",
    token,
  };
}

/** Whether a process with this pid exists (one we may not signal exists too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only checks that the process exists
    return true;
  } catch (e) {
    return (e as { code?: unknown }).code !== "ESRCH";
  }
}

/**
 * Whether the holder named by `owner` is certainly gone, so its lock may be taken over now.
 * False whenever in doubt (another host, a live pid with the same or an unknown start time).
 */
export async function ownerIsGone(owner: LockOwner | undefined): Promise<boolean> {
  if (!owner || owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldTokens().has(owner.token);
  if (!isRunning(owner.pid)) return true;
  if (owner.start === undefined) return false;
  const now = await processStart(owner.pid);
  return now !== undefined && now !== owner.start;
}
