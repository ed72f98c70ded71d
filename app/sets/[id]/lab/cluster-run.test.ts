import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClusterRunAnswer, ClusterRunProgress } from "@/app/_api/contracts";
import { parseVary } from "@/lib/sim/sweep";
import type { SweepReport } from "@/lib/sim/sweep-report";
import { errorDiagnostic } from "@/lib/model";
import {
  clusterSweepProgress,
  clusterSweepRequest,
  startClusterSweep,
  sweepOutcomeOf,
} from "./cluster-run";
import type { LabRunOptions } from "./lab-protocol";

const options: LabRunOptions = { games: 30, players: 3, bots: ["greedy"], seed: 7, turnCap: 200 };
const spec = { card: "lost-a-wager", field: "points.1", values: ["-5", "-15", "blank"] };
const sweep = { rows: [] } as unknown as SweepReport;

/** An answer of the server about sweep `id`, playing set `variant` of 4. */
function answer(
  state: ClusterRunAnswer["state"],
  progress: Partial<ClusterRunProgress> = {},
  more: Partial<ClusterRunAnswer> = {},
): ClusterRunAnswer {
  return {
    id: "run-1",
    setId: "s",
    revision: "rev-1",
    kind: "sweep",
    state,
    startedAt: "2026-01-01T00:00:00.000Z",
    seconds: 2.5,
    progress: {
      done: 20,
      total: 30,
      shardsDone: 0,
      shards: 1,
      workers: 2,
      variant: 1,
      of: 4,
      label: "lost-a-wager.points.1=-5",
      etaSeconds: 3,
      ...progress,
    },
    report: null,
    sweep: null,
    error: null,
    ...more,
  };
}

describe("a lab sweep on the cluster", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the route for the run form's options and the sweep as one --vary text it parses back", () => {
    const body = clusterSweepRequest(options, spec);
    expect(body).toEqual({ ...options, vary: ["lost-a-wager.points.1=-5,-15,blank"] });
    const parsed = parseVary(body.vary![0]!);
    expect(parsed.ok && parsed.value).toEqual(spec);
  });

  it("counts the whole sweep's games and says the set, workers, shards and ETA", () => {
    expect(clusterSweepProgress(answer("running"))).toEqual({
      done: 50,
      total: 120,
      stage: "set 2 of 4, on the cluster (2 workers), shards 0/1, ETA 3 s",
    });
    expect(
      clusterSweepProgress(answer("running", { variant: 0, done: 0, workers: 1, etaSeconds: null }))
        .stage,
    ).toBe("set 1 of 4, on the cluster (1 worker), shards 0/1, ETA not known yet");
    expect(
      clusterSweepProgress(answer("running", { variant: 0, done: 0, workers: 0, etaSeconds: null }))
        .stage,
    ).toBe(
      "set 1 of 4, on the cluster (waiting for a worker to join), shards 0/1, ETA not known yet",
    );
  });

  it("ends as a local sweep ends: the report with its revision, cancelled at its set, failed in words", () => {
    expect(sweepOutcomeOf(answer("running"))).toBeNull();
    expect(sweepOutcomeOf(answer("done", {}, { sweep }))).toEqual({
      kind: "report",
      report: sweep,
      revision: "rev-1",
      seconds: 2.5,
    });
    expect(sweepOutcomeOf(answer("cancelled", { variant: 2 }))).toEqual({
      kind: "cancelled",
      variant: 2,
      of: 4,
    });
    const error = errorDiagnostic("cluster/lost", "Redis went away", "cluster");
    expect(sweepOutcomeOf(answer("failed", {}, { error }))).toEqual({
      kind: "failed",
      message: "Redis went away",
    });
    expect(sweepOutcomeOf(answer("done"))).toMatchObject({ kind: "failed" });
  });

  /** A server whose answers are `answers`, in turn; the calls it had. */
  function server(answers: [number, unknown][]) {
    const calls: { url: string; method: string; body?: unknown; ifMatch?: string }[] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        method: init.method ?? "GET",
        ...(init.body ? { body: JSON.parse(init.body as string) as unknown } : {}),
        ...(headers["if-match"] ? { ifMatch: headers["if-match"] } : {}),
      });
      const [status, body] = answers.shift()!;
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        }),
      );
    });
    return calls;
  }

  it("starts the sweep on the set as read, polls its progress, and ends with the server's report", async () => {
    const calls = server([
      [202, answer("running", { variant: 0, done: 0 })],
      [200, answer("running")],
      [200, answer("done", { variant: 3, done: 30 }, { sweep })],
    ]);
    const seen: string[] = [];
    const watch = startClusterSweep("s", "rev-1", options, spec, (p) =>
      seen.push(`${p.done}/${p.total}`),
    );
    await expect(watch.outcome).resolves.toMatchObject({ kind: "report", report: sweep });
    expect(seen).toEqual(["50/120", "120/120"]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/sets/s/cluster/runs",
      "GET /api/sets/s/cluster/runs/run-1",
      "GET /api/sets/s/cluster/runs/run-1",
    ]);
    expect(calls[0]).toMatchObject({
      body: clusterSweepRequest(options, spec),
      ifMatch: '"rev-1"',
    });
  });

  it("Cancel deletes the run and ends cancelled at the set the server was playing", async () => {
    const calls = server([
      [202, answer("running", { variant: 0, done: 0 })],
      [200, answer("cancelled", { variant: 1 })],
    ]);
    const watch = startClusterSweep("s", "rev-1", options, spec, () => undefined);
    watch.cancel();
    await expect(watch.outcome).resolves.toEqual({ kind: "cancelled", variant: 1, of: 4 });
    expect(calls.map((c) => c.method)).toEqual(["POST", "DELETE"]);
  });

  it("a sweep the server refuses is the lab's 'cannot run', in the server's words", async () => {
    server([[400, { error: "sweep/refused", message: "points.1=ten is refused" }]]);
    const watch = startClusterSweep("s", "rev-1", options, spec, () => undefined);
    await expect(watch.outcome).resolves.toEqual({
      kind: "refused",
      message: "points.1=ten is refused",
    });
  });
});
