import { getWorkspace } from "../../../_server/workspace";
import { apiRoute } from "../../../_server/api-route";
import {
  BODY_LIMITS,
  badRequest,
  etag,
  json,
  parseRequestObject,
  readBody,
  storeError,
  stringField,
} from "../../../_server/http";

export const dynamic = "force-dynamic";

/**
 * Brings a deleted set back from the trash (the Undo of `DELETE /api/sets/[id]`): body
 * `{ "trashed": "<entry from the DELETE answer>" }`. 409 when a set of that id exists again.
 */
export const POST = apiRoute(async function POST(req: Request): Promise<Response> {
  const body = await readBody(req, BODY_LIMITS.request);
  if (!body.ok) return body.response;
  const parsed = parseRequestObject(body.bytes);
  if (!parsed.ok) return parsed.response;
  const trashed = stringField(parsed.value, "trashed");
  if (!trashed) {
    return badRequest(
      "request/missing-trashed",
      'name the removed set: { "trashed": "<the entry the delete answered with>" }',
    );
  }
  const restored = await (await getWorkspace()).restoreRemoved(trashed);
  if (!restored.ok) return storeError(restored.error);
  return json(restored.value, 200, {
    ...etag(restored.value.revision),
    location: `/api/sets/${restored.value.id}`,
  });
});
