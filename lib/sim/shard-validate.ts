/**
 * The shard part validator: a parsed part file checked field by field, its tally against the
 * shape `createTally` gives (so a counter added to the tally is checked with no change here),
 * and rebuilt from the known fields only. Every problem names the file and the field.
 */
import type { Diagnostic, Result, VellumSet } from "../model";
import { err, ok } from "../model";
import { MAX_GAMES } from "./config";
import {
  MAX_SHARDS,
  SHARD_FORMAT,
  SHARD_FORMAT_VERSION,
  VELLUM_VERSION,
  setContentHash,
  shardError,
  shardRange,
  short,
} from "./shard";
import type { GameRange, RunIdentity, ShardPart } from "./shard";
import { MAX_EXAMPLES, MAX_STALL_EXAMPLES, createTally } from "./tally";
import type { Tally } from "./tally";

/** A problem at a field; caught at the top and said with the file's name. */
class Invalid extends Error {}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function object(v: unknown, at: string): Json {
  if (!isObject(v)) throw new Invalid(`${at} is missing or not an object`);
  return v;
}

function whole(v: unknown, at: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new Invalid(
      `${at} is ${v === undefined ? "missing" : JSON.stringify(v)}; it must be a whole number ${range}`,
    );
  }
  return v;
}

function text(v: unknown, at: string): string {
  if (typeof v !== "string") throw new Invalid(`${at} is missing or not a string`);
  return v;
}

function bool(v: unknown, at: string): boolean {
  if (typeof v !== "boolean") throw new Invalid(`${at} is missing or not true or false`);
  return v;
}

function list(v: unknown, at: string): unknown[] {
  if (!Array.isArray(v)) throw new Invalid(`${at} is missing or not a list`);
  return v;
}

function runOf(v: unknown): RunIdentity {
  const r = object(v, "run");
  const s = object(r.set, "run.set");
  const hash = text(s.hash, "run.set.hash");
  if (!/^[0-9a-f]{64}$/.test(hash))
    throw new Invalid("run.set.hash is not a SHA-256 in hex (64 digits 0-9, a-f)");
  const bots = list(r.bots, "run.bots").map((b, k) => text(b, `run.bots[${k}]`));
  if (bots.length === 0) throw new Invalid("run.bots is empty");
  return {
    vellum: text(r.vellum, "run.vellum"),
    set: {
      hash,
      id: text(s.id, "run.set.id"),
      name: text(s.name, "run.set.name"),
      version: text(s.version, "run.set.version"),
    },
    games: whole(r.games, "run.games", 1, MAX_GAMES),
    players: whole(r.players, "run.players", 1, 64),
    bots,
    seed: whole(r.seed, "run.seed"),
    turnCap: whole(r.turnCap, "run.turnCap", 1),
    checkInvariants: bool(r.checkInvariants, "run.checkInvariants"),
    memos: bool(r.memos, "run.memos"),
  };
}

/** Sorted, disjoint and not touching ranges within the run's games. */
function rangesOf(v: unknown, games: number): GameRange[] {
  const out: GameRange[] = [];
  list(v, "ranges").forEach((item, k) => {
    const at = `ranges[${k}]`;
    const pair = list(item, at);
    if (pair.length !== 2) throw new Invalid(`${at} is not a [from, to] pair`);
    const from = whole(pair[0], `${at}[0]`, 0, games - 1);
    const to = whole(pair[1], `${at}[1]`, from + 1, games);
    const last = out[out.length - 1];
    if (last && from <= last[1])
      throw new Invalid(`${at} is not after ranges[${k - 1}] (they must be sorted, apart)`);
    out.push([from, to]);
  });
  return out;
}

function shardsOf(v: unknown, games: number, ranges: readonly GameRange[]): ShardPart["shards"] {
  if (v === undefined) return undefined;
  const s = object(v, "shards");
  const count = whole(s.count, "shards.count", 1, MAX_SHARDS);
  const held = list(s.held, "shards.held").map((i, k) => whole(i, `shards.held[${k}]`, 1, count));
  if (held.some((i, k) => k > 0 && i <= held[k - 1]!))
    throw new Invalid("shards.held is not in increasing order");
  const expected = held.map((i) => shardRange(games, i, count)).filter(([a, b]) => b > a);
  const joined: GameRange[] = [];
  for (const [a, b] of expected) {
    const last = joined[joined.length - 1];
    if (last && last[1] === a) last[1] = b;
    else joined.push([a, b]);
  }
  if (JSON.stringify(joined) !== JSON.stringify(ranges))
    throw new Invalid(`ranges are not the games of shards ${held.join(", ")} of ${count}`);
  return { count, held };
}

const inRanges = (game: number, ranges: readonly GameRange[]) =>
  ranges.some(([from, to]) => game >= from && game < to);

/** Examples (violations, engine errors, stalled games) of games the part holds, seeded as its run. */
function examplesOf(
  v: unknown,
  at: string,
  max: number,
  run: RunIdentity,
  ranges: readonly GameRange[],
  check: (e: Json, at: string) => void,
): unknown[] {
  const items = list(v, at);
  if (items.length > max) throw new Invalid(`${at} has ${items.length} examples; at most ${max}`);
  items.forEach((item, k) => {
    const e = object(item, `${at}[${k}]`);
    const game = whole(e.game, `${at}[${k}].game`);
    if (!inRanges(game, ranges)) throw new Invalid(`${at}[${k}] is of game ${game}, not held`);
    if (e.seed !== run.seed + game)
      throw new Invalid(`${at}[${k}].seed is not game ${game}'s seed ${run.seed + game}`);
    check(e, `${at}[${k}]`);
  });
  // Checked as they are; kept as they are (the report shows them with their fields in order).
  return items;
}

