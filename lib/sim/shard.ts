/**
 * Shards of a run and their merge: the one contract between `vellum simulate --shard`,
 * `vellum report merge` and a job queue. A **run** is named by its identity (the set's content
 * hash and every option that changes a game or the report, and the Vellum that plays it); a
 * **shard** plays a range of the run's game indices (game `i` seeded `seed + i`, as in one
 * process) into a `Tally` of whole numbers. Parts merge with `mergeTally` — the merge of the
 * worker threads' chunks — so any split of a run, merged in any order or grouping, gives the
 * report of the single process byte for byte. See README.md "Shards".
 *
 * NOTE: not pure in the strict sense: the set's hash uses node:crypto (no I/O).
 */
import { createHash } from "node:crypto";
import packageJson from "../../package.json";
import { canonicalJson } from "../engine";
import type { Diagnostic, Result, VellumSet } from "../model";
import { err, errorDiagnostic, ok } from "../model";
import type { SimConfig } from "./context";
import { contextOf } from "./context";
import { buildReport } from "./report";
import { simulateRange } from "./simulate";
import { createTally, mergeTally } from "./tally";
import type { Tally } from "./tally";
import type { SimOptions, SimReport } from "./types";

/** The `format` of a shard part, and the version of that format this Vellum reads and writes. */
export const SHARD_FORMAT = "vellum-sim-shard";
export const SHARD_FORMAT_VERSION = 1;
/** This Vellum's version (package.json): parts of another version may play other games. */
export const VELLUM_VERSION: string = packageJson.version;
/** Most shards a run splits into. */
export const MAX_SHARDS = 100_000;

/**
 * What makes two parts parts of the same run: equal identities, equal games. Every option of a
 * run's config is in it (an option added to `SimConfig` must be added to `runIdentity`).
 */
export interface RunIdentity extends Omit<SimConfig, "memos"> {
  /** The Vellum that plays the games (its engine, bots and report). */
  vellum: string;
  /** The set: SHA-256 of its canonical JSON (`setContentHash`), and its id, name and version. */
  set: { hash: string; id: string; name: string; version: string };
  /** The engine's memos, always said (off: the report counts the games so played). */
  memos: boolean;
}

/** A `[from, to)` range of game indices. */
export type GameRange = [number, number];

/**
 * A shard's result, or a merge of several (`mergeParts`): plain JSON, versioned. Its `tally`
 * holds whole numbers and the earliest games' examples only, never a list per game.
 */
export interface ShardPart {
  format: typeof SHARD_FORMAT;
  formatVersion: typeof SHARD_FORMAT_VERSION;
  run: RunIdentity;
  /** The games it holds: sorted, disjoint, not touching (`[[0, games]]` once complete). */
  ranges: GameRange[];
  /**
   * When made by `--shard i/n`: `n`, and the shards (from 1) it holds; kept by a merge of parts
   * of the same `n`, so a merge missing some can name them.
   */
  shards?: { count: number; held: number[] };
  tally: Tally;
  /** The set itself, so that a merge needs nothing else (its hash is `run.set.hash`). */
  set?: VellumSet;
}

/** A part and what to call it in messages (its file name). */
export interface NamedPart {
  name: string;
  part: ShardPart;
}

export function shardError(code: string, message: string): Diagnostic {
  return errorDiagnostic(`shard/${code}`, message, "shard");
}

/** The SHA-256 (hex) of the set's canonical JSON (keys sorted): equal for equal content. */
export function setContentHash(set: VellumSet): string {
  return createHash("sha256").update(canonicalJson(set)).digest("hex");
}

/** The identity of the run of `set` with `config` (checked options, `simConfig`). */
export function runIdentity(set: VellumSet, config: SimConfig): RunIdentity {
  return {
    vellum: VELLUM_VERSION,
    set: { hash: setContentHash(set), id: set.id, name: set.name, version: set.version },
    games: config.games,
    players: config.players,
    bots: config.bots.slice(),
    seed: config.seed,
    turnCap: config.turnCap,
    checkInvariants: config.checkInvariants,
    memos: config.memos !== false,
  };
}

/** A run's key: the SHA-256 (hex) of its identity's canonical JSON. Equal runs, equal keys. */
export function runKey(run: RunIdentity): string {
  return createHash("sha256").update(canonicalJson(run)).digest("hex");
}

/**
 * The id of shard `index` of `count` of a run as a job queue's job (`<runKey>-<index>-of-<count>`):
 * a retried or duplicated shard is the same job. NOTE: no ':' and not a bare number, which
 * BullMQ refuses in custom job ids.
 */
export function shardJobId(run: RunIdentity, index: number, count: number): string {
  return `${runKey(run)}-${index}-of-${count}`;
}

