/**
 * The simulator's options and its report: plain JSON, the same for the same options whatever
 * the number of worker threads.
 */
import type { Stall } from "../engine";
import type { VellumSet } from "../model";

/** Options of `simulate`. */
export interface SimOptions {
  set: VellumSet;
  /** Number of games (≥ 1). */
  games: number;
  /** Players per game (the set's rules decide the allowed counts). */
  players: number;
  /**
   * Bot names (lib/bots registry), assigned to seats in order and repeated; the line-up turns
   * one seat per game so every bot sits in every seat equally often.
   */
  bots: readonly string[];
  /** First game seed; game `i` uses seed `seed + i` (default 1). */
  seed?: number;
  /** Turns after which a game is stopped and counted as stalled (default 200). */
  turnCap?: number;
  /** Worker threads (default 1: run in this thread). */
  workers?: number;
  /**
   * false: the `workers` threads are all pooled worker threads and the calling thread plays no
   * game, so it stays free for its event loop (a cluster worker renews its lock on a shard
   * while the games play); the same report. Default true: the calling thread is one of them.
   */
  mainThreadPlays?: boolean;
  /** Check invariants after every action (slower); violations go in the report. */
  checkInvariants?: boolean;
  /**
   * The engine's memos on (default) or off while the games play, in every thread (lib/engine
   * memos.ts): results are the same either way, only the speed differs.
   */
  memos?: boolean;
  /** Called as games finish, with the number done so far (in this thread, never concurrently). */
  onProgress?: (done: number, total: number) => void;
  /**
   * Cancels the run: it stops at the next chunk of games (at most 100 per thread) and
   * `simulate` returns the error `sim/cancelled`; worker threads busy with a chunk are stopped.
   */
  signal?: AbortSignal;
}

/**
 * A win rate with its 95% Wilson score interval; both `null` without games (nothing is known,
 * so nothing is computed).
 */
export interface RateRow {
  /**
   * Seat index (from 0, as stored; people read it from 1, see `seatLabel`), family id (`null`
   * for the family built from removed characters) or bot name.
   */
  key: string;
  label: string;
  games: number;
  wins: number;
  rate: number | null;
  ci95: [number, number] | null;
}

/** A distribution of whole numbers; its figures are `null` when it has no values (count 0). */
export interface Distribution {
  count: number;
  mean: number | null;
  median: number | null;
  p10: number | null;
  p90: number | null;
  min: number | null;
  max: number | null;
  /**
   * The 95% interval of the mean (mean ± 1.96 · s / √count, s the sample standard deviation of
   * the exact values), `null` with fewer than two values.
   */
  meanCi95: [number, number] | null;
  /** Up to 12 bins of equal width, `from` ≤ value ≤ `to`. */
  histogram: { from: number; to: number; count: number }[];
}

/** What the games did with one card of the set. */
export interface CardRow {
  cardId: string;
  name: string;
  type: string;
  /** Times played (from a hand, as a response, or at once when drawn; stories: claimed). */
  plays: number;
  playsPerGame: number;
  /** Times an instance reached a hand (or was drawn and played at once). */
  drawn: number;
  /** plays / drawn (`null` when never drawn). */
  playRate: number | null;
  /** Plays whose self-worth change could be measured (not mixed with another card's). */
  measuredPlays: number;
  /** Mean change of the table's total self-worth per measured play. */
  selfWorthChange: number | null;
  /** Mean total absolute change of characters' self-worth per measured play. */
  selfWorthMoved: number | null;
  /**
   * Seats (in finished games) that held the card at some point, and their win rate. A story is
   * held by the seats that claimed it, so its impact is the value of claiming it.
   */
  heldBy: number;
  winRateHeld: number | null;
  winRateNotHeld: number | null;
  /** winRateHeld − winRateNotHeld (`null` with fewer than 30 seats on either side). */
  impact: number | null;
  /** Games in which the card was in some legal play of a seat deciding while holding it. */
  playableGames: number;
}

/**
 * Why a card was never playable or an effect never fired, as data (`reasonText` says it in
 * words). Kinds the engine reports: a requirement never met, a condition that never held, a
 * target that never existed, a lasting effect that forbade it; and what the counts show: never
 * drawn, playable but never chosen, covered on the stack, changed nothing. A trigger whose event
 * never happened is one more kind, `event-never-happened` (`event`: the event in words, "a
 * character dies"), recorded the same way (see lib/sim README, "Why").
 */
export type NeverReason =
  /** Never reached a hand (and never drawn to play at once). */
  | { kind: "never-drawn" }
  /** A story no family could claim: its requirement (icon ids) never met. */
  | { kind: "requirement-never-met"; requirement: string[] }
  /** An `if` whose condition never held when reached (`condition`: its text). */
  | { kind: "condition-never-held"; condition: string }
  /**
   * Nothing to act on: a step with no candidate (`detail`: the engine's words, "no dead
   * character to return to life"), or a card in no legal play because no character could
   * receive it (an untimely death: no negative self-worth).
   */
  | { kind: "no-target"; detail: string }
  /** Forbidden by a lasting effect (R10); `detail` in words. */
  | { kind: "forbidden"; detail: string }
  /** Held only when its holder had no play left for its type. */
  | { kind: "no-play-left" }
  /** A trigger whose event never happened while the card could hear it. */
  | { kind: "event-never-happened"; event: string }
  /** In some legal play, but no bot ever chose it. */
  | { kind: "never-chosen" }
  /** A continuous or persistent effect always covered on the stack (not live). */
  | { kind: "covered" }
  /** On-draw: never drawn and played at once. */
  | { kind: "never-played-at-once" }
  /** Played, and the engine gave no reason, but nothing observable followed. */
  | { kind: "no-change" };

