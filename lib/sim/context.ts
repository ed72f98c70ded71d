/**
 * What every game of a simulation shares, built the same way in the main thread and in each
 * worker from the set and a plain config: the card rows of the report, each card's effect
 * categories (lib/dsl), the bots and who sits where in game `i`.
 */
import { botFactory } from "../bots";
import type { BotFactory } from "../bots";
import { compileEffect, contextFromSet } from "../dsl";
import type { StepCategory } from "../dsl";
import type { GameSetup } from "../engine";
import type { CardType, VellumSet } from "../model";

/** The part of the options that crosses to workers (plain JSON). */
export interface SimConfig {
  games: number;
  players: number;
  bots: string[];
  seed: number;
  turnCap: number;
  checkInvariants: boolean;
  /** The engine's memos while this run's games play (`setMemos`); absent: on. */
  memos?: boolean;
}

/** Effect categories tracked for "effects that never fired", in report order. */
export const CATEGORIES: readonly StepCategory[] = [
  "immediate",
  "continuous",
  "persistent",
  "response",
  "on-draw",
  "on-claim",
  "while-held",
  "trigger",
];

/** One card of the report. */
export interface CardRowInfo {
  cardId: string;
  name: string;
  type: CardType;
  /** Indices into `CATEGORIES` of the card's abilities. */
  categories: number[];
  /** A story's claim requirement (icon ids, R6.7), for "never claimable" (none: not a story). */
  requirement?: string[];
}

/** Shared, derived data of one simulation. */
export interface SimContext {
  set: VellumSet;
  config: SimConfig;
  /** Playable cards of the set (modifiers, events, untimely deaths, stories), in set order. */
  rows: CardRowInfo[];
  rowOf: ReadonlyMap<string, number>;
  /** Family per rotation slot (`null`: the fifth family built from removed characters). */
  families: (string | null)[];
  factories: BotFactory[];
  /**
   * The bots' line-up, turned one seat per game (see `planOf`): `bots` repeated to fill the
   * seats when the seats are not a multiple of the bots (so every game has the same mix), else
   * `bots` itself.
   */
  lineup: string[];
  /** Games after which the line-up is back where it started (and the families turn). */
  period: number;
}

/** Who plays game `i`, and with which seed. */
export interface GamePlan {
  seed: number;
  setup: GameSetup;
  bots: string[];
  /** Family keys per seat (`null` → the built family). */
  families: (string | null)[];
}

const TRACKED: readonly CardType[] = ["modifier", "event", "untimely-death", "story"];

/** Builds the context; `undefined` factories mean an unknown bot (checked by the caller). */
export function contextOf(set: VellumSet, config: SimConfig): SimContext {
  const dsl = contextFromSet(set);
  const rows: CardRowInfo[] = [];
  for (const card of set.cards) {
    if (!TRACKED.includes(card.type)) continue;
    const ir = card.effect?.trim()
      ? compileEffect(card.effect, dsl, { cardType: card.type }).ir
      : undefined;
    const categories = new Set<number>();
    let requirement: string[] | undefined;
    for (const a of ir?.abilities ?? []) {
      if (a.category === "story-requirement") {
        requirement = a.icons.slice();
        continue;
      }
      categories.add(CATEGORIES.indexOf(a.category));
    }
    const row: CardRowInfo = {
      cardId: card.id,
      name: card.name,
      type: card.type,
      categories: [...categories].sort(),
    };
    if (requirement) row.requirement = requirement;
    rows.push(row);
  }
  const families: (string | null)[] = set.families.map((f) => f.id);
  if (config.players > families.length) families.push(null);
  const factories = config.bots.map((name) => {
    const f = botFactory(name);
    if (!f) throw new Error(`unknown bot '${name}'`);
    return f;
  });
  const { players, bots } = config;
  // With as many seats as a multiple of the bots, or more bots than seats, the bots themselves
  // are the line-up (each game then shows every bot once per turn of the line-up).
  const lineup =
    players % bots.length === 0 || bots.length > players
      ? bots.slice()
      : Array.from({ length: players }, (_, s) => bots[s % bots.length]!);
  return {
    set,
    config,
    lineup,
    period: lineup.length,
    rows,
    rowOf: new Map(rows.map((r, i) => [r.cardId, i])),
    families,
    factories,
  };
}

/**
 * Seats, families and bots of game `i`. Every game plays the same line-up of bots (`bots`
 * repeated to fill the seats), turned one seat per game, and the family line-up turns one seat
 * every `period` games (the line-up's own period), so that over `families × period` games every
 * bot position and every family sits in every seat, and every family is played by every bot,
 * equally often: seat, family and bot effects are not confounded. NOTE: turning the line-up
 * rather than each bot on its own matters when the seats are not a multiple of the bots (2 bots,
 * 3 seats): turning each bot would alternate games of two greedy and one random bot with games
 * of one greedy and two random, and the middle seat would always meet the other mix.
 */
export function planOf(ctx: SimContext, i: number): GamePlan {
  const { players, turnCap } = ctx.config;
  const seed = ctx.config.seed + i;
  const seatBots: string[] = [];
  const families: (string | null)[] = [];
  for (let s = 0; s < players; s++) {
    seatBots.push(ctx.lineup[(s + i) % ctx.lineup.length]!);
    families.push(ctx.families[(s + Math.floor(i / ctx.period)) % ctx.families.length] ?? null);
  }
  return {
    seed,
    bots: seatBots,
    families,
    setup: {
      players: families.map((family, s) => ({
        name: `Seat ${s + 1} (${seatBots[s]})`,
        family,
        bot: true,
      })),
      turnLimit: turnCap,
      // No one reads a simulated table: windows ask only the holders of a response (faster,
      // and the same game as asking everyone, since the others could only pass).
      responseWindows: "holders",
    },
  };
}
