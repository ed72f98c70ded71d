/**
 * A wrong CSV answers a bounded list of problems (issue 22, point 2): 1.4 million bad rows
 * (9.8 MB) once answered 400 after 21–33 s with a 363 MB body.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import type { Diagnostic } from "@/lib/model";
import { MAX_DIAGNOSTICS } from "@/lib/schema";
import type * as RouteModule_ from "./route";

routeWorkspace("vellum-cards-csv-route-");
let route: typeof RouteModule_;
const url = "http://127.0.0.1/api/sets/saltmarrow/cards-csv";
const ctx = { params: Promise.resolve({ id: "saltmarrow" }) };

beforeAll(async () => {
  route = await import("./route");
});

describe("PUT /api/sets/[id]/cards-csv", () => {
  it("answers a CSV of 1.4 million bad rows with a few hundred problems and how many lines were not read", async () => {
    const { getWorkspace } = await import("@/app/_server/workspace");
    const read = await (await getWorkspace()).read("saltmarrow");
    if (!read.ok) throw new Error(read.error.message);
    // A broken last line: reported only if the whole CSV were parsed.
    const csv = `id,type,name\n${"AB,C,D\n".repeat(1_400_000)}"unclosed`;
    const res = await route.PUT(
      new Request(url, {
        method: "PUT",
        body: csv,
        headers: { host: "127.0.0.1", "if-match": `"${read.value.revision}"` },
      }),
      ctx,
    );
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(200_000);
    const body = JSON.parse(text) as { diagnostics: Diagnostic[] };
    expect(body.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(body.diagnostics.map((d) => d.code)).not.toContain("csv/unterminated-quote");
    expect(body.diagnostics.at(-1)).toMatchObject({
      code: "csv/too-many-problems",
      severity: "error",
      message: `checking stopped after ${MAX_DIAGNOSTICS} problems: the last ${1_400_001 - MAX_DIAGNOSTICS} lines were not read (from line ${MAX_DIAGNOSTICS + 2}) — fix the ones above first`,
    });
  });
});
