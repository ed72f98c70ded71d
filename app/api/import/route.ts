import { open, readFile } from "node:fs/promises";
import type { CreatedAnswer } from "@/app/_api/contracts";
import {
  BODY_LIMITS,
  badRequest,
  bodyText,
  readBodyToFile,
  storeError,
  tooLargeAnswer,
} from "@/app/_server/http";
import { revisionAnswer, route } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * The limit of a body that starts with `head`: a set.json's (much smaller) unless it starts as a
 * zip does, or is too short yet to tell (the file is checked again once it is whole).
 */
function limitFor(head: Uint8Array) {
  const zip = head.length < ZIP_MAGIC.length || ZIP_MAGIC.every((b, i) => head[i] === b);
  return zip ? BODY_LIMITS.import : BODY_LIMITS.set;
}

/** Whether the file starts as a zip does. */
async function isZipFile(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = new Uint8Array(ZIP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head[0] === ZIP_MAGIC[0] && head[1] === ZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/**
 * Imports a whole set: the body is a `.zip` (set.json + art/) or a set.json text.
 * `?id=` imports it under another id; `?overwrite=1` (with If-Match) replaces an existing set.
 * The body is streamed to a file in the workspace's staging area (413 as soon as it passes the
 * zip limit, the one `export?format=zip` keeps to, or, from its first bytes on, a set file's
 * limit when it does not start as a zip) and a zip is read from there entry by entry, so a
 * large backup is never held in memory; the file is removed whatever the outcome.
 */
export const POST = route({ params: [], revision: "optional" }, async ({ req, base }) => {
  const params = new URL(req.url).searchParams;
  const overwrite = params.get("overwrite") === "1";
  if (overwrite && !base) {
    return badRequest(
      "request/revision-required",
      "to overwrite a set, send its current revision in If-Match",
      428,
    );
  }
  const id = params.get("id") ?? undefined;
  const opts = { ...(id ? { id } : {}), overwrite, ...(base ? { baseRevision: base } : {}) };
  const ws = await getWorkspace();
  const staged = await ws.stageUpload();
  if (!staged.ok) return storeError(staged.error);
  const { file } = staged.value;
  try {
    const body = await readBodyToFile(req, BODY_LIMITS.import, file, limitFor);
    if (!body.ok) return body.response;
    let imported;
    if (await isZipFile(file)) imported = await ws.importZipFile(file, opts);
    else {
      // A set.json has its own, smaller limit: refused before it is read into memory.
      if (body.bytes > BODY_LIMITS.set.bytes) {
        return tooLargeAnswer(BODY_LIMITS.set, `${body.bytes.toLocaleString("en-US")} bytes`);
      }
      const text = bodyText(new Uint8Array(await readFile(file)), "set.json");
      if (!text.ok) return text.response;
      imported = await ws.importJson(text.text, opts);
    }
    return revisionAnswer<CreatedAnswer>(imported, { status: 201, location: true });
  } finally {
    await staged.value.discard();
  }
});
