import type { SheetWriteAnswer } from "@/app/_api/contracts";
import { SHEET_WRITE_REQUEST } from "@/app/_api/request-schemas";
import { json } from "@/app/_server/http";
import { route, schemaBody } from "@/app/_server/route-pipeline";
import { SHEET_CODEC } from "@/app/_server/sheet-off-thread";
import { sheetAnswer } from "@/app/_server/sheet-events";
import { getWorkspace } from "@/app/_server/workspace";
import { writeSheetLink } from "@/lib/store";

export const dynamic = "force-dynamic";

/**
 * Writes a table (lib/sheet's `pushTable` of the set) to the linked file: CSV, TSV or XLSX by its
 * extension, atomically under the set's lock; a URL link is refused (`sheet/read-only`), a file
 * that changed since the push's read (`expected`) is refused (`sheet/changed`, 409).
 */
export const POST = route(
  { params: ["id"], body: schemaBody(SHEET_WRITE_REQUEST, "sheet") },
  async ({ params: { id }, body }) => {
    const ws = await getWorkspace();
    return sheetAnswer(
      () => writeSheetLink(ws, id, body.link, body.table, SHEET_CODEC, body.expected),
      (written) => json<SheetWriteAnswer>(written),
    );
  },
);