/** Counters whose sums may be negative (a change of self-worth). */
const SIGNED = new Set(["tally.card.swSum"]);

/**
 * `v` read as the template's shape: numbers whole (at least 0 unless signed), lists of numbers
 * as long as the template's, records of whole numbers where the template has `{}`.
 */
function mirror(template: unknown, v: unknown, at: string): unknown {
  if (typeof template === "number") return whole(v, at, SIGNED.has(at) ? -MAX : 0);
  if (Array.isArray(template)) {
    const items = list(v, at);
    if (items.length !== template.length)
      throw new Invalid(`${at} has ${items.length} entries, not ${template.length}`);
    return items.map((x, k) => whole(x, `${at}[${k}]`, SIGNED.has(at) ? -MAX : 0));
  }
  const t = template as Json;
  const o = object(v, at);
  const keys = Object.keys(t);
  if (keys.length === 0)
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, whole(x, `${at}["${k}"]`)]));
  return Object.fromEntries(keys.map((k) => [k, mirror(t[k], o[k], `${at}.${k}`)]));
}

const MAX = Number.MAX_SAFE_INTEGER;

function tallyOf(v: unknown, run: RunIdentity, ranges: readonly GameRange[]): Tally {
  const t = object(v, "tally");
  const card = object(t.card, "tally.card");
  const rows = list(card.plays, "tally.card.plays").length;
  const template = createTally(rows, run.players);
  const { examples: _e, errors: _r, stall: stallTemplate, ...counts } = template;
  const { examples: _s, ...stallCounts } = stallTemplate;
  const tally = mirror(counts, t, "tally") as Tally;
  const stall = object(t.stall, "tally.stall");
  const violation = (e: Json, at: string) => {
    whole(e.action, `${at}.action`);
    text(e.message, `${at}.message`);
  };
  tally.stall = {
    ...(mirror(stallCounts, stall, "tally.stall") as Omit<Tally["stall"], "examples">),
    examples: examplesOf(
      stall.examples,
      "tally.stall.examples",
      MAX_STALL_EXAMPLES,
      run,
      ranges,
      (e, at) => list(e.stuck, `${at}.stuck`),
    ) as Tally["stall"]["examples"],
  };
  tally.examples = examplesOf(
    t.examples,
    "tally.examples",
    MAX_EXAMPLES,
    run,
    ranges,
    violation,
  ) as Tally["examples"];
  tally.errors = examplesOf(
    t.errors,
    "tally.errors",
    MAX_EXAMPLES,
    run,
    ranges,
    violation,
  ) as Tally["errors"];
  const held = ranges.reduce((s, [from, to]) => s + to - from, 0);
  if (tally.games !== held)
    throw new Invalid(`tally.games is ${tally.games}, but its ranges hold ${held} games`);
  return tally;
}

/** What a parsed file that is not a part looks like, to say what it is. */
function notAPart(v: Json, name: string): string {
  if (v.version === 1 && isObject(v.config) && isObject(v.winRate))
    return `${name} is a report (vellum simulate --json), not a shard part: a shard's part is written by vellum simulate <set> … --shard i/n --out part-i.json`;
  return `${name} is not a shard part of a Vellum run (its "format" is not "${SHARD_FORMAT}")`;
}

/** `value` as a part, its fields checked (see `readShardPart`). */
function validShardPart(value: unknown, name: string): Result<ShardPart, Diagnostic> {
  if (!isObject(value))
    return err(shardError("not-a-part", `${name} is not a shard part (not a JSON object)`));
  if (value.format !== SHARD_FORMAT) return err(shardError("not-a-part", notAPart(value, name)));
  if (value.formatVersion !== SHARD_FORMAT_VERSION)
    return err(
      shardError(
        "format-version",
        `${name} is a shard part of format version ${JSON.stringify(value.formatVersion)}; this Vellum reads version ${SHARD_FORMAT_VERSION}: merge with the Vellum that wrote it`,
      ),
    );
  try {
    const run = runOf(value.run);
    const ranges = rangesOf(value.ranges, run.games);
    const shards = shardsOf(value.shards, run.games, ranges);
    const tally = tallyOf(value.tally, run, ranges);
    if (value.set !== undefined) object(value.set, "set");
    return ok({
      format: SHARD_FORMAT,
      formatVersion: SHARD_FORMAT_VERSION,
      run,
      ranges,
      ...(shards ? { shards } : {}),
      tally,
      ...(value.set !== undefined ? { set: value.set as unknown as VellumSet } : {}),
    });
  } catch (e) {
    if (!(e instanceof Invalid)) throw e;
    return err(shardError("invalid", `${name} is not a valid shard part: ${e.message}`));
  }
}

/**
 * `value` (a parsed part file called `name`) as a part, or what is wrong with it: not a part
 * (a report, say), another format version, another Vellum than `vellum`, a field missing or
 * out of range (named by its path), a tally that does not add up to its ranges, a carried set
 * whose hash is not the run's.
 */
export function readShardPart(
  value: unknown,
  name: string,
  vellum: string = VELLUM_VERSION,
): Result<ShardPart, Diagnostic> {
  const part = validShardPart(value, name);
  if (!part.ok) return part;
  const { run } = part.value;
  if (run.vellum !== vellum)
    return err(
      shardError(
        "vellum-version",
        `${name} was played by Vellum ${run.vellum}; this is Vellum ${vellum}, whose games or report may differ: merge with the Vellum that played the parts`,
      ),
    );
  const set = part.value.set;
  if (set && setContentHash(set) !== run.set.hash)
    return err(
      shardError(
        "set-hash",
        `${name} carries a set whose content is not the run's (sha-256 ${short(setContentHash(set))}, not ${short(run.set.hash)}): the file was changed after it was written`,
      ),
    );
  return part;
}
