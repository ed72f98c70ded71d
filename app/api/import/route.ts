import type { CreatedAnswer } from "@/app/_api/contracts";
import { badRequest, bodyText } from "@/app/_server/http";
import { bytesBody, revisionAnswer, route } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * Imports a whole set: the body is a `.zip` (set.json + art/) or a set.json text.
 * `?id=` imports it under another id; `?overwrite=1` (with If-Match) replaces an existing set.
 */
export const POST = route(
  { params: [], revision: "optional", body: bytesBody("import") },
  async ({ req, base: baseRevision, body: bytes }) => {
    const params = new URL(req.url).searchParams;
    const overwrite = params.get("overwrite") === "1";
    if (overwrite && !baseRevision) {
      return badRequest(
        "request/revision-required",
        "to overwrite a set, send its current revision in If-Match",
        428,
      );
    }
    const id = params.get("id") ?? undefined;
    const opts = { ...(id ? { id } : {}), overwrite, ...(baseRevision ? { baseRevision } : {}) };
    const isZip = bytes[0] === ZIP_MAGIC[0] && bytes[1] === ZIP_MAGIC[1];
    const ws = await getWorkspace();
    let imported;
    if (isZip) imported = await ws.importZip(bytes, opts);
    else {
      const text = bodyText(bytes, "set.json");
      if (!text.ok) return text.response;
      imported = await ws.importJson(text.text, opts);
    }
    return revisionAnswer<CreatedAnswer>(imported, { status: 201, location: true });
  },
);
