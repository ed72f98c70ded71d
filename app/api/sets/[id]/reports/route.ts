import { getWorkspace } from "../../../../_server/workspace";
import type { SetRouteContext } from "../../../../_server/http";
import {
  BODY_LIMITS,
  badRequest,
  bodyText,
  json,
  readBody,
  storeError,
} from "../../../../_server/http";
import { apiRoute } from "../../../../_server/api-route";

export const dynamic = "force-dynamic";

/** The set's kept balance reports (the playtest lab's runs), newest first. */
export const GET = apiRoute(async function GET(
  _req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const list = await (await getWorkspace()).listReports(id);
  if (!list.ok) return storeError(list.error);
  return json({ reports: list.value });
});

/**
 * Keeps a balance report: the body is `{ "revision": "<set revision it was run on>",
 * "report": <lib/sim report> }`. Answers the kept report's info (its id).
 */
export const POST = apiRoute(async function POST(
  req: Request,
  ctx: SetRouteContext,
): Promise<Response> {
  const { id } = await ctx.params;
  const body = await readBody(req, BODY_LIMITS.report);
  if (!body.ok) return body.response;
  const decoded = bodyText(body.bytes, `${id} report`);
  if (!decoded.ok) return decoded.response;
  let parsed: { revision?: unknown; report?: unknown };
  try {
    parsed = JSON.parse(decoded.text) as typeof parsed;
  } catch {
    return badRequest("request/json", "the body is not JSON: send { revision, report }");
  }
  if (typeof parsed !== "object" || parsed === null || typeof parsed.revision !== "string")
    return badRequest("request/shape", "send { revision, report }: the revision is missing");
  const saved = await (await getWorkspace()).saveReport(id, parsed.revision, parsed.report);
  if (!saved.ok) return storeError(saved.error);
  return json(saved.value, 201);
});
