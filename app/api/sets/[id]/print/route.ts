import { printPdf } from "@/lib/export/pdf";
import { cardPngZip } from "@/lib/export/png-zip";
import type { PrintProgress } from "@/lib/export/print-options";
import { PrintOptionsError } from "@/lib/export/print-options";
import { selectCards } from "@/lib/export/selection";
import { previewPng } from "@/lib/export/sheet-preview";
import { ttsDeckZip } from "@/lib/export/tts";
import type { SetRouteContext } from "../../../../_server/http";
import { badRequest, json, readBody } from "../../../../_server/http";
import { artHrefFor, validSet } from "../../../../_server/pictures";
import { keepJob, parsePrintRequest, takeJob } from "../../../../_server/print-request";

export const dynamic = "force-dynamic";

const TYPES = { pdf: "application/pdf", png: "application/zip", tts: "application/zip" } as const;

function invalid(diagnostics: { message: string; code: string }[]): Response {
  return json(
    {
      error: diagnostics[0]?.code ?? "print/bad-request",
      message: diagnostics.map((d) => d.message).join("; "),
      diagnostics,
    },
    400,
  );
}

/**
 * `GET ?job=ID`: the finished file of an export (attachment). `GET ?preview=1&request=JSON`:
 * the first fronts sheet as a low-resolution PNG (the print page's live preview).
 */
export async function GET(req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const q = new URL(req.url).searchParams;
  const jobId = q.get("job");
  if (jobId) {
    const job = takeJob(jobId);
    if (!job)
      return badRequest(
        "print/no-such-job",
        "that export has expired or never existed; export again",
        404,
      );
    return new Response(new Blob([job.bytes as BlobPart]), {
      headers: {
        "content-type": job.type,
        "content-disposition": `attachment; filename="${job.file}"`,
        "cache-control": "no-store",
      },
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(q.get("request") ?? "{}");
  } catch {
    return badRequest("print/bad-request", "request must be JSON");
  }
  const parsed = parsePrintRequest(raw);
  if (!parsed.ok) return invalid(parsed.diagnostics);
  const found = await validSet(id);
  if (!found.ok) return found.response;
  const cards = selectCards(found.set, parsed.value.options.cards);
  if (!cards.ok) return invalid([cards.error]);
  try {
    const png = await previewPng(found.set, cards.value, {
      ...parsed.value.options,
      artHref: await artHrefFor(id, found, cards.value, "png"),
    });
    return new Response(new Uint8Array(png), {
      headers: { "content-type": "image/png", "cache-control": "no-store" },
    });
  } catch (e) {
    if (e instanceof PrintOptionsError) return invalid(e.diagnostics);
    throw e;
  }
}

/**
 * Starts an export and streams its progress as NDJSON: `{ "progress": 0.4, "page": 3, "of": 12 }`
 * lines, then `{ "done": true, "job": ID, "file": NAME, "bytes": N }` (download it with
 * `GET ?job=ID`) or `{ "error": CODE, "message": … }`. Closing the connection cancels the export.
 */
export async function POST(req: Request, ctx: SetRouteContext): Promise<Response> {
  const { id } = await ctx.params;
  const body = await readBody(req, 64 * 1024);
  if (!body.ok) return body.response;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return badRequest("print/bad-request", "the body must be JSON");
  }
  const parsed = parsePrintRequest(raw);
  if (!parsed.ok) return invalid(parsed.diagnostics);
  const found = await validSet(id);
  if (!found.ok) return found.response;
  const { format, options } = parsed.value;
  const selected = selectCards(found.set, options.cards);
  if (!selected.ok) return invalid([selected.error]);
  const cards = selected.value;
  const artHref = await artHrefFor(id, found, cards, "png");
  const abort = new AbortController();
  req.signal.addEventListener("abort", () => abort.abort(), { once: true });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(JSON.stringify(line) + "\n"));
      };
      const control = {
        signal: abort.signal,
        onProgress: (p: PrintProgress) =>
          send({ progress: Math.round(p.progress * 1000) / 1000, page: p.page, of: p.of }),
      };
      try {
        send({ progress: 0, page: 0, of: 0 });
        // PNGs get the bleed in mm as the user chose it (0 = trimmed; at most the frame's).
        const bytes =
          format === "pdf"
            ? await printPdf(found.set, cards, { ...options, artHref }, control)
            : format === "png"
              ? await cardPngZip(found.set, cards, { ...options, artHref }, control)
              : await ttsDeckZip(found.set, cards, { ...options, artHref }, control);
        const file = `${id}-${format === "pdf" ? "print.pdf" : format === "png" ? "cards.zip" : "tabletop.zip"}`;
        const job = keepJob(bytes, file, TYPES[format]);
        send({ done: true, job, file, bytes: bytes.length });
      } catch (e) {
        if (e instanceof PrintOptionsError)
          send({ error: e.diagnostics[0]?.code, message: e.message });
        else if ((e as Error).name === "AbortError")
          send({ error: "print/cancelled", message: "cancelled" });
        else send({ error: "print/failed", message: e instanceof Error ? e.message : String(e) });
      } finally {
        try {
          controller.close();
        } catch {
          // already closed by a cancel
        }
      }
    },
    cancel() {
      abort.abort();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
  });
}
