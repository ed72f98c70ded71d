/**
 * Cluster benchmark (issue 27): random-bot games of the sample set per second on the local pool
 * (1 and 2 threads) against 1 and 2 `vellum worker` processes (one thread each) through a real
 * Redis on this machine (test/fixtures/redis-server.ts), the efficiency per core (target ≥ 90 %
 * of the local pool's), the overhead of a shard, and a projection for 10 million games on 16
 * machines of 16 cores from the measured figures.
 *
 * The machine's 2 cores are shared with other processes, so each figure is given by wall clock
 * and by CPU time (the workers' from /proc, the local run's from process.cpuUsage): games per
 * CPU-second is what a busy neighbour changes least, and the efficiency is judged on it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { defaultShards, runOnCluster } from "../lib/cluster";
import type { ClusterTiming } from "../lib/cluster";
import type { VellumSet } from "../lib/model";
import { validateSetText } from "../lib/schema";
import { simulate } from "../lib/sim";
import type { SimOptions } from "../lib/sim";
import { startVellum, stopVellum } from "../cli/cluster.test-support";
import type { VellumProcess } from "../cli/cluster.test-support";
import { startRedis } from "../test/fixtures/redis-server";

/** Games per measured run. */
const GAMES = 2000;
/** Shards of a measured cluster run (250 games each), and of the overhead's two runs. */
const SHARDS = 8;
const FEW = 2;
const MANY = 40;
/** npm run vellum's heap flag (package.json): a worker plays as the CLI does. */
const HEAP = ["--max-semi-space-size=32"];
/** Clock ticks per second of /proc/<pid>/stat (Linux's USER_HZ). */
const TICKS = 100;

const TIMING: ClusterTiming = { lockMs: 30_000, stalledMs: 15_000, redisTimeoutMs: 10_000 };

function sampleSet(): VellumSet {
  const path = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
  const set = validateSetText(readFileSync(path, "utf8")).set;
  if (!set) throw new Error("the sample set does not validate");
  return set;
}

/** CPU seconds a process has used (user + system, all its threads), from /proc. */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** This process's CPU seconds (every thread: the pool's too). */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Redis' own CPU seconds (INFO cpu). */
async function redisCpu(client: Redis): Promise<number> {
  const info = await client.info("cpu");
  const read = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return read("used_cpu_user") + read("used_cpu_sys");
}

interface Figure {
  wall: number;
  /** CPU seconds of the players: the local process, or the worker processes. */
  cpu: number;
  /** CPU seconds of the rest: the submitting process and Redis (cluster runs only). */
  overheadCpu: number;
  partBytes: number;
}

const base = (set: VellumSet, seed: number): SimOptions => ({
  set,
  games: GAMES,
  players: 4,
  bots: ["random"],
  seed,
});

async function local(set: VellumSet, workers: number, seed: number): Promise<Figure> {
  const cpu0 = ownCpu();
  const t0 = performance.now();
  const r = await simulate({ ...base(set, seed), workers });
  if (!r.ok) throw new Error(r.error.message);
  return {
    wall: (performance.now() - t0) / 1000,
    cpu: ownCpu() - cpu0,
    overheadCpu: 0,
    partBytes: 0,
  };
}

async function cluster(
  url: string,
  client: Redis,
  workers: readonly VellumProcess[],
  set: VellumSet,
  seed: number,
  shards: number,
  games = GAMES,
): Promise<Figure> {
  const pids = workers.map((w) => w.child.pid!);
  const cpu0 = pids.reduce((s, pid) => s + cpuOf(pid), 0);
  const own0 = ownCpu();
  const redis0 = await redisCpu(client);
  const t0 = performance.now();
  const r = await runOnCluster({ url, sim: { ...base(set, seed), games }, shards, timing: TIMING });
  if (!r.ok) throw new Error(r.error.message);
  const wall = (performance.now() - t0) / 1000;
  return {
    wall,
    cpu: pids.reduce((s, pid) => s + cpuOf(pid), 0) - cpu0,
    overheadCpu: ownCpu() - own0 + (await redisCpu(client)) - redis0,
    partBytes: JSON.stringify(r.value.part).length,
  };
}

const rate = (games: number, seconds: number) => games / Math.max(seconds, 1e-9);
const fmt = (n: number) => n.toFixed(0).padStart(6);
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;

function line(label: string, f: Figure, cores: number): void {
  console.log(
    `  ${label.padEnd(34)} ${fmt(rate(GAMES, f.wall))} games/s wall (${fmt(rate(GAMES, f.wall) / cores)} per core)  ${fmt(rate(GAMES, f.cpu))} games per CPU-s${f.overheadCpu > 0 ? `  + ${(f.overheadCpu * 1000).toFixed(0)} ms CPU in the submitter and Redis` : ""}`,
  );
}

