import type { SavedAnswer, SetAnswer, TrashedAnswer } from "@/app/_api/contracts";
import { etag, json } from "@/app/_server/http";
import { revisionAnswer, route, storeAnswer, textBody } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** One set: its text exactly as stored, its revision (also as ETag) and its diagnostics. */
export const GET = route({ params: ["id"] }, async ({ params: { id } }) => {
  const read = await (await getWorkspace()).read(id);
  return storeAnswer(read, ({ text, revision, diagnostics, updatedAt }) =>
    json<SetAnswer>({ id, revision, updatedAt, text, diagnostics }, 200, etag(revision)),
  );
});

/**
 * Saves the set.json text in the body, based on the revision in If-Match (409 when stale). A set
 * with problems is saved and its diagnostics come back with the new revision (an unfinished set
 * is the normal state of one being designed); only a document the store could not read back is
 * refused (400). A large text is checked in a worker thread (the workspace's checks,
 * validate-off-thread.ts), so a big save never stalls the server with its validation.
 */
export const PUT = route(
  { params: ["id"], revision: "required", body: textBody("set", (p) => `${p.id}/set.json`) },
  async ({ params: { id }, base, body: text }) => {
    const saved = await (await getWorkspace()).save(id, text, base);
    return revisionAnswer<SavedAnswer>(saved);
  },
);

/**
 * Deletes a set: it moves to the workspace's trash (nothing is destroyed). The answer names the
 * trash entry, which `POST /api/trash/restore` takes to bring the set back.
 */
export const DELETE = route({ params: ["id"] }, async ({ params: { id } }) => {
  const removed = await (await getWorkspace()).remove(id);
  return storeAnswer(removed, ({ trashed }) => json<TrashedAnswer>({ id, trashed }));
});
