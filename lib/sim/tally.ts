/**
 * The running totals of a batch of games: whole numbers only, so that totals merged from any
 * split of the games (worker threads, chunks) are exactly equal, and the report computed from
 * them is identical whatever the number of workers.
 */
import { CATEGORIES } from "./context";
import type { StalledGame, Violation } from "./types";

/** Violation examples kept (the earliest games'). */
export const MAX_EXAMPLES = 10;
/** Stalled games described (the earliest). */
export const MAX_STALL_EXAMPLES = 5;

/** Per-card totals, by report row. */
export interface CardTally {
  plays: number[];
  drawn: number[];
  measured: number[];
  /** Sum of table self-worth changes over measured plays. */
  swSum: number[];
  swAbs: number[];
  heldBy: number[];
  heldWins: number[];
  playable: number[];
  /** Per row × category (`CATEGORIES`): times the effect fired. */
  fired: number[];
  /** Times a continuous or persistent effect lay on a stack without being live (covered). */
  covered: number[];
  /** Games in which some seat held the card (stalled games too). */
  heldGames: number[];
  /**
   * Per row × `UNPLAYABLE` kind: games in which the card was never in a legal play and its
   * holder's plays decisions showed that kind (lib/engine `whyUnplayable`).
   */
  unplayable: number[];
}

/** The kinds of lib/engine `Unplayable`, in tally order. */
export const UNPLAYABLE = ["no-target", "forbidden", "no-play-left"] as const;

/** A stalled game as tallied: its stuck cards by id (the report adds their names). */
type StallExample = StalledGame<{ seat: number; cardId: string }>;

/** Totals of the games stopped by the turn cap. */
export interface StallTally {
  /** Sums over stalled games: cards in the draw pile, in hands (all seats), turns since the last play. */
  drawPile: number;
  hands: number;
  quietTurns: number;
  /** Stalled games whose draw pile was empty at the cap. */
  drawPileEmpty: number;
  /** Stalled games stopped inside a turn that would not end. */
  loops: number;
  /** Per row: stalled games in which the card sat stuck in a hand (see `StallExample.stuck`). */
  stuck: number[];
  examples: StallExample[];
}

/** Totals of a batch of games. */
export interface Tally {
  games: number;
  finished: number;
  stalled: number;
  exhausted: number;
  sharedWins: number;
  errored: number;
  /** Games played with the engine's memos off (`SimConfig.memos`), counted where they played. */
  memosOff: number;
  /** Seat-games and wins over finished games, by seat, by family key, by bot. */
  seatGames: number[];
  seatWins: number[];
  familyGames: Record<string, number>;
  familyWins: Record<string, number>;
  botGames: Record<string, number>;
  botWins: Record<string, number>;
  seatsTotal: number;
  winsTotal: number;
  /** Finished games by length: value → games. */
  turns: Record<string, number>;
  plays: Record<string, number>;
  card: CardTally;
  stall: StallTally;
  /**
   * Reasons an effect did nothing (a play fizzled, a step skipped, an `if` that did not hold):
   * `<row>\t<kind>\t<detail>` → times; `kind` a `NeverReason` kind, `detail` its text.
   */
  reasons: Record<string, number>;
  violations: number;
  examples: Violation[];
  errors: Violation[];
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/** Empty totals for `rows` cards and `players` seats. */
export function createTally(rows: number, players: number): Tally {
  return {
    games: 0,
    finished: 0,
    stalled: 0,
    exhausted: 0,
    sharedWins: 0,
    errored: 0,
    memosOff: 0,
    seatGames: zeros(players),
    seatWins: zeros(players),
    familyGames: {},
    familyWins: {},
    botGames: {},
    botWins: {},
    seatsTotal: 0,
    winsTotal: 0,
    turns: {},
    plays: {},
    card: {
      plays: zeros(rows),
      drawn: zeros(rows),
      measured: zeros(rows),
      swSum: zeros(rows),
      swAbs: zeros(rows),
      heldBy: zeros(rows),
      heldWins: zeros(rows),
      playable: zeros(rows),
      fired: zeros(rows * CATEGORIES.length),
      covered: zeros(rows),
      heldGames: zeros(rows),
      unplayable: zeros(rows * UNPLAYABLE.length),
    },
    stall: {
      drawPile: 0,
      hands: 0,
      quietTurns: 0,
      drawPileEmpty: 0,
      loops: 0,
      stuck: zeros(rows),
      examples: [],
    },
    reasons: {},
    violations: 0,
    examples: [],
    errors: [],
  };
}

/** Adds 1 (or `n`) to a counter of a record. */
export function bump(record: Record<string, number>, key: string, n = 1): void {
  record[key] = (record[key] ?? 0) + n;
}

function addArrays(into: number[], from: readonly number[]): void {
  for (let i = 0; i < from.length; i++) into[i] = (into[i] ?? 0) + from[i]!;
}

function addRecords(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, v] of Object.entries(from)) bump(into, k, v);
}

/** The earliest `MAX_EXAMPLES` violations (by game, then action). */
export function earliest(list: readonly Violation[]): Violation[] {
  return [...list]
    .sort((a, b) => a.game - b.game || a.action - b.action || (a.message < b.message ? -1 : 1))
    .slice(0, MAX_EXAMPLES);
}

/** Adds `from` into `into` (and returns `into`). */
export function mergeTally(into: Tally, from: Tally): Tally {
  for (const key of [
    "games",
    "finished",
    "stalled",
    "exhausted",
    "sharedWins",
    "errored",
    "memosOff",
    "seatsTotal",
    "winsTotal",
    "violations",
  ] as const) {
    into[key] += from[key];
  }
  addArrays(into.seatGames, from.seatGames);
  addArrays(into.seatWins, from.seatWins);
  addRecords(into.familyGames, from.familyGames);
  addRecords(into.familyWins, from.familyWins);
  addRecords(into.botGames, from.botGames);
  addRecords(into.botWins, from.botWins);
  addRecords(into.turns, from.turns);
  addRecords(into.plays, from.plays);
  for (const key of Object.keys(into.card) as (keyof CardTally)[])
    addArrays(into.card[key], from.card[key]);
  for (const key of ["drawPile", "hands", "quietTurns", "drawPileEmpty", "loops"] as const)
    into.stall[key] += from.stall[key];
  addArrays(into.stall.stuck, from.stall.stuck);
  into.stall.examples = [...into.stall.examples, ...from.stall.examples]
    .sort((a, b) => a.game - b.game)
    .slice(0, MAX_STALL_EXAMPLES);
  addRecords(into.reasons, from.reasons);
  into.examples = earliest([...into.examples, ...from.examples]);
  into.errors = earliest([...into.errors, ...from.errors]);
  return into;
}
