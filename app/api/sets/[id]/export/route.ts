import type { SetFileFormat } from "@/lib/export";
import { SET_FILE_FORMATS, exportFileName, formatInfo, isSetFileFormat } from "@/lib/export";
import type { ZipCheckAnswer } from "@/app/_api/contracts";
import { badRequest, json, queueFullAnswer, storeError } from "@/app/_server/http";
import { JobQueue } from "@/app/_server/job-queue";
import { route } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/**
 * Zip downloads streaming at once: each reads art from disk and computes CRCs (deflates SVGs) on
 * the event loop, a piece at a time, for as long as its client takes to download it.
 */
const ZIP_EXPORTS = new JobQueue(2, 2);

/** Seconds a refused zip download is told to wait (a download of a large set takes a while). */
const ZIP_RETRY_AFTER_S = 10;

/**
 * Takes a zip export's place among ZIP_EXPORTS: the function that gives it back (once), or
 * undefined when every place is taken.
 */
function takeZipPlace(): (() => void) | undefined {
  if (ZIP_EXPORTS.full) return undefined;
  let release = () => {};
  // The queue has room, so the job starts at once (`add` runs it before returning) and holds
  // its place until `release` settles it.
  void ZIP_EXPORTS.add(() => new Promise<void>((done) => (release = done)));
  return release;
}

/** `stream`, calling `end` once when it is read to the end, fails or is cancelled. */
function whileOpen(
  stream: ReadableStream<Uint8Array>,
  end: () => void,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (e) {
          end();
          // The response is cut short, so the browser reports a failed download, never a
          // zip that looks complete.
          controller.error(e);
          return;
        }
        if (next.done) {
          end();
          controller.close();
        } else controller.enqueue(next.value);
      },
      async cancel(reason) {
        end();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

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
 * The zip is streamed as it is made, art read from disk a piece at a time; at most two stream at
 * once (more: 503 `export/busy` with Retry-After). Art removed while it streams cuts the
 * download short (a failed download, not a zip missing a file).
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
    const release = takeZipPlace();
    if (!release) {
      const message = `${ZIP_EXPORTS.active} zip downloads are already being made, the most at once; try again in a moment`;
      return queueFullAnswer("export/busy", message, ZIP_RETRY_AFTER_S);
    }
    let zip;
    try {
      zip = await ws.exportZip(id);
    } finally {
      if (!zip?.ok) release();
    }
    if (!zip.ok) return storeError(zip.error);
    // A client gone mid-download gives its place back even if the body is never cancelled.
    req.signal.addEventListener("abort", release, { once: true });
    return attachment(whileOpen(zip.value, release), format, id);
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
