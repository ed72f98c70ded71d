/**
 * The sheet thread (sheet-worker.ts, issue 25): a workbook is encoded and read back in the
 * worker thread the app parses linked sheets in, its answers crossing the thread as values.
 */
import { describe, expect, it } from "vitest";
import type { SheetTable } from "@/lib/sheet";
import type { SheetAnswer, SheetJob } from "./sheet-off-thread";
import { workerJobs } from "./worker-jobs";
import { tsThread } from "./worker-thread.test-support";

const TABLE: SheetTable = {
  headers: ["id", "name", "points.1"],
  rows: [{ line: 2, cells: ["sk-1", "Tide Caller", "-10"] }],
};

describe("sheet-worker.ts", () => {
  it("encodes and parses an XLSX workbook in its thread", async () => {
    const run = workerJobs<SheetJob, SheetAnswer>(() =>
      tsThread(new URL("./sheet-worker.ts", import.meta.url)),
    );
    const encoded = await run({ encode: { table: TABLE, format: "xlsx", source: "cards.xlsx" } });
    if (!encoded.ok) throw new Error(encoded.error.message);
    const bytes = encoded.value as Uint8Array;
    expect(bytes.byteLength).toBeGreaterThan(1000);
    const parsed = await run({ parse: { bytes, format: "xlsx", source: "cards.xlsx" } });
    expect(parsed.ok && "table" in parsed.value && parsed.value.table).toEqual(TABLE);
    const refused = await run({
      parse: { bytes: new Uint8Array([1, 2, 3]), format: "xlsx", source: "cards.xlsx" },
    });
    expect(refused.ok ? undefined : refused.error.code).toBe("sheet/unreadable");
  });
});
