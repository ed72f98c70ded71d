import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import {
  BODY_LIMITS,
  badRequest,
  etag,
  json,
  parseRequestObject,
  readBody,
  storeError,
  stringField,
} from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

/** Copies a set (with its art) under a new id: body `{ "id": "new-id", "name"?: "New name" }`. */
export const POST = apiRoute(async function POST(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const body = await readBody(req, BODY_LIMITS.request);
  if (!body.ok) return body.response;
  const parsed = parseRequestObject(body.bytes);
  if (!parsed.ok) return parsed.response;
  const newId = stringField(parsed.value, "id");
  if (!newId)
    return badRequest("request/missing-id", 'give the copy an id: { "id": "my-set-copy" }');
  const copy = await (await getWorkspace()).duplicate(id, newId, stringField(parsed.value, "name"));
  if (!copy.ok) return storeError(copy.error);
  return json(copy.value, 201, {
    ...etag(copy.value.revision),
    location: `/api/sets/${copy.value.id}`,
  });
});
