/**
 * The cluster on a real Redis (test/fixtures/redis-server.ts, never a mock) with `vellum worker`
 * processes: a run split over workers, one killed mid-run, gives the local run's report byte for
 * byte; a resumed run keeps its finished shards; Ctrl-C removes the run's jobs; workers refuse
 * another version's run or a set that is not its hash, with the reason; a result that does not
 * validate is played again, then reported; an unreachable Redis is said at once.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PREFIX, SHARD_QUEUE, startClusterWorker } from "../lib/cluster";
import type { ClusterWorker } from "../lib/cluster";
import { VELLUM_VERSION } from "../lib/sim";
import { minimalSet } from "../test/fixtures/minimal-set";
import { startRedis } from "../test/fixtures/redis-server";
import type { RedisServer } from "../test/fixtures/redis-server";
import { dir, err, io, out, useCliFolder } from "./cli-session.test-support";
import { startVellum, stopVellum } from "./cluster.test-support";
import type { VellumProcess } from "./cluster.test-support";
import { main } from "./main";

useCliFolder("vellum-cluster-");

/** Short locks, so a killed worker's shard goes to another in about a second, not 30. */
const TIMING = {
  VELLUM_CLUSTER_LOCK_MS: "1500",
  VELLUM_CLUSTER_STALLED_MS: "500",
  VELLUM_REDIS_TIMEOUT_MS: "3000",
};

let redis: RedisServer;
let client: Redis;
const started: VellumProcess[] = [];
const inProcess: (ClusterWorker | Worker)[] = [];
const connections: Redis[] = [];

/** Stops what a test started. */
async function stopAll(): Promise<void> {
  for (const w of inProcess.splice(0)) await w.close(true);
  for (const c of connections.splice(0)) c.disconnect();
  await Promise.all(started.splice(0).map(stopVellum));
}

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
});

afterAll(async () => {
  await stopAll();
  client.disconnect();
  await redis.stop();
});

beforeEach(async () => {
  // Each test starts from an empty Redis, and stops what it started.
  await stopAll();
  await client.flushall();
});

/** Writes the minimal set (fast games) into the test's folder; its path. */
async function setFile(): Promise<string> {
  const file = path.join(dir, "set.json");
  await writeFile(file, JSON.stringify(minimalSet()));
  return file;
}

/** A `vellum worker` process on the test's Redis, once it has joined. */
async function worker(): Promise<VellumProcess> {
  const p = startVellum(["worker", "--redis", redis.url, "--workers", "1"], TIMING);
  started.push(p);
  await p.waitFor(/joined the cluster/);
  return p;
}

