/**
 * One figure of the variants benchmark in a process of its own (variants.bench.ts runs it):
 * `tsx bench/variants-child.ts <set name> <random|greedy>` loads only that set, measures, prints
 * the batches' line and then the games per second alone on the last line.
 */
import { BOTS, benchSets, measureOne } from "./variants.bench";
import type { BenchBots } from "./variants.bench";

async function main(): Promise<void> {
  const [name, bots] = process.argv.slice(2);
  const set = benchSets().find((s) => s.name === name);
  if (!set || !(bots && bots in BOTS)) {
    console.log(`unknown set or bots: ${name} ${bots}`);
    process.exit(2);
  }
  console.log(await measureOne(set, bots as BenchBots));
}

void main();
