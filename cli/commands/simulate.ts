import { BOT_NAMES } from "../../lib/bots";
import { rulesFor } from "../../lib/engine";
import {
  MAX_GAMES,
  MAX_SHARDS,
  MAX_VARIANTS,
  MAX_WORKERS,
  SIM_DEFAULTS,
  formatReport,
  rangeWords,
  simulate,
  simulateShard,
} from "../../lib/sim";
import type { ShardPart, SimOptions } from "../../lib/sim";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption, stringsOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { usableSet } from "../load-set";
import { writeOut } from "../write-out";
import { clusterRun, clusterShardsOption } from "./cluster-run";
import { DEFAULT_MAX_SHARDS, SHARD_GAMES } from "../../lib/cluster";
import { sweepCommand } from "./sweep";

export const SIMULATE_HELP = `vellum simulate <set> [--games N] [--players P] [--bots greedy,random] [--seed S] [--workers W] [--turn-cap T] [--json] [--check] [--memos on|off] [--shard i/n | --shards n --shard-index-from-env VAR] [--out FILE] [--vary CARD.FIELD=V1,V2,...]...
vellum simulate <set> --redis redis://host:6379 [--shards n] [--games N] [--players P] [--bots …] [--seed S] [--turn-cap T] [--json] [--check] [--memos on|off] [--out FILE] [--vary CARD.FIELD=V1,V2,...]...
  Plays N bot games (default 1000) of P players (default 4) and prints the balance report: win
  rates by seat, family and bot with 95% confidence intervals, game length, card impact (a
  story's: the win rate of the seats that claimed it), cards never playable and effects that
  never fired (and why: a requirement never met, a condition that never held, no target, a
  lasting effect that forbade it, never drawn…, with how often), stalled games (and what they were stuck on). Bots: ${BOT_NAMES.join(", ")}
  (default greedy), given to the seats in turn: the line-up (the bots repeated to fill the
  seats) turns one seat per game, so every game has the same mix and every seat plays each
  position equally often. Game i is seeded S + i (default S = 1), so a run repeats
  exactly; --workers W plays on W threads with the same result. A game still going after the
  turn cap (default ${SIM_DEFAULTS.turnCap}) is stalled. --json prints the report as JSON; --check
  checks every invariant of the engine (lib/engine invariants.ts) after every action (card
  conservation, self-worth = the visible sum, no modifiers on the dead unless allowed, game over
  iff a family is all dead, the winners' family value, no hidden card identified to anyone) and
  replays each finished game's log to the same state hash; it is several times slower. Exits 1
  when a game hit an engine error or broke an invariant. --memos off plays with the engine's
  memos (its caches of derived readings, lib/engine memos.ts) off in every thread: the same
  results, slower; for checking that the memos change nothing (default on). --out FILE writes
  the report to FILE instead of stdout.
  Shards, to spread one run over machines or processes (a batch scheduler, GNU parallel):
  --shard i/n plays only shard i of n (counted from 1: 1/16 … 16/16), the i-th of n near-equal
  ranges of the run's game indices, each game seeded as in the whole run, and writes the
  shard's part (JSON: the run's identity — the set's SHA-256, the options, the Vellum version —,
  its games and their whole-number totals, and the set) to --out FILE, or stdout. Give every
  shard the same set and options; 'vellum report merge part-*.json' then prints exactly the
  report this command prints for the whole run. Where the scheduler gives a 0-based index in an
  environment variable, as a Kubernetes Indexed Job does in JOB_COMPLETION_INDEX, use
  --shards n --shard-index-from-env JOB_COMPLETION_INDEX: index 0 is shard 1/n. A shard whose
  games hit an engine error still exits 0 (the merge reports it), so a scheduler does not retry
  what would play the same again. More shards than games: the extra shards are empty parts.
  --vary CARD.FIELD=V1,V2,... sweeps a card's field over values ("what if this card were −15
  instead of −10?"): the current set and each variant play the same games (the same seeds, bots
  and seats), and the sweep report shows, per variant, win rates by seat and family, game length
  and the card's win rate when held and impact, with 95% intervals, the figures that differ
  significantly from the current card (p < 0.05), and which variant leaves the smallest spread
  between the best and worst family's win rate (closest to balanced). CARD is the card's id, or
  its name when one card has it. FIELD is points (the card's one point value; also worth),
  points.1, points.2 or points.3 (a slot, top to bottom: a number, blank or clear), copies,
  effect (the whole effect text, one per --vary) or effect.N (the N-th number of the effect
  text). Repeat --vary for the same field to add values; different fields (of one card or
  several) are combined: every combination is a variant (at most ${MAX_VARIANTS}). Every value
  is checked by the set's checks (schema, effect compiler) before any game is played. Example:
  --vary lost-a-wager-to-a-heron.points=-5,-15,-20
  A cluster (BullMQ on Redis, see 'vellum help worker'): --redis redis://host:6379 splits the run
  into shards (--shards n; default one per ${SHARD_GAMES} games, at most ${DEFAULT_MAX_SHARDS}) that the machines running
  'vellum worker --redis URL' play, shows the games done, the workers connected and the time
  left on stderr, and prints the same report as the local run (--json, --out too). Ctrl-C
  cancels the run and removes its jobs. When Redis goes away the run says so and exits 1;
  the same command again resumes it: the shards already played are not played again. With
  --vary the sweep plays on the cluster: the current set and each variant one run after the
  other (--shards n each), each variant's set sent by its own content hash, on the same seeds;
  the progress line says which set plays, and the sweep report is the local sweep's.`;

