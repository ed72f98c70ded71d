/**
 * Server benchmark (issue 13): how a light file-reading request (GET /api/sets/<id>) answers
 * while 0, 1 and 4 PDF exports (300 DPI, the whole sample set) run, against the target p95 ≤
 * 200 ms during exports; and how long the exports take with 1 and 4 started at once (they
 * queue: one runs at a time in the export worker). Builds the app (run the bench under
 * `flock /tmp/vellum-build.lock`), starts `next start` on 127.0.0.1 with a fresh workspace
 * (seeded with the samples), and stops it by pid. Bounded: a fixed number of requests per case,
 * each export given at most 10 minutes, then cancelled.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp, startServer } from "../test/e2e/server";
import type { RunningServer } from "../test/e2e/server";
import { formatMs, percentile } from "./harness";

/** Light requests per case, and the pause between them. */
const REQUESTS = 40;
const PAUSE_MS = 100;
/** An export not done by then is cancelled (the bench must stop by itself). */
const EXPORT_LIMIT_MS = 10 * 60_000;
const EXPORT = { format: "pdf", dpi: 300 };
const TARGET_P95_MS = 200;

interface ExportRun {
  /** From the request to its last line, ms. */
  total: number;
  /** From its first progress line (it started drawing) to its last line, ms. */
  running: number;
  done: boolean;
}

/** Runs one export to its end and times it. */
async function runExport(base: string, id: string): Promise<ExportRun> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), EXPORT_LIMIT_MS);
  const t0 = performance.now();
  let started: number | undefined;
  let done = false;
  try {
    const res = await fetch(`${base}/api/sets/${id}/print`, {
      method: "POST",
      body: JSON.stringify(EXPORT),
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) break;
      buffer += value;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trim()) continue;
        const msg = JSON.parse(line) as Record<string, unknown>;
        if (started === undefined && typeof msg.progress === "number") started = performance.now();
        if (msg.done) done = true;
      }
    }
  } catch (e) {
    if ((e as Error).name !== "AbortError") throw e;
  } finally {
    clearTimeout(timer);
  }
  const end = performance.now();
  return { total: end - t0, running: end - (started ?? t0), done };
}

/** REQUESTS light requests, one after another with a pause; their latencies, sorted. */
async function lightLatencies(base: string, id: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/sets/${id}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/sets/${id} answered ${res.status}`);
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  return times.sort((a, b) => a - b);
}

/** Waits until the first export has started drawing (or ended), so requests overlap the work. */
async function oneCase(server: RunningServer, id: string, exports: number): Promise<void> {
  const runs = Array.from({ length: exports }, () => runExport(server.baseUrl, id));
  // Give the first export time to start drawing pages before measuring.
  if (exports > 0) await new Promise((r) => setTimeout(r, 2000));
  const times = await lightLatencies(server.baseUrl, id);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const verdict =
    exports === 0
      ? ""
      : `  target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "MISSED"}`;
  console.log(
    `GET /api/sets/${id} with ${exports} export${exports === 1 ? "" : "s"} running`.padEnd(48) +
      ` p50 ${formatMs(p50).padStart(10)}  p95 ${formatMs(p95).padStart(10)}  max ${formatMs(times.at(-1) ?? 0).padStart(10)}  (n=${REQUESTS})${verdict}`,
  );
  if (exports === 0) return;
  const done = await Promise.all(runs);
  const totals = done.map((r) => formatMs(r.total)).join(", ");
  const running = done.map((r) => formatMs(r.running)).join(", ");
  const unfinished = done.filter((r) => !r.done).length;
  console.log(
    `  ${exports} PDF export${exports === 1 ? "" : "s"} (300 DPI, whole set): request → done ${totals}; drawing ${running}` +
      (unfinished > 0
        ? `; ${unfinished} did not finish (cancelled after ${EXPORT_LIMIT_MS / 60_000} min)`
        : ""),
  );
}

/** Runs the server benchmark and prints its figures. */
export async function serverBench(): Promise<void> {
  const t0 = performance.now();
  buildApp();
  console.log(`next build: ${formatMs(performance.now() - t0)}`);
  const workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-bench-server-"));
  const server = await startServer(workspace);
  try {
    const list = (await (await fetch(`${server.baseUrl}/api/sets`)).json()) as {
      sets: { id: string; totalCards: number }[];
    };
    const sample = list.sets[0];
    if (!sample) throw new Error("the workspace was not seeded with the sample set");
    console.log(`server pid ${server.pid}, set '${sample.id}' (${sample.totalCards} cards)`);
    for (const exports of [0, 1, 4]) await oneCase(server, sample.id, exports);
  } finally {
    await server.stop();
    await rm(workspace, { recursive: true, force: true });
  }
}
