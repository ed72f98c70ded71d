import { MAX_ZIP_BYTES } from "@/lib/store";
import { getWorkspace } from "../../_server/workspace";
import { badRequest, etag, ifMatchOf, json, readBody, storeError, utf8 } from "../../_server/http";

export const dynamic = "force-dynamic";

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * Imports a whole set: the body is a `.zip` (set.json + art/) or a set.json text.
 * `?id=` imports it under another id; `?overwrite=1` (with If-Match) replaces an existing set.
 */
export async function POST(req: Request): Promise<Response> {
  const body = await readBody(req, MAX_ZIP_BYTES);
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
  const imported = isZip ? await ws.importZip(bytes, opts) : await ws.importJson(utf8(bytes), opts);
  if (!imported.ok) return storeError(imported.error);
  return json(imported.value, 201, {
    ...etag(imported.value.revision),
    location: `/api/sets/${imported.value.id}`,
  });
}
