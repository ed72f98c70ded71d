/**
 * Messages between the server and its export thread (export-worker.ts). Plain data only: they
 * cross the thread boundary by structured clone.
 */
import type { ExportedFile, PrintFormat, PrintOptions, PrintProgress } from "@/lib/export";
import type { Diagnostic, VellumSet } from "@/lib/model";

/** Pictures the export thread rasterises at once (each holds one thread of libuv's pool). */
export const EXPORT_THREAD_CONCURRENCY = 1;

/** What an export needs, as data: the set, the chosen cards, the request, the art's bytes. */
export interface ExportPayload {
  set: VellumSet;
  cardIds: string[];
  format: PrintFormat;
  options: PrintOptions;
  /** The art files the cards use: [file, bytes]. */
  art: [string, Uint8Array][];
}

/** Server → thread. */
export type ToExportWorker =
  ({ type: "run"; id: number } & ExportPayload) | { type: "cancel"; id: number };

/** Thread → server. */
export type FromExportWorker =
  | { type: "progress"; id: number; progress: PrintProgress }
  | { type: "diagnostic"; id: number; diagnostic: Diagnostic }
  | { type: "done"; id: number; file: ExportedFile }
  | {
      type: "error";
      id: number;
      kind: "options" | "cancelled" | "failed";
      message: string;
      diagnostics: Diagnostic[];
    };
