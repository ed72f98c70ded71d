import { OFF_THREAD_BYTES, validateText } from "../../../_server/validate-off-thread";
import { getWorkspace } from "../../../_server/workspace";
import type { SetRouteContext } from "../../../_server/http";
import {
  BODY_LIMITS,
  baseRevisionOf,
  bodyText,
  etag,
  json,
  readBody,
  storeError,
} from "../../../_server/http";
import { apiRoute } from "../../../_server/api-route";

export const dynamic = "force-dynamic";

/** One set: its text exactly as stored, its revision (also as ETag) and its diagnostics. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok) return storeError(read.error);
  const { text, revision, diagnostics, updatedAt } = read.value;
  return json({ id, revision, updatedAt, text, diagnostics }, 200, etag(revision));
});

/**
 * Saves the set.json text in the body, based on the revision in If-Match (409 when stale). A set
 * with problems is saved and its diagnostics come back with the new revision (an unfinished set
 * is the normal state of one being designed); only a document the store could not read back is
 * refused (400). A large text is first checked in a worker thread (validate-off-thread.ts), and
 * one that is not JSON is refused from there, so a big broken upload never stalls the server.
 */
export const PUT = apiRoute(async function PUT(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const base = baseRevisionOf(req);
  if (!base.ok) return base.response;
  const body = await readBody(req, BODY_LIMITS.set);
  if (!body.ok) return body.response;
  const decoded = bodyText(body.bytes, `${id}/set.json`);
  if (!decoded.ok) return decoded.response;
  const text = decoded.text;
  if (text.length > OFF_THREAD_BYTES) {
    const source = `${id}/set.json`;
    const verdict = await validateText(text, source);
    const unreadable = verdict.diagnostics.filter(
      (d) => d.severity === "error" && /^(json|text)\//.test(d.code),
    );
    if (unreadable.length > 0) {
      const more = unreadable.length > 1 ? ` (and ${unreadable.length - 1} more)` : "";
      return storeError({
        kind: "invalid",
        message: `${source}: ${unreadable[0]?.message ?? "the set is not JSON"}${more}`,
        diagnostics: unreadable,
      });
    }
  }
  const saved = await (await getWorkspace()).save(id, text, base.value);
  if (!saved.ok) return storeError(saved.error);
  return json(saved.value, 200, etag(saved.value.revision));
});

/**
 * Deletes a set: it moves to the workspace's trash (nothing is destroyed). The answer names the
 * trash entry, which `POST /api/trash/restore` takes to bring the set back.
 */
export const DELETE = apiRoute(async function DELETE(
  _req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const removed = await (await getWorkspace()).remove(id);
  if (!removed.ok) return storeError(removed.error);
  return json({ id, trashed: removed.value.trashed });
});
