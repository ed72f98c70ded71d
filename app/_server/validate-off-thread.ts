/**
 * Checking large set texts off the event loop. Parsing, schema-checking and compiling the
 * effects of a set of several megabytes takes seconds of JavaScript; on the server's own thread
 * that stalled every other request. A text over {@link OFF_THREAD_BYTES} is checked for a save
 * (lib/store's `checkSetText`: readable, with all its diagnostics) in a worker thread
 * (validate-worker.ts); the store then writes it on that verdict without checking again.
 *
 * Outside the Next server (unit tests calling a route directly) it validates in process: the
 * thread's entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the thread).
 */
import { Worker } from "node:worker_threads";
import type { CheckedSet, StoreError } from "@/lib/store";
import type { TextVerdict } from "./save-verdict";
import { verdictOf } from "./save-verdict";
import { workerJobs } from "./worker-jobs";

/** Texts longer than this (UTF-16 units, about bytes) are validated in the worker thread. */
export const OFF_THREAD_BYTES = 512 * 1024;

const inThread = workerJobs<Parameters<typeof verdictOf>, TextVerdict>(
  () => new Worker(new URL("./validate-worker.ts", import.meta.url)),
);

/**
 * Checks `text` for a save into the set folder `mustBe` as lib/store's `checkSetText` does — in
 * a worker thread when it is large and this is the Next server, so the event loop stays free
 * meanwhile. The answer is what `Workspace.save` takes as `checked`.
 */
export async function checkForSave(
  text: string,
  source: string,
  mustBe: string,
): Promise<{ ok: true; checked: CheckedSet } | { ok: false; error: StoreError }> {
  const verdict =
    text.length <= OFF_THREAD_BYTES || process.env.NEXT_RUNTIME !== "nodejs"
      ? verdictOf(text, source, mustBe)
      : await inThread([text, source, mustBe]);
  if (!verdict.ok) return verdict;
  return { ok: true, checked: { id: verdict.id, text, diagnostics: verdict.diagnostics } };
}
