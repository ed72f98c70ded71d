/**
 * Settling a conflict: the three ways out, each a call into the store and the sync (no
 * component talks to the server about saving).
 * NOTE: impure (network).
 */
import type { VellumSet } from "@/lib/model";
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
 * and returns its id; the caller then takes the other version here.
 */
export async function copyAside(doc: VellumSet, fetcher: typeof fetch = fetch): Promise<string> {
  for (let n = 1; n <= 50; n++) {
    const id = `${doc.id}-copy${n === 1 ? "" : `-${n}`}`;
    const body = serializeSet({ ...doc, id, name: `${doc.name} (my copy)` });
    const res = await fetcher(`/api/sets?id=${encodeURIComponent(id)}`, { method: "POST", body });
    if (res.status === 201) return id;
    const answer = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
    if (answer.error !== "exists")
      throw new Error(answer.message ?? `the server answered ${res.status}`);
  }
  throw new Error("no free id for the copy");
}
