import { MAX_SET_BYTES } from "@/lib/schema";
import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import { baseRevisionOf, etag, json, readBody, storeError, utf8 } from "../../../../_server/http";

export const dynamic = "force-dynamic";

/** The set's cards as CSV (`?language=fr` for a translation's texts). */
export async function GET(req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const language = new URL(req.url).searchParams.get("language") ?? undefined;
  const csv = await (await getWorkspace()).exportCardsCsv(id, language ? { language } : {});
  if (!csv.ok) return storeError(csv.error);
  return new Response(csv.value, { headers: { "content-type": "text/csv; charset=utf-8" } });
}

/**
 * Merges a CSV of cards into the set: rows update the card with the same id or add a new one;
 * based on the revision in If-Match; nothing is saved when any row has an error.
 */
export async function PUT(req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const base = baseRevisionOf(req);
  if (!base.ok) return base.response;
  const body = await readBody(req, MAX_SET_BYTES);
  if (!body.ok) return body.response;
  const merged = await (await getWorkspace()).importCardsCsv(id, utf8(body.bytes), base.value);
  if (!merged.ok) return storeError(merged.error);
  return json(merged.value, 200, etag(merged.value.revision));
}
