/**
 * Variants benchmark (issue 23): random and greedy bot games per second on one core, through
 * `simulate` with its report tracking, on
 * - the sample set as it was before the variants' effects (commit `BEFORE_VARIANTS`, read from
 *   git): a set that uses no trigger, die or pass, so what the new machinery costs a set that
 *   does not use it shows against the same figure measured at that commit (target: ≤ 10 %);
 * - the sample set as it is now (it uses every new feature once);
 * - the comedy example, examples/wobbleton-road (parties, three categories, no persistent).
 * `VELLUM_BENCH_BASELINE=<file.json>` (written by an earlier run with `VELLUM_BENCH_WRITE=<file>`)
 * prints each figure's ratio to the earlier one, e.g. this commit against `BEFORE_VARIANTS`.
 * `VELLUM_BENCH_BASE_TREE=<checkout>` (a worktree of the baseline commit holding these two bench
 * files) measures the set of the target in the baseline's processes and this checkout's taken
 * in turn, and prints the ratio of their medians: a baseline file written minutes earlier
 * differed from itself by 10 % (the same set measured twice), as much as the target's margin.
 *
 * Each figure is measured in fresh processes (`variants-child.ts`), one set each, and the median
 * of `PROCESSES` of them is kept: validating the other two sets in the measuring process first
 * made the same games 20 % slower (1,204 → 973 games/s: the engine's and the analysis' call
 * sites had seen other sets' shapes), which a run of one set never pays; and two processes of
 * the same code differ by up to 10 %.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { VellumSet } from "../lib/model";
import { validateSetText } from "../lib/schema";
import { simulate } from "../lib/sim";
import type { SimOptions } from "../lib/sim";
import { formatMs, percentile } from "./harness";

/** The last commit before issue 23's variants: its sample set uses none of them. */
const BEFORE_VARIANTS = "101d361";
const TURN_CAP = 200;

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function parse(text: string, label: string): VellumSet {
  const { set, diagnostics } = validateSetText(text);
  if (!set) throw new Error(`${label} does not validate: ${diagnostics[0]?.message ?? "?"}`);
  return set;
}

/** A set to measure, read only in the process that measures it. */
interface BenchSet {
  name: string;
  load(): VellumSet;
}

/** The sets to measure; the one from git is left out (said so) where git or the commit is missing. */
export function benchSets(): BenchSet[] {
  const sets: BenchSet[] = [];
  try {
    const text = execFileSync("git", ["show", `${BEFORE_VARIANTS}:examples/saltmarrow/set.json`], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 << 20,
    });
    sets.push({
      name: `sample before variants (${BEFORE_VARIANTS})`,
      load: () => parse(text, "old sample"),
    });
  } catch {
    console.log(`variants: commit ${BEFORE_VARIANTS} not in this checkout; its sample is skipped`);
  }
  for (const [name, path] of [
    ["sample set", "examples/saltmarrow/set.json"],
    ["wobbleton-road", "examples/wobbleton-road/set.json"],
  ] as const) {
    const file = `${ROOT}${path}`;
    if (existsSync(file)) sets.push({ name, load: () => parse(readFileSync(file, "utf8"), path) });
    else console.log(`variants: ${path} not found; skipped`);
  }
  return sets;
}

/**
 * Games per second of one configuration on one core: the median of `iterations` timed batches,
 * each timed by the process's CPU time (user + system), after `warmup` untimed batches.
 * - Warm-up: the engine's code paths are many, and short cold batches measured the JIT more than
 *   the games (the same batches measured 0.78–0.88× where a steady state of 2,000-game batches
 *   gave 0.92×).
 * - CPU time and the median: the wall clock of a batch also counts whatever else this 2-core
 *   machine ran meanwhile, and one slow batch moved a mean by 10 % between two runs a minute
 *   apart; a batch's CPU time does not count other processes, and the median drops an outlier.
 */
export async function rate(
  label: string,
  options: SimOptions,
  iterations: number,
  warmup: number,
): Promise<number> {
  let seed = 1;
  const batch = async (): Promise<number> => {
    const before = process.cpuUsage();
    const r = await simulate({ ...options, seed: (seed += options.games) });
    const used = process.cpuUsage(before);
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.games.errored > 0) throw new Error(`engine errors: ${label}`);
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < warmup; i++) await batch();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push(await batch());
  const median = percentile(times, 50);
  console.log(
    `${label.padEnd(48)} CPU per batch: median ${formatMs(median)}, min ${formatMs(Math.min(...times))}, max ${formatMs(Math.max(...times))} (n=${iterations})`,
  );
  return options.games / (median / 1000);
}

