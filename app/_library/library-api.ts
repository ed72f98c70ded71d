/**
 * The set library's routes, through the one API client. A failure comes back as the library's
 * `Refusal` (the server's message and its diagnostics as lines, library-model `refusalOf`),
 * never a throw: a network failure is a refusal too.
 * NOTE: I/O (fetch).
 */
import type { RequestOptions } from "@/app/_api/client";
import { request, setUrl } from "@/app/_api/client";
import { IMPORT_URL, TRASH_RESTORE_URL, setsUrl } from "@/app/_api/routes";
import type {
  CardsCsvAnswer,
  CreatedAnswer,
  SavedAnswer,
  SetAnswer,
  SetMadeAnswer,
  TrashedAnswer,
  ZipCheckAnswer,
} from "@/app/_api/contracts";
import type { Result } from "@/lib/model";
import { err } from "@/lib/model";
import type { Refusal } from "./library-model";
import { exportHref, refusalOf, renamedText } from "./library-model";

/** A library call's outcome: the route's answer, or the refusal to show. */
export type LibraryResult<T> = Result<T, Refusal>;

async function call<T>(
  url: string,
  options: RequestOptions,
  source: string,
): Promise<LibraryResult<T>> {
  const answer = await request<T>(url, options);
  return answer.ok ? answer : err(refusalOf(answer.error, source));
}

const JSON_HEADERS = { "content-type": "application/json" };

/** A set the API wrote: its id and revision, and the problems of one written with some. */
export type Written = SetMadeAnswer & Partial<Pick<CreatedAnswer, "diagnostics">>;

/** Creates a set from set.json text. */
export function createSet(text: string): Promise<LibraryResult<Written>> {
  return call(setsUrl(), { method: "POST", body: text, headers: JSON_HEADERS }, "set.json");
}

/** Copies a set (with its art) under a new id and name. */
export function duplicateSet(
  id: string,
  copy: { id: string; name: string },
): Promise<LibraryResult<Written>> {
  return call(setUrl(id, "duplicate"), { method: "POST", json: copy }, `${id}/set.json`);
}

/** Moves a set to the trash; the answer names the trash entry, for `restoreDeleted`. */
export function deleteSet(id: string): Promise<LibraryResult<TrashedAnswer>> {
  return call(setUrl(id), { method: "DELETE" }, `${id}/set.json`);
}

/** Brings a deleted set back. */
export function restoreDeleted(trashed: string): Promise<LibraryResult<Written>> {
  return call(TRASH_RESTORE_URL, { method: "POST", json: { trashed } }, "trash");
}

/**
 * Imports a set file (.zip or set .json): a set with problems is imported with them; nothing is
 * written when the file cannot be read as a set.
 */
export function importSet(file: File): Promise<LibraryResult<Written>> {
  return call(IMPORT_URL, { method: "POST", body: file }, file.name);
}

/**
 * Whether a set's zip can be downloaded and imported again: its size at most and the limit, or
 * the refusal (with both) of a set whose zip an import would refuse.
 */
export function checkZipExport(id: string): Promise<LibraryResult<ZipCheckAnswer>> {
  return call(`${exportHref(id, "zip")}&check=1`, { method: "GET" }, `${id}.zip`);
}

/** What a CSV import of cards did. */
export type CsvOutcome = CardsCsvAnswer;

async function readSet(id: string): Promise<LibraryResult<SetAnswer>> {
  return call(setUrl(id), { method: "GET" }, `${id}/set.json`);
}

/** Merges a CSV of cards into a set, based on the set's current revision. */
export async function importCards(id: string, file: File): Promise<LibraryResult<CsvOutcome>> {
  const current = await readSet(id);
  if (!current.ok) return current;
  return call(
    setUrl(id, "cards-csv"),
    {
      method: "PUT",
      body: await file.text(),
      headers: { "content-type": "text/csv" },
      revision: current.value.revision,
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
): Promise<LibraryResult<Written>> {
  if (change.id !== id) {
    const copy = await duplicateSet(id, change);
    if (!copy.ok) return copy;
    const removed = await deleteSet(id);
    if (!removed.ok) {
      return err({
        message: `The set was copied to "${change.id}", but the old one could not be removed: ${removed.error.message}`,
        lines: removed.error.lines,
      });
    }
    return copy;
  }
  const current = await readSet(id);
  if (!current.ok) return current;
  const saved = await call<SavedAnswer>(
    setUrl(id),
    {
      method: "PUT",
      body: renamedText(current.value.text, change.name),
      headers: JSON_HEADERS,
      revision: current.value.revision,
    },
    `${id}/set.json`,
  );
  return saved.ok ? { ok: true, value: { id, revision: saved.value.revision } } : saved;
}
