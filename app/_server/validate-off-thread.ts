/**
 * Validation of large set texts off the event loop. Parsing, schema-checking and compiling the
 * effects of a set of several megabytes takes seconds of JavaScript; on the server's own thread
 * that stalled every other request. A text over {@link OFF_THREAD_BYTES} is validated in a
 * worker thread (validate-worker.ts) first, and a text with errors is refused from there.
 *
 * Outside the Next server (unit tests calling a route directly) it validates in process: the
 * thread's entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the thread).
 */
import { Worker } from "node:worker_threads";
import type { Diagnostic } from "@/lib/model";
import { hasErrors } from "@/lib/model";
import { validateSetText } from "@/lib/schema";

/** Texts longer than this (UTF-16 units, about bytes) are validated in the worker thread. */
export const OFF_THREAD_BYTES = 512 * 1024;

/** The verdict on a set text: its diagnostics (capped by lib/schema) and whether it is valid. */
export interface TextVerdict {
  diagnostics: Diagnostic[];
  valid: boolean;
}

let thread: Worker | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (v: TextVerdict) => void; reject: (e: unknown) => void }
>();

function validateThread(): Worker {
  if (thread) return thread;
  const w = new Worker(new URL("./validate-worker.ts", import.meta.url));
  w.unref();
  w.on("message", (m: { id: number } & TextVerdict) => {
    const job = pending.get(m.id);
    pending.delete(m.id);
    job?.resolve({ diagnostics: m.diagnostics, valid: m.valid });
  });
  const died = (why: string) => {
    if (thread === w) thread = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error(`the validation thread stopped (${why})`));
    }
  };
  w.on("error", (e) => died(e.message));
  w.on("exit", (code) => died(`exit code ${code}`));
  thread = w;
  return w;
}

/**
 * Validates `text` as lib/schema's `validateSetText` does — in a worker thread when it is
 * large and this is the Next server, so the event loop stays free meanwhile.
 */
export function validateText(text: string, source: string): Promise<TextVerdict> {
  if (text.length <= OFF_THREAD_BYTES || process.env.NEXT_RUNTIME !== "nodejs") {
    const { diagnostics } = validateSetText(text, source);
    return Promise.resolve({ diagnostics, valid: !hasErrors(diagnostics) });
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    validateThread().postMessage({ id, text, source });
  });
}
