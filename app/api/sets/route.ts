import { MAX_SET_BYTES } from "@/lib/schema";
import { getWorkspace } from "../../_server/workspace";
import { etag, json, readBody, storeError, utf8 } from "../../_server/http";

export const dynamic = "force-dynamic";

/** Lists the workspace's sets with counts and validity. */
export async function GET(): Promise<Response> {
  const ws = await getWorkspace();
  return json({ sets: await ws.list() });
}

/** Creates a set from the set.json text in the body (`?id=` renames it on the way in). */
export async function POST(req: Request): Promise<Response> {
  const body = await readBody(req, MAX_SET_BYTES);
  if (!body.ok) return body.response;
  const id = new URL(req.url).searchParams.get("id") ?? undefined;
  const ws = await getWorkspace();
  const created = await ws.create(utf8(body.bytes), id ? { id } : {});
  if (!created.ok) return storeError(created.error);
  return json(created.value, 201, {
    ...etag(created.value.revision),
    location: `/api/sets/${created.value.id}`,
  });
}
