/**
 * `<id>/.summary.json`: the list's summary of one revision of a set, kept with the set so a
 * restart, another Next bundle (home page and API routes each have their own module state) or
 * the CLI do not compute it again. Written atomically; read only for display. A file that does
 * not describe the current revision with the workspace's check, or that is not exactly the shape
 * the store writes (a hand edit, a tampered or truncated file), is ignored and computed again.
 * Nothing but the list reads it: reads, saves, prints and plays validate set.json themselves.
 */
import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { CARD_TYPES } from "../model";
import type { CardType, Diagnostic, Position, Range } from "../model";
import type { WorkspaceCore } from "./core";
import { isRevision, resolveInside, SUMMARY_FILE } from "./paths";
import { SUMMARY_DIAGNOSTICS } from "./summary";
import type { SummaryFacts } from "./types";

/** Raised when what the file holds changes shape; a file of another format is ignored. */
const SUMMARY_FORMAT = 1;
/** Far above what 20 diagnostics take; a larger file is not one the store wrote. */
const MAX_SUMMARY_FILE_BYTES = 1024 * 1024;
/** Longest string a stored summary may hold (diagnostic messages quote set text). */
const MAX_STRING = 64 * 1024;

/** What `.summary.json` holds. */
export interface StoredSummary {
  format: number;
  /** The set folder it was computed in (its diagnostics name `<id>/set.json`). */
  id: string;
  /** The `SummaryCheck` name that computed it. */
  check: string;
  /** The revision of set.json it describes. */
  revision: string;
  /** The `artKey` of the art file names it was checked with (`set/missing-art`). */
  art?: string;
  summary: SummaryFacts;
}

function summaryPath(core: WorkspaceCore, id: string): string {
  return resolveInside(core.setDir(id), SUMMARY_FILE);
}

/**
 * The stored summary of set `id`, whatever revision it describes, or undefined when there is
 * none or it is not a well-formed one. NOTE: a link is never followed (O_NOFOLLOW).
 */
export async function readStoredSummary(
  core: WorkspaceCore,
  id: string,
): Promise<StoredSummary | undefined> {
  let text: string;
  try {
    const file = await open(summaryPath(core, id), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const info = await file.stat();
      if (!info.isFile() || info.size > MAX_SUMMARY_FILE_BYTES) return undefined;
      text = await file.readFile("utf8");
    } finally {
      await file.close();
    }
  } catch {
    return undefined; // none, a link (ELOOP) or unreadable: computed again
  }
  try {
    return parseStoredSummary(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the summary of `revision` of set `id`, computed by the check `check`. NOTE: best effort
 * (the file is a cache): a set removed or a folder made a link meanwhile just leaves it unwritten.
 */
export async function writeStoredSummary(
  core: WorkspaceCore,
  id: string,
  stored: Omit<StoredSummary, "format">,
): Promise<void> {
  await core.refuseSetLinks(id);
  const file: StoredSummary = { format: SUMMARY_FORMAT, ...stored };
  await core.write(summaryPath(core, id), `${JSON.stringify(file)}\n`);
}

/** `value` as a `StoredSummary`, rebuilt from its known fields, or undefined if it is not one. */
export function parseStoredSummary(value: unknown): StoredSummary | undefined {
  if (!isObject(value) || value.format !== SUMMARY_FORMAT) return undefined;
  const { id, check, revision } = value;
  if (!isString(id) || !isString(check) || !isRevision(revision)) return undefined;
  const summary = parseFacts(value.summary);
  if (value.art !== undefined && !isString(value.art)) return undefined;
  const art = value.art === undefined ? {} : { art: value.art };
  return summary && { format: SUMMARY_FORMAT, id, check, revision, ...art, summary };
}

function parseFacts(v: unknown): SummaryFacts | undefined {
  if (!isObject(v) || !isString(v.name) || v.name === "") return undefined;
  if (v.version !== undefined && !isString(v.version)) return undefined;
  if (!isObject(v.cardCounts) || Object.keys(v.cardCounts).length !== CARD_TYPES.length) {
    return undefined;
  }
  const cardCounts = {} as Record<CardType, number>;
  for (const t of CARD_TYPES) {
    const n = v.cardCounts[t];
    if (!isCount(n)) return undefined;
    cardCounts[t] = n;
  }
  const { totalCards, valid, errors, warnings } = v;
  if (typeof totalCards !== "number" || !Number.isFinite(totalCards)) return undefined;
  if (typeof valid !== "boolean" || !isCount(errors) || !isCount(warnings)) return undefined;
  if (!Array.isArray(v.diagnostics) || v.diagnostics.length > SUMMARY_DIAGNOSTICS) return undefined;
  const diagnostics: Diagnostic[] = [];
  for (const d of v.diagnostics as unknown[]) {
    const parsed = parseDiagnostic(d);
    if (!parsed) return undefined;
    diagnostics.push(parsed);
  }
  // The counts agree with the validity and the diagnostics kept (all of them when fewer than
  // the cap): a file claiming `valid` beside an error is not one the store wrote.
  const counted = (s: string) => diagnostics.filter((d) => d.severity === s).length;
  const complete = diagnostics.length < SUMMARY_DIAGNOSTICS;
  if (valid !== (errors === 0)) return undefined;
  for (const [severity, n] of [
    ["error", errors],
    ["warning", warnings],
  ] as const) {
    if (complete ? counted(severity) !== n : counted(severity) > n) return undefined;
  }
  if (!Array.isArray(v.languages) || !v.languages.every(isString)) return undefined;
  const facts: SummaryFacts = {
    name: v.name,
    cardCounts,
    totalCards,
    valid,
    errors,
    warnings,
    diagnostics,
    languages: [...(v.languages as string[])],
  };
  if (v.version !== undefined) facts.version = v.version;
  return facts;
}

function parseDiagnostic(v: unknown): Diagnostic | undefined {
  if (!isObject(v) || !isString(v.code) || !isString(v.message) || !isString(v.source)) {
    return undefined;
  }
  if (v.severity !== "error" && v.severity !== "warning" && v.severity !== "info") {
    return undefined;
  }
  const range = parseRange(v.range);
  if (!range) return undefined;
  const d: Diagnostic = {
    code: v.code,
    severity: v.severity,
    message: v.message,
    source: v.source,
    range,
  };
  if (v.pointer !== undefined) {
    if (!isString(v.pointer)) return undefined;
    d.pointer = v.pointer;
  }
  if (v.suggestion !== undefined) {
    if (!isString(v.suggestion)) return undefined;
    d.suggestion = v.suggestion;
  }
  return d;
}

function parseRange(v: unknown): Range | undefined {
  if (!isObject(v)) return undefined;
  const start = parsePosition(v.start);
  const end = parsePosition(v.end);
  return start && end && { start, end };
}

function parsePosition(v: unknown): Position | undefined {
  if (!isObject(v) || !isCount(v.line) || !isCount(v.column) || !isCount(v.offset)) {
    return undefined;
  }
  return { line: v.line, column: v.column, offset: v.offset };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isString(v: unknown): v is string {
  return typeof v === "string" && v.length <= MAX_STRING;
}

function isCount(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
