/**
 * The set's history on the server (GET /api/sets/[id]/history and …/history/[revision]) and
 * restoring a revision (POST /api/sets/[id]/restore with If-Match of the page's base revision):
 * the restored document replaces the page's (undoable) and the sync adopts the new revision.
 * NOTE: impure (network).
 */
import type { VellumSet } from "@/lib/model";
import type { Revision } from "./history-model";
import type { SaveSync } from "./save-sync";
import { serializeSet } from "./set-text";
import type { SetDocumentStore } from "./set-document-store";

const base = (setId: string) => `/api/sets/${encodeURIComponent(setId)}`;

async function reason(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `the server answered ${res.status}`;
}

/** How many versions the history shows at first, and how many more each "Show older" adds. */
export const HISTORY_PAGE = 25;
/** Texts fetched at once: hours of autosaves are hundreds of versions, never all fetched. */
const TEXTS_AT_ONCE = 6;

/** The kept revisions, newest first; throws an Error saying why not. */
export async function listHistory(
  setId: string,
  fetcher: typeof fetch = fetch,
): Promise<Revision[]> {
  const res = await fetcher(`${base(setId)}/history`, { cache: "no-store" });
  if (!res.ok) throw new Error(await reason(res));
  return ((await res.json()) as { revisions: Revision[] }).revisions;
}

/**
 * `have` with the texts of `revisions` it lacks, fetched a few at a time (a text that cannot be
 * fetched is left out: its entry says it cannot be read).
 */
export async function withTexts(
  setId: string,
  revisions: readonly Revision[],
  have: ReadonlyMap<string, string>,
  fetcher: typeof fetch = fetch,
): Promise<Map<string, string>> {
  const texts = new Map(have);
  const missing = revisions.filter((r) => !texts.has(r.revision));
  for (let i = 0; i < missing.length; i += TEXTS_AT_ONCE) {
    await Promise.all(
      missing.slice(i, i + TEXTS_AT_ONCE).map(async (r) => {
        const one = await fetcher(`${base(setId)}/history/${encodeURIComponent(r.revision)}`, {
          cache: "no-store",
        }).catch(() => undefined);
        if (one?.ok) texts.set(r.revision, await one.text());
      }),
    );
  }
  return texts;
}

/** How a restore went. */
export type RestoreOutcome = { ok: true; revision: string } | { ok: false; message: string };

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
  const fetcher = deps.fetcher ?? fetch;
  await sync.flush();
  let res: Response;
  try {
    res = await fetcher(`${base(setId)}/restore`, {
      method: "POST",
      headers: { "if-match": `"${sync.baseRevision()}"`, "content-type": "application/json" },
      body: JSON.stringify({ revision }),
    });
  } catch {
    return { ok: false, message: "the server cannot be reached; try again in a moment" };
  }
  if (res.status === 409) {
    return {
      ok: false,
      message:
        "the set was saved elsewhere since this page last saved it; settle that first (the save status says how), then restore",
    };
  }
  if (!res.ok) return { ok: false, message: await reason(res) };
  const body = (await res.json()) as { revision: string };
  sync.adopt(body.revision, serializeSet(doc));
  store.replaceDocument(doc);
  return { ok: true, revision: body.revision };
}
