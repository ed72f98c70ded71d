import type { ReportAnswer, ReportRemovedAnswer } from "@/app/_api/contracts";
import { json } from "@/app/_server/http";
import { route, storeAnswer } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** One kept report: its info and the report. */
export const GET = route({ params: ["id", "report"] }, async ({ params: { id, report } }) => {
  const read = await (await getWorkspace()).readReport(id, report);
  return storeAnswer(read, (value) => json<ReportAnswer>(value));
});

/** Moves a kept report to the workspace's trash. */
export const DELETE = route({ params: ["id", "report"] }, async ({ params: { id, report } }) => {
  const removed = await (await getWorkspace()).removeReport(id, report);
  return storeAnswer(removed, () => json<ReportRemovedAnswer>({ id: report, removed: true }));
});
