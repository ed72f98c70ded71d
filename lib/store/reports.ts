/**
 * Balance reports of a set (the playtest lab's runs), kept in the set's folder as
 * `<id>/.reports/<report>.json`: the report as lib/sim made it, with the set revision it was run
 * on and when. Written atomically under the set's lock; removed reports go to `.trash/`. A report
 * is checked against its JSON Schema (report-schema.ts: lib/sim's shape, with real bounds) before
 * it is kept and when it is read back.
 */
import { lstat, mkdir, readdir, readFile, rename } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { Diagnostic } from "../model";
import { err, ok } from "../model";
import { schemaProblems } from "../schema/read-value";
import { removeTempFiles } from "./atomic-write";
import type { WorkspaceCore } from "./core";
import { isNotFound, storeError } from "./errors";
import { checkRevision, checkSetId } from "./ids";
import { resolveInside, trashName } from "./paths";
import { REPORT_SCHEMA } from "./report-schema";
import type { StoreError, StoreResult } from "./types";

/** The reports folder inside a set folder. */
export const REPORTS_DIR = ".reports";
/** Largest report file kept (a report of a 1,000-card set is about 500 KB). */
export const MAX_REPORT_BYTES = 4 * 1024 * 1024;
/** Most reports kept per set: saving one more removes the oldest to the trash. */
export const MAX_REPORTS = 50;

const REPORT_ID_RE = /^r-[0-9]{8}t[0-9]{9}-[0-9a-f]{6}$/;

/** A kept report as the list shows it. */
export interface ReportInfo {
  id: string;
  /** ISO time it was saved. */
  createdAt: string;
  /** The set revision it was run on. */
  revision: string;
  games: number;
  players: number;
  bots: string[];
}

/** A kept report: its info and the report itself (lib/sim's `SimReport`, as JSON). */
export interface StoredReport extends ReportInfo {
  report: unknown;
}

/** Whether `id` has the shape of a report id. */
export function isReportId(id: unknown): id is string {
  return typeof id === "string" && REPORT_ID_RE.test(id);
}

function checkReportId(id: unknown): StoreError | undefined {
  if (isReportId(id)) return undefined;
  return storeError("bad-id", `report id ${JSON.stringify(String(id).slice(0, 80))} is not valid`);
}

function reportsDir(core: WorkspaceCore, id: string): string {
  return resolveInside(core.setDir(id), REPORTS_DIR);
}

function reportFile(core: WorkspaceCore, id: string, report: string): string {
  return resolveInside(reportsDir(core, id), `${report}.json`);
}

async function refuseLinks(core: WorkspaceCore, id: string): Promise<void> {
  await core.refuseSetLinks(id);
  await core.refuseLink([id, REPORTS_DIR]);
}

