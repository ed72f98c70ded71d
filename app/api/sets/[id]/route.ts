import { checkForSave } from "../../../_server/validate-off-thread";
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
 * refused (400). A large text is checked in a worker thread (validate-off-thread.ts) and written
 * on that verdict, so a big save never stalls the server with its validation.
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
  const checked = await checkForSave(text, `${id}/set.json`, id);
  if (!checked.ok) return storeError(checked.error);
  const ws = await getWorkspace();
  const saved = await ws.save(id, text, base.value, { checked: checked.checked });
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
