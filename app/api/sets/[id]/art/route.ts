import type { ArtListAnswer } from "@/app/_api/contracts";
import { json } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** The art files of a set. */
export const GET = route({ params: ["id"] }, async ({ params: { id } }) => {
  const files = await (await getWorkspace()).listArt(id);
  return storeAnswer(files, (value) => json<ArtListAnswer>({ files: value }));
});
