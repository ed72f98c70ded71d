import { MAX_SET_BYTES } from "@/lib/schema";
import { getWorkspace } from "../../../_server/workspace";
import type { SetRouteContext } from "../../../_server/http";
import { baseRevisionOf, etag, json, readBody, storeError, utf8 } from "../../../_server/http";

export const dynamic = "force-dynamic";

/** One set: its text exactly as stored, its revision (also as ETag) and its diagnostics. */
export async function GET(_req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok) return storeError(read.error);
  const { text, revision, diagnostics, updatedAt } = read.value;
  return json({ id, revision, updatedAt, text, diagnostics }, 200, etag(revision));
}

/** Saves the set.json text in the body, based on the revision in If-Match (409 when stale). */
export async function PUT(req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const base = baseRevisionOf(req);
  if (!base.ok) return base.response;
  const body = await readBody(req, MAX_SET_BYTES);
  if (!body.ok) return body.response;
  const saved = await (await getWorkspace()).save(id, utf8(body.bytes), base.value);
  if (!saved.ok) return storeError(saved.error);
  return json(saved.value, 200, etag(saved.value.revision));
}

/**
 * Deletes a set: it moves to the workspace's trash (nothing is destroyed). The answer names the
 * trash entry, which `POST /api/trash/restore` takes to bring the set back.
 */
export async function DELETE(_req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const removed = await (await getWorkspace()).remove(id);
  if (!removed.ok) return storeError(removed.error);
  return json({ id, trashed: removed.value.trashed });
}
