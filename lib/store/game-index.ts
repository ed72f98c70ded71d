/**
 * The index of a set's saved games: `games/.index.json`, what the list shows of each game (its
 * summary, made by the caller from the game's text: the store never interprets a game beyond
 * its `setRevision`), with the size and modification time of the file it was made from. The
 * list pages through the index instead of reading every game, and trusts an entry only while
 * its file has that size and time: a game edited by hand is read again when a page shows it, a
 * file copied in or removed by hand is found by the folder's listing, and a missing or
 * unreadable index is rebuilt from the files. Written atomically, under the set's lock, by every
 * write, rename and removal of a game (games.ts) and by a list that had to repair it.
 *
 * A dot-file, so it is never taken for a game (game ids are slugs) nor for a temp file.
 */
import { lstat, readFile } from "node:fs/promises";
import type { WorkspaceCore } from "./core";
import { isNotFound } from "./errors";
import { resolveInside } from "./paths";

/** The index's file name inside a set's `games/` folder. */
export const GAME_INDEX_FILE = ".index.json";

/** The index's own format (its `version`). */
const INDEX_VERSION = 1;

/** What every summary has: the time the game was saved, by which the list is sorted. */
export interface GameSummaryBase {
  /** ISO 8601; the list shows the newest first. */
  savedAt: string;
}

/**
 * How the caller summarises a game for the list: `summarize` makes the summary from a game's
 * text (undefined: not a game the list shows), and `format` names what it makes — an index
 * made by another format is rebuilt.
 */
export interface GameSummaries<S extends GameSummaryBase> {
  format: string;
  summarize(id: string, text: string): S | undefined;
}

/** A game's file as the index knows it. */
export interface GameStamp {
  mtimeMs: number;
  size: number;
}

/** One game of the index: its summary (null: a file that is not a game the list shows). */
export interface GameIndexEntry<S> extends GameStamp {
  id: string;
  /** The set revision it names (`setRevision`), for whether its set is kept. */
  revision?: string | undefined;
  summary: S | null;
}

/** The index in memory, by game id. */
export type GameIndexEntries<S> = Map<string, GameIndexEntry<S>>;

/** The size and time of a game's file; undefined when it is not a regular file (gone, a link). */
export async function gameStamp(file: string): Promise<GameStamp | undefined> {
  try {
    const info = await lstat(file);
    return info.isFile() ? { mtimeMs: info.mtimeMs, size: info.size } : undefined;
  } catch (e) {
    if (isNotFound(e)) return undefined;
    throw e;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function entryOf<S>(value: unknown): GameIndexEntry<S> | undefined {
  if (!isObject(value)) return undefined;
  const { id, mtimeMs, size, revision, summary } = value;
  if (typeof id !== "string" || typeof mtimeMs !== "number" || typeof size !== "number")
    return undefined;
  if (revision !== undefined && typeof revision !== "string") return undefined;
  if (summary !== null && !(isObject(summary) && typeof summary.savedAt === "string"))
    return undefined;
  return { id, mtimeMs, size, revision, summary: summary as S | null };
}

/** The index as read: its format and entries; undefined when missing or unreadable. */
async function readRaw<S>(
  dir: string,
): Promise<{ format: string; entries: GameIndexEntries<S> } | undefined> {
  const file = resolveInside(dir, GAME_INDEX_FILE);
  let text: string;
  try {
    if (!(await lstat(file)).isFile()) return undefined;
    text = await readFile(file, "utf8");
  } catch (e) {
    if (isNotFound(e)) return undefined;
    throw e;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || value.version !== INDEX_VERSION || typeof value.format !== "string")
    return undefined;
  if (!Array.isArray(value.games)) return undefined;
  const entries: GameIndexEntries<S> = new Map();
  for (const g of value.games) {
    const entry = entryOf<S>(g);
    if (!entry) return undefined;
    entries.set(entry.id, entry);
  }
  return { format: value.format, entries };
}

/** The entries of the index in `dir` made by `format`; undefined when there is none to trust. */
export async function readIndex<S>(
  dir: string,
  format: string,
): Promise<GameIndexEntries<S> | undefined> {
  const raw = await readRaw<S>(dir);
  return raw && raw.format === format ? raw.entries : undefined;
}

/** Writes the index of `dir`. Call only under the set's lock. */
export async function writeIndex<S>(
  core: WorkspaceCore,
  dir: string,
  format: string,
  entries: GameIndexEntries<S>,
): Promise<void> {
  const games = [...entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const text = JSON.stringify({ version: INDEX_VERSION, format, games });
  await core.write(resolveInside(dir, GAME_INDEX_FILE), `${text}\n`);
}

/**
 * Changes the index of `dir` with `change` (an index made by another format starts empty: the
 * list reads what it lacks). Call only under the set's lock.
 */
export async function updateIndex<S>(
  core: WorkspaceCore,
  dir: string,
  format: string,
  change: (entries: GameIndexEntries<S>) => void,
): Promise<void> {
  const entries = (await readIndex<S>(dir, format)) ?? new Map<string, GameIndexEntry<S>>();
  change(entries);
  await writeIndex(core, dir, format, entries);
}

/** Forgets game `id` in the index of `dir`, whatever made it. Call only under the set's lock. */
export async function removeFromIndex(core: WorkspaceCore, dir: string, id: string): Promise<void> {
  const raw = await readRaw<unknown>(dir);
  if (!raw?.entries.delete(id)) return;
  await writeIndex(core, dir, raw.format, raw.entries);
}

/** Where a page starts: after the game of this time and id (the last one of the page before). */
export interface GameCursor {
  savedAt: string;
  id: string;
}

/** The list's order: newest first, then by id. Negative when `a` comes first. */
function compare(a: GameCursor, b: GameCursor): number {
  if (a.savedAt !== b.savedAt) return a.savedAt > b.savedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A cursor as the list hands it out: opaque text, safe in a URL. */
export function encodeCursor(at: GameCursor): string {
  return Buffer.from(JSON.stringify([at.savedAt, at.id]), "utf8").toString("base64url");
}

/** The cursor `text` encodes, or undefined when it is not one `encodeCursor` made. */
export function decodeCursor(text: string): GameCursor | undefined {
  if (text.length > 400 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string"
    )
      return { savedAt: value[0], id: value[1] };
  } catch {
    // Not JSON: not a cursor of ours.
  }
  return undefined;
}

/** One page of the list: its entries (games only), how many games there are, the next cursor. */
export interface IndexPage<S> {
  entries: (GameIndexEntry<S> & { summary: S })[];
  total: number;
  next?: string;
}

/** The games of `entries` in the list's order, `limit` of them after `after`. */
export function pageOf<S extends GameSummaryBase>(
  entries: GameIndexEntries<S>,
  limit: number,
  after: GameCursor | undefined,
): IndexPage<S> {
  const key = (e: { id: string; summary: S }): GameCursor => ({
    savedAt: e.summary.savedAt,
    id: e.id,
  });
  const games = [...entries.values()]
    .filter((e): e is GameIndexEntry<S> & { summary: S } => e.summary !== null)
    .sort((a, b) => compare(key(a), key(b)));
  let start = 0;
  if (after) {
    start = games.findIndex((g) => compare(key(g), after) > 0);
    if (start < 0) start = games.length;
  }
  const page = games.slice(start, start + limit);
  const last = page.at(-1);
  const more = start + limit < games.length && last !== undefined;
  return { entries: page, total: games.length, ...(more ? { next: encodeCursor(key(last)) } : {}) };
}
