/**
 * Shards benchmark (lib/sim shard.ts): what splitting a run costs beside playing its games —
 * a part's size (with and without the set it carries), making a part from a played range (the
 * set's SHA-256 and the identity), and merging parts into the report (parse, validate, merge,
 * build), per part. Figures only (issue 27 point 2 projects a cluster run from them).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { validateSetText } from "../lib/schema";
import {
  mergeParts,
  readShardPart,
  reportOfPart,
  runIdentity,
  shardPart,
  shardRange,
  simulateRange,
} from "../lib/sim";
import type { ShardPart, SimOptions } from "../lib/sim";
import { formatMs, measure, report } from "./harness";

function sampleSet() {
  const path = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
  const set = validateSetText(readFileSync(path, "utf8")).set;
  if (!set) throw new Error("the sample set does not validate");
  return set;
}

/** Runs the shards benchmark and prints its figures. */
export async function shardsBench(): Promise<void> {
  const set = sampleSet();
  const count = 256;
  const options: SimOptions = { set, games: count * 4, players: 4, bots: ["random"], seed: 1 };
  // Four games per shard: the games are not what is measured here.
  const texts: string[] = [];
  let lean = 0;
  for (let i = 1; i <= count; i++) {
    const [from, to] = shardRange(options.games, i, count);
    const played = await simulateRange(options, from, to);
    if (!played.ok) throw new Error(played.error.message);
    const run = runIdentity(set, played.value.ctx.config);
    const part = shardPart(run, [[from, to]], played.value.tally, { set });
    texts.push(JSON.stringify(part));
    const { set: _, ...slim } = part;
    lean += JSON.stringify(slim).length;
  }
  const played = await simulateRange(options, 0, 4);
  if (!played.ok) throw new Error(played.error.message);
  const { ctx, tally } = played.value;
  report(
    await measure("shards: make a part (set's SHA-256, identity)", () =>
      shardPart(runIdentity(set, ctx.config), [[0, 4]], tally, { set }),
    ),
  );
  const mergeOf = (n: number) => () => {
    const parts = texts.slice(0, n).map((text, k) => {
      const r = readShardPart(JSON.parse(text), `part-${k + 1}.json`);
      if (!r.ok) throw new Error(r.error.message);
      return { name: `part-${k + 1}.json`, part: r.value as ShardPart };
    });
    const merged = mergeParts(parts);
    if (!merged.ok) throw new Error(merged.error.message);
    return merged.value;
  };
  const sixteen = await measure("shards: read, check and merge 16 parts", mergeOf(16), {
    warmup: 2,
    iterations: 20,
  });
  report(sixteen);
  const all = await measure(`shards: read, check and merge ${count} parts`, mergeOf(count), {
    warmup: 1,
    iterations: 5,
  });
  report(all);
  const merged = mergeOf(count)();
  const fromMerged = await measure("shards: the report of the merged part", () => {
    const r = reportOfPart(merged);
    if (!r.ok) throw new Error(r.error.message);
  });
  report(fromMerged);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const withSet = texts.reduce((s, t) => s + t.length, 0) / count;
  console.log(
    `shards: a part is ${kib(withSet)} with its set, ${kib(lean / count)} without (the tally); ` +
      `merging costs ${formatMs(all.mean / count)} per part (${count} parts), ${formatMs(sixteen.mean / 16)} per part (16)`,
  );
}
