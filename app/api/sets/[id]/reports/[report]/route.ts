import { getWorkspace } from "../../../../../_server/workspace";
import { json, storeError } from "../../../../../_server/http";
import { apiRoute } from "../../../../../_server/api-route";

export const dynamic = "force-dynamic";

type ReportRouteContext = { params: Promise<{ id: string; report: string }> };

/** One kept report: its info and the report. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: ReportRouteContext,
): Promise<Response> {
  const { id, report } = await ctx.params;
  const read = await (await getWorkspace()).readReport(id, report);
  if (!read.ok) return storeError(read.error);
  return json(read.value);
});

/** Moves a kept report to the workspace's trash. */
export const DELETE = apiRoute(async function DELETE(
  _req: Request,
  ctx: ReportRouteContext,
): Promise<Response> {
  const { id, report } = await ctx.params;
  const removed = await (await getWorkspace()).removeReport(id, report);
  if (!removed.ok) return storeError(removed.error);
  return json({ id: report, removed: true });
});
