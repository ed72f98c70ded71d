import { jsonText } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** The set.json text of one kept revision. */
export const GET = route({ params: ["id", "revision"] }, async ({ params: { id, revision } }) =>
  storeAnswer(await (await getWorkspace()).readRevision(id, revision), (text) => jsonText(text)),
);
