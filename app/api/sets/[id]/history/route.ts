import type { HistoryAnswer } from "@/app/_api/contracts";
import { json } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** The set's kept revisions, newest first. */
export const GET = route({ params: ["id"] }, async ({ params: { id } }) => {
  const history = await (await getWorkspace()).history(id);
  return storeAnswer(history, (revisions) => json<HistoryAnswer>({ revisions }));
});
