import { getWorkspace } from "../../_server/workspace";
import {
  BODY_LIMITS,
  badRequest,
  bodyText,
  etag,
  ifMatchOf,
  json,
  readBody,
  storeError,
} from "../../_server/http";
import { apiRoute } from "../../_server/api-route";

export const dynamic = "force-dynamic";

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * Imports a whole set: the body is a `.zip` (set.json + art/) or a set.json text.
 * `?id=` imports it under another id; `?overwrite=1` (with If-Match) replaces an existing set.
 */
export const POST = apiRoute(async function POST(req: Request): Promise<Response> {
  const body = await readBody(req, BODY_LIMITS.import);
  if (!body.ok) return body.response;
  const params = new URL(req.url).searchParams;
  const overwrite = params.get("overwrite") === "1";
  const baseRevision = ifMatchOf(req);
  if (overwrite && !baseRevision) {
    return badRequest(
      "request/revision-required",
      "to overwrite a set, send its current revision in If-Match",
      428,
    );
  }
  const id = params.get("id") ?? undefined;
  const opts = { ...(id ? { id } : {}), overwrite, ...(baseRevision ? { baseRevision } : {}) };
  const bytes = body.bytes;
  const isZip = bytes[0] === ZIP_MAGIC[0] && bytes[1] === ZIP_MAGIC[1];
  const ws = await getWorkspace();
  let imported;
  if (isZip) imported = await ws.importZip(bytes, opts);
  else {
    const text = bodyText(bytes, "set.json");
    if (!text.ok) return text.response;
    imported = await ws.importJson(text.text, opts);
  }
  if (!imported.ok) return storeError(imported.error);
  return json(imported.value, 201, {
    ...etag(imported.value.revision),
    location: `/api/sets/${imported.value.id}`,
  });
});
