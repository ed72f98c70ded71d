/**
 * Reading and writing linked sheets off the event loop (issue 25). Parsing a 2,000-row CSV, and
 * above all unzipping and reading an XLSX workbook's XML (or building one), takes tens to
 * hundreds of milliseconds of JavaScript; on the server's own thread that stalls every other
 * request. `SHEET_CODEC` is lib/store's `SheetCodec` the sheet routes pass: a workbook, and a CSV
 * or TSV over {@link OFF_THREAD_BYTES}, is parsed and encoded in a worker thread
 * (sheet-worker.ts); small texts here, where that costs less than the trip.
 *
 * Outside the Next server (unit tests calling a route directly) it runs in process: the thread's
 * entry is TypeScript that only Next's bundle turns into JavaScript.
 * NOTE: server only; module state (the thread).
 */
import { Worker } from "node:worker_threads";
import { encodeSheet, parseSheet } from "@/lib/store";
import type {
  ParsedSheet,
  SheetCodec,
  SheetEncodeJob,
  SheetError,
  SheetParseJob,
} from "@/lib/store";
import type { Result } from "@/lib/model";
import { OFF_THREAD_BYTES } from "./validate-off-thread";
import { jobFailure, workerJobs } from "./worker-jobs";

/** A job of the sheet thread. */
export type SheetJob = { parse: SheetParseJob } | { encode: SheetEncodeJob };
/** Its answer. */
export type SheetAnswer = Result<ParsedSheet, SheetError> | Result<Uint8Array, SheetError>;

const jobs = workerJobs<SheetJob, SheetAnswer>(
  () => new Worker(new URL("./sheet-worker.ts", import.meta.url)),
);

/** Whether work of `format` on about `size` bytes goes to the thread. */
function offThread(format: string, size: number): boolean {
  return (format === "xlsx" || size > OFF_THREAD_BYTES) && process.env.NEXT_RUNTIME === "nodejs";
}

/** About the bytes a table makes as text: every cell and a separator. */
function tableSize(job: SheetEncodeJob): number {
  let size = 0;
  for (const row of job.table.rows) for (const cell of row.cells) size += cell.length + 1;
  return size;
}

/** The codec of the sheet routes (see the file comment). */
export const SHEET_CODEC: SheetCodec = {
  parse: (job) =>
    offThread(job.format, job.bytes.byteLength)
      ? (jobs({ parse: job }) as Promise<Result<ParsedSheet, SheetError>>).catch((e: unknown) =>
          Promise.reject(jobFailure("read the linked sheet", e)),
        )
      : parseSheet(job),
  encode: (job) =>
    offThread(job.format, tableSize(job))
      ? (jobs({ encode: job }) as Promise<Result<Uint8Array, SheetError>>).catch((e: unknown) =>
          Promise.reject(jobFailure("write the linked sheet", e)),
        )
      : encodeSheet(job),
};
