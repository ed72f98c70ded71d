import { badRequest } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";
import { sheetEventStream, sheetFailure } from "@/app/_server/sheet-events";
import { getWorkspace } from "@/app/_server/workspace";
import { sheetWatchFolder } from "@/lib/store";

export const dynamic = "force-dynamic";

/**
 * The changes of a linked file of the set's folder, as Server-Sent Events (`event: changed`,
 * data: `{ file, fingerprint }`); `?since=` the fingerprint the page read. See sheet-events.ts.
 */
export const GET = route({ params: ["id"] }, async ({ req, params: { id } }) => {
  const query = new URL(req.url).searchParams;
  const file = query.get("file");
  if (!file) return badRequest("sheet/bad-link", "say which file to watch: ?file=cards.csv");
  const ws = await getWorkspace();
  const folder = await sheetWatchFolder(ws, id, file);
  if (!folder.ok) return sheetFailure(folder.error);
  return sheetEventStream(ws, id, file, folder.value, req.signal, query.get("since") ?? undefined);
});