/** The options of `vellum simulate` (its help names each). */
export const SIMULATE_OPTIONS = {
  games: "string",
  players: "string",
  bots: "string",
  seed: "string",
  workers: "string",
  "turn-cap": "string",
  json: "boolean",
  check: "boolean",
  memos: "string",
  shard: "string",
  shards: "string",
  "shard-index-from-env": "string",
  out: "string",
  vary: "strings",
  redis: "string",
} as const satisfies OptionSpec;

/** A whole-number option in [min, max], `fallback` when absent; an error message otherwise. */
function wholeOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const raw = stringOption(args, name);
  if (raw === undefined) return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    return `--${name} must be a whole number from ${min} to ${max}, not '${raw}'`;
  return n;
}

/** Shard `index` (from 1) of `count`. */
interface ShardSpec {
  index: number;
  count: number;
}

/**
 * The shard asked for: `--shard i/n` (from 1), or `--shards n` with a 0-based index in the
 * environment variable `--shard-index-from-env` names (as schedulers give it: Kubernetes'
 * JOB_COMPLETION_INDEX); undefined without either; an error message when wrong.
 */
function shardOption(
  args: ParsedArgs,
  env: Readonly<Record<string, string | undefined>>,
): ShardSpec | undefined | string {
  const spec = stringOption(args, "shard");
  const variable = stringOption(args, "shard-index-from-env");
  const hasCount = stringOption(args, "shards") !== undefined;
  if (spec !== undefined) {
    if (variable !== undefined || hasCount)
      return "give either --shard i/n or --shards n with --shard-index-from-env, not both";
    const m = /^(\d+)\/(\d+)$/.exec(spec);
    if (!m) return `--shard must be i/n, shard i of n counted from 1 (3/16), not '${spec}'`;
    const [index, count] = [Number(m[1]), Number(m[2])];
    if (count < 1 || count > MAX_SHARDS)
      return `--shard ${spec}: the number of shards must be from 1 to ${MAX_SHARDS}`;
    if (index < 1 || index > count)
      return `--shard ${spec}: shards count from 1, so i must be from 1 to ${count} (for a 0-based index, use --shard-index-from-env)`;
    return { index, count };
  }
  if (variable === undefined && !hasCount) return undefined;
  if (variable === undefined)
    return "--shards n needs --shard-index-from-env VAR, the variable holding the shard's index";
  if (!hasCount) return "--shard-index-from-env needs --shards n, the number of shards";
  const count = wholeOption(args, "shards", 1, 1, MAX_SHARDS);
  if (typeof count === "string") return count;
  const raw = env[variable];
  if (raw === undefined)
    return `--shard-index-from-env ${variable}: ${variable} is not set (a Kubernetes Indexed Job sets JOB_COMPLETION_INDEX in each pod)`;
  const index = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(index < count))
    return `${variable} is '${raw}'; with --shards ${count} it must be an index from 0 to ${count - 1}`;
  return { index: index + 1, count };
}

/** A progress line on stderr, rewritten in place (terminals only), at most every 100 ms. */
function progressBar(io: CliIo): ((done: number, total: number) => void) | undefined {
  if (!io.isTty || io.env.CI) return undefined;
  let shown = false;
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    const width = 30;
    const full = Math.round((width * done) / total);
    const bar = `simulating ${"█".repeat(full)}${"░".repeat(width - full)} ${done}/${total} games`;
    // NOTE: io.err writes whole lines; move up and clear the previous progress line first.
    io.err(shown ? `\x1b[1A\x1b[2K${bar}` : bar);
    shown = true;
  };
}

