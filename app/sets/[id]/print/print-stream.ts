/**
 * Following an export's NDJSON progress stream (app/api/sets/[id]/print POST): queue lines
 * while it waits behind other exports, progress and warning lines, then one `{ done, job, file }` line or an `{ error, message }` line. A stream that ends without
 * either is an error too, never a silent stop. No React; reads only the stream it is given.
 */
import type { PrintStreamLine } from "@/app/_api/contracts";
import type { Diagnostic, Result } from "@/lib/model";
import { err, errorDiagnostic, messageOf, ok } from "@/lib/model";

/**
 * A line of the stream as read, before it is known which kind it is: any field of any kind of
 * line (contracts.ts `PrintStreamLine`) may be there or not.
 */
type ProgressLine = Partial<EveryField<PrintStreamLine>>;

/** Every kind of line's fields in one object type. */
type EveryField<U> = (U extends unknown ? (line: U) => void : never) extends (line: infer I) => void
  ? I
  : never;

/** What one line means to the page. */
export type StreamEvent =
  | { kind: "progress"; progress: number; page?: number; of?: number }
  | { kind: "queued"; ahead: number }
  | { kind: "warning"; code: string; message: string }
  | { kind: "done"; job: string; file: string }
  | { kind: "error"; code: string; message: string }
  | { kind: "other" };

/** The finished export: download it with `GET ?job=ID`. */
export interface FinishedExport {
  job: string;
  file: string;
}

/** The message when the stream closes before its done line. */
export const STREAM_CUT =
  "the server stopped before the export finished (no file came back); export again";

/** The code of a stream that ended before its done line. */
export const STREAM_CUT_CODE = "print/stream-cut";
/** The code of an export cancelled here (the server's own word for it). */
export const CANCELLED_CODE = "print/cancelled";

/** Splits the complete lines off `buffer`; `rest` is the unfinished last line. */
export function splitLines(buffer: string): { lines: string[]; rest: string } {
  const parts = buffer.split("\n");
  const rest = parts.pop() ?? "";
  return { lines: parts.filter((l) => l.trim() !== ""), rest };
}

/** What a line of the stream says; a line that is not JSON is an error event. */
export function readLine(text: string): StreamEvent {
  let line: ProgressLine;
  try {
    line = JSON.parse(text) as ProgressLine;
  } catch {
    return {
      kind: "error",
      code: "print/bad-line",
      message: `the server sent a line that is not JSON: ${text.slice(0, 80)}`,
    };
  }
  if (typeof line !== "object" || line === null) return { kind: "other" };
  if (line.error) return { kind: "error", code: line.error, message: line.message ?? line.error };
  if (line.done && line.job && line.file) return { kind: "done", job: line.job, file: line.file };
  if (line.queued && typeof line.ahead === "number") return { kind: "queued", ahead: line.ahead };
  if (line.warning)
    return { kind: "warning", code: line.warning, message: line.message ?? line.warning };
  if (typeof line.progress === "number")
    return {
      kind: "progress",
      progress: line.progress,
      ...(line.page !== undefined ? { page: line.page } : {}),
      ...(line.of !== undefined ? { of: line.of } : {}),
    };
  return { kind: "other" };
}

/** The events a page follows while an export runs. */
export type UpdateEvent = Extract<StreamEvent, { kind: "progress" | "queued" | "warning" }>;

/**
 * Reads the stream to its end, reporting each queue, progress and warning line, and answers the
 * finished export; or the failure as a diagnostic: the server's error line (reading stops and
 * the stream is cancelled, so the server stops too), a stream that ends without a done line
 * (`STREAM_CUT_CODE`), a cancel here (`CANCELLED_CODE`). Never throws.
 */
export async function followExportStream(
  stream: ReadableStream<string>,
  onUpdate: (event: UpdateEvent) => void,
): Promise<Result<FinishedExport, Diagnostic>> {
  const reader = stream.getReader();
  let buffer = "";
  let finished: FinishedExport | undefined;
  let failed: Diagnostic | undefined;
  const take = (text: string) => {
    if (failed) return;
    const event = readLine(text);
    if (event.kind === "error") failed = errorDiagnostic(event.code, event.message, "print");
    else if (event.kind === "done") finished = { job: event.job, file: event.file };
    else if (event.kind !== "other") onUpdate(event);
  };
  try {
    while (!failed) {
      const { done, value } = await reader.read();
      if (done) break;
      const { lines, rest } = splitLines(buffer + value);
      buffer = rest;
      lines.forEach(take);
    }
    // NOTE: a last line without its newline still counts.
    if (!failed && buffer.trim() !== "") take(buffer);
  } catch (e) {
    const cancelled = (e as Error | undefined)?.name === "AbortError";
    failed = cancelled
      ? errorDiagnostic(CANCELLED_CODE, "cancelled", "print")
      : errorDiagnostic(STREAM_CUT_CODE, `${STREAM_CUT} (${messageOf(e)})`, "print");
  }
  if (failed) {
    // Stop the server's work on an error line; an aborted stream is already closed.
    await reader.cancel().catch(() => undefined);
    return err(failed);
  }
  return finished ? ok(finished) : err(errorDiagnostic(STREAM_CUT_CODE, STREAM_CUT, "print"));
}

/**
 * The status text for a progress or queue event: "Page 3 of 12", "Preparing…" before the first
 * page, "Waiting: 2 exports ahead of yours…" while it waits its turn.
 */
export function progressStatus(
  event: { page?: number; of?: number } | { kind: "queued"; ahead: number },
): string {
  if ("kind" in event && event.kind === "queued")
    return `Waiting: ${event.ahead} export${event.ahead === 1 ? "" : "s"} ahead of yours…`;
  const e = event as { page?: number; of?: number };
  return e.of ? `Page ${e.page ?? 0} of ${e.of}` : "Preparing…";
}
