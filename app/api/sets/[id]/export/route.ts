import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import { badRequest, storeError } from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

const FORMATS = ["json", "zip", "csv"] as const;
type Format = (typeof FORMATS)[number];

function attachment(body: BodyInit, type: string, file: string): Response {
  return new Response(body, {
    headers: { "content-type": type, "content-disposition": `attachment; filename="${file}"` },
  });
}

/**
 * Downloads a set: `?format=json` (set.json), `zip` (set.json + art) or `csv` (its cards, for a
 * spreadsheet; `&language=fr` picks the text language).
 */
export const GET = apiRoute(async function GET(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const params = new URL(req.url).searchParams;
  const format = (params.get("format") ?? "json") as Format;
  if (!FORMATS.includes(format)) {
    return badRequest(
      "request/bad-format",
      `unknown export format '${format}'; use json, zip or csv`,
    );
  }
  const ws = await getWorkspace();
  if (format === "zip") {
    const zip = await ws.exportZip(id);
    if (!zip.ok) return storeError(zip.error);
    return attachment(new Blob([zip.value as BlobPart]), "application/zip", `${id}.zip`);
  }
  if (format === "csv") {
    const language = params.get("language") ?? undefined;
    const csv = await ws.exportCardsCsv(id, language ? { language } : {});
    if (!csv.ok) return storeError(csv.error);
    return attachment(csv.value, "text/csv; charset=utf-8", `${id}-cards.csv`);
  }
  const text = await ws.exportJson(id);
  if (!text.ok) return storeError(text.error);
  return attachment(text.value, "application/json; charset=utf-8", `${id}.json`);
});
