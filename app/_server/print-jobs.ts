/**
 * Finished exports of the print route, kept in memory for a short while so the browser can
 * download them by job id.
 * NOTE: server only; module state (the job map).
 */
import { randomUUID } from "node:crypto";
import type { ExportedFile } from "@/lib/export";

/** A finished export waiting to be downloaded. */
interface Job extends ExportedFile {
  expires: number;
}

const JOBS = new Map<string, Job>();
/** How long a finished file waits for its download. */
const JOB_TTL_MS = 10 * 60 * 1000;
/**
 * At most this many finished files are kept (the oldest go first); the export queue lets in as
 * many exports (export-runner.ts), so each one's file is still kept when it is done.
 */
export const MAX_KEPT_FILES = 8;

/** Keeps a finished file and returns its job id. */
export function keepJob(file: ExportedFile, now = Date.now()): string {
  for (const [id, job] of JOBS) if (job.expires < now) JOBS.delete(id);
  while (JOBS.size >= MAX_KEPT_FILES) JOBS.delete(JOBS.keys().next().value as string);
  const id = randomUUID();
  JOBS.set(id, { ...file, expires: now + JOB_TTL_MS });
  return id;
}

/** The finished file of job `id`, if it is still kept. */
export function takeJob(id: string, now = Date.now()): ExportedFile | undefined {
  const job = JOBS.get(id);
  if (!job || job.expires < now) return undefined;
  return job;
}
