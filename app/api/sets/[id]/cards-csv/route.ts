import type { CardsCsvAnswer } from "@/app/_api/contracts";
import { revisionAnswer, route, storeAnswer, textBody } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** The set's cards as CSV (`?language=fr` for a translation's texts). */
export const GET = route({ params: ["id"] }, async ({ req, params: { id } }) => {
  const language = new URL(req.url).searchParams.get("language") ?? undefined;
  const csv = await (await getWorkspace()).exportCardsCsv(id, language ? { language } : {});
  return storeAnswer(
    csv,
    (text) => new Response(text, { headers: { "content-type": "text/csv; charset=utf-8" } }),
  );
});

/**
 * Merges a CSV of cards into the set: rows update the card with the same id or add a new one;
 * based on the revision in If-Match; nothing is saved when any row has an error. A large merge
 * runs in a worker thread (csv-off-thread.ts).
 */
export const PUT = route(
  { params: ["id"], revision: "required", body: textBody("csv", "cards.csv") },
  async ({ params: { id }, base, body }) => {
    const ws = await getWorkspace();
    const merged = await ws.importCardsCsv(id, body, base);
    return revisionAnswer<CardsCsvAnswer>(merged);
  },
);
