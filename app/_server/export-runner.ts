/**
 * Print exports off the request path: every export waits its turn in one queue (`JobQueue`, one
 * at a time unless VELLUM_EXPORT_CONCURRENCY says more) and runs in the export thread
 * (export-worker.ts), so a heavy PDF neither blocks the server's event loop nor fills libuv's
 * thread pool that every file read needs. Cancelling a waiting export removes it; cancelling a
 * running one stops it in the thread. The queue holds at most MAX_EXPORTS jobs; a waiting job
 * holds only its request and the set it exports: its art is read when its turn comes (30 queued
 * exports that each held their set's art took the server from 0.9 to 3 GB).
 *
 * Outside the Next server (unit tests calling a route handler directly) the export runs in
 * process: the thread's entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the queue, the thread).
 */
import { Worker } from "node:worker_threads";
import type { ExportedFile, PrintControl } from "@/lib/export";
import { PrintOptionsError, abortError, exportFile } from "@/lib/export";
import type { ExportPayload, FromExportWorker, ToExportWorker } from "./export-protocol";
import { EXPORT_THREAD_CONCURRENCY } from "./export-protocol";
import type { QueueControl } from "./job-queue";
import { JobQueue } from "./job-queue";
import { MAX_KEPT_FILES } from "./print-jobs";

/** Exports run at once (VELLUM_EXPORT_CONCURRENCY, default 1); the rest wait in order. */
export function exportConcurrency(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.VELLUM_EXPORT_CONCURRENCY ?? 1);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * Most exports running and waiting at once; the next is refused with "the queue is full". As
 * many as finished files are kept for download (print-jobs.ts), so a burst the queue lets in
 * does not push out a file before its download starts; and at up to a minute for a large PDF,
 * an export behind eight others would wait longer than asking again in a moment.
 */
export const MAX_EXPORTS = Math.max(MAX_KEPT_FILES, exportConcurrency());

/** The server's one export queue. */
export const EXPORT_QUEUE = new JobQueue(exportConcurrency(), MAX_EXPORTS);

/**
 * Queues an export and settles with its file: `payload` is called when its turn comes, so what
 * it reads (the art's bytes) is not held while it waits. Progress and warnings go through
 * `control`, the number of exports ahead through `onPosition` (0 when it starts). Rejects with
 * `QueueFullError` when MAX_EXPORTS are already running or waiting, PrintOptionsError for
 * options the exporter refuses and an AbortError when `signal` fires.
 */
export function queueExport(
  payload: () => Promise<ExportPayload>,
  control: Omit<PrintControl, "concurrency"> & QueueControl = {},
): Promise<ExportedFile> {
  const { signal, onPosition, ...rest } = control;
  const run = inNextServer() ? inThread : inProcess;
  return EXPORT_QUEUE.add(async (own) => run(await payload(), { ...rest, signal: own }), {
    ...(signal ? { signal } : {}),
    ...(onPosition ? { onPosition } : {}),
  });
}

/** Whether this is the Next server (its bundle can start the export thread). */
function inNextServer(): boolean {
  return process.env.NEXT_RUNTIME === "nodejs";
}

function inProcess(payload: ExportPayload, control: PrintControl): Promise<ExportedFile> {
  const art = new Map(payload.art);
  const ids = new Set(payload.cardIds);
  return exportFile(
    {
      set: payload.set,
      cards: payload.set.cards.filter((c) => ids.has(c.id)),
      format: payload.format,
      options: payload.options,
      readArt: async (f) => art.get(f),
    },
    { ...control, concurrency: EXPORT_THREAD_CONCURRENCY },
  );
}

interface Pending {
  control: PrintControl;
  resolve: (file: ExportedFile) => void;
  reject: (e: unknown) => void;
}

let thread: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The export thread, started on first use and again after it died. */
function exportThread(): Worker {
  if (thread) return thread;
  const w = new Worker(new URL("./export-worker.ts", import.meta.url));
  w.unref();
  w.on("message", (m: FromExportWorker) => {
    const job = pending.get(m.id);
    if (!job) return;
    switch (m.type) {
      case "progress":
        job.control.onProgress?.(m.progress);
        return;
      case "diagnostic":
        job.control.onDiagnostic?.(m.diagnostic);
        return;
      case "done":
        pending.delete(m.id);
        job.resolve({ ...m.file, bytes: new Uint8Array(m.file.bytes) });
        return;
      case "error":
        pending.delete(m.id);
        job.reject(
          m.kind === "options"
            ? new PrintOptionsError(m.diagnostics)
            : m.kind === "cancelled"
              ? abortError()
              : new Error(m.message),
        );
    }
  });
  const died = (why: string) => {
    if (thread === w) thread = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error(`the export thread stopped (${why}); export again`));
    }
  };
  w.on("error", (e) => died(e.message));
  w.on("exit", (code) => died(`exit code ${code}`));
  thread = w;
  return w;
}

function inThread(payload: ExportPayload, control: PrintControl): Promise<ExportedFile> {
  return new Promise<ExportedFile>((resolve, reject) => {
    const id = nextId++;
    const w = exportThread();
    pending.set(id, { control, resolve, reject });
    const message: ToExportWorker = { type: "run", id, ...payload };
    w.postMessage(message);
    control.signal?.addEventListener(
      "abort",
      () => {
        if (pending.has(id)) w.postMessage({ type: "cancel", id } satisfies ToExportWorker);
      },
      { once: true },
    );
  });
}
