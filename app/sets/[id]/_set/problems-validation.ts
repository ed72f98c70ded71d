/**
 * The set's validation for the designer's problem report, off the page's thread: lib/schema's
 * `validateSetValue` in a Web Worker (problems-worker.ts), one job at a time, the newest asked
 * for answered. Where no worker can start (an old browser, a test without one) or the worker
 * fails, the set is validated in the page, as before: the report never waits for nothing.
 * NOTE: impure (a worker, module state: the page's one worker).
 */
import type { Diagnostic, VellumSet } from "@/lib/model";
import { validateSetValue } from "@/lib/schema";
import type { ValidationJob } from "./validation-job";
import { setFor } from "./validation-job";

/** The worker's answer to job `id`. */
export interface ValidationAnswer {
  id: number;
  diagnostics: Diagnostic[];
}

let worker: Worker | null | undefined;
/** The set the worker holds: the last one sent. */
let held: VellumSet | undefined;
let next = 0;
const waiting = new Map<number, (diagnostics: Diagnostic[] | undefined) => void>();

function inPage(doc: VellumSet, artFiles: readonly string[] | undefined): Diagnostic[] {
  return validateSetValue(doc, "set.json", artFiles ? { artFiles } : {}).diagnostics;
}

/** Every job still waiting is answered in the page from now on. */
function giveUp(): void {
  worker?.terminate();
  worker = null;
  held = undefined;
  for (const answer of waiting.values()) answer(undefined);
  waiting.clear();
}

function started(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL("./problems-worker.ts", import.meta.url));
    worker.onmessage = (event: MessageEvent<ValidationAnswer>) => {
      const answer = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      answer?.(event.data.diagnostics);
    };
    worker.onerror = giveUp;
    worker.onmessageerror = giveUp;
  } catch {
    worker = null;
  }
  return worker;
}

/** The validation diagnostics of `doc` (with `artFiles`, art the folder lacks is reported). */
export async function validateOffThread(
  doc: VellumSet,
  artFiles: readonly string[] | undefined,
): Promise<Diagnostic[]> {
  const w = typeof Worker === "function" ? started() : null;
  if (!w) return inPage(doc, artFiles);
  const id = next++;
  const answered = new Promise<Diagnostic[] | undefined>((resolve) => waiting.set(id, resolve));
  const job: ValidationJob = { id, ...setFor(held, doc) };
  if (artFiles) job.artFiles = [...artFiles];
  try {
    w.postMessage(job);
    held = doc;
  } catch {
    held = undefined;
    waiting.delete(id);
    return inPage(doc, artFiles);
  }
  return (await answered) ?? inPage(doc, artFiles);
}
