import { BOT_NAMES } from "../../lib/bots";
import { rulesFor } from "../../lib/engine";
import {
  MAX_GAMES,
  MAX_VARIANTS,
  MAX_WORKERS,
  SIM_DEFAULTS,
  formatReport,
  simulate,
} from "../../lib/sim";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption, stringsOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { usableSet } from "../load-set";
import { sweepCommand } from "./sweep";

export const SIMULATE_HELP = `vellum simulate <set> [--games N] [--players P] [--bots greedy,random] [--seed S] [--workers W] [--turn-cap T] [--json] [--check] [--memos on|off] [--vary CARD.FIELD=V1,V2,...]...
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
  results, slower; for checking that the memos change nothing (default on).
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
  --vary lost-a-wager-to-a-heron.points=-5,-15,-20`;

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
  vary: "strings",
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
  const options = {
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
  if (vary.length > 0) return sweepCommand(vary, set, options, flag(args, "json"), io);
  const result = await simulate({ set, ...options });
  if (!result.ok) {
    io.err(`error: ${result.error.message}`);
    return EXIT.usage;
  }
  const report = result.value;
  const seconds = (Date.now() - started) / 1000;
  const summary = `simulated ${report.games.total} games in ${seconds.toFixed(1)} s (${(report.games.total / Math.max(seconds, 0.001)).toFixed(0)} games/s, ${workers} worker${workers === 1 ? "" : "s"}${memosRaw === "off" ? ", memos off" : ""})`;
  io.err(onProgress ? `\x1b[1A\x1b[2K${summary}` : summary);
  io.out(flag(args, "json") ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.games.errored > 0 || report.invariants.violations > 0 ? EXIT.failed : EXIT.ok;
}
