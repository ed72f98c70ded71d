import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import {
  BODY_LIMITS,
  badRequest,
  baseRevisionOf,
  etag,
  json,
  parseRequestObject,
  readBody,
  storeError,
  stringField,
} from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

/**
 * Restores a kept revision as a new save: body `{ "revision": "…" }`, with the current revision
 * in If-Match so a restore never overwrites a save it has not seen.
 */
export const POST = apiRoute(async function POST(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const base = baseRevisionOf(req);
  if (!base.ok) return base.response;
  const body = await readBody(req, BODY_LIMITS.request);
  if (!body.ok) return body.response;
  const parsed = parseRequestObject(body.bytes);
  if (!parsed.ok) return parsed.response;
  const revision = stringField(parsed.value, "revision");
  if (!revision)
    return badRequest(
      "request/missing-revision",
      'say which revision to restore: { "revision": "…" }',
    );
  const restored = await (await getWorkspace()).restore(id, revision, base.value);
  if (!restored.ok) return storeError(restored.error);
  return json(restored.value, 200, etag(restored.value.revision));
});
