import type { SetFileFormat } from "@/lib/export";
import { SET_FILE_FORMATS, exportFileName, formatInfo, isSetFileFormat } from "@/lib/export";
import type { ZipCheckAnswer } from "@/app/_api/contracts";
import { badRequest, json, storeError } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

function attachment(body: BodyInit, format: SetFileFormat, id: string): Response {
  return new Response(body, {
    headers: {
      "content-type": formatInfo(format).type,
      "content-disposition": `attachment; filename="${exportFileName(format, id)}"`,
    },
  });
}

/**
 * Downloads a set: `?format=json` (set.json), `zip` (set.json + art) or `csv` (its cards, for a
 * spreadsheet; `&language=fr` keeps only that language's translation columns, none for the main
 * language), as `vellum export` does. set.json and the zip carry every language, so a language
 * with them is refused, as the CLI refuses it. Print formats are the print route's. A zip that
 * import would refuse (over MAX_ZIP_BYTES) is refused with 413 and the sizes before anything is
 * read; `&check=1` answers the zip's size and the limit (or that refusal) without packing it.
 */
export const GET = route({ params: ["id"] }, async ({ req, params: { id } }) => {
  const params = new URL(req.url).searchParams;
  const format = params.get("format") ?? "json";
  if (!isSetFileFormat(format)) {
    return badRequest(
      "request/bad-format",
      `unknown export format '${format}'; use one of ${SET_FILE_FORMATS.map((f) => f.id).join(", ")}`,
    );
  }
  const language = params.get("language") ?? undefined;
  if (language !== undefined && format !== "csv") {
    return badRequest(
      "request/language-not-applicable",
      `a language is for the csv export, not ${format}: set.json and the zip carry every language`,
    );
  }
  const ws = await getWorkspace();
  if (format === "zip") {
    if (params.get("check") === "1") {
      // Asked before the download, so a person sees a refusal in the page, not in a file.
      const size = await ws.zipExportSize(id);
      return size.ok ? json<ZipCheckAnswer>(size.value) : storeError(size.error);
    }
    const zip = await ws.exportZip(id);
    if (!zip.ok) return storeError(zip.error);
    return attachment(new Blob([zip.value as BlobPart]), format, id);
  }
  if (format === "csv") {
    const csv = await ws.exportCardsCsv(id, language ? { language } : {});
    if (!csv.ok) return storeError(csv.error);
    return attachment(csv.value, format, id);
  }
  const text = await ws.exportJson(id);
  if (!text.ok) return storeError(text.error);
  return attachment(text.value, format, id);
});