/** Resolves once `done()` holds (checked every 20 ms); rejects after `ms`. */
async function until(done: () => boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `vellum simulate` in this process with the cluster's timing. */
const simulate = (...argv: string[]) => main(["simulate", ...argv], io(false, TIMING));

/** The keys of the run's jobs left in Redis. */
const jobKeys = async () => (await client.keys(`${PREFIX}:*-of-*`)).sort();

describe("vellum simulate --redis", () => {
  it(
    "three workers play a 3,000-game run, one killed with SIGKILL mid-run, one joining: the local run's report byte for byte",
    { timeout: 120_000 },
    async () => {
      const set = await setFile();
      const run = [set, "--games", "3000", "--bots", "random", "--json"];
      expect(await simulate(...run)).toBe(0);
      const local = out.join("\n");
      out.length = 0;
      const workers: VellumProcess[] = await Promise.all([worker(), worker(), worker()]);
      const submitted = simulate(...run, "--redis", redis.url, "--shards", "12");
      // The first worker to start its second shard is killed while it plays it.
      const starts = (w: VellumProcess) => w.err.filter((l) => /^shard \d+\/12 of/.test(l));
      await until(() => workers.some((w) => starts(w).length >= 2));
      const victim = workers.find((w) => starts(w).length >= 2)!;
      const line = starts(victim).at(-1)!;
      victim.child.kill("SIGKILL");
      await victim.exited;
      // A worker joins while the run goes on.
      workers.push(await worker());
      expect(await submitted).toBe(0);
      expect(out.join("\n")).toBe(local);
      // Its shard was played again by another worker, and once more than the others.
      const shard = /^shard (\d+\/12)/.exec(line)![1]!;
      const others = workers.filter((w) => w !== victim);
      expect(others.some((w) => w.err.some((l) => l.startsWith(`shard ${shard}: `)))).toBe(true);
      expect(err.at(-1)).toMatch(
        /^simulated 3000 games on the cluster in \d+\.\d s .*12 shards\)$/,
      );
      // The finished run's jobs are gone.
      expect(await jobKeys()).toEqual([]);
    },
  );

  it(
    "a run resumed after its submitter died does not play its finished shards again; a worker leaves on SIGTERM",
    { timeout: 60_000 },
    async () => {
      const set = await setFile();
      const run = [
        set,
        "--games",
        "600",
        "--bots",
        "random",
        "--json",
        "--redis",
        redis.url,
        "--shards",
        "6",
      ];
      const w = await worker();
      const first = startVellum(["simulate", ...run], TIMING);
      started.push(first);
      await w.waitFor(/^shard \d+\/6: \d+ games/);
      first.child.kill("SIGKILL");
      await first.exited;
      // The worker plays on without a submitter; some shards are done when the run resumes.
      expect(await simulate(...run)).toBe(0);
      expect(err.at(-1)).toMatch(/, [1-9]\d* games played before this run resumed\)$/);
      for (let i = 1; i <= 6; i++)
        expect(w.err.filter((l) => l.startsWith(`shard ${i}/6 of`))).toHaveLength(1);
      expect(await jobKeys()).toEqual([]);
      // SIGTERM (as Ctrl-C): the worker leaves the cluster cleanly.
      w.child.kill("SIGTERM");
      expect(await w.exited).toBe(0);
      expect(w.err.slice(-2)).toEqual([
        "leaving the cluster after the current shard (Ctrl-C again to leave now)",
        "worker left the cluster",
      ]);
    },
  );

  it(
    "Ctrl-C cancels the run: the worker stops its shard and the run's jobs are removed",
    { timeout: 60_000 },
    async () => {
      const set = await setFile();
      const w = await worker();
      const submitter = startVellum(
        [
          "simulate",
          set,
          "--games",
          "3000",
          "--bots",
          "random",
          "--redis",
          redis.url,
          "--shards",
          "3",
        ],
        TIMING,
      );
      started.push(submitter);
      await w.waitFor(/^shard \d\/3 of/);
      expect((await jobKeys()).length).toBeGreaterThan(0);
      submitter.child.kill("SIGINT");
      expect(await submitter.exited).toBe(1);
      expect(submitter.err.join("\n")).toMatch(
        /error: the run was cancelled: its 3 shard jobs were removed from Redis/,
      );
      await w.waitFor(/refused: the run was cancelled/);
      expect(await jobKeys()).toEqual([]);
    },
  );

  it("a worker of another Vellum version refuses the shard, and the run says why", async () => {
    const set = await setFile();
    const other = await startClusterWorker({
      url: redis.url,
      threads: 1,
      timing: { lockMs: 1500, stalledMs: 500, redisTimeoutMs: 3000 },
      vellum: "0.0.0-other",
    });
    if (!other.ok) throw new Error(other.error.message);
    inProcess.push(other.value);
    expect(await simulate(set, "--games", "20", "--redis", redis.url, "--shards", "2")).toBe(1);
    expect(err.at(-1)).toMatch(
      new RegExp(
        `^error: shard [12]/2 \\(games \\d+–\\d+\\) failed after 1 attempt: refused by worker .*: the run is for Vellum ${VELLUM_VERSION.replace(/\./g, "\\.")}, this worker is Vellum 0\\.0\\.0-other, whose games may differ; run workers of the submitter's version\\. The other shards are kept`,
      ),
    );
  });

  it("a worker refuses a set whose content is not its hash", async () => {
    const set = await setFile();
    // No worker yet: the run waits, its set stored under its hash, which we then damage.
    const result = simulate(set, "--games", "20", "--redis", redis.url, "--shards", "1");
    let keys: string[] = [];
    while (keys.length === 0) keys = await client.keys(`${PREFIX}:set:*`);
    const other = { ...minimalSet(), name: "Not the run's set" };
    await client.set(keys[0]!, JSON.stringify(other));
    const w = await worker();
    expect(await result).toBe(1);
    expect(err.at(-1)).toMatch(
      /^error: shard 1\/1 \(games 0–19\) failed after 1 attempt: the set stored under sha-256 [0-9a-f]{12}… has the content sha-256 [0-9a-f]{12}…: not the run's set/,
    );
    expect(w.err.join("\n")).toMatch(/shard 1\/1 refused: the set stored under/);
  });

  it("a shard whose result does not validate is played again, then reported", async () => {
    const set = await setFile();
    let played = 0;
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    connections.push(connection);
    // A worker of some other program: it answers with something that is not a part.
    const bad = new Worker(
      SHARD_QUEUE,
      async () => {
        played++;
        return { format: "vellum-sim-shard", formatVersion: 1 };
      },
      { connection, prefix: PREFIX },
    );
    inProcess.push(bad);
    expect(await simulate(set, "--games", "20", "--redis", redis.url, "--shards", "1")).toBe(1);
    expect(played).toBe(3);
    expect(err.at(-1)).toMatch(
      /^error: shard 1\/1's result is not a valid shard part: run is missing or not an object \(3 results, none valid; the other shards are kept/,
    );
  });

  it("an unreachable Redis is said at once, with the URL and the error, by the run and a worker", async () => {
    const url = "redis://127.0.0.1:9";
    const set = await setFile();
    const env = { ...TIMING, VELLUM_REDIS_TIMEOUT_MS: "1000" };
    const before = Date.now();
    expect(await main(["simulate", set, "--games", "10", "--redis", url], io(false, env))).toBe(1);
    expect(err.at(-1)).toMatch(
      /^error: cannot reach Redis at redis:\/\/127\.0\.0\.1:9: .*ECONNREFUSED.* \(waited 1 s\)\. Is it running\? Start one with: redis-server --save '' --appendonly no --maxmemory-policy noeviction$/,
    );
    expect(await main(["worker", "--redis", url], io(false, env))).toBe(1);
    expect(err.at(-1)).toMatch(/^error: cannot reach Redis at redis:\/\/127\.0\.0\.1:9: /);
    expect(Date.now() - before).toBeLessThan(5_000);
  });

  it(
    "Redis going away mid-run: the run says so with the URL and exits 1; the worker waits for it",
    { timeout: 60_000 },
    async () => {
      const own = await startRedis();
      try {
        const set = await setFile();
        const w = startVellum(["worker", "--redis", own.url, "--workers", "1"], TIMING);
        started.push(w);
        await w.waitFor(/joined the cluster/);
        const env = { ...TIMING, VELLUM_REDIS_TIMEOUT_MS: "1500" };
        const run = main(
          [
            "simulate",
            set,
            "--games",
            "3000",
            "--bots",
            "random",
            "--redis",
            own.url,
            "--shards",
            "3",
          ],
          io(false, env),
        );
        await w.waitFor(/^shard \d\/3 of/);
        await own.stop();
        const before = Date.now();
        expect(await run).toBe(1);
        expect(Date.now() - before).toBeLessThan(10_000);
        expect(err.at(-1)).toMatch(
          new RegExp(
            `^error: lost Redis at ${own.url.replace(/\./g, "\\.")}: .*\\. The shards already played stay in Redis unless it restarted without persistence: run the same command again to resume\\.$`,
          ),
        );
        await w.waitFor(/^lost Redis at redis:\/\/127\.0\.0\.1:\d+: .*; retrying$/);
        // It would wait for Redis to come back; nothing to finish here.
        w.child.kill("SIGKILL");
      } finally {
        await own.stop();
      }
    },
  );

  it(
    "A sweep of three values gives the same per-variant numbers locally and on the cluster",
    { timeout: 120_000 },
    async () => {
      const set = await setFile();
      const vary = "--vary=lost-at-cards.points=-5,-15,-20";
      const run = [set, "--games", "200", "--bots", "random", "--seed", "7", vary, "--json"];
      expect(await simulate(...run)).toBe(0);
      const local = out.join("\n");
      out.length = 0;
      err.length = 0;
      const workers = await Promise.all([worker(), worker()]);
      expect(await simulate(...run, "--redis", redis.url, "--shards", "3")).toBe(0);
      expect(out.join("\n")).toBe(local);
      const report = JSON.parse(local) as { rows: { label: string }[] };
      expect(report.rows.map((r) => r.label)).toEqual([
        "current",
        "lost-at-cards.points.1=-5",
        "lost-at-cards.points.1=-15",
        "lost-at-cards.points.1=-20",
      ]);
      // Progress names each set of the sweep, with games, shards, workers and the time left.
      expect(err[0]).toMatch(
        /^submitting a sweep of 4 sets × 200 games in 3 shards each to the cluster at redis:/,
      );
      expect(err).toContainEqual(
        expect.stringMatching(/^cluster: current set: \d+\/200 games, shards \d\/3, 2 workers, /),
      );
      expect(err).toContainEqual(
        expect.stringMatching(
          /^cluster: variant 3 of 3 \(lost-at-cards\.points\.1=-20\): \d+\/200 games, shards \d\/3, 2 workers, (ETA|done)/,
        ),
      );
      expect(err.at(-1)).toMatch(
        /^swept 4 sets \(the current one and 3 variants\) × 200 games on the cluster in \d+\.\d s \(3 shards each\)$/,
      );
      // Every variant's set travelled by its own hash; both workers played.
      expect(await client.keys(`${PREFIX}:set:*`)).toHaveLength(4);
      expect(workers.every((w) => w.err.some((l) => /^shard \d\/3 of/.test(l)))).toBe(true);
      expect(await jobKeys()).toEqual([]);
    },
  );

  it("refuses --redis with a local shard's options or the workers' threads", async () => {
    const set = await setFile();
    expect(await simulate(set, "--redis", redis.url, "--shard", "1/2")).toBe(2);
    expect(err.at(-1)).toMatch(
      /^error: --shard plays one shard here; with --redis the cluster plays every shard/,
    );
    expect(await simulate(set, "--redis", redis.url, "--workers", "2")).toBe(2);
    expect(err.at(-1)).toBe(
      "error: --workers is each worker's with --redis: give it to 'vellum worker --workers N'",
    );
    expect(await simulate(set, "--games", "5", "--redis", redis.url, "--shards", "6")).toBe(2);
    expect(err.at(-1)).toMatch(
      /^error: --shards must be a whole number from 1 to 5 \(at most one per game\)/,
    );
    expect(await simulate(set, "--redis", "localhost:6379")).toBe(2);
    expect(err.at(-1)).toMatch(/^error: the Redis URL must start with redis:\/\//);
  });
});
