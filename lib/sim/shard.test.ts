/**
 * Shards and their merge (shard.ts, shard-validate.ts): the merge laws as a seeded property
 * test (random splits of a run, merged in random orders and groupings, through JSON, give the
 * single process's report byte for byte), the index-to-shard mapping, and the validator's
 * errors.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomStream } from "../engine";
import type { RandomStream } from "../engine";
import { sampleSet } from "../../test/fixtures/sample-set";
import { contextOf } from "./context";
import { formatReport } from "./format";
import { runRange } from "./run-range";
import {
  VELLUM_VERSION,
  mergeParts,
  missingRanges,
  reportOfPart,
  runIdentity,
  runKey,
  setContentHash,
  shardJobId,
  shardPart,
  shardRange,
  simulateShard,
} from "./shard";
import type { GameRange, NamedPart, ShardPart } from "./shard";
import { readShardPart } from "./shard-validate";
import { simulate } from "./simulate";
import { MAX_EXAMPLES, createTally, mergeTally } from "./tally";
import type { Tally } from "./tally";
import type { SimOptions } from "./types";

const SET = sampleSet();
/** A turn cap at which some games finish and some stall (stall examples are bounded too). */
const OPTIONS = {
  set: SET,
  games: 60,
  players: 3,
  bots: ["greedy", "random"],
  seed: 5,
  turnCap: 25,
} satisfies SimOptions;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Through a file and back: what a part is once written and read. */
function throughJson(named: NamedPart): NamedPart {
  const read = readShardPart(JSON.parse(JSON.stringify(named.part)), named.name);
  if (!read.ok) throw new Error(read.error.message);
  return { name: named.name, part: read.value };
}

/** Random cut points of `0…games`: 1 to 8 ranges, some of them empty. */
function randomSplit(rng: RandomStream, games: number): GameRange[] {
  const cuts = Array.from({ length: rng.int(8) }, () => rng.int(games + 1)).sort((a, b) => a - b);
  const bounds = [0, ...cuts, games];
  return bounds.slice(1).map((to, k) => [bounds[k]!, to]);
}

/** Merges the parts two at a time, picked at random, in a random order, until one is left. */
function mergeRandomly(rng: RandomStream, parts: NamedPart[]): ShardPart {
  const pool = parts.slice();
  while (pool.length > 1) {
    const a = pool.splice(rng.int(pool.length), 1)[0]!;
    const b = pool.splice(rng.int(pool.length), 1)[0]!;
    const merged = mergeParts(rng.int(2) === 0 ? [a, b] : [b, a]);
    if (!merged.ok) throw new Error(merged.error.message);
    pool.push(throughJson({ name: `${a.name}+${b.name}`, part: merged.value }));
  }
  // A split into one part is merged too: a merge of one part is that part, normalised.
  const last = mergeParts(pool);
  if (!last.ok) throw new Error(last.error.message);
  return last.value;
}

