/**
 * The set's history on the server (GET /api/sets/[id]/history and …/history/[revision]) and
 * restoring a revision (POST /api/sets/[id]/restore with If-Match of the page's base revision):
 * the restored document replaces the page's (undoable) and the sync adopts the new revision.
 * NOTE: impure (network).
 */
import type { ApiResult } from "@/app/_api/client";
import { failureMessage, request, requestText, setUrl } from "@/app/_api/client";
import type { HistoryAnswer, RestoredAnswer } from "@/app/_api/contracts";
import type { Result, VellumSet } from "@/lib/model";
import { err, ok } from "@/lib/model";
import type { Revision } from "./history-model";
import type { SaveSync } from "./save-sync";
import { serializeSet } from "./set-text";
import type { SetDocumentStore } from "./set-document-store";

/** How many versions the history shows at first, and how many more each "Show older" adds. */
export const HISTORY_PAGE = 25;
/** Texts fetched at once: hours of autosaves are hundreds of versions, never all fetched. */
const TEXTS_AT_ONCE = 6;

/** The kept revisions, newest first. */
export async function listHistory(
  setId: string,
  fetcher?: typeof fetch,
): Promise<ApiResult<Revision[]>> {
  const listed = await request<HistoryAnswer>(setUrl(setId, "history"), {
    cache: "no-store",
    ...(fetcher ? { fetcher } : {}),
  });
  return listed.ok ? ok(listed.value.revisions) : listed;
}

/**
 * `have` with the texts of `revisions` it lacks, fetched a few at a time (a text that cannot be
 * fetched is left out: its entry says it cannot be read).
 */
export async function withTexts(
  setId: string,
  revisions: readonly Revision[],
  have: ReadonlyMap<string, string>,
  fetcher?: typeof fetch,
): Promise<Map<string, string>> {
  const texts = new Map(have);
  const missing = revisions.filter((r) => !texts.has(r.revision));
  for (let i = 0; i < missing.length; i += TEXTS_AT_ONCE) {
    await Promise.all(
      missing.slice(i, i + TEXTS_AT_ONCE).map(async (r) => {
        const one = await requestText(setUrl(setId, "history", r.revision), {
          cache: "no-store",
          ...(fetcher ? { fetcher } : {}),
        });
        if (one.ok) texts.set(r.revision, one.value);
      }),
    );
  }
  return texts;
}

/** How a restore went: the new revision, or why not in words. */
export type RestoreOutcome = Result<string, string>;

/**
 * Restores `revision` (whose document is `doc`): unsaved edits are saved first when they can
 * be, so they stay in the history too; then the server saves the revision again as a new one,
 * the sync adopts it and the store shows it (Undo brings back the page's version).
 */
export async function restoreRevision(
  deps: { setId: string; store: SetDocumentStore; sync: SaveSync; fetcher?: typeof fetch },
  revision: string,
  doc: VellumSet,
): Promise<RestoreOutcome> {
  const { setId, store, sync } = deps;
  await sync.flush();
  const restored = await request<RestoredAnswer>(setUrl(setId, "restore"), {
    method: "POST",
    revision: sync.baseRevision(),
    json: { revision },
    ...(deps.fetcher ? { fetcher: deps.fetcher } : {}),
  });
  if (!restored.ok) {
    const { status } = restored.error;
    const message =
      status === 0
        ? "the server cannot be reached; try again in a moment"
        : status === 409
          ? "the set was saved elsewhere since this page last saved it; settle that first (the save status says how), then restore"
          : failureMessage(restored.error);
    return err(message);
  }
  const body = restored.value;
  sync.adopt(body.revision, serializeSet(doc));
  store.replaceDocument(doc);
  return ok(body.revision);
}
