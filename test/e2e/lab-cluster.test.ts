/**
 * The lab on a cluster in Chromium: a server started with VELLUM_REDIS_URL (a real Redis from
 * test/fixtures/redis-server.ts) and a `vellum worker` process offers "Run on the cluster"; a
 * small run plays there with the lab's progress bar and its report is shown and kept, the same
 * report as the local run; a sweep of three values plays there too ("Run sweep on the cluster")
 * and shows the very figures of the same sweep run on the lab's workers, and its "Apply" writes
 * the value; the suite's own server (no VELLUM_REDIS_URL) shows no such button.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startVellum, stopVellum } from "../../cli/cluster.test-support";
import type { VellumProcess } from "../../cli/cluster.test-support";
import type { VellumSet } from "../../lib/model";
import { validateSetText } from "../../lib/schema";
import { planSweep, runSweep, simulate, sweepReport } from "../../lib/sim";
import type { SimReport } from "../../lib/sim";
import type { ClusterRunAnswer } from "../../app/_api/contracts";
import { generateSet } from "../fixtures/generate-set";
import { startRedis } from "../fixtures/redis-server";
import type { RedisServer } from "../fixtures/redis-server";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, savedRevision, shot, waitSaved } from "./designer-support";
import { lightWhile, timed } from "./http";
import { freePort, startServer } from "./server";
import type { RunningServer } from "./server";
import { fillNumber, typeAndPick } from "./ui";

const ID = "lab-cluster-e2e";
const CARD = "lost-a-wager-to-a-heron";
const SAMPLE = path.resolve(import.meta.dirname, "../../examples/saltmarrow/set.json");

describe("the lab on a cluster", () => {
  let session: Session;
  let redis: RedisServer;
  let worker: VellumProcess;
  let server: RunningServer;
  let workspace = "";

  beforeAll(async () => {
    redis = await startRedis();
    worker = startVellum(["worker", "--redis", redis.url, "--workers", "1"]);
    await worker.waitFor(/joined the cluster/, 60_000);
    workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-e2e-cluster-"));
    server = await startServer(workspace, { VELLUM_REDIS_URL: redis.url });
    const res = await fetch(`${server.baseUrl}/api/sets?id=${ID}`, {
      method: "POST",
      body: await readFile(SAMPLE, "utf8"),
    });
    if (res.status !== 201) throw new Error(`could not create ${ID}: ${await res.text()}`);
    await freshSampleSet(ID);
    session = await openSession();
  }, 120_000);

  /** The set as the cluster's server has it saved. */
  async function savedSet(): Promise<VellumSet> {
    const saved = (await (await fetch(`${server.baseUrl}/api/sets/${ID}`)).json()) as {
      text: string;
    };
    return validateSetText(saved.text).set!;
  }

  afterAll(async () => {
    await session?.close();
    await server?.stop();
    if (worker) await stopVellum(worker);
    await redis?.stop();
    if (workspace) await rm(workspace, { recursive: true, force: true });
  });

  it("without VELLUM_REDIS_URL the lab has no cluster button", { timeout: 60_000 }, async () => {
    const { page } = session;
    const status = page.waitForResponse((r) => r.url().endsWith(`/api/sets/${ID}/cluster`));
    await page.goto(`${inject("baseUrl")}/sets/${ID}/lab`);
    expect(await (await status).json()).toMatchObject({ on: false });
    await page.getByRole("button", { name: "Run", exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Run sweep", exact: true }).waitFor();
    await expect(page.getByRole("button", { name: "Run on the cluster" }).count()).resolves.toBe(0);
    await expect(
      page.getByRole("button", { name: "Run sweep on the cluster" }).count(),
    ).resolves.toBe(0);
  });

  it(
    "runs a small run on the cluster: the lab's progress, then its report shown and kept",
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await page.goto(`${server.baseUrl}/sets/${ID}/lab`);
      const button = page.getByRole("button", { name: "Run on the cluster" });
      await button.waitFor({ timeout: 30_000 });
      await page.getByText("1 worker connected").waitFor();
      await fillNumber(page.getByLabel("Games", { exact: true }), "300");
      await button.click();
      const bar = page.getByRole("progressbar", { name: "Simulating" });
      await bar.waitFor();
      await expect(page.getByRole("button", { name: "Cancel run" }).isVisible()).resolves.toBe(
        true,
      );
      await page
        .locator(".lab-progress")
        .getByText(/^on the cluster \(1 worker\), shards \d\/1, ETA .*: \d+ of 300 games$/)
        .waitFor({ timeout: 60_000 });
      await shot(page, "lab-cluster-progress");
      await page.getByRole("table", { name: "Card impact" }).waitFor({ timeout: 150_000 });
      await page.getByText("current revision").waitFor();
      await page.getByRole("img", { name: /^Win rate by seat/ }).scrollIntoViewIfNeeded();
      await shot(page, "lab-cluster-report");
      // Kept, and the very report the same run gives locally.
      const base = `${server.baseUrl}/api/sets/${ID}/reports`;
      const kept = ((await (await fetch(base)).json()) as { reports: { id: string }[] }).reports;
      expect(kept).toHaveLength(1);
      const stored = (await (await fetch(`${base}/${kept[0]!.id}`)).json()) as {
        report: SimReport;
      };
      const { config } = stored.report;
      expect(config.games).toBe(300);
      const set = await savedSet();
      const local = await simulate({ set, ...config });
      if (!local.ok) throw new Error(local.error.message);
      expect(JSON.stringify(stored.report)).toBe(JSON.stringify(local.value));
      expect(worker.err.some((l) => /^shard 1\/1 of/.test(l))).toBe(true);
    },
  );

  it(
    "says the workers connected as they join and leave, without a reload",
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      await page.goto(`${server.baseUrl}/sets/${ID}/lab`);
      await page.getByText("1 worker connected").waitFor({ timeout: 30_000 });
      const second = startVellum(["worker", "--redis", redis.url, "--workers", "1"]);
      try {
        await second.waitFor(/joined the cluster/, 60_000);
        await page.getByText("2 workers connected").waitFor({ timeout: 30_000 });
      } finally {
        await stopVellum(second);
      }
      await page.getByText("1 worker connected").waitFor({ timeout: 30_000 });
    },
  );

  it(
    "cancels a run on the cluster: nothing kept, its jobs gone from Redis",
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      await fillNumber(page.getByLabel("Games", { exact: true }), "20000");
      await page.getByRole("button", { name: "Run on the cluster" }).click();
      await page
        .locator(".lab-progress")
        .getByText(/shards 0\/20, ETA \d+ s: [1-9]\d* of 20000 games$/)
        .waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "Cancel run" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: /Run cancelled after \d+ of 20000 games\. Nothing was kept\./ })
        .waitFor({ timeout: 60_000 });
      await expect(
        page.getByRole("button", { name: "Run on the cluster" }).isEnabled(),
      ).resolves.toBe(true);
      const client = new Redis(redis.url);
      try {
        expect(await client.keys("vellum:*-of-*")).toEqual([]);
      } finally {
        client.disconnect();
      }
      const kept = await fetch(`${server.baseUrl}/api/sets/${ID}/reports`);
      expect(((await kept.json()) as { reports: unknown[] }).reports).toHaveLength(1);
      await shot(page, "lab-cluster-cancelled");
    },
  );

  it(
    "sweeps three values on the cluster: the local sweep's figures, then Apply writes the value",
    { timeout: 240_000 },
    async () => {
      const { page } = session;
      const errorsBefore = session.consoleErrors.length;
      await page.goto(`${server.baseUrl}/sets/${ID}/lab`);
      const sweep = page.getByRole("region", { name: "Sweep" });
      const local = sweep.getByRole("button", { name: "Run sweep", exact: true });
      const onCluster = sweep.getByRole("button", { name: "Run sweep on the cluster" });
      await onCluster.waitFor({ timeout: 30_000 });
      // Nothing chosen yet: it waits with Run sweep, and says for what.
      await expect(onCluster.isDisabled()).resolves.toBe(true);
      await fillNumber(page.getByLabel("Games", { exact: true }), "30");
      const card = sweep.getByRole("combobox", { name: "Card" });
      await typeAndPick(page, card, "wager to a", /^Lost a Wager to a Heron/);
      await sweep.getByRole("textbox", { name: "Values" }).fill("-5, -15, -20");
      await sweep.getByText("4 sets: the current card and 3 variants.").waitFor();
      await expect(onCluster.isEnabled()).resolves.toBe(true);

      // The sweep on the lab's workers first: its figures.
      await local.click();
      const table = sweep.getByRole("table", { name: "Sweep results" });
      await table.waitFor({ timeout: 120_000 });
      // In its closed disclosure: read from the page, not as shown.
      const more = sweep.locator('table[aria-label="Sweep win rates by seat and family"]');
      const chart = sweep.getByRole("img", { name: /^Field against win-rate shift/ });
      const figures = async () => ({
        results: await table.innerText(),
        more: await more.evaluate((t) => t.textContent),
        chart: await chart.getAttribute("aria-label"),
        balance: await sweep.locator(".lab-sweep-balance").innerText(),
      });
      await chart.waitFor();
      const onWorkers = await figures();

      // The same sweep on the cluster: the sweep's progress bar with the cluster's words.
      const done = page.waitForResponse(
        async (r) =>
          r.request().method() === "GET" &&
          r.url().includes(`/api/sets/${ID}/cluster/runs/`) &&
          ((await r.json()) as ClusterRunAnswer).state === "done",
        { timeout: 180_000 },
      );
      await onCluster.click();
      const bar = sweep.getByRole("progressbar", { name: "Sweeping" });
      await bar.waitFor();
      await expect(sweep.getByRole("button", { name: "Cancel sweep" }).isVisible()).resolves.toBe(
        true,
      );
      await sweep
        .locator(".lab-progress")
        .getByText(
          /^set [1-4] of 4, on the cluster \(1 worker\), shards [01]\/1, ETA [^:]+: \d+ of 120 games$/,
        )
        .waitFor({ timeout: 60_000 });
      await shot(page, "lab-cluster-sweep-progress");
      const answer = (await (await done).json()) as ClusterRunAnswer;
      await bar.waitFor({ state: "detached", timeout: 60_000 });
      await table.waitFor();
      await expect(table.locator("tbody tr").count()).resolves.toBe(4);
      // The very figures of the sweep on the lab's workers.
      expect(await figures()).toEqual(onWorkers);
      await table.scrollIntoViewIfNeeded();
      await shot(page, "lab-cluster-sweep-report");

      // And the very report lib/sim gives for the same sweep on one machine, byte for byte.
      const set = await savedSet();
      const plan = planSweep(set, [
        { card: CARD, field: "points.1", values: ["-5", "-15", "-20"] },
      ]);
      if (!plan.ok) throw new Error(plan.error.message);
      const config = answer.sweep!.config;
      const runs = await runSweep(plan.value, (variant) => simulate({ ...config, set: variant }));
      if (!runs.ok) throw new Error(runs.error.message);
      const report = sweepReport(plan.value, runs.value);
      if (!report.ok) throw new Error(report.error.message);
      expect(JSON.stringify(answer.sweep)).toBe(JSON.stringify(report.value));

      // Apply −15 from the cluster's report: one edit, saved.
      const before = await savedRevision(page);
      await table.getByRole("button", { name: "Apply -15" }).click();
      await waitSaved(page, before);
      const applied = (await savedSet()).cards.find((c) => c.id === CARD);
      expect(applied?.points).toEqual([-15, null, null]);
      await table.getByRole("button", { name: "Apply -10" }).waitFor();
      await shot(page, "lab-cluster-sweep-applied");
      expect(session.consoleErrors.slice(errorsBefore)).toEqual([]);
    },
  );

  it(
    "a Redis that does not answer: the button says so, and a run fails in words",
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const dir = await mkdtemp(path.join(os.tmpdir(), "vellum-e2e-cluster-down-"));
      const down = await startServer(dir, {
        VELLUM_REDIS_URL: `redis://127.0.0.1:${port}`,
        VELLUM_REDIS_TIMEOUT_MS: "500",
      });
      try {
        const res = await fetch(`${down.baseUrl}/api/sets?id=${ID}`, {
          method: "POST",
          body: await readFile(SAMPLE, "utf8"),
        });
        expect(res.status).toBe(201);
        const { page } = session;
        await page.goto(`${down.baseUrl}/sets/${ID}/lab`);
        await page
          .getByText(`Redis at redis://127.0.0.1:${port} does not answer now`)
          .waitFor({ timeout: 30_000 });
        await page.getByRole("button", { name: "Run on the cluster" }).click();
        await page
          .getByRole("alert")
          .filter({
            hasText: new RegExp(
              `^The run failed: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED.*Is it running\\?`,
            ),
          })
          .waitFor({ timeout: 30_000 });
        await shot(page, "lab-cluster-unreachable");
      } finally {
        await down.stop();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  // Last: the 5,000-card set's background summary (the server's own thread) then overlaps no
  // other test of this file.
  it(
    "checks a sweep of a large set in a worker thread: light requests answer meanwhile",
    { timeout: 120_000 },
    async () => {
      // 5,000 cards, 64 variants: validating every variant takes seconds (2.4 s measured on
      // the development machine), which on the request thread stalled every other request.
      const big = generateSet(5000);
      big.id = "lab-cluster-big";
      const made = await fetch(`${server.baseUrl}/api/sets?id=${big.id}`, {
        method: "POST",
        body: JSON.stringify(big),
      });
      expect(made.status).toBe(201);
      const light = `${server.baseUrl}/api/sets/${ID}`;
      await timed(light); // the light request's own first read
      // The last value breaks the set: every other variant is validated before the refusal.
      const values = [...Array.from({ length: 63 }, (_, i) => -1 - i), -500].join(",");
      const t0 = performance.now();
      const { res, longest, count } = await lightWhile(
        light,
        fetch(`${server.baseUrl}/api/sets/${big.id}/cluster/runs`, {
          method: "POST",
          body: JSON.stringify({
            games: 40,
            players: 4,
            bots: ["random"],
            vary: [`modifier-0031.points.1=${values}`],
          }),
        }),
      );
      const checking = performance.now() - t0;
      console.log(
        `sweep check of 64 variants of 5,000 cards: ${Math.round(checking)} ms; ${count} light requests meanwhile, the longest ${Math.round(longest)} ms`,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^card “modifier 0031”: points\.1=-500 is refused by the set's checks: /,
      );
      expect(longest).toBeLessThan(1000);
      expect(count).toBeGreaterThan(1);
    },
  );
});