/** The bots measured, with each one's batch: games, timed batches, untimed warm-up batches. */
export const BOTS = {
  random: { games: 1000, iterations: 6, warmup: 4 },
  greedy: { games: 60, iterations: 5, warmup: 3 },
} as const;
export type BenchBots = keyof typeof BOTS;

/** Fresh processes per figure; the median is kept. */
const PROCESSES = 3;

/** Measures one set with one kind of bot in this process: games per second on one core. */
export async function measureOne(set: BenchSet, bots: BenchBots): Promise<number> {
  const loaded = set.load();
  const players = Math.min(4, loaded.families.length, loaded.rules.maxPlayers);
  const { games, iterations, warmup } = BOTS[bots];
  return rate(
    `variants: ${games} ${bots} games, 1 thread (${set.name}, ${players} players)`,
    { set: loaded, players, turnCap: TURN_CAP, workers: 1, games, bots: [bots] },
    iterations,
    warmup,
  );
}

/**
 * One figure from a fresh process (`variants-child.ts` of the checkout `root`), which prints its
 * lines and the rate last.
 */
function measureInChild(name: string, bots: BenchBots, root = ROOT): number {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child = path.join(root, "bench", "variants-child.ts");
  // The children's heap as this process's (package.json's `bench` script sizes the young
  // generation as lib/sim's threads have it): with V8's default, a third of the processes ran
  // the same games 25 % slower.
  const heap = process.execArgv.filter((a) => a.startsWith("--max-semi-space-size"));
  const out = execFileSync(tsx, [...heap, child, name, bots], { cwd: root, encoding: "utf8" });
  const lines = out.trim().split("\n");
  const last = lines.pop() ?? "";
  for (const line of lines) console.log(line);
  const value = Number(last);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`variants: ${name} ${bots}: ${last}`);
  return value;
}

/** Runs the variants benchmark and prints its figures (and ratios to a baseline when given). */
export async function variantsBench(): Promise<void> {
  const baselinePath = process.env.VELLUM_BENCH_BASELINE;
  const baseline: Record<string, number> =
    baselinePath && existsSync(baselinePath)
      ? (JSON.parse(readFileSync(baselinePath, "utf8")) as Record<string, number>)
      : {};
  const figures: Record<string, number> = {};
  const baseTree = process.env.VELLUM_BENCH_BASE_TREE;
  for (const { name } of benchSets()) {
    for (const bots of Object.keys(BOTS) as BenchBots[]) {
      if (baseTree && name.startsWith("sample before variants")) {
        interleaved(name, bots, baseTree);
        continue;
      }
      const runs: number[] = [];
      for (let i = 0; i < PROCESSES; i++) runs.push(measureInChild(name, bots));
      const value = percentile(runs, 50);
      const key = `${name} ${bots}`;
      figures[key] = value;
      const before = baseline[key];
      // The target is the set that uses no new feature, measured the same way at that commit;
      // the other sets' ratios compare whatever the baseline's checkout held under that name.
      const target = name.startsWith("sample before variants")
        ? `; target ≥ 0.90×: ${value >= (before ?? 0) * 0.9 ? "met" : "MISSED"}`
        : "";
      const ratio =
        before === undefined
          ? ""
          : ` (${(value / before).toFixed(2)}× the baseline's ${before.toFixed(1)}${target})`;
      const each = runs.map((r) => r.toFixed(0)).join(", ");
      console.log(
        `variants: ${key} ${value.toFixed(1)} games/s on one core, median of ${PROCESSES} processes (${each})${ratio}`,
      );
    }
  }
  const out = process.env.VELLUM_BENCH_WRITE;
  if (out) writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
}

/**
 * The target's figure against the baseline checkout `baseTree`, their processes taken in turn
 * (baseline, this, baseline, …): both see the same machine at the same minutes.
 */
function interleaved(name: string, bots: BenchBots, baseTree: string): void {
  const base: number[] = [];
  const now: number[] = [];
  for (let i = 0; i < PROCESSES; i++) {
    base.push(measureInChild(name, bots, baseTree));
    now.push(measureInChild(name, bots));
  }
  const b = percentile(base, 50);
  const n = percentile(now, 50);
  const each = (runs: number[]) => runs.map((r) => r.toFixed(0)).join(", ");
  console.log(
    `variants: ${name} ${bots} ${n.toFixed(1)} games/s on one core against the baseline's ${b.toFixed(1)}, ` +
      `processes taken in turn (${each(now)} against ${each(base)}): ${(n / b).toFixed(2)}× ` +
      `(target ≥ 0.90×: ${n >= 0.9 * b ? "met" : "MISSED"})`,
  );
}
