/**
 * The app's cluster routes (VELLUM_REDIS_URL) on a real Redis (test/fixtures/redis-server.ts)
 * with an in-process `startClusterWorker`: off without the variable, a clear refusal when Redis
 * does not answer, a lab run and a sweep of the set as saved giving the local reports, and a
 * cancel that removes the run's jobs.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ClusterRunAnswer, ClusterStatusAnswer } from "@/app/_api/contracts";
import { PREFIX, startClusterWorker } from "@/lib/cluster";
import type { ClusterWorker } from "@/lib/cluster";
import { simulate } from "@/lib/sim";
import { freePort } from "@/test/fixtures/free-port";
import { startRedis } from "@/test/fixtures/redis-server";
import type { RedisServer } from "@/test/fixtures/redis-server";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { sampleSet } from "@/test/fixtures/sample-set";
import type * as StatusModule from "./route";
import type * as RunsModule from "./runs/route";
import type * as RunModule from "./runs/[run]/route";

routeWorkspace("vellum-cluster-route-");
const TIMING = { lockMs: 1500, stalledMs: 500, redisTimeoutMs: 3000 };
const base = "http://127.0.0.1/api/sets/saltmarrow/cluster";
const ctx = { params: Promise.resolve({ id: "saltmarrow" }) };
const runCtx = (run: string) => ({ params: Promise.resolve({ id: "saltmarrow", run }) });
const headers = { host: "127.0.0.1" };
const OPTIONS = { games: 30, players: 3, bots: ["greedy", "random"], seed: 9, turnCap: 200 };

let status: typeof StatusModule;
let runs: typeof RunsModule;
let one: typeof RunModule;
let redis: RedisServer;
let client: Redis;
const workers: ClusterWorker[] = [];

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
  status = await import("./route");
  runs = await import("./runs/route");
  one = await import("./runs/[run]/route");
});

afterEach(async () => {
  for (const w of workers.splice(0)) await w.close(true);
  delete process.env.VELLUM_REDIS_URL;
  delete process.env.VELLUM_REDIS_TIMEOUT_MS;
  await client.flushall();
});

afterAll(async () => {
  client.disconnect();
  await redis.stop();
});

const getStatus = async () =>
  (await (await status.GET(new Request(base, { headers }), ctx)).json()) as ClusterStatusAnswer;
const start = (body: unknown) =>
  runs.POST(
    new Request(`${base}/runs`, { method: "POST", headers, body: JSON.stringify(body) }),
    ctx,
  );
const read = async (id: string, method = "GET") => {
  const res = await (method === "GET" ? one.GET : one.DELETE)(
    new Request(`${base}/runs/${id}`, { method, headers }),
    runCtx(id),
  );
  return { status: res.status, body: (await res.json()) as ClusterRunAnswer };
};

/** Polls the run until it has ended; the answers seen on the way. */
async function finished(id: string): Promise<ClusterRunAnswer[]> {
  const seen: ClusterRunAnswer[] = [];
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const { body } = await read(id);
    seen.push(body);
    if (body.state !== "running") return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the cluster run did not end in 60 s");
}

async function withWorker(): Promise<void> {
  const w = await startClusterWorker({ url: redis.url, threads: 1, timing: TIMING });
  if (!w.ok) throw new Error(w.error.message);
  workers.push(w.value);
}