/**
 * A reason and how often it was seen: `count` of `of` plays (a step or play that did nothing),
 * or of `of` games (a card held but in no legal play, a story never claimable).
 */
export interface ReasonCount {
  reason: NeverReason;
  count: number;
  of: number;
  unit: "plays" | "games";
}

/** An effect (one ability category of one card) and how often it fired. */
export interface EffectRow {
  cardId: string;
  name: string;
  category: string;
  plays: number;
  /**
   * Why it never fired, as far as the games tell: the engine's own words when it said why the
   * effect did nothing (a play that fizzled, a step with nothing to act on), else what the counts
   * show (never drawn, never in a legal play, played but its text always covered…).
   */
  reason: string;
  /**
   * The same as data, most frequent first (at most `MAX_REASONS`); absent in reports kept by
   * versions before it.
   */
  reasons?: ReasonCount[];
}

/** A card held but never in a legal play of its holder (a story: never claimable), and why. */
export interface NeverPlayableRow {
  cardId: string;
  name: string;
  type: string;
  heldBy: number;
  /** Why, in words; absent in reports kept by versions before it. */
  reason?: string;
  /** The same as data, most frequent first; absent in older reports. */
  reasons?: ReasonCount[];
}

/**
 * One game stopped by the turn cap, as it stood at the cap: the stall rule's description
 * (lib/engine `Stall`, the one the table shows) of game `game`.
 */
export interface StalledGame<
  Stuck = { seat: number; cardId: string; name: string },
> extends Stall<Stuck> {
  game: number;
  seed: number;
  /**
   * Set when the game was stopped inside one turn that would not end (a loop of plays the rules
   * allow, such as an event that gives a free play and draws itself back): the actions that
   * turn took, and the card played most in it.
   */
  loop?: { actions: number; cardId: string | null; name?: string };
}

/** Games stopped by the turn cap, and what they were stuck on. */
export interface StallReport {
  games: number;
  /** Mean over stalled games (`null` without any). */
  meanQuietTurns: number | null;
  meanDrawPile: number | null;
  /** Cards in a hand per seat at the cap. */
  meanHand: number | null;
  drawPileEmpty: number;
  /** Stalled games stopped inside a turn that would not end (see `StalledGame.loop`); absent: none. */
  loops?: number;
  /** Turns without a legal play of it after which a card in a hand counts as stuck. */
  window: number;
  /** Cards stuck in hands at the cap, most stalled games first. */
  stuckCards: { cardId: string; name: string; type: string; games: number }[];
  /** The earliest stalled games, as they stood at the cap. */
  examples: StalledGame[];
  /** What the stalled games had in common, in sentences. */
  summary: string[];
}

/** A broken invariant or an engine failure, with the game that shows it. */
export interface Violation {
  game: number;
  seed: number;
  action: number;
  message: string;
}

/** The balance report. */
export interface SimReport {
  version: 1;
  /**
   * The set, with its words for family and points (absent in reports stored before they were
   * kept: read "family" and "self-worth").
   */
  set: { id: string; name: string; version: string; familyWord?: string; pointsWord?: string };
  config: {
    games: number;
    players: number;
    bots: string[];
    seed: number;
    /** Seeds of the first and last game. */
    seeds: [number, number];
    turnCap: number;
    checkInvariants: boolean;
  };
  games: {
    total: number;
    /** Ended by the rules (a family all dead, or nothing left to draw or play). */
    finished: number;
    /** Stopped by the turn cap (not counted in win rates, lengths or card impact). */
    stalled: number;
    /** Of the finished: ended because no card was left to draw or play. */
    exhausted: number;
    /** Finished with the win shared between tied seats. */
    sharedWins: number;
    /** Stopped by an engine error (see `errors`). */
    errored: number;
    /**
     * Games played with the engine's memos off (`--memos off`), as the threads that played them
     * counted; absent when none was.
     */
    memosOff?: number;
  };
  /**
   * How bots sat: the line-up (`bots` repeated to fill the seats) turns one seat per game, so
   * every seat plays every line-up position equally often; `note` says so in a sentence.
   */
  seating: { lineup: string[]; note: string };
  winRate: { bySeat: RateRow[]; byFamily: RateRow[]; byBot: RateRow[] };
  length: { turns: Distribution; plays: Distribution };
  cards: CardRow[];
  /** Cards held but never in any legal play of their holder (stories: never claimable). */
  neverPlayable: NeverPlayableRow[];
  /** Effects of cards that never did anything (see README for what counts as firing). */
  effectsNeverFired: EffectRow[];
  stalls: StallReport;
  invariants: { checked: boolean; violations: number; examples: Violation[] };
  errors: Violation[];
}
