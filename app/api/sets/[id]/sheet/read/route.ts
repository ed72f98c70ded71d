import type { SheetReadAnswer } from "@/app/_api/contracts";
import { SHEET_READ_REQUEST } from "@/app/_api/request-schemas";
import { json } from "@/app/_server/http";
import { route, schemaBody } from "@/app/_server/route-pipeline";
import { SHEET_CODEC } from "@/app/_server/sheet-off-thread";
import { sheetAnswer } from "@/app/_server/sheet-events";
import { getWorkspace } from "@/app/_server/workspace";
import { ok } from "@/lib/model";
import { sheetFormatOf } from "@/lib/sheet";
import { readSheetLink } from "@/lib/store";

export const dynamic = "force-dynamic";

/**
 * Reads a linked sheet (the link given, saved or not): a file of the set's folder or an http(s)
 * URL answering CSV, parsed in a worker thread when large (sheet-off-thread.ts).
 */
export const POST = route(
  { params: ["id"], body: schemaBody(SHEET_READ_REQUEST) },
  async ({ params: { id }, body }) => {
    const ws = await getWorkspace();
    return sheetAnswer(
      async () => {
        const read = await readSheetLink(ws, id, body.link, { codec: SHEET_CODEC });
        if (read.ok || !(body.ifExists && read.error.missingFile)) return read;
        const file = body.link.file ?? "";
        const format = sheetFormatOf(file) ?? "csv";
        return ok({
          missing: true as const,
          table: { headers: [], rows: [] },
          format,
          source: file,
          fingerprint: "",
          diagnostics: [],
        });
      },
      ({ table, format, source, fingerprint, worksheets, diagnostics, ...rest }) =>
        json<SheetReadAnswer>({
          ...("missing" in rest ? { missing: true } : {}),
          table,
          format,
          source,
          fingerprint,
          ...(worksheets ? { worksheets } : {}),
          diagnostics,
        }),
    );
  },
);
