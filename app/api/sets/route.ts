import type { CreatedAnswer, SetListAnswer } from "@/app/_api/contracts";
import { json } from "@/app/_server/http";
import { revisionAnswer, route, textBody } from "@/app/_server/route-pipeline";
import { getWorkspace, LIST_WAIT_MS } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/**
 * Lists the workspace's sets with counts and validity; a set whose checks are still running (a
 * large set just written) is answered with `checking: true` rather than waited for.
 */
export const GET = route({ params: [] }, async () => {
  const ws = await getWorkspace();
  return json<SetListAnswer>({ sets: await ws.list({ waitMs: LIST_WAIT_MS }) });
});

/** Creates a set from the set.json text in the body (`?id=` renames it on the way in). */
export const POST = route(
  { params: [], body: textBody("set", "set.json") },
  async ({ req, body }) => {
    const id = new URL(req.url).searchParams.get("id") ?? undefined;
    const created = await (await getWorkspace()).create(body, id ? { id } : {});
    return revisionAnswer<CreatedAnswer>(created, { status: 201, location: true });
  },
);
