/**
 * Batch-simulation benchmark: full 4-player games on the sample set (the minimal fixture set if
 * the sample does not validate), effects on, through `simulate` with its report tracking.
 * Figures (issue 26's targets): random-bot games/s on one core (≥ 4,000), greedy-bot games/s on
 * one core (≥ 500), the speed-up of 2 threads against the ideal two busy threads measure on this
 * machine at the same moment (≥ 95 % of it, parallel.ts), the lab's default-sized greedy run
 * (5,000 games on 2 threads, ≤ 6 s), the bare engine loop with the same random bots (what the
 * report tracking costs), and peak memory.
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { randomBot } from "../lib/bots";
import { apply, createGame, legalActions } from "../lib/engine";
import type { VellumSet } from "../lib/model";
import { validateSetText } from "../lib/schema";
import { simulate } from "../lib/sim";
import type { SimOptions } from "../lib/sim";
import { minimalSet } from "../test/fixtures/minimal-set";
import { measure, report } from "./harness";
import { idealTwoThreadSpeedup } from "./parallel";

const TURN_CAP = 200;

function benchSet(): { set: VellumSet; name: string } {
  const path = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
  const set = validateSetText(readFileSync(path, "utf8")).set;
  return set ? { set, name: "sample set" } : { set: minimalSet(), name: "minimal fixture set" };
}

/** Samples the resident set size every 20 ms (threads share the process's memory). */
function rssSampler(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function run(options: SimOptions): Promise<void> {
  const r = await simulate(options);
  if (!r.ok) throw new Error(r.error.message);
  if (r.value.games.errored > 0)
    throw new Error(`engine errors: ${JSON.stringify(r.value.errors[0])}`);
}

/** A configuration's games per second (mean of timed batches), peak RSS and CPU cores busy. */
async function gamesPerSecond(
  label: string,
  base: SimOptions,
  iterations: number,
): Promise<[number, number, number]> {
  let seed = 1;
  const memory = rssSampler();
  const cpu = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const stats = await measure(label, () => run({ ...base, seed: (seed += base.games) }), {
    warmup: 1,
    iterations,
  });
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const used = process.cpuUsage(cpu);
  const peak = memory.stop();
  report(stats);
  return [base.games / (stats.mean / 1000), peak, (used.user + used.system) / 1000 / wallMs];
}

/** The engine loop alone with random bots: no view, no tracking. */
function bareGames(set: VellumSet, families: string[], games: number, first: number): void {
  for (let g = first; g < first + games; g++) {
    const created = createGame(
      set,
      {
        players: families.map((family, i) => ({ name: `P${i}`, family })),
        turnLimit: TURN_CAP,
        responseWindows: "holders",
      },
      g,
    );
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    const bots = families.map((_, seat) => randomBot({ set, seat, seed: g * 8 + seat }));
    while (!state.over) {
      const who = state.pending ? state.pending.player : state.turn.seat;
      const legal = legalActions(state, who);
      const r = apply(
        state,
        bots[who]!.choose({
          seat: who,
          legal,
          view: () => {
            throw new Error("unused");
          },
        }),
      );
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
  }
}

/** Runs the simulation benchmark and prints its figures. */
export async function simBench(): Promise<void> {
  const { set, name } = benchSet();
  const families = set.families.slice(0, 4).map((f) => f.id);
  // NOTE: RSS rarely shrinks, so the 2-worker run comes last for its peak to be its own.
  const base = { set, players: 4, turnCap: TURN_CAP };

  let bareSeed = 1;
  const bare = await measure(
    `sim: engine loop alone, 500 random games (${name})`,
    () => bareGames(set, families, 500, (bareSeed += 500)),
    { warmup: 1, iterations: 3 },
  );
  report(bare);
  const bareRate = 500 / (bare.mean / 1000);

  const [one, oneRss, oneCores] = await gamesPerSecond(
    `sim: 1000 random games, 1 thread (${name})`,
    { ...base, games: 1000, bots: ["random"], workers: 1 },
    3,
  );
  const [greedy, greedyRss] = await gamesPerSecond(
    `sim: 200 greedy games, 1 thread (${name})`,
    { ...base, games: 200, bots: ["greedy"], workers: 1 },
    3,
  );
  // The ideal is measured right before and right after the 2-thread run: what the machine gave
  // two busy threads at that moment (other processes, turbo), not a figure from another minute.
  const idealBefore = await idealTwoThreadSpeedup();
  const [two, twoRss, twoCores] = await gamesPerSecond(
    `sim: 2000 random games, 2 workers (${name})`,
    { ...base, games: 2000, bots: ["random"], workers: 2 },
    3,
  );
  const ideal = (idealBefore + (await idealTwoThreadSpeedup())) / 2;

  // The lab's default size with greedy bots, on both threads, as `vellum simulate` runs it.
  const greedyRunGames = 5000;
  const greedyRun = await measure(
    `sim: ${greedyRunGames} greedy games, 2 threads (${name})`,
    () => run({ ...base, games: greedyRunGames, bots: ["greedy"], workers: 2, seed: 1 }),
    { warmup: 0, iterations: 1 },
  );
  report(greedyRun);

  const ratio = two / one;
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `sim: random bots ${one.toFixed(0)} games/s on one core (target ≥ 4000: ${met(one >= 4000)}); ` +
      `the engine loop alone ${bareRate.toFixed(0)} games/s, so the report tracking costs ${(100 * (1 - one / bareRate)).toFixed(0)}%`,
  );
  console.log(
    `sim: greedy bots ${greedy.toFixed(1)} games/s on one core (target ≥ 500: ${met(greedy >= 500)})`,
  );
  console.log(
    `sim: 2 threads ${two.toFixed(0)} games/s, speed-up ${ratio.toFixed(2)}× against an ideal ${ideal.toFixed(2)}× ` +
      `(two threads of plain JavaScript measured now): ${((100 * ratio) / ideal).toFixed(0)}% of it (target ≥ 95%: ${met(ratio >= 0.95 * ideal)}; ` +
      `${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)}); ` +
      `CPU cores busy: ${oneCores.toFixed(2)} with 1 thread (V8 collects garbage on other threads), ${twoCores.toFixed(2)} with 2 threads`,
  );
  const greedySeconds = greedyRun.mean / 1000;
  console.log(
    `sim: ${greedyRunGames} greedy games on 2 threads in ${greedySeconds.toFixed(1)} s (the lab's default run; target ≤ 6 s: ${met(greedySeconds <= 6)})`,
  );
  console.log(
    `sim: peak RSS ${mib(oneRss)} (1 thread, random), ${mib(twoRss)} (2 workers), ${mib(greedyRss)} (greedy); ` +
      `process high-water ${mib(process.resourceUsage().maxRSS * 1024)}`,
  );
}
