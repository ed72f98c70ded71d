/**
 * Settling a conflict: the three ways out, each a call into the store and the sync (no
 * component talks to the server about saving).
 * NOTE: impure (network).
 */
import type { ApiResult } from "@/app/_api/client";
import { request, requestFailure } from "@/app/_api/client";
import type { CreatedAnswer } from "@/app/_api/contracts";
import { setsUrl } from "@/app/_api/routes";
import type { VellumSet } from "@/lib/model";
import { err, ok } from "@/lib/model";
import type { SaveSync } from "./save-sync";
import { serializeSet } from "./set-text";
import type { SetDocumentStore } from "./set-document-store";

/** Loads the other version as the document (undoable) and makes it the saved one. */
export function takeTheirs(store: SetDocumentStore, sync: SaveSync): void {
  const theirs = sync.takeTheirs();
  if (!theirs) return;
  const doc = JSON.parse(theirs.text) as VellumSet;
  sync.adopt(theirs.revision, serializeSet(doc));
  store.replaceDocument(doc);
}

/**
 * Saves this page's version as a new set (`<id>-copy`, `<id>-copy-2`, …, named "… (my copy)")
 * and answers its id; the caller then takes the other version here.
 */
export async function copyAside(
  doc: VellumSet,
  fetcher?: typeof fetch,
): Promise<ApiResult<string>> {
  for (let n = 1; n <= 50; n++) {
    const id = `${doc.id}-copy${n === 1 ? "" : `-${n}`}`;
    const body = serializeSet({ ...doc, id, name: `${doc.name} (my copy)` });
    const made = await request<CreatedAnswer>(setsUrl({ id }), {
      method: "POST",
      body,
      ...(fetcher ? { fetcher } : {}),
    });
    if (made.ok) return ok(id);
    if (made.error.diagnostic.code !== "exists") return made;
  }
  return err(requestFailure(409, "exists", "no free id for the copy"));
}
