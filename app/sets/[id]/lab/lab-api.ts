/**
 * The lab's routes, through the one API client: the set as saved now, and the kept reports.
 * Every call answers a Result; its failure's message says what was being done ("Keeping the
 * report failed: …").
 * NOTE: impure (network).
 */
import type { ApiResult } from "@/app/_api/client";
import { request, requestDone, setUrl } from "@/app/_api/client";
import type { ReportListAnswer, ReportSavedAnswer, SetAnswer } from "@/app/_api/contracts";
import type { ReportInfo } from "@/lib/store";
import type { SimReport } from "@/lib/sim";
import { readableReport } from "@/lib/sim/readable";
import { ok } from "@/lib/model";

/** A kept report as the list shows it: lib/store's, which the API answers with. */
export type { ReportInfo };

/**
 * A kept report with the report itself, read as lib/sim's report (`readableReport`: one kept by
 * an older version reads as a current one, seats from 1 and no rate of nothing).
 */
export interface StoredReport extends ReportInfo {
  report: SimReport;
}

/** `result`, its failure's message saying what was being done. */
function doing<T>(what: string, result: ApiResult<T>): ApiResult<T> {
  if (result.ok) return result;
  const d = result.error.diagnostic;
  return {
    ok: false,
    error: { ...result.error, diagnostic: { ...d, message: `${what} failed: ${d.message}` } },
  };
}

const NO_STORE = { cache: "no-store" } as const;

/** The set's text and revision as saved now. */
export async function currentSet(setId: string): Promise<ApiResult<SetAnswer>> {
  return doing("Reading the set", await request<SetAnswer>(setUrl(setId), NO_STORE));
}

/** The set's kept reports, newest first. */
export async function listReports(setId: string): Promise<ApiResult<ReportInfo[]>> {
  const listed = await request<ReportListAnswer>(setUrl(setId, "reports"), NO_STORE);
  return doing("Listing the reports", listed.ok ? ok(listed.value.reports) : listed);
}

/** One kept report, read as a current one. */
export async function readReport(setId: string, id: string): Promise<ApiResult<StoredReport>> {
  const read = await request<StoredReport>(setUrl(setId, "reports", id), NO_STORE);
  return doing(
    "Opening the report",
    read.ok ? ok({ ...read.value, report: readableReport(read.value.report) }) : read,
  );
}

/** Keeps a report run on `revision` of the set. */
export async function saveReport(
  setId: string,
  revision: string,
  report: SimReport,
): Promise<ApiResult<ReportSavedAnswer>> {
  const json = { revision, report };
  const saved = await request<ReportSavedAnswer>(setUrl(setId, "reports"), {
    method: "POST",
    json,
  });
  return doing("Keeping the report", saved);
}

/** Moves a kept report to the workspace's trash. */
export async function deleteReport(setId: string, id: string): Promise<ApiResult<void>> {
  const url = setUrl(setId, "reports", id);
  return doing("Deleting the report", await requestDone(url, { method: "DELETE" }));
}
