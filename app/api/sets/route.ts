import { getWorkspace } from "../../_server/workspace";
import { BODY_LIMITS, bodyText, etag, json, readBody, storeError } from "../../_server/http";
import { apiRoute } from "../../_server/api-route";

export const dynamic = "force-dynamic";

/** Lists the workspace's sets with counts and validity. */
export const GET = apiRoute(async function GET(): Promise<Response> {
  const ws = await getWorkspace();
  return json({ sets: await ws.list() });
});

/** Creates a set from the set.json text in the body (`?id=` renames it on the way in). */
export const POST = apiRoute(async function POST(req: Request): Promise<Response> {
  const body = await readBody(req, BODY_LIMITS.set);
  if (!body.ok) return body.response;
  const text = bodyText(body.bytes, "set.json");
  if (!text.ok) return text.response;
  const id = new URL(req.url).searchParams.get("id") ?? undefined;
  const ws = await getWorkspace();
  const created = await ws.create(text.text, id ? { id } : {});
  if (!created.ok) return storeError(created.error);
  return json(created.value, 201, {
    ...etag(created.value.revision),
    location: `/api/sets/${created.value.id}`,
  });
});
