import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import {
  BODY_LIMITS,
  baseRevisionOf,
  bodyText,
  etag,
  json,
  readBody,
  storeError,
} from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

/** The set's cards as CSV (`?language=fr` for a translation's texts). */
export const GET = apiRoute(async function GET(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const language = new URL(req.url).searchParams.get("language") ?? undefined;
  const csv = await (await getWorkspace()).exportCardsCsv(id, language ? { language } : {});
  if (!csv.ok) return storeError(csv.error);
  return new Response(csv.value, { headers: { "content-type": "text/csv; charset=utf-8" } });
});

/**
 * Merges a CSV of cards into the set: rows update the card with the same id or add a new one;
 * based on the revision in If-Match; nothing is saved when any row has an error.
 */
export const PUT = apiRoute(async function PUT(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const base = baseRevisionOf(req);
  if (!base.ok) return base.response;
  const body = await readBody(req, BODY_LIMITS.csv);
  if (!body.ok) return body.response;
  const text = bodyText(body.bytes, "cards.csv");
  if (!text.ok) return text.response;
  const merged = await (await getWorkspace()).importCardsCsv(id, text.text, base.value);
  if (!merged.ok) return storeError(merged.error);
  return json(merged.value, 200, etag(merged.value.revision));
});