describe("shardRange: shard i (from 1) of n", () => {
  it("puts every game in exactly one shard, in order, sizes differing by at most one", () => {
    for (const games of [1, 2, 7, 16, 100, 1001, 9_999_991]) {
      for (const count of [1, 2, 3, 7, 16, 17, 100, 1000]) {
        let next = 0;
        const sizes: number[] = [];
        for (let i = 1; i <= count; i++) {
          const [from, to] = shardRange(games, i, count);
          expect(from).toBe(next);
          expect(to).toBeGreaterThanOrEqual(from);
          sizes.push(to - from);
          next = to;
        }
        expect(next).toBe(games);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("gives empty shards when there are more shards than games, every game still in one", () => {
    const ranges = Array.from({ length: 16 }, (_, k) => shardRange(5, k + 1, 16));
    expect(ranges.filter(([a, b]) => b > a)).toHaveLength(5);
    expect(ranges.map(([a, b]) => b - a).reduce((s, n) => s + n, 0)).toBe(5);
    expect(shardRange(1000, 3, 16)).toEqual([125, 187]);
    expect(shardRange(1000, 16, 16)).toEqual([937, 1000]);
  });
});

describe("the merge laws", () => {
  it(
    "random splits, merged in random orders and groupings, give the single run's report byte for byte",
    { timeout: 120_000 },
    async () => {
      const single = await simulate(OPTIONS);
      if (!single.ok) throw new Error(single.error.message);
      const json = JSON.stringify(single.value, null, 2);
      const text = formatReport(single.value);
      const ctx = contextOf(SET, {
        ...OPTIONS,
        checkInvariants: false,
      });
      const run = runIdentity(SET, ctx.config);
      // Each game once; a range's tally is its games' tallies merged (as a run's chunks are).
      const perGame = Array.from({ length: OPTIONS.games }, (_, i) => runRange(ctx, i, i + 1));
      const tallyOf = ([from, to]: GameRange): Tally =>
        perGame
          .slice(from, to)
          .reduce((sum, t) => mergeTally(sum, t), createTally(ctx.rows.length, 3));
      let first: string | undefined;
      for (let trial = 0; trial < 30; trial++) {
        const rng = randomStream(1000 + trial);
        const parts = randomSplit(rng, OPTIONS.games).map((range, k) =>
          throughJson({
            name: `part-${k + 1}.json`,
            part: shardPart(run, [range], tallyOf(range), k === 0 ? { set: SET } : {}),
          }),
        );
        const merged = mergeRandomly(rng, parts);
        // The merged part itself is the same bytes whatever the split, order and grouping.
        // (Compared by hash: a difference would print the whole part, set and all.)
        const bytes = sha256(JSON.stringify(merged));
        first ??= bytes;
        expect(bytes).toBe(first);
        const report = reportOfPart(merged);
        if (!report.ok) throw new Error(report.error.message);
        expect(JSON.stringify(report.value, null, 2)).toBe(json);
        expect(formatReport(report.value)).toBe(text);
      }
      expect(single.value.stalls.examples).toHaveLength(5);
      expect(single.value.games.finished).toBeGreaterThan(0);
    },
  );

  it("keeps the earliest games' examples whatever the split", () => {
    // Violations and engine errors are rare in a sound engine: give every game some.
    const tallies = Array.from({ length: 40 }, (_, game) => {
      const t = createTally(2, 2);
      t.games = 1;
      t.violations = 2;
      t.errored = 1;
      t.examples = [0, 1].map((action) => ({ game, seed: 1 + game, action, message: "broken" }));
      t.errors = [{ game, seed: 1 + game, action: 3, message: `error ${game}` }];
      t.reasons = { [`${game % 2}\tno-target\tnothing`]: 1 };
      return t;
    });
    const run = runIdentity(SET, { ...OPTIONS, seed: 1, games: 40, checkInvariants: true });
    run.players = 2;
    const inOrder = tallies.reduce((sum, t) => mergeTally(sum, t), createTally(2, 2));
    for (let trial = 0; trial < 20; trial++) {
      const rng = randomStream(7 + trial);
      const parts = randomSplit(rng, 40).map((range, k) =>
        throughJson({
          name: `p${k}`,
          part: shardPart(
            run,
            [range],
            tallies.slice(...range).reduce((sum, t) => mergeTally(sum, t), createTally(2, 2)),
          ),
        }),
      );
      const merged = mergeRandomly(rng, parts);
      expect(merged.tally.examples).toEqual(inOrder.examples);
      expect(merged.tally.errors).toEqual(inOrder.errors);
      expect(merged.tally.examples.map((e) => e.game)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
      expect(merged.tally.errors).toHaveLength(MAX_EXAMPLES);
      expect(merged.tally.violations).toBe(80);
      expect(merged.ranges).toEqual([[0, 40]]);
    }
  });

  it(
    "simulateShard: 3 shards played on threads merge to simulate's report",
    { timeout: 120_000 },
    async () => {
      const options = { ...OPTIONS, games: 250, workers: 2 };
      const single = await simulate(options);
      if (!single.ok) throw new Error(single.error.message);
      const parts: NamedPart[] = [];
      for (const i of [3, 1, 2]) {
        const part = await simulateShard(options, i, 3);
        if (!part.ok) throw new Error(part.error.message);
        expect(part.value.shards).toEqual({ count: 3, held: [i] });
        parts.push(throughJson({ name: `part-${i}.json`, part: part.value }));
      }
      const merged = mergeParts(parts);
      if (!merged.ok) throw new Error(merged.error.message);
      expect(merged.value.shards).toEqual({ count: 3, held: [1, 2, 3] });
      const report = reportOfPart(merged.value);
      if (!report.ok) throw new Error(report.error.message);
      expect(JSON.stringify(report.value)).toBe(JSON.stringify(single.value));
    },
  );
});

describe("the run's identity", () => {
  it("hashes the set's content, not its key order", () => {
    const reordered = Object.fromEntries(Object.entries(SET).reverse()) as typeof SET;
    expect(setContentHash(reordered)).toBe(setContentHash(SET));
    expect(setContentHash(SET)).toMatch(/^[0-9a-f]{64}$/);
    const changed = structuredClone(SET);
    changed.cards[0]!.name += "!";
    expect(setContentHash(changed)).not.toBe(setContentHash(SET));
  });

  it("keys a run by its identity: equal runs, equal keys", () => {
    const config = { ...OPTIONS, checkInvariants: false };
    const key = runKey(runIdentity(SET, config));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(runKey(runIdentity(structuredClone(SET), { ...config }))).toBe(key);
    expect(runKey(runIdentity(SET, { ...config, seed: 6 }))).not.toBe(key);
    expect(shardJobId(runIdentity(SET, config), 3, 16)).toBe(`${key}-3-of-16`);
  });

  it("names the options, the set and the Vellum of the run", () => {
    const run = runIdentity(SET, { ...OPTIONS, checkInvariants: false, memos: false });
    expect(run).toMatchObject({
      vellum: VELLUM_VERSION,
      set: { id: SET.id, name: SET.name, version: SET.version },
      games: 60,
      players: 3,
      bots: ["greedy", "random"],
      seed: 5,
      turnCap: 25,
      checkInvariants: false,
      memos: false,
    });
  });
});

describe("the validator and the merge's errors", () => {
  const ctx = contextOf(SET, { ...OPTIONS, games: 10, checkInvariants: false });
  const run = runIdentity(SET, ctx.config);
  const part = (range: GameRange, extra: Parameters<typeof shardPart>[3] = {}) =>
    JSON.parse(
      JSON.stringify(shardPart(run, [range], runRange(ctx, range[0], range[1]), extra)),
    ) as ShardPart;
  const p1 = part([0, 3], { shards: { count: 3, held: [1] } });
  const p2 = part([3, 6], { shards: { count: 3, held: [2] } });
  const p3 = part([6, 10], { shards: { count: 3, held: [3] } });
  const read = (value: unknown, name = "part-1.json") => {
    const r = readShardPart(value, name);
    return r.ok ? "ok" : `${r.error.code}: ${r.error.message}`;
  };
  const merge = (...parts: [string, ShardPart][]) => {
    const r = mergeParts(parts.map(([name, part]) => ({ name, part })));
    return r.ok ? "ok" : `${r.error.code}: ${r.error.message}`;
  };

  it("reads a part as written", () => {
    expect(read(p1)).toBe("ok");
  });

  it("says what a file is when it is not a part, or of another format or Vellum version", () => {
    expect(read([1, 2])).toBe(
      "shard/not-a-part: part-1.json is not a shard part (not a JSON object)",
    );
    expect(read({ version: 1, config: {}, winRate: {} }, "report.json")).toBe(
      "shard/not-a-part: report.json is a report (vellum simulate --json), not a shard part: a shard's part is written by vellum simulate <set> … --shard i/n --out part-i.json",
    );
    expect(read({ hello: 1 })).toBe(
      'shard/not-a-part: part-1.json is not a shard part of a Vellum run (its "format" is not "vellum-sim-shard")',
    );
    expect(read({ ...p1, formatVersion: 2 })).toBe(
      "shard/format-version: part-1.json is a shard part of format version 2; this Vellum reads version 1: merge with the Vellum that wrote it",
    );
    expect(read({ ...p1, run: { ...p1.run, vellum: "9.9.9" } })).toBe(
      `shard/vellum-version: part-1.json was played by Vellum 9.9.9; this is Vellum ${VELLUM_VERSION}, whose games or report may differ: merge with the Vellum that played the parts`,
    );
  });

  it("names the field that is wrong", () => {
    const bad = (f: (p: ShardPart) => void) => {
      const copy = structuredClone(p1);
      f(copy);
      return read(copy).replace("shard/invalid: part-1.json is not a valid shard part: ", "");
    };
    expect(bad((p) => (p.tally.card.plays[2] = -1))).toBe(
      "tally.card.plays[2] is -1; it must be a whole number of at least 0",
    );
    expect(bad((p) => (p.tally.card.swSum[2] = -7))).toBe("ok");
    expect(bad((p) => (p.tally.seatGames = [1, 2]))).toBe("tally.seatGames has 2 entries, not 3");
    expect(bad((p) => (p.tally.card.fired = [])).replace(/not \d+/, "not N")).toBe(
      "tally.card.fired has 0 entries, not N",
    );
    expect(bad((p) => (p.tally.turns = { "12": 0.5 }))).toBe(
      'tally.turns["12"] is 0.5; it must be a whole number of at least 0',
    );
    expect(bad((p) => (p.tally.games = 4))).toBe("tally.games is 4, but its ranges hold 3 games");
    expect(bad((p) => delete (p as Partial<ShardPart>).tally)).toBe(
      "tally is missing or not an object",
    );
    expect(bad((p) => (p.ranges = [[0, 11]]))).toBe(
      "ranges[0][1] is 11; it must be a whole number from 1 to 10",
    );
    expect(
      bad(
        (p) =>
          (p.ranges = [
            [0, 2],
            [2, 4],
          ]),
      ),
    ).toBe("ranges[1] is not after ranges[0] (they must be sorted, apart)");
    expect(bad((p) => (p.shards = { count: 3, held: [2] }))).toBe(
      "ranges are not the games of shards 2 of 3",
    );
    expect(bad((p) => (p.run.set.hash = "abc"))).toBe(
      "run.set.hash is not a SHA-256 in hex (64 digits 0-9, a-f)",
    );
    expect(bad((p) => p.tally.errors.push({ game: 8, seed: 13, action: 1, message: "x" }))).toBe(
      "tally.errors[0] is of game 8, not held",
    );
    expect(bad((p) => p.tally.errors.push({ game: 2, seed: 1, action: 1, message: "x" }))).toBe(
      "tally.errors[0].seed is not game 2's seed 7",
    );
  });

  it("refuses a carried set that is not the run's", () => {
    const changed = structuredClone(SET);
    changed.name = "Another";
    expect(read({ ...p1, set: changed })).toMatch(
      /^shard\/set-hash: part-1.json carries a set whose content is not the run's \(sha-256 [0-9a-f]{12}…, not [0-9a-f]{12}…\): the file was changed after it was written$/,
    );
  });

  it("refuses parts of another run, naming the difference", () => {
    const other = (f: (r: ShardPart["run"]) => void) => {
      const copy = structuredClone(p2);
      f(copy.run);
      return merge(["part-1.json", p1], ["part-2.json", copy]);
    };
    const prefix = "shard/other-run: part-2.json is not part of the same run as part-1.json: ";
    expect(other((r) => (r.seed = 6))).toBe(`${prefix}its seed is 6, not 5`);
    expect(other((r) => (r.games = 20))).toBe(`${prefix}its games in all is 20, not 10`);
    expect(other((r) => (r.bots = ["random"]))).toBe(
      `${prefix}its bots is random, not greedy,random`,
    );
    expect(other((r) => (r.memos = false))).toBe(`${prefix}its memos is off, not on`);
    expect(other((r) => (r.vellum = "0.0.1"))).toBe(
      `${prefix}it was played by Vellum 0.0.1, not ${VELLUM_VERSION}`,
    );
    expect(other((r) => (r.set = { ...r.set, hash: "f".repeat(64), version: "2.0.0" }))).toBe(
      `${prefix}it plays another set: '${SET.name}' 2.0.0 (sha-256 ffffffffffff…), not '${SET.name}' ${SET.version} (sha-256 ${run.set.hash.slice(0, 12)}…)`,
    );
  });

  it("refuses games held twice, naming both parts", () => {
    expect(merge(["part-1.json", p1], ["part-2.json", p2], ["again.json", p1])).toBe(
      "shard/overlap: part-1.json and again.json both hold games 0–2: a shard given twice, or parts of two splits of the run",
    );
    expect(merge(["a.json", part([0, 5])], ["b.json", p2])).toBe(
      "shard/overlap: a.json and b.json both hold games 3–4: a shard given twice, or parts of two splits of the run",
    );
  });

  it("says which games and shards are missing", () => {
    const merged = mergeParts([
      { name: "part-2.json", part: p2 },
      { name: "part-1.json", part: p1 },
    ]);
    if (!merged.ok) throw new Error(merged.error.message);
    const report = reportOfPart(merged.value, SET);
    expect(report.ok ? "" : report.error.message).toBe(
      "the parts hold 6 of the run's 10 games; games 6–9 (counted from 0) are missing (shard 3/3): play it and merge again",
    );
    const gaps = mergeParts([{ name: "a", part: part([3, 5]) }]);
    if (!gaps.ok) throw new Error(gaps.error.message);
    const r = reportOfPart(gaps.value, SET);
    expect(r.ok ? "" : r.error.message).toBe(
      "the parts hold 2 of the run's 10 games; games 0–2 and games 5–9 (counted from 0) are missing: play them and merge again",
    );
    expect(
      missingRanges(10, [
        [2, 3],
        [5, 10],
      ]),
    ).toEqual([
      [0, 2],
      [3, 5],
    ]);
  });

  it("builds the report only from the set the run played", () => {
    const merged = mergeParts([
      { name: "1", part: p1 },
      { name: "2", part: p2 },
      { name: "3", part: p3 },
    ]);
    if (!merged.ok) throw new Error(merged.error.message);
    expect(reportOfPart(merged.value).ok).toBe(false);
    expect(reportOfPart(merged.value, SET).ok).toBe(true);
    const changed = structuredClone(SET);
    changed.name = "Another";
    const r = reportOfPart(merged.value, changed);
    expect(r.ok ? "" : r.error.code).toBe("shard/set-hash");
  });

  it("refuses an index or count out of range before playing", async () => {
    const r = await simulateShard(OPTIONS, 4, 3);
    expect(r.ok ? "" : r.error.message).toBe("the shard must be from 1 to 3 (shards count from 1)");
    const empty = await simulateShard({ ...OPTIONS, games: 2 }, 2, 5, { carrySet: false });
    if (!empty.ok) throw new Error(empty.error.message);
    expect(empty.value.ranges).toEqual([]);
    expect(empty.value.tally.games).toBe(0);
    expect(empty.value.set).toBeUndefined();
  });
});
