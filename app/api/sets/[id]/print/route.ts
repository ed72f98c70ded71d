import {
  PREVIEW_DPI,
  PrintOptionsError,
  artUses,
  previewPng,
  readExportRequest,
  selectCards,
} from "@/lib/export";
import type { PrintProgress } from "@/lib/export";
import type { Diagnostic } from "@/lib/model";
import type { ExportRequest } from "@/lib/export/read-options";
import { messageOf } from "@/lib/model";
import { MAX_DIAGNOSTICS, capDiagnostics } from "@/lib/schema";
import type { PrintStreamLine } from "@/app/_api/contracts";
import { badRequest, json, queueFullAnswer } from "@/app/_server/http";
import { artHrefFor, validSet } from "@/app/_server/pictures";
import { EXPORT_QUEUE, queueExport } from "@/app/_server/export-runner";
import type { ExportPayload } from "@/app/_server/export-protocol";
import { QueueFullError } from "@/app/_server/job-queue";
import { keepJob, takeJob } from "@/app/_server/print-jobs";
import { jsonBody, parseRequestJson, route } from "@/app/_server/route-pipeline";

export const dynamic = "force-dynamic";

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

/** Seconds a refused export is told to wait before asking again (an export takes seconds). */
const RETRY_AFTER_S = 15;

/** The 503 of a full export queue: how many exports are in it, and when to try again. */
function queueFull(jobs: number): Response {
  return queueFullAnswer("print/queue-full", queueFullMessage(jobs), RETRY_AFTER_S);
}

function queueFullMessage(jobs: number): string {
  return `the export queue is full (${jobs} exports running or waiting); try again in a moment`;
}

/** The print request's body: JSON read by lib/export against schemas/export-options.schema.json. */
const exportRequestBody = jsonBody<ExportRequest>("request", {
  notJson: { code: "print/bad-request", message: "the body must be JSON" },
  read: (value) => {
    const parsed = readExportRequest(value);
    return parsed.ok ? parsed : { ok: false, response: invalid(parsed.error) };
  },
});

/**
 * `GET ?job=ID`: the finished file of an export (attachment). `GET ?preview=1&request=JSON`:
 * the first fronts sheet as a low-resolution PNG (the print page's live preview).
 */
export const GET = route({ params: ["id"] }, async ({ req, params: { id } }) => {
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
        "content-disposition": `attachment; filename="${job.name}"`,
        "cache-control": "no-store",
      },
    });
  }
  const raw = parseRequestJson(q.get("request") ?? "{}", "a print request", {
    code: "print/bad-request",
    message: "request must be JSON",
  });
  if (!raw.ok) return raw.response;
  const parsed = readExportRequest(raw.value);
  if (!parsed.ok) return invalid(parsed.error);
  const found = await validSet(id);
  if (!found.ok) return found.response;
  const cards = selectCards(found.set, parsed.value.options.cards);
  if (!cards.ok) return invalid([cards.error]);
  try {
    const png = await previewPng(found.set, cards.value, {
      ...parsed.value.options,
      artHref: (await artHrefFor(id, found, cards.value, "png", PREVIEW_DPI)).artHref,
    });
    return new Response(new Uint8Array(png), {
      headers: { "content-type": "image/png", "cache-control": "no-store" },
    });
  } catch (e) {
    if (e instanceof PrintOptionsError) return invalid(e.diagnostics);
    throw e;
  }
});

/**
 * Starts an export (the body: schemas/export-options.schema.json, read by lib/export with the
 * CLI's defaults) and streams its progress as NDJSON: `{ "queued": true, "ahead": 2 }` while it
 * waits behind other exports (the server runs one at a time, off the request path:
 * export-runner.ts), then `{ "progress": 0.4, "page": 3, "of": 12 }` lines, `{ "warning": CODE, "message": … }` lines for an export that goes ahead not quite as
 * asked (no room for crop marks; at most 500, then one `print/too-many-warnings` that says how
 * many more), then `{ "done": true, "job": ID, "file": NAME, "bytes": N }`
 * (download it with `GET ?job=ID`) or `{ "error": CODE, "message": … }`. Closing the connection
 * cancels the export (a waiting one leaves the queue). When MAX_EXPORTS exports are already
 * running or waiting, it answers 503 `print/queue-full` with a Retry-After header instead.
 */
export const POST = route(
  { params: ["id"], body: exportRequestBody },
  async ({ req, params: { id }, body: request }) => {
    const found = await validSet(id);
    if (!found.ok) return found.response;
    const { format, options } = request;
    const selected = selectCards(found.set, options.cards);
    if (!selected.ok) return invalid([selected.error]);
    const cards = selected.value;
    if (EXPORT_QUEUE.full) return queueFull(EXPORT_QUEUE.active + EXPORT_QUEUE.queued);
    // NOTE: called when the export's turn comes, so a waiting export holds no art.
    const payload = async (): Promise<ExportPayload> => {
      const art: [string, Uint8Array][] = [];
      for (const file of artUses(found.set, cards).keys()) {
        const bytes = await found.readArt(file);
        if (bytes) art.push([file, bytes]);
      }
      return { set: found.set, cardIds: cards.map((c) => c.id), format, options, art };
    };
    const abort = new AbortController();
    req.signal.addEventListener("abort", () => abort.abort(), { once: true });
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const warnings: Diagnostic[] = [];
        const send = (line: PrintStreamLine) => {
          if (!abort.signal.aborted)
            controller.enqueue(encoder.encode(JSON.stringify(line) + "\n"));
        };
        const control = {
          signal: abort.signal,
          onPosition: (ahead: number) => {
            if (ahead > 0) send({ queued: true, ahead });
            else send({ progress: 0, page: 0, of: 0 });
          },
          onProgress: (p: PrintProgress) =>
            send({ progress: Math.round(p.progress * 1000) / 1000, page: p.page, of: p.of }),
          onDiagnostic: (d: Diagnostic) => {
            // A big set may warn about every card: the first ones are sent, the rest counted.
            warnings.push(d);
            if (warnings.length <= MAX_DIAGNOSTICS) send({ warning: d.code, message: d.message });
          },
        };
        const sendMore = () => {
          const [more] = capDiagnostics(warnings, {
            code: "print/too-many-warnings",
            source: "print",
          }).slice(MAX_DIAGNOSTICS);
          if (more) send({ warning: more.code, message: more.message });
        };
        try {
          const file = await queueExport(payload, control);
          sendMore();
          send({ done: true, job: keepJob(file), file: file.name, bytes: file.bytes.length });
        } catch (e) {
          if (e instanceof PrintOptionsError)
            send({ error: e.diagnostics[0]?.code ?? "print/bad-request", message: e.message });
          else if (e instanceof QueueFullError)
            send({ error: "print/queue-full", message: queueFullMessage(e.jobs) });
          else if ((e as Error).name === "AbortError")
            send({ error: "print/cancelled", message: "cancelled" });
          else send({ error: "print/failed", message: messageOf(e) });
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
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  },
);