describe("the cluster routes", () => {
  it("without VELLUM_REDIS_URL the status is off and a run is refused with cluster/not-configured", async () => {
    const off = await getStatus();
    expect(off).toMatchObject({ on: false });
    expect(off.on === false && off.message).toMatch(/VELLUM_REDIS_URL=redis:\/\/host:6379/);
    const res = await start(OPTIONS);
    expect(res.status).toBe(501);
    expect(await res.json()).toMatchObject({
      error: "cluster/not-configured",
      message: expect.stringMatching(/^this server runs on its own machine: start it with/),
    });
  });

  it("a Redis that does not answer is said in words (status and start), never a 500", async () => {
    const port = await freePort();
    process.env.VELLUM_REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.VELLUM_REDIS_TIMEOUT_MS = "500";
    const s = await getStatus();
    expect(s).toMatchObject({ on: true, redis: `redis://127.0.0.1:${port}`, workers: null });
    expect(s.on && s.problem).toMatch(
      /^cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/,
    );
    const res = await start(OPTIONS);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe("cluster/unreachable");
    expect(body.message).toMatch(/Is it running\?/);
    expect(body.message).not.toMatch(/\n\s+at /);
  });

  it(
    "plays a lab run of the set as saved on the cluster: progress, then the local run's report",
    { timeout: 90_000 },
    async () => {
      process.env.VELLUM_REDIS_URL = redis.url;
      await withWorker();
      expect(await getStatus()).toEqual({ on: true, redis: redis.url, workers: 1, problem: null });
      const res = await start({ ...OPTIONS, shards: 3 });
      expect(res.status).toBe(202);
      const started = (await res.json()) as ClusterRunAnswer;
      expect(started).toMatchObject({ setId: "saltmarrow", kind: "run", state: "running" });
      expect(started.revision).toMatch(/^[0-9a-f]{8,}/);
      const seen = await finished(started.id);
      const done = seen.at(-1)!;
      expect(done.state).toBe("done");
      expect(done.progress).toMatchObject({ done: 30, total: 30, shardsDone: 3, shards: 3 });
      expect(done.progress.workers).toBe(1);
      const local = await simulate({ set: sampleSet(), ...OPTIONS });
      if (!local.ok) throw new Error(local.error.message);
      expect(JSON.stringify(done.report)).toBe(JSON.stringify(local.value));
      expect(await client.keys(`${PREFIX}:*-of-*`)).toEqual([]);

      // A sweep of the same set: each variant's report, the same seeds.
      const sweep = await start({
        ...OPTIONS,
        games: 10,
        vary: ["lost-a-wager-to-a-heron.points=-5,-15"],
      });
      expect(sweep.status).toBe(202);
      const swept = (await finished(((await sweep.json()) as ClusterRunAnswer).id)).at(-1)!;
      expect(swept).toMatchObject({ kind: "sweep", state: "done", report: null });
      expect(swept.progress).toMatchObject({ variant: 2, of: 3 });
      expect(swept.sweep!.rows.map((r) => r.label)).toEqual([
        "current",
        "lost-a-wager-to-a-heron.points.1=-5",
        "lost-a-wager-to-a-heron.points.1=-15",
      ]);
    },
  );

  it("refuses options or a sweep lib/sim refuses, before anything is sent", async () => {
    process.env.VELLUM_REDIS_URL = redis.url;
    const bad = await start({ ...OPTIONS, bots: ["oracle"] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/oracle/);
    const field = await start({ ...OPTIONS, vary: ["lost-a-wager-to-a-heron.colour=red"] });
    expect(field.status).toBe(400);
    expect(await field.json()).toMatchObject({ error: "sweep/unknown-field" });
    const shape = await start({ games: 0, players: 3, bots: ["greedy"] });
    expect(shape.status).toBe(400);
    expect(await client.keys(`${PREFIX}:*`)).toEqual([]);
  });

  it("cancelling a run removes its jobs from Redis; an unknown run is 404", async () => {
    process.env.VELLUM_REDIS_URL = redis.url;
    // No worker: the shards wait in Redis until the cancel.
    const res = await start({ ...OPTIONS, games: 200, shards: 4 });
    const { id } = (await res.json()) as ClusterRunAnswer;
    for (const end = Date.now() + 10_000; (await client.keys(`${PREFIX}:*-of-*`)).length === 0;)
      if (Date.now() > end) throw new Error("the run's jobs never reached Redis");
    const cancelled = await read(id, "DELETE");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      state: "cancelled",
      error: { code: "cluster/cancelled" },
    });
    expect(await client.keys(`${PREFIX}:*-of-*`)).toEqual([]);
    const unknown = await read("nope");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: "cluster/no-run" });
  });
});
