/**
 * The set library's calls to the API, each answering `{ ok: true, value }` or a Refusal in
 * words (never a throw: a network failure is a refusal too).
 * NOTE: I/O (fetch).
 */
import type { Refusal } from "./library-model";
import { refusalOf, renamedText } from "./library-model";

/** An API call's outcome. */
export type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

async function call<T>(url: string, init: RequestInit, source: string): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      refusal: { message: `The server could not be reached (${why}).`, lines: [] },
    };
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) return { ok: false, refusal: refusalOf(res.status, body, source) };
  return { ok: true, value: body as T };
}

const JSON_HEADERS = { "content-type": "application/json" };

/** A set the API wrote. */
export interface Written {
  id: string;
  revision: string;
  /** The set's problems (a set with problems is written all the same). */
  diagnostics?: { severity: string }[];
}

/** Creates a set from set.json text. */
export function createSet(text: string): Promise<Answer<Written>> {
  return call("/api/sets", { method: "POST", body: text, headers: JSON_HEADERS }, "set.json");
}

/** Copies a set (with its art) under a new id and name. */
export function duplicateSet(
  id: string,
  copy: { id: string; name: string },
): Promise<Answer<Written>> {
  return call(
    `/api/sets/${encodeURIComponent(id)}/duplicate`,
    { method: "POST", body: JSON.stringify(copy), headers: JSON_HEADERS },
    `${id}/set.json`,
  );
}

/** Moves a set to the trash; the answer names the trash entry, for `restoreDeleted`. */
export function deleteSet(id: string): Promise<Answer<{ trashed: string }>> {
  return call(`/api/sets/${encodeURIComponent(id)}`, { method: "DELETE" }, `${id}/set.json`);
}

/** Brings a deleted set back. */
export function restoreDeleted(trashed: string): Promise<Answer<Written>> {
  return call(
    "/api/trash/restore",
    { method: "POST", body: JSON.stringify({ trashed }), headers: JSON_HEADERS },
    "trash",
  );
}

/**
 * Imports a set file (.zip or set .json): a set with problems is imported with them; nothing is
 * written when the file cannot be read as a set.
 */
export function importSet(file: File): Promise<Answer<Written>> {
  return call("/api/import", { method: "POST", body: file }, file.name);
}

/** What a CSV import of cards did. */
export interface CsvOutcome {
  revision: string;
  added: number;
  updated: number;
  unchanged: number;
}

async function readSet(id: string): Promise<Answer<{ text: string; revision: string }>> {
  return call(`/api/sets/${encodeURIComponent(id)}`, { method: "GET" }, `${id}/set.json`);
}

/** Merges a CSV of cards into a set, based on the set's current revision. */
export async function importCards(id: string, file: File): Promise<Answer<CsvOutcome>> {
  const current = await readSet(id);
  if (!current.ok) return current;
  return call(
    `/api/sets/${encodeURIComponent(id)}/cards-csv`,
    {
      method: "PUT",
      body: await file.text(),
      headers: { "content-type": "text/csv", "if-match": `"${current.value.revision}"` },
    },
    file.name,
  );
}

/**
 * Renames a set: its name in place (the rest of set.json untouched); with a new id, the set is
 * copied under that id and the old one goes to the trash.
 */
export async function renameSet(
  id: string,
  change: { name: string; id: string },
): Promise<Answer<Written>> {
  if (change.id !== id) {
    const copy = await duplicateSet(id, change);
    if (!copy.ok) return copy;
    const removed = await deleteSet(id);
    if (!removed.ok) {
      return {
        ok: false,
        refusal: {
          message: `The set was copied to "${change.id}", but the old one could not be removed: ${removed.refusal.message}`,
          lines: removed.refusal.lines,
        },
      };
    }
    return copy;
  }
  const current = await readSet(id);
  if (!current.ok) return current;
  const saved = await call<{ revision: string }>(
    `/api/sets/${encodeURIComponent(id)}`,
    {
      method: "PUT",
      body: renamedText(current.value.text, change.name),
      headers: { ...JSON_HEADERS, "if-match": `"${current.value.revision}"` },
    },
    `${id}/set.json`,
  );
  return saved.ok ? { ok: true, value: { id, revision: saved.value.revision } } : saved;
}
