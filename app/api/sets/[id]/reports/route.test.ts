import { beforeAll, describe, expect, it } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { API_CSP } from "@/app/_server/api-route";
import { MAX_LAB_GAMES } from "@/app/sets/[id]/lab/lab-state";
import { MAX_JSON_DEPTH } from "@/lib/schema";
import { simulate } from "@/lib/sim";
import { MAX_REPORT_GAMES } from "@/lib/store";
import { sampleSet } from "@/test/fixtures/sample-set";
import type * as ReportsModule_ from "./route";

routeWorkspace("vellum-reports-route-");
let reports: typeof ReportsModule_;
const url = "http://127.0.0.1/api/sets/saltmarrow/reports";
const ctx = { params: Promise.resolve({ id: "saltmarrow" }) };
const revision = "0123456789abcdef";

function post(body: string): Request {
  return new Request(url, { method: "POST", body, headers: { host: "127.0.0.1" } });
}

beforeAll(async () => {
  reports = await import("./route");
});

describe("POST /api/sets/[id]/reports", () => {
  it("keeps a report the simulator made, and refuses one out of bounds naming the field", async () => {
    const run = await simulate({ set: sampleSet(), games: 6, players: 3, bots: ["random"] });
    if (!run.ok) throw new Error(run.error.message);
    const kept = await reports.POST(post(JSON.stringify({ revision, report: run.value })), ctx);
    expect(kept.status).toBe(201);
    expect(await kept.json()).toMatchObject({ games: 6, players: 3 });

    const cases: [Record<string, unknown>, string][] = [
      [{ games: -5 }, "'config.games' must be from 1 to 100000; got -5"],
      [{ players: 1_000_000 }, "'config.players' must be from 1 to 8; got 1000000"],
    ];
    for (const [config, reason] of cases) {
      const report = { ...run.value, config: { ...run.value.config, ...config } };
      const res = await reports.POST(post(JSON.stringify({ revision, report })), ctx);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe("invalid");
      expect(body.message).toContain(reason);
    }
    const list = (await (
      await reports.GET(new Request(url, { headers: { host: "127.0.0.1" } }), ctx)
    ).json()) as { reports: unknown[] };
    expect(list.reports).toHaveLength(1);
  });

  it("bounds games by the lab's largest run", () => {
    expect(MAX_REPORT_GAMES).toBe(MAX_LAB_GAMES);
  });

  it("refuses a report nested deeper than set files may be with 400, the reason and the security headers", async () => {
    const deep = `{"revision":"${revision}","report":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const res = await reports.POST(post(deep), ctx);
    expect(res.status).toBe(400);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(API_CSP);
    expect(await res.json()).toMatchObject({
      error: "request/too-deep",
      message: `the JSON is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than a balance report needs — look for runaway brackets`,
    });
  });
});
