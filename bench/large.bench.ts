/**
 * Large-set benchmark (issue 22): a valid 5,000-card set of about 10 MB (and a realistic one of
 * about 2 MB) is created, read, listed, saved and imported against the production server, each
 * step timed, while a light request (GET /api/sets/<sample>, every 50 ms) is timed alongside:
 * target p95 ≤ 200 ms, as during exports. Then a wrong cards CSV of 1.4 million bad rows
 * (9.8 MB): time to the answer, the answer's size and the server's peak memory during it.
 *
 * Builds the app (run the bench under `flock /tmp/vellum-build.lock`; VELLUM_E2E_REUSE_BUILD=1
 * reuses the last build, as the browser tests do), starts `next start` on
 * 127.0.0.1 with a fresh workspace, and stops it by pid. Memory is the server's resident set,
 * sampled from /proc every 20 ms (Linux; "n/a" elsewhere).
 */
import { readFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { VellumSet } from "../lib/model";
import { generateSet } from "../test/fixtures/generate-set";
import { buildApp, startServer } from "../test/e2e/server";
import { formatMs, latencyLine } from "./harness";

const TARGET_P95_MS = 200;
/** The pause between two light requests. */
const PROBE_PAUSE_MS = 50;
const CARDS = 5_000;
/** Bad CSV rows: "ab,x,y\n" is 7 bytes, so 1.4 million rows are the 9.8 MB of the report. */
const BAD_ROWS = 1_400_000;
/** The sample set every fresh workspace holds: the light request reads it. */
const LIGHT_SET = "saltmarrow";

/** A sentence of rules text, repeated to `length` characters (the schema allows 2,000). */
function longText(i: number, length: number): string {
  const sentence = `Card ${i}: when this is played, every guest at the table remembers a different ending. `;
  return sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();
}

/** A valid set of `CARDS` cards whose set.json is about `megabytes` MB. */
function bigSetText(id: string, megabytes: number): string {
  const set: VellumSet = { ...generateSet(CARDS), id, name: `Large ${id}` };
  const base = JSON.stringify(set, null, 2).length;
  const perCard = Math.max(0, Math.floor((megabytes * 1e6 - base) / CARDS) - 20);
  if (perCard > 0) {
    set.cards = set.cards.map((card, i) => ({
      ...card,
      text: longText(i, Math.min(perCard, 2000)),
    }));
  }
  return `${JSON.stringify(set, null, 2)}\n`;
}

/** What the light requests measured: latencies of those answered, and how many failed. */
interface Probe {
  times: number[];
  failed: number;
}

/**
 * Light requests one after another until `stop` resolves. A request that fails (a connection
 * reset while the server stalls) is counted, not fatal: the bench must print what it saw.
 */
async function probe(base: string, stop: Promise<unknown>): Promise<Probe> {
  let stopped = false;
  void stop.then(
    () => (stopped = true),
    () => (stopped = true),
  );
  const times: number[] = [];
  let failed = 0;
  while (!stopped) {
    const t = performance.now();
    try {
      const res = await fetch(`${base}/api/sets/${LIGHT_SET}`);
      await res.arrayBuffer();
      if (res.status === 200) times.push(performance.now() - t);
      else failed++;
    } catch {
      failed++;
    }
    await new Promise((r) => setTimeout(r, PROBE_PAUSE_MS));
  }
  return { times: times.sort((a, b) => a - b), failed };
}

/** The server's resident memory in bytes (Linux), or undefined. */
async function rssOf(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : undefined;
}

/** Samples the server's memory until `stop` resolves; the highest figure seen. */
async function peakRss(pid: number, stop: Promise<unknown>): Promise<number | undefined> {
  let stopped = false;
  void stop.finally(() => (stopped = true));
  let peak: number | undefined;
  while (!stopped) {
    const rss = await rssOf(pid);
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
    await new Promise((r) => setTimeout(r, 20));
  }
  return peak;
}

function mb(bytes: number | undefined): string {
  return bytes === undefined ? "n/a" : `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * Runs `step` while the light request is timed; prints both and answers the step's result, or
 * undefined when it failed (said on the line: the bench goes on).
 */
async function timed<T>(
  base: string,
  name: string,
  step: () => Promise<T>,
): Promise<T | undefined> {
  const t0 = performance.now();
  const running = step();
  const light = await probe(base, running);
  let result: T | undefined;
  let failure = "";
  try {
    result = await running;
  } catch (e) {
    failure = `  FAILED: ${e instanceof Error ? e.message : String(e)}`;
  }
  console.log(`${name.padEnd(44)} ${formatMs(performance.now() - t0).padStart(10)}${failure}`);
  const failed = light.failed > 0 ? `, ${light.failed} failed` : "";
  latencyLine(
    `  light request meanwhile (n=${light.times.length}${failed})`,
    light.times.length > 0 ? light.times : [Number.POSITIVE_INFINITY],
    TARGET_P95_MS,
  );
  return result;
}

/** `fetch` that fails on an unexpected status, answering the body's text. */
async function call(url: string, init: RequestInit, expected: number): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status !== expected) {
    const body = (await res.text()).slice(0, 300);
    throw new Error(`${init.method ?? "GET"} ${url} answered ${res.status}: ${body}`);
  }
  return res;
}

/** The revision a set's answer carries (its ETag). */
function revisionOf(res: Response): string {
  return (res.headers.get("etag") ?? "").replace(/"/g, "");
}

/** Create, read, list, home page, save, list again and import one large set. */
async function largeSetCase(base: string, id: string, megabytes: number): Promise<void> {
  const text = bigSetText(id, megabytes);
  console.log(`\n## ${CARDS} cards, set.json ${mb(Buffer.byteLength(text))}`);
  const created = await timed(base, "create (POST /api/sets)", () =>
    call(`${base}/api/sets?id=${id}`, { method: "POST", body: text }, 201).then(revisionOf),
  );
  await timed(base, "first read (GET /api/sets/<id>)", () =>
    call(`${base}/api/sets/${id}`, {}, 200).then((r) => r.arrayBuffer()),
  );
  await timed(base, "second read", () =>
    call(`${base}/api/sets/${id}`, {}, 200).then((r) => r.arrayBuffer()),
  );
  await timed(base, "list (GET /api/sets)", () =>
    call(`${base}/api/sets`, {}, 200).then((r) => r.arrayBuffer()),
  );
  await timed(base, "home page (GET /)", () => call(`${base}/`, {}, 200).then((r) => r.text()));
  const edited = text.replace(`"name": "Large ${id}"`, `"name": "Large ${id}, edited"`);
  await timed(base, "save (PUT /api/sets/<id>)", () =>
    call(
      `${base}/api/sets/${id}`,
      { method: "PUT", body: edited, headers: { "if-match": `"${created ?? ""}"` } },
      200,
    ).then((r) => r.arrayBuffer()),
  );
  await timed(base, "list after the save", () =>
    call(`${base}/api/sets`, {}, 200).then((r) => r.arrayBuffer()),
  );
  await timed(base, "import (POST /api/import, set.json)", () =>
    call(`${base}/api/import?id=${id}-imported`, { method: "POST", body: text }, 201).then((r) =>
      r.arrayBuffer(),
    ),
  );
  await timed(base, "list after the import", () =>
    call(`${base}/api/sets`, {}, 200).then((r) => r.arrayBuffer()),
  );
}

/** The wrong CSV: time to the answer, its size, the server's peak memory. */
async function badCsvCase(base: string, pid: number): Promise<void> {
  const csv = `id,type,name\n${"ab,x,y\n".repeat(BAD_ROWS)}`;
  console.log(`\n## a cards CSV of ${BAD_ROWS.toLocaleString("en")} bad rows (${mb(csv.length)})`);
  const set = await call(`${base}/api/sets/${LIGHT_SET}`, {}, 200);
  const revision = revisionOf(set);
  const before = await rssOf(pid);
  const answered = (async () => {
    const res = await fetch(`${base}/api/sets/${LIGHT_SET}/cards-csv`, {
      method: "PUT",
      body: csv,
      headers: { "if-match": `"${revision}"`, "content-type": "text/csv" },
    });
    const body = await res.arrayBuffer();
    return { status: res.status, bytes: body.byteLength };
  })();
  const peak = peakRss(
    pid,
    answered.catch(() => undefined),
  );
  const answer = await timed(base, "PUT cards-csv (answer)", () => answered);
  const what = answer ? `answered ${answer.status} with ${mb(answer.bytes)}` : "no answer";
  console.log(`  ${what}; server memory ${mb(before)} before, peak ${mb(await peak)}`);
}

/** Runs the large-set benchmark and prints its figures. */
export async function largeBench(): Promise<void> {
  if (process.env.VELLUM_E2E_REUSE_BUILD === "1") console.log("next build: reused (.next)");
  else {
    const t0 = performance.now();
    buildApp();
    console.log(`next build: ${formatMs(performance.now() - t0)}`);
  }
  const workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-bench-large-"));
  const server = await startServer(workspace);
  try {
    // The first request seeds the workspace; answer it before timing anything.
    await call(`${server.baseUrl}/api/sets`, {}, 200).then((r) => r.arrayBuffer());
    console.log(`server pid ${server.pid}; light request: GET /api/sets/${LIGHT_SET}`);
    await largeSetCase(server.baseUrl, "large-10mb", 10);
    await largeSetCase(server.baseUrl, "large-2mb", 2);
    await badCsvCase(server.baseUrl, server.pid);
  } finally {
    await server.stop();
    await rm(workspace, { recursive: true, force: true });
  }
}