/** The options of the run an identity names, as `simConfig` gives them. */
export function configOf(run: RunIdentity): SimConfig {
  return {
    games: run.games,
    players: run.players,
    bots: run.bots.slice(),
    seed: run.seed,
    turnCap: run.turnCap,
    checkInvariants: run.checkInvariants,
    ...(run.memos ? {} : { memos: false }),
  };
}

/**
 * The games of shard `index` (counted from 1) of `count`: `[from, to)`. The shards cover every
 * game exactly once, in order, and their sizes differ by at most one; with more shards than
 * games, some are empty (`from === to`).
 */
export function shardRange(games: number, index: number, count: number): GameRange {
  return [Math.floor(((index - 1) * games) / count), Math.floor((index * games) / count)];
}

/**
 * Plays shard `index` (from 1) of `count` of the run `options` describes (on `options.workers`
 * threads) and returns its part, carrying the set unless `carrySet` is false (a queue that keeps
 * the set by its hash); or why not (the options' errors, as `simulate`'s, and `shard/spec` for
 * an index or count out of range). An empty shard (more shards than games) is a part with no
 * games.
 */
export async function simulateShard(
  options: SimOptions,
  index: number,
  count: number,
  { carrySet = true }: { carrySet?: boolean } = {},
): Promise<Result<ShardPart, Diagnostic>> {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SHARDS)
    return err(shardError("spec", `the number of shards must be from 1 to ${MAX_SHARDS}`));
  if (!Number.isSafeInteger(index) || index < 1 || index > count)
    return err(shardError("spec", `the shard must be from 1 to ${count} (shards count from 1)`));
  const [from, to] = shardRange(options.games, index, count);
  const played = await simulateRange(options, from, to);
  if (!played.ok) return played;
  const { ctx, tally } = played.value;
  return ok(
    shardPart(runIdentity(ctx.set, ctx.config), [[from, to]], tally, {
      shards: { count, held: [index] },
      ...(carrySet ? { set: ctx.set } : {}),
    }),
  );
}

/** A shard's part: the games of `ranges` played into `tally`. */
export function shardPart(
  run: RunIdentity,
  ranges: readonly GameRange[],
  tally: Tally,
  extra: { shards?: ShardPart["shards"]; set?: VellumSet } = {},
): ShardPart {
  return {
    format: SHARD_FORMAT,
    formatVersion: SHARD_FORMAT_VERSION,
    run,
    ranges: normalRanges(ranges),
    ...(extra.shards ? { shards: extra.shards } : {}),
    tally,
    ...(extra.set ? { set: extra.set } : {}),
  };
}

/** The start of a hash, for messages. */
export const short = (hash: string) => `${hash.slice(0, 12)}…`;

/** The first way run `b` differs from run `a`, in words ("its seed is 5, not 1"); null: none. */
export function runDifference(a: RunIdentity, b: RunIdentity): string | null {
  if (a.vellum !== b.vellum) return `it was played by Vellum ${b.vellum}, not ${a.vellum}`;
  if (a.set.hash !== b.set.hash) {
    const named = (r: RunIdentity) =>
      `'${r.set.name}' ${r.set.version} (sha-256 ${short(r.set.hash)})`;
    return `it plays another set: ${named(b)}, not ${named(a)}`;
  }
  const options: [string, unknown, unknown][] = [
    ["games in all", a.games, b.games],
    ["players", a.players, b.players],
    ["bots", a.bots.join(","), b.bots.join(",")],
    ["seed", a.seed, b.seed],
    ["turn cap", a.turnCap, b.turnCap],
    ["invariant check (--check)", onOff(a.checkInvariants), onOff(b.checkInvariants)],
    ["memos", onOff(a.memos), onOff(b.memos)],
  ];
  for (const [what, x, y] of options) if (x !== y) return `its ${what} is ${y}, not ${x}`;
  // Anything else (an option added later, the set's name beside its hash) by its key.
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof RunIdentity>) {
    const [x, y] = [canonicalJson(a[key]), canonicalJson(b[key])];
    if (x !== y) return `its ${key} is ${y}, not ${x}`;
  }
  return null;
}

const onOff = (b: boolean) => (b ? "on" : "off");

