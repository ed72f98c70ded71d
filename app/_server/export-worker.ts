/**
 * Worker thread entry of print exports (export-runner.ts starts it): each `run` message is one
 * export, drawn with lib/export's `exportFile` and answered with progress, diagnostics and the
 * finished file (its bytes transferred, not copied); `cancel` aborts a running export.
 *
 * Why a thread: an export is seconds of JavaScript (rendering, compositing, PDF writing) and of
 * sharp work on libuv's thread pool, which file access shares. On the server's own thread it
 * stalled every other request; here sharp works on one image at a time with one libvips thread
 * (`sharp.concurrency(1)`, `EXPORT_THREAD_CONCURRENCY`), leaving the pool to the server.
 * NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { PrintOptionsError, exportFile } from "@/lib/export";
import type { FromExportWorker, ToExportWorker } from "./export-protocol";
import { EXPORT_THREAD_CONCURRENCY } from "./export-protocol";
import { messageOf } from "@/lib/model";

const port = parentPort;
if (!port) throw new Error("app/_server/export-worker.ts must run in a worker thread");
sharp.concurrency(1);

const running = new Map<number, AbortController>();
const post = (m: FromExportWorker, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

async function run(m: Extract<ToExportWorker, { type: "run" }>): Promise<void> {
  const abort = new AbortController();
  running.set(m.id, abort);
  const art = new Map(m.art);
  const ids = new Set(m.cardIds);
  try {
    const file = await exportFile(
      {
        set: m.set,
        cards: m.set.cards.filter((c) => ids.has(c.id)),
        format: m.format,
        options: m.options,
        readArt: async (f) => art.get(f),
      },
      {
        signal: abort.signal,
        concurrency: EXPORT_THREAD_CONCURRENCY,
        onProgress: (progress) => post({ type: "progress", id: m.id, progress }),
        onDiagnostic: (diagnostic) => post({ type: "diagnostic", id: m.id, diagnostic }),
      },
    );
    const bytes = file.bytes;
    post({ type: "done", id: m.id, file }, [bytes.buffer as ArrayBuffer]);
  } catch (e) {
    if (e instanceof PrintOptionsError)
      post({
        type: "error",
        id: m.id,
        kind: "options",
        message: e.message,
        diagnostics: e.diagnostics,
      });
    else if ((e as Error).name === "AbortError")
      post({ type: "error", id: m.id, kind: "cancelled", message: "cancelled", diagnostics: [] });
    else
      post({
        type: "error",
        id: m.id,
        kind: "failed",
        message: messageOf(e),
        diagnostics: [],
      });
  } finally {
    running.delete(m.id);
  }
}

port.on("message", (m: ToExportWorker) => {
  if (m.type === "cancel") running.get(m.id)?.abort();
  else void run(m);
});