export async function clusterBench(): Promise<void> {
  const set = sampleSet();
  console.log(
    `sample set, ${GAMES} random-bot games of 4 players per run, ${SHARDS} shards on the cluster`,
  );
  // Warm the local pool and this thread (the workers warm up below).
  await local(set, 2, 10_000);
  const local1 = await local(set, 1, 1);
  const local2 = await local(set, 2, 1);
  const redis = await startRedis();
  const client = new Redis(redis.url);
  const workers: VellumProcess[] = [];
  const worker = async () => {
    const w = startVellum(["worker", "--redis", redis.url, "--workers", "1"], {}, HEAP);
    workers.push(w);
    await w.waitFor(/joined the cluster/, 60_000);
    return w;
  };
  try {
    const a = await worker();
    await cluster(redis.url, client, [a], set, 10_000, SHARDS);
    const cluster1 = await cluster(redis.url, client, [a], set, 1, SHARDS);
    // The overhead of a shard: the same games in few and in many shards, on one worker.
    const few = await cluster(redis.url, client, [a], set, 20_000, FEW);
    const many = await cluster(redis.url, client, [a], set, 20_000, MANY);
    const perShardWall = (many.wall - few.wall) / (MANY - FEW);
    const perShardCpu = (many.cpu + many.overheadCpu - few.cpu - few.overheadCpu) / (MANY - FEW);
    const b = await worker();
    await cluster(redis.url, client, [a, b], set, 30_000, SHARDS);
    const cluster2 = await cluster(redis.url, client, [a, b], set, 1, SHARDS);

    console.log("games per second");
    line("local pool, 1 thread", local1, 1);
    line("local pool, 2 threads", local2, 2);
    line("cluster, 1 worker process", cluster1, 1);
    line("cluster, 2 worker processes", cluster2, 2);
    const perCpu = (f: Figure) => rate(GAMES, f.cpu);
    const allCpu = (f: Figure) => rate(GAMES, f.cpu + f.overheadCpu);
    console.log("efficiency per core against the local pool (target ≥ 90 %)");
    for (const [label, f, l] of [
      ["1 worker vs 1 thread", cluster1, local1],
      ["2 workers vs 2 threads", cluster2, local2],
    ] as const)
      console.log(
        `  ${label.padEnd(24)} by CPU time ${pct(perCpu(f) / perCpu(l))} (${pct(allCpu(f) / perCpu(l))} counting the submitter and Redis), by wall clock ${pct(rate(GAMES, f.wall) / rate(GAMES, l.wall))}`,
      );
    console.log(
      `overhead per shard (${GAMES} games in ${FEW} and in ${MANY} shards, 1 worker): ${(perShardWall * 1000).toFixed(0)} ms wall, ${(perShardCpu * 1000).toFixed(0)} ms CPU; a shard's part ${(few.partBytes / 1024).toFixed(0)} KiB`,
    );

    // Projection: every core plays at the workers' measured games per CPU-second, each machine
    // plays its shards one after another and pays the overhead of each.
    const games = 10_000_000;
    const machines = 16;
    const cores = 16;
    const shards = defaultShards(games);
    const coreRate = perCpu(cluster1);
    const play = games / (machines * cores * coreRate);
    const perMachine = shards / machines;
    const overhead = Math.ceil(perMachine) * Math.max(perShardWall, 0);
    // The shards do not divide evenly: the last round leaves some machines one shard behind.
    const tail = games / shards / (cores * coreRate);
    const total = play + overhead + tail;
    console.log(
      `projection: ${games.toLocaleString("en")} games on ${machines} machines of ${cores} cores, ${shards.toLocaleString("en")} shards of ${(games / shards).toLocaleString("en")} games (the default): ${play.toFixed(0)} s of games at ${coreRate.toFixed(0)} games/s per core (the workers' games per CPU-second) + ${overhead.toFixed(1)} s of shard overhead (${Math.ceil(perMachine)} shards per machine × ${(perShardWall * 1000).toFixed(0)} ms) + ${tail.toFixed(1)} s for the last, uneven round of shards ≈ ${(total / 60).toFixed(1)} min (${pct(play / total)} of the ideal); Redis holds up to ${((shards * few.partBytes) / 1024 / 1024).toFixed(0)} MiB of parts until the run is merged. Assumes the 16 threads of a machine scale as well as the 2 measured here (the local pool's 2 threads: ${pct(rate(GAMES, local2.wall) / (2 * rate(GAMES, local1.wall)))} of twice 1 thread by wall clock on this shared machine, ${pct(perCpu(local2) / perCpu(local1))} by CPU time).`,
    );
  } finally {
    await Promise.all(workers.map(stopVellum));
    client.disconnect();
    await redis.stop();
  }
}