/** Sorted, merged where they touch, empty ones left out. */
function normalRanges(ranges: readonly GameRange[]): GameRange[] {
  const out: GameRange[] = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (from === to) continue;
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** A range in words: "games 250–374" (indices, from 0), "game 7". */
export function rangeWords([from, to]: GameRange): string {
  return to - from === 1 ? `game ${from}` : `games ${from}–${to - 1}`;
}

/** Counters of a record in key order, so a merged part's bytes do not depend on merge order. */
function sortedRecord(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The parts merged into one, or why they cannot be: parts of different runs (naming the first
 * difference), games held by two parts. Associative and commutative: any grouping and order of
 * the same parts gives the same part (the same bytes). The inputs are not changed.
 */
export function mergeParts(parts: readonly NamedPart[]): Result<ShardPart, Diagnostic> {
  const first = parts[0];
  if (!first) return err(shardError("none", "no parts to merge"));
  for (const { name, part } of parts.slice(1)) {
    const why = runDifference(first.part.run, part.run);
    if (why)
      return err(
        shardError("other-run", `${name} is not part of the same run as ${first.name}: ${why}`),
      );
  }
  const held = parts
    .flatMap(({ name, part }) => part.ranges.map((range) => ({ name, range })))
    .sort((a, b) => a.range[0] - b.range[0]);
  for (let k = 1; k < held.length; k++) {
    const a = held[k - 1]!;
    const b = held[k]!;
    if (b.range[0] < a.range[1])
      return err(
        shardError(
          "overlap",
          `${a.name} and ${b.name} both hold ${rangeWords([b.range[0], Math.min(a.range[1], b.range[1])])}: a shard given twice, or parts of two splits of the run`,
        ),
      );
  }
  const rows = first.part.tally.card.plays.length;
  const odd = parts.find(({ part }) => part.tally.card.plays.length !== rows);
  if (odd)
    return err(
      shardError(
        "invalid",
        `${odd.name} counts ${odd.part.tally.card.plays.length} cards, ${first.name} ${rows}: the same set gives the same cards`,
      ),
    );
  const run = first.part.run;
  const tally = parts.reduce(
    (sum, { part }) => mergeTally(sum, part.tally),
    createTally(rows, run.players),
  );
  for (const key of ["familyGames", "familyWins", "botGames", "botWins", "turns", "plays"] as const)
    tally[key] = sortedRecord(tally[key]);
  tally.reasons = sortedRecord(tally.reasons);
  const counts = new Set(parts.map(({ part }) => part.shards?.count));
  const count = counts.size === 1 ? [...counts][0] : undefined;
  const shards =
    count === undefined
      ? undefined
      : {
          count,
          held: [...new Set(parts.flatMap(({ part }) => part.shards?.held ?? []))].sort(
            (a, b) => a - b,
          ),
        };
  const set = parts.find(({ part }) => part.set)?.part.set;
  return ok(
    shardPart(
      run,
      held.map((h) => h.range),
      tally,
      { ...(shards ? { shards } : {}), ...(set ? { set } : {}) },
    ),
  );
}

/** The games of `0…games − 1` that `ranges` (normal: sorted, disjoint) leave out. */
export function missingRanges(games: number, ranges: readonly GameRange[]): GameRange[] {
  const out: GameRange[] = [];
  let next = 0;
  for (const [from, to] of ranges) {
    if (from > next) out.push([next, from]);
    next = Math.max(next, to);
  }
  if (next < games) out.push([next, games]);
  return out;
}

/**
 * The report of a complete merged part, the same bytes as `simulate`'s for the run; or why not:
 * games missing (which, and which shards when the parts say), no set (`set` given or carried),
 * a set that is not the run's.
 */
export function reportOfPart(part: ShardPart, set?: VellumSet): Result<SimReport, Diagnostic> {
  const { run } = part;
  const missing = missingRanges(run.games, part.ranges);
  if (missing.length > 0) {
    const n = missing.reduce((s, [from, to]) => s + to - from, 0);
    const { shards } = part;
    const absent = shards
      ? Array.from({ length: shards.count }, (_, k) => k + 1).filter((i) => {
          const [from, to] = shardRange(run.games, i, shards.count);
          return to > from && !shards.held.includes(i);
        })
      : [];
    const which =
      absent.length > 0
        ? ` (shard${absent.length === 1 ? "" : "s"} ${listWords(absent.map((i) => `${i}/${shards!.count}`))})`
        : "";
    return err(
      shardError(
        "missing",
        `the parts hold ${run.games - n} of the run's ${run.games} games; ${listWords(missing.map(rangeWords))} (counted from 0) ${n === 1 ? "is" : "are"} missing${which}: play ${absent.length === 1 ? "it" : "them"} and merge again`,
      ),
    );
  }
  const used = set ?? part.set;
  if (!used)
    return err(
      shardError("no-set", "the parts do not carry their set: give the set the run played"),
    );
  if (set && setContentHash(set) !== run.set.hash)
    return err(
      shardError(
        "set-hash",
        `the set given is not the one the run played: sha-256 ${short(setContentHash(set))}, not ${short(run.set.hash)} ('${run.set.name}' ${run.set.version})`,
      ),
    );
  const ctx = contextOf(used, configOf(run));
  if (part.tally.card.plays.length !== ctx.rows.length)
    return err(
      shardError(
        "invalid",
        `the parts count ${part.tally.card.plays.length} cards, the set has ${ctx.rows.length}`,
      ),
    );
  return ok(buildReport(ctx, part.tally));
}

/** "a, b and c". */
function listWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