async function setExists(core: WorkspaceCore, id: string): Promise<boolean> {
  try {
    return (await lstat(core.setFile(id))).isFile();
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}

const noSet = (id: string) => storeError("not-found", `no set with id '${id}'`);
const noReport = (id: string, report: string) =>
  storeError("not-found", `no report '${report}' in set '${id}' (it may have been deleted)`);

interface ReportShape {
  version: number;
  config: { games: number; players: number; bots: string[] };
}

/** What is wrong with `value` as a balance report (REPORT_SCHEMA); empty when nothing is. */
function reportProblems(value: unknown): Diagnostic[] {
  return schemaProblems(REPORT_SCHEMA, value, "report", { whole: "the report" });
}

/** Whether `value` is a lib/sim report within its bounds (REPORT_SCHEMA). */
function isReportShape(value: unknown): value is ReportShape {
  return reportProblems(value).length === 0;
}

function infoOf(id: string, createdAt: string, revision: string, r: ReportShape): ReportInfo {
  return {
    id,
    createdAt,
    revision,
    games: r.config.games,
    players: r.config.players,
    bots: r.config.bots.slice(),
  };
}

async function readStored(file: string): Promise<StoredReport | undefined> {
  try {
    const info = await lstat(file);
    if (!info.isFile() || info.size > MAX_REPORT_BYTES) return undefined;
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<StoredReport>;
    if (
      !isReportId(parsed.id) ||
      typeof parsed.createdAt !== "string" ||
      typeof parsed.revision !== "string" ||
      !isReportShape(parsed.report)
    )
      return undefined;
    return {
      ...infoOf(parsed.id, parsed.createdAt, parsed.revision, parsed.report),
      report: parsed.report,
    };
  } catch (e) {
    if (isNotFound(e) || e instanceof SyntaxError) return undefined;
    throw e;
  }
}

async function storedIds(core: WorkspaceCore, id: string): Promise<string[]> {
  try {
    return (await readdir(reportsDir(core, id)))
      .filter((f) => f.endsWith(".json") && isReportId(f.slice(0, -5)))
      .map((f) => f.slice(0, -5))
      .sort()
      .reverse();
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
}

/** The kept reports of set `id`, newest first (unreadable files are skipped). */
export async function listReports(
  core: WorkspaceCore,
  id: string,
): Promise<StoreResult<ReportInfo[]>> {
  const bad = checkSetId(id);
  if (bad) return err(bad);
  await refuseLinks(core, id);
  if (!(await setExists(core, id))) return err(noSet(id));
  const out: ReportInfo[] = [];
  for (const report of await storedIds(core, id)) {
    const stored = await readStored(reportFile(core, id, report));
    if (stored) {
      const { report: _, ...info } = stored;
      out.push(info);
    }
  }
  return ok(out);
}

/** One kept report. */
export async function readReport(
  core: WorkspaceCore,
  id: string,
  report: string,
): Promise<StoreResult<StoredReport>> {
  const bad = checkSetId(id) ?? checkReportId(report);
  if (bad) return err(bad);
  await refuseLinks(core, id);
  if (!(await setExists(core, id))) return err(noSet(id));
  const stored = await readStored(reportFile(core, id, report));
  return stored ? ok(stored) : err(noReport(id, report));
}

/** A new report id: the time (sortable) and 3 random bytes. */
function newReportId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:.Z]/g, "")
    .toLowerCase();
  return `r-${stamp}-${randomBytes(3).toString("hex")}`;
}

/**
 * Keeps `report` (a lib/sim report) run on `revision` of set `id`. Keeps at most
 * {@link MAX_REPORTS}: the oldest beyond that go to the trash.
 */
export async function saveReport(
  core: WorkspaceCore,
  id: string,
  revision: string,
  report: unknown,
): Promise<StoreResult<ReportInfo>> {
  const bad = checkSetId(id) ?? checkRevision(revision);
  if (bad) return err(bad);
  const problems = reportProblems(report);
  if (problems.length > 0 || !isReportShape(report)) {
    const first = problems[0]?.message ?? "it does not match";
    return err(
      storeError(
        "invalid",
        `the body is not a balance report the lab could have made (lib/sim's SimReport, version 1): ${first}`,
        { diagnostics: problems },
      ),
    );
  }
  return core.locked(id, async () => {
    await refuseLinks(core, id);
    if (!(await setExists(core, id))) return err(noSet(id));
    const now = new Date();
    const info = infoOf(newReportId(now), now.toISOString(), revision, report);
    const text = JSON.stringify({ ...info, report });
    if (Buffer.byteLength(text) > MAX_REPORT_BYTES)
      return err(storeError("too-large", `a report may be at most ${MAX_REPORT_BYTES} bytes`));
    const dir = reportsDir(core, id);
    await mkdir(dir, { recursive: true });
    await removeTempFiles(dir, 0);
    await core.write(reportFile(core, id, info.id), text);
    const extra = (await storedIds(core, id)).slice(MAX_REPORTS);
    for (const old of extra) await toTrash(core, id, old);
    return ok(info);
  });
}

async function toTrash(core: WorkspaceCore, id: string, report: string): Promise<void> {
  await rename(
    reportFile(core, id, report),
    resolveInside(await core.trashDir(), trashName(`${id}-report-${report}.json`)),
  );
}

/** Moves a kept report to the trash. */
export async function removeReport(
  core: WorkspaceCore,
  id: string,
  report: string,
): Promise<StoreResult<void>> {
  const bad = checkSetId(id) ?? checkReportId(report);
  if (bad) return err(bad);
  return core.locked(id, async () => {
    await refuseLinks(core, id);
    if (!(await setExists(core, id))) return err(noSet(id));
    if (!(await readStored(reportFile(core, id, report)))) return err(noReport(id, report));
    await toTrash(core, id, report);
    return ok(undefined);
  });
}
