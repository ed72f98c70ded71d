import type { GameSetAnswer } from "@/app/_api/contracts";
import { json, storeError } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";
import { offThreadChecks } from "@/app/_server/validate-off-thread";
import { getWorkspace } from "@/app/_server/workspace";
import { readGameSetOf } from "@/lib/store";

export const dynamic = "force-dynamic";

/**
 * The set a saved game was played on, as the store kept it: `{ revision, set }` (the set read
 * and checked as the designer reads set.json; a large one in the validation thread). 404 for a
 * game saved before sets were kept.
 */
export const GET = route({ params: ["id", "game"] }, async ({ params: { id, game } }) => {
  const kept = await readGameSetOf(await getWorkspace(), id, game);
  if (!kept.ok) return storeError(kept.error);
  const source = `${id}/games/sets/${kept.value.revision}.json`;
  const read = await offThreadChecks.validate(kept.value.text, source);
  if (!read.set) {
    const first = read.diagnostics.find((d) => d.severity === "error");
    return json(
      {
        error: "invalid",
        message: `the set kept with this game cannot be read${first ? `: ${first.message}` : ""}`,
      },
      422,
    );
  }
  return json<GameSetAnswer>({ revision: kept.value.revision, set: read.set });
});
