import type { ReportListAnswer, ReportSavedAnswer } from "@/app/_api/contracts";
import { REPORT_REQUEST } from "@/app/_api/request-schemas";
import { json } from "@/app/_server/http";
import { route, schemaBody, storeAnswer } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** The set's kept balance reports (the playtest lab's runs), newest first. */
export const GET = route({ params: ["id"] }, async ({ params: { id } }) => {
  const list = await (await getWorkspace()).listReports(id);
  return storeAnswer(list, (reports) => json<ReportListAnswer>({ reports }));
});

/**
 * Keeps a balance report: the body is `{ "revision": "<set revision it was run on>",
 * "report": <lib/sim report> }`. Answers the kept report's info (its id).
 */
export const POST = route(
  { params: ["id"], body: schemaBody(REPORT_REQUEST, "report", (p) => `${p.id} report`) },
  async ({ params: { id }, body }) => {
    const saved = await (await getWorkspace()).saveReport(id, body.revision, body.report);
    return storeAnswer(saved, (info) => json<ReportSavedAnswer>(info, 201));
  },
);
