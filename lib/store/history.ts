/**
 * The kept revisions of a set: `.history/<seq>-<revision>.json`, each an exact copy of a
 * set.json that was written (or found on disk, for hand edits), thinned with age by the
 * retention policy (retention.ts).
 */
import { lstat, readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { isNotFound } from "./errors";
import { HISTORY_MAX_BYTES, keptRevisions } from "./retention";
import type { RevisionInfo } from "./types";

/** One history file. */
export interface HistoryEntry {
  seq: number;
  revision: string;
  path: string;
}

const ENTRY_RE = /^(\d{1,12})-([0-9a-f]{16})\.json$/;

/**
 * The history entries in `historyDir`, newest (highest seq) first; none if the folder is missing.
 * Only regular files count: a link there is never read (it could expose a file elsewhere).
 */
export async function listHistory(historyDir: string): Promise<HistoryEntry[]> {
  let names: string[];
  try {
    names = (await readdir(historyDir, { withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
  const entries: HistoryEntry[] = [];
  for (const name of names) {
    const m = ENTRY_RE.exec(name);
    if (m?.[1] && m[2]) {
      entries.push({ seq: Number(m[1]), revision: m[2], path: path.join(historyDir, name) });
    }
  }
  return entries.sort((a, b) => b.seq - a.seq);
}

/** The path of the next entry for `revision`, after `entries` (newest first). */
export function nextHistoryPath(
  historyDir: string,
  entries: readonly HistoryEntry[],
  revision: string,
): string {
  const seq = (entries[0]?.seq ?? 0) + 1;
  return path.join(historyDir, `${seq}-${revision}.json`);
}

/**
 * Deletes the entries the retention policy does not keep at `now` (milliseconds; an entry's
 * time is its file's modification time, when it was written). Call only under the set's lock.
 */
export async function pruneHistory(
  historyDir: string,
  now: number,
  maxBytes = HISTORY_MAX_BYTES,
): Promise<void> {
  const timed: (HistoryEntry & { time: number; bytes: number })[] = [];
  for (const entry of await listHistory(historyDir)) {
    try {
      // lstat: a file replaced by a link since the listing is judged as the link, never followed.
      const info = await lstat(entry.path);
      if (info.isFile()) timed.push({ ...entry, time: info.mtimeMs, bytes: info.size });
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  const kept = new Set(keptRevisions(timed, now, maxBytes).map((e) => e.path));
  for (const entry of timed) {
    if (kept.has(entry.path)) continue;
    await unlink(entry.path).catch((e: unknown) => {
      if (!isNotFound(e)) throw e;
    });
  }
}

/**
 * Describes entries for `history()`: size, time, and the set's name and card count when the
 * entry parses. Only the newest entry matching `currentRevision` is marked current.
 */
export async function describeHistory(
  entries: readonly HistoryEntry[],
  currentRevision: string,
): Promise<RevisionInfo[]> {
  let currentSeen = false;
  const infos: RevisionInfo[] = [];
  for (const entry of entries) {
    let bytes: Buffer;
    let savedAt: string;
    try {
      bytes = await readFile(entry.path);
      savedAt = (await stat(entry.path)).mtime.toISOString();
    } catch (e) {
      if (isNotFound(e)) continue; // pruned by a concurrent writer
      throw e;
    }
    const current: boolean = !currentSeen && entry.revision === currentRevision;
    currentSeen ||= current;
    const info: RevisionInfo = {
      revision: entry.revision,
      seq: entry.seq,
      savedAt,
      bytes: bytes.length,
      current,
    };
    Object.assign(info, peekSet(bytes));
    infos.push(info);
  }
  return infos;
}

function peekSet(bytes: Buffer): { name?: string; cards?: number } {
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
    if (typeof value !== "object" || value === null) return {};
    const { name, cards } = value as { name?: unknown; cards?: unknown };
    const out: { name?: string; cards?: number } = {};
    if (typeof name === "string") out.name = name;
    if (Array.isArray(cards)) out.cards = cards.length;
    return out;
  } catch {
    return {};
  }
}
