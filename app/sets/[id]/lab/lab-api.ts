/** The lab's calls to the server: the set as saved now, and the kept reports. */
import type { SimReport } from "@/lib/sim";
import { readableReport } from "@/lib/sim/readable";
import type { ReportInfo } from "@/lib/store";

/** A kept report as the list shows it: lib/store's, which the API answers with. */
export type { ReportInfo };

/**
 * A kept report with the report itself, read as lib/sim's report (`readableReport`: one kept by
 * an older version reads as a current one, seats from 1 and no rate of nothing).
 */
export interface StoredReport extends ReportInfo {
  report: SimReport;
}

const base = (setId: string) => `/api/sets/${encodeURIComponent(setId)}`;

async function failure(r: Response, doing: string): Promise<Error> {
  const body = (await r.json().catch(() => null)) as { message?: string } | null;
  return new Error(`${doing} failed: ${body?.message ?? `${r.status} ${r.statusText}`}`);
}

/** The set's text and revision as saved now. */
export async function currentSet(setId: string): Promise<{ text: string; revision: string }> {
  const r = await fetch(base(setId), { cache: "no-store" });
  if (!r.ok) throw await failure(r, "Reading the set");
  return (await r.json()) as { text: string; revision: string };
}

export async function listReports(setId: string): Promise<ReportInfo[]> {
  const r = await fetch(`${base(setId)}/reports`, { cache: "no-store" });
  if (!r.ok) throw await failure(r, "Listing the reports");
  return ((await r.json()) as { reports: ReportInfo[] }).reports;
}

export async function readReport(setId: string, id: string): Promise<StoredReport> {
  const r = await fetch(`${base(setId)}/reports/${encodeURIComponent(id)}`, { cache: "no-store" });
  if (!r.ok) throw await failure(r, "Opening the report");
  const stored = (await r.json()) as StoredReport;
  return { ...stored, report: readableReport(stored.report) };
}

export async function saveReport(
  setId: string,
  revision: string,
  report: SimReport,
): Promise<ReportInfo> {
  const r = await fetch(`${base(setId)}/reports`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ revision, report }),
  });
  if (!r.ok) throw await failure(r, "Keeping the report");
  return (await r.json()) as ReportInfo;
}

export async function deleteReport(setId: string, id: string): Promise<void> {
  const r = await fetch(`${base(setId)}/reports/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (!r.ok) throw await failure(r, "Deleting the report");
}
