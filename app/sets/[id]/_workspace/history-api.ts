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
import type { WorkspaceStore } from "./workspace-store";

const base = (setId: string) => `/api/sets/${encodeURIComponent(setId)}`;

async function reason(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `the server answered ${res.status}`;
}

/** The kept revisions (newest first) and their texts; throws an Error saying why not. */
export async function loadHistory(
  setId: string,
  fetcher: typeof fetch = fetch,
): Promise<{ revisions: Revision[]; texts: Map<string, string> }> {
  const res = await fetcher(`${base(setId)}/history`, { cache: "no-store" });
  if (!res.ok) throw new Error(await reason(res));
  const { revisions } = (await res.json()) as { revisions: Revision[] };
  const texts = new Map<string, string>();
  await Promise.all(
    revisions.map(async (r) => {
      const one = await fetcher(`${base(setId)}/history/${encodeURIComponent(r.revision)}`, {
        cache: "no-store",
      });
      if (one.ok) texts.set(r.revision, await one.text());
    }),
  );
  return { revisions, texts };
}

/** How a restore went. */
export type RestoreOutcome = { ok: true; revision: string } | { ok: false; message: string };

/**
 * Restores `revision` (whose document is `doc`): unsaved edits are saved first when they can
 * be, so they stay in the history too; then the server saves the revision again as a new one,
 * the sync adopts it and the store shows it (Undo brings back the page's version).
 */
export async function restoreRevision(
  deps: { setId: string; store: WorkspaceStore; sync: SaveSync; fetcher?: typeof fetch },
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
