/**
 * The print routes' request: a JSON object naming the format, the print options and the cards,
 * checked field by field (wrong types are diagnostics, never a crash), and the finished files
 * kept in memory for a short while so the browser can download them by job id.
 * NOTE: server only; module state (the job map).
 */
import { randomUUID } from "node:crypto";
import type { CardSelection, PrintOptions } from "@/lib/export/print-options";
import { defaultMedium, printOptions, printProblem } from "@/lib/export/print-options";
import type { Diagnostic } from "@/lib/model";

/** What can be exported. */
export const PRINT_ROUTE_FORMATS = ["pdf", "png", "tts"] as const;
export type PrintRouteFormat = (typeof PRINT_ROUTE_FORMATS)[number];

/** A checked print request. */
export interface PrintRequest {
  format: PrintRouteFormat;
  options: PrintOptions;
}

const NUMBERS = ["dpi", "bleed", "gap", "margin"] as const;
const BOOLEANS = [
  "landscape",
  "marks",
  "guides",
  "labels",
  "underlay",
  "calibration",
  "copies",
] as const;
const STRINGS = ["paper", "medium", "duplex", "language"] as const;

function selection(raw: unknown): CardSelection | string {
  if (raw === undefined) return { kind: "all" };
  const s = raw as Record<string, unknown>;
  if (typeof raw !== "object" || raw === null) return "cards must be an object";
  if (s.kind === "all") return { kind: "all" };
  if (s.kind === "type" && typeof s.type === "string")
    return { kind: "type", type: s.type as never };
  if (s.kind === "family" && typeof s.family === "string")
    return { kind: "family", family: s.family };
  if (s.kind === "ids" && Array.isArray(s.ids) && s.ids.every((i) => typeof i === "string"))
    return { kind: "ids", ids: s.ids as string[] };
  return 'cards must be { kind: "all" }, { kind: "type", type }, { kind: "family", family } or { kind: "ids", ids: [...] }';
}

/**
 * Reads a print request from parsed JSON; diagnostics say what is wrong. Without a `medium`, the
 * format's default applies ({@link defaultMedium}: paper for `tts`, film otherwise).
 */
export function parsePrintRequest(
  raw: unknown,
): { ok: true; value: PrintRequest } | { ok: false; diagnostics: Diagnostic[] } {
  const bad = (message: string) => ({
    ok: false as const,
    diagnostics: [printProblem("bad-request", message)],
  });
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return bad("the request must be a JSON object");
  const r = raw as Record<string, unknown>;
  const format = r.format ?? "pdf";
  if (!PRINT_ROUTE_FORMATS.includes(format as PrintRouteFormat))
    return bad(`format must be pdf, png or tts, not '${String(format)}'`);
  const partial: Record<string, unknown> = {};
  for (const k of NUMBERS) {
    if (r[k] === undefined) continue;
    if (typeof r[k] !== "number") return bad(`${k} must be a number`);
    partial[k] = r[k];
  }
  for (const k of BOOLEANS) {
    if (r[k] === undefined) continue;
    if (typeof r[k] !== "boolean") return bad(`${k} must be true or false`);
    partial[k] = r[k];
  }
  for (const k of STRINGS) {
    if (r[k] === undefined || r[k] === null || r[k] === "") continue;
    if (typeof r[k] !== "string") return bad(`${k} must be a string`);
    partial[k] = r[k];
  }
  if (r.offset !== undefined) {
    const o = r.offset as { x?: unknown; y?: unknown };
    if (typeof o !== "object" || o === null || typeof o.x !== "number" || typeof o.y !== "number")
      return bad("offset must be { x, y } in mm");
    partial.offset = { x: o.x, y: o.y };
  }
  const cards = selection(r.cards);
  if (typeof cards === "string") return bad(cards);
  partial.cards = cards;
  // A request that names no medium gets its format's default (paper for a tabletop deck), as
  // the CLI does.
  const checked = printOptions({
    medium: defaultMedium(format as PrintRouteFormat),
    ...(partial as Partial<PrintOptions>),
  });
  if (!checked.ok) return { ok: false, diagnostics: checked.error };
  return { ok: true, value: { format: format as PrintRouteFormat, options: checked.value } };
}

/** A finished export waiting to be downloaded. */
interface Job {
  bytes: Uint8Array;
  file: string;
  type: string;
  expires: number;
}

const JOBS = new Map<string, Job>();
/** How long a finished file waits for its download. */
const JOB_TTL_MS = 10 * 60 * 1000;
/** At most this many finished files are kept (the oldest go first). */
const MAX_JOBS = 8;

/** Keeps a finished file and returns its job id. */
export function keepJob(bytes: Uint8Array, file: string, type: string, now = Date.now()): string {
  for (const [id, job] of JOBS) if (job.expires < now) JOBS.delete(id);
  while (JOBS.size >= MAX_JOBS) JOBS.delete(JOBS.keys().next().value as string);
  const id = randomUUID();
  JOBS.set(id, { bytes, file, type, expires: now + JOB_TTL_MS });
  return id;
}

/** The finished file of job `id`, if it is still kept. */
export function takeJob(id: string, now = Date.now()): Job | undefined {
  const job = JOBS.get(id);
  if (!job || job.expires < now) return undefined;
  return job;
}
