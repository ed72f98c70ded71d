import { getWorkspace } from "../../../../../../_server/workspace";
import { json, storeError } from "../../../../../../_server/http";
import { apiRoute } from "../../../../../../_server/api-route";
import { readGameSetOf } from "@/lib/store";
import { validateSetText } from "@/lib/schema";

export const dynamic = "force-dynamic";

type GameRouteContext = { params: Promise<{ id: string; game: string }> };

/**
 * The set a saved game was played on, as the store kept it: `{ revision, set }` (the set read
 * and checked as the designer reads set.json). 404 for a game saved before sets were kept.
 */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: GameRouteContext,
): Promise<Response> {
  const { id, game } = await ctx.params;
  const kept = await readGameSetOf(await getWorkspace(), id, game);
  if (!kept.ok) return storeError(kept.error);
  const read = validateSetText(kept.value.text, `${id}/games/sets/${kept.value.revision}.json`);
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
  return json({ revision: kept.value.revision, set: read.set });
});