/** `vellum simulate`. */
export async function simulateCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [name, ...extra] = args.positionals;
  if (!name || extra.length > 0) {
    io.err(SIMULATE_HELP);
    return EXIT.usage;
  }
  const botsRaw = stringOption(args, "bots") ?? "greedy";
  if (botsRaw.trim() === "") {
    io.err(`error: --bots needs bot names separated by commas (${BOT_NAMES.join(", ")})`);
    return EXIT.usage;
  }
  const bots = botsRaw.split(",").map((b) => b.trim());
  const unknown = bots.find((b) => !BOT_NAMES.includes(b));
  if (unknown !== undefined) {
    io.err(`error: unknown bot '${unknown}' in --bots; the bots are ${BOT_NAMES.join(", ")}`);
    return EXIT.usage;
  }
  const games = wholeOption(args, "games", 1000, 1, MAX_GAMES);
  const seed = wholeOption(args, "seed", SIM_DEFAULTS.seed, 0, 2 ** 32);
  const workers = wholeOption(args, "workers", SIM_DEFAULTS.workers, 1, MAX_WORKERS);
  const turnCap = wholeOption(args, "turn-cap", SIM_DEFAULTS.turnCap, 1, 100_000);
  for (const v of [games, seed, workers, turnCap]) {
    if (typeof v === "string") {
      io.err(`error: ${v}`);
      return EXIT.usage;
    }
  }
  const memosRaw = stringOption(args, "memos") ?? "on";
  if (memosRaw !== "on" && memosRaw !== "off") {
    io.err(`error: --memos must be 'on' or 'off', not '${memosRaw}'`);
    return EXIT.usage;
  }
  const redis = stringOption(args, "redis");
  const clusterShards =
    redis === undefined ? undefined : clusterShardsOption(args, games as number);
  if (typeof clusterShards === "string") {
    io.err(`error: ${clusterShards}`);
    return EXIT.usage;
  }
  const shard = redis === undefined ? shardOption(args, io.env) : undefined;
  if (typeof shard === "string") {
    io.err(`error: ${shard}`);
    return EXIT.usage;
  }
  if (shard && flag(args, "json")) {
    io.err(
      "error: --json prints a report; a shard writes its part (JSON), and 'vellum report merge' prints the report of the parts",
    );
    return EXIT.usage;
  }
  const named = await usableSet(name, io);
  if (typeof named === "number") return named;
  const set = named.set;
  const rules = rulesFor(set, { players: [] });
  const players = wholeOption(
    args,
    "players",
    Math.min(4, rules.maxPlayers),
    rules.minPlayers,
    rules.maxPlayers,
  );
  if (typeof players === "string") {
    io.err(`error: ${players}`);
    return EXIT.usage;
  }
  const started = Date.now();
  const onProgress = progressBar(io);
  const options: SimOptions = {
    set,
    games: games as number,
    players,
    bots,
    seed: seed as number,
    workers: workers as number,
    turnCap: turnCap as number,
    checkInvariants: flag(args, "check"),
    memos: memosRaw === "on",
    ...(onProgress ? { onProgress } : {}),
  };
  const vary = stringsOption(args, "vary");
  if (vary.length > 0) {
    if (shard) {
      io.err("error: --vary runs a sweep of whole runs; a shard (--shard) is one part of one run");
      return EXIT.usage;
    }
    return sweepCommand(
      vary,
      set,
      options,
      flag(args, "json"),
      io,
      stringOption(args, "out"),
      redis === undefined ? undefined : { url: redis, shards: clusterShards },
    );
  }
  if (redis !== undefined) return clusterRun(args, io, redis, clusterShards, options);
  if (shard) return playShard(io, options, shard, stringOption(args, "out"), started);
  const result = await simulate(options);
  if (!result.ok) {
    io.err(`error: ${result.error.message}`);
    return EXIT.usage;
  }
  const report = result.value;
  const seconds = (Date.now() - started) / 1000;
  const summary = `simulated ${report.games.total} games in ${seconds.toFixed(1)} s (${(report.games.total / Math.max(seconds, 0.001)).toFixed(0)} games/s, ${workers} worker${workers === 1 ? "" : "s"}${memosRaw === "off" ? ", memos off" : ""})`;
  io.err(onProgress ? `\x1b[1A\x1b[2K${summary}` : summary);
  const text = flag(args, "json") ? JSON.stringify(report, null, 2) : formatReport(report);
  if (!(await writeOut(io, text, stringOption(args, "out")))) return EXIT.failed;
  return report.games.errored > 0 || report.invariants.violations > 0 ? EXIT.failed : EXIT.ok;
}

/**
 * `vellum simulate --shard`: plays the shard and writes its part; exits 0 even when a game hit
 * an engine error (the merged report shows it), since a scheduler's retry would play the same.
 */
async function playShard(
  io: CliIo,
  options: SimOptions,
  shard: ShardSpec,
  out: string | undefined,
  started: number,
): Promise<number> {
  const result = await simulateShard(options, shard.index, shard.count);
  if (!result.ok) {
    io.err(`error: ${result.error.message}`);
    return EXIT.usage;
  }
  const part: ShardPart = result.value;
  const { games } = part.tally;
  const seconds = (Date.now() - started) / 1000;
  const held = part.ranges.length > 0 ? part.ranges.map(rangeWords).join(", ") : "no games";
  const workers = options.workers ?? 1;
  const summary = `simulated shard ${shard.index}/${shard.count} (${held} of ${options.games}) in ${seconds.toFixed(1)} s (${(games / Math.max(seconds, 0.001)).toFixed(0)} games/s, ${workers} worker${workers === 1 ? "" : "s"})`;
  // The progress bar (drawn once a game is played) is rewritten by the summary.
  io.err(options.onProgress && games > 0 ? `\x1b[1A\x1b[2K${summary}` : summary);
  const { errored, violations } = part.tally;
  if (errored > 0 || violations > 0)
    io.err(
      `note: ${errored} game${errored === 1 ? "" : "s"} hit an engine error and ${violations} invariant violation${violations === 1 ? " was" : "s were"} found; the merged report lists them`,
    );
  return (await writeOut(io, JSON.stringify(part), out)) ? EXIT.ok : EXIT.failed;
}
