/**
 * The print stream's warnings are capped (issue 22, point 2): an export that warns about every
 * card of a big set sends the first MAX_DIAGNOSTICS and then one line saying how many more. The
 * export itself is stood in for (a real one of thousands of cards takes minutes).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { warningDiagnostic } from "@/lib/model";
import { MAX_DIAGNOSTICS } from "@/lib/schema";
import type * as RouteModule_ from "./route";

vi.mock("@/app/_server/export-runner", () => ({
  EXPORT_QUEUE: { full: false, active: 0, queued: 0 },
  queueExport: async (
    _payload: unknown,
    control: { onDiagnostic?: (d: ReturnType<typeof warningDiagnostic>) => void },
  ) => {
    for (let i = 0; i < MAX_DIAGNOSTICS + 700; i++) {
      control.onDiagnostic?.(warningDiagnostic("text/overflow", `card ${i}: text cut off`, "x"));
    }
    return { bytes: new Uint8Array([1]), name: "saltmarrow-print.pdf", type: "application/pdf" };
  },
}));

routeWorkspace("vellum-print-warnings-");
let route: typeof RouteModule_;

beforeAll(async () => {
  route = await import("./route");
});

describe("/api/sets/[id]/print warnings", () => {
  it("sends at most MAX_DIAGNOSTICS warnings, then one that says how many more", async () => {
    const res = await route.POST(
      new Request("http://127.0.0.1/api/sets/saltmarrow/print", {
        method: "POST",
        headers: { host: "127.0.0.1" },
        body: JSON.stringify({ format: "pdf" }),
      }),
      { params: Promise.resolve({ id: "saltmarrow" }) },
    );
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { warning?: string; message?: string; done?: boolean });
    const warnings = lines.filter((l) => l.warning !== undefined);
    expect(warnings).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(warnings.at(-1)).toEqual({
      warning: "print/too-many-warnings",
      message: "700 more problems are not shown — fix the ones above first",
    });
    expect(lines.at(-1)).toMatchObject({ done: true });
  });
});
