/**
 * Two reports side by side: what changed between them (e.g. before and after an edit of the
 * set), with a two-proportion z-test saying which win-rate changes are more than chance. Pure.
 */
import { noFinishedGames, readableReport } from "./readable";
import type { RateRow, SimReport } from "./types";

/** Two-sided p-value below which a change is marked significant. */
export const SIGNIFICANCE = 0.05;

/** The standard normal CDF (Abramowitz–Stegun 7.1.26 via erf; error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The result of a two-proportion test. */
export interface ProportionTest {
  /** p2 − p1. */
  diff: number;
  z: number;
  /** Two-sided p-value (1 when either sample is empty or both rates are 0 or 1). */
  p: number;
  significant: boolean;
}

/**
 * Two-proportion z-test (pooled) of `wins1 / n1` against `wins2 / n2`: whether the rates differ
 * by more than chance at `alpha` (two-sided).
 */
export function twoProportionTest(
  wins1: number,
  n1: number,
  wins2: number,
  n2: number,
  alpha = SIGNIFICANCE,
): ProportionTest {
  if (n1 <= 0 || n2 <= 0) return { diff: 0, z: 0, p: 1, significant: false };
  const p1 = wins1 / n1;
  const p2 = wins2 / n2;
  const pooled = (wins1 + wins2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { diff: p2 - p1, z: 0, p: 1, significant: false };
  const z = (p2 - p1) / se;
  const p = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { diff: p2 - p1, z, p, significant: p < alpha };
}

/** One side of a compared rate: its rate is `null` without games (nothing is known). */
export interface RateSide {
  wins: number;
  games: number;
  rate: number | null;
}

/**
 * One compared rate: before, after and the test. `test` is `null` when the figure is in one
 * report only or either side has no games: a change from or to nothing is not known, and is
 * never called "within chance".
 */
export interface RateChange {
  key: string;
  label: string;
  before: RateSide | null;
  after: RateSide | null;
  test: ProportionTest | null;
}

/** One compared card: its win rate when held and its plays per game, before and after. */
export interface CardChange {
  cardId: string;
  name: string;
  /** `added` / `removed`: the card is in one report only. */
  status: "both" | "added" | "removed";
  winRateHeld: RateChange;
  impactBefore: number | null;
  impactAfter: number | null;
  playsPerGameBefore: number | null;
  playsPerGameAfter: number | null;
}

/** Two reports compared. */
export interface ReportComparison {
  /** Whether the runs' options (players, bots, games, seed, turn cap) are the same. */
  sameConfig: boolean;
  /** The options that differ, in words. */
  configChanges: string[];
  bySeat: RateChange[];
  byFamily: RateChange[];
  byBot: RateChange[];
  /** Share of games stalled. */
  stalled: RateChange;
  /** Mean turns and plays of the finished games (`null` for a report with none). */
  length: {
    turnsBefore: number | null;
    turnsAfter: number | null;
    playsBefore: number | null;
    playsAfter: number | null;
  };
  /**
   * For each report without a finished game, why (`noFinishedGames`), else `null`: its win
   * rates, lengths and card figures are not known.
   */
  unfinished: { before: string | null; after: string | null };
  cards: CardChange[];
  /** How many compared figures changed significantly. */
  significant: number;
}

const side = (wins: number, games: number): RateSide => ({
  wins,
  games,
  rate: games > 0 ? wins / games : null,
});

/** The test of two sides, when both have games to test. */
const testOf = (a: RateSide | null, b: RateSide | null): ProportionTest | null =>
  a && b && a.games > 0 && b.games > 0 ? twoProportionTest(a.wins, a.games, b.wins, b.games) : null;

/** The verdict on a change, in words: what the test says, or why there is none. */
export function changeVerdict(c: RateChange): string {
  if (!c.before || !c.after) return "in one report only";
  if (c.before.games === 0 && c.after.games === 0) return "not known: no games in either";
  if (c.before.games === 0) return "not known: no games before";
  if (c.after.games === 0) return "not known: no games after";
  return c.test?.significant ? "significant" : "within chance";
}

function rateChanges(before: readonly RateRow[], after: readonly RateRow[]): RateChange[] {
  const keys = [...new Set([...before.map((r) => r.key), ...after.map((r) => r.key)])];
  return keys.map((key) => {
    const a = before.find((r) => r.key === key);
    const b = after.find((r) => r.key === key);
    const x = a ? side(a.wins, a.games) : null;
    const y = b ? side(b.wins, b.games) : null;
    return { key, label: (b ?? a)!.label, before: x, after: y, test: testOf(x, y) };
  });
}

/** Wins of the seats that held a card (the report keeps the rate; the count is whole). */
export const heldWins = (rate: number | null, held: number) =>
  rate === null ? 0 : Math.round(rate * held);

/**
 * Compares report `before` with report `after` (either may be a kept report of an older
 * version: both are read with `readableReport`).
 */
export function compareReports(older: SimReport, newer: SimReport): ReportComparison {
  const before = readableReport(older);
  const after = readableReport(newer);
  const configChanges: string[] = [];
  const a = before.config;
  const b = after.config;
  if (a.players !== b.players) configChanges.push(`players ${a.players} → ${b.players}`);
  if (a.bots.join(",") !== b.bots.join(","))
    configChanges.push(`bots ${a.bots.join(", ")} → ${b.bots.join(", ")}`);
  if (a.games !== b.games) configChanges.push(`games ${a.games} → ${b.games}`);
  if (a.seed !== b.seed) configChanges.push(`seed ${a.seed} → ${b.seed}`);
  if (a.turnCap !== b.turnCap) configChanges.push(`turn cap ${a.turnCap} → ${b.turnCap}`);
  const ids = [
    ...new Set([...before.cards.map((c) => c.cardId), ...after.cards.map((c) => c.cardId)]),
  ];
  const cards: CardChange[] = ids.map((cardId) => {
    const x = before.cards.find((c) => c.cardId === cardId);
    const y = after.cards.find((c) => c.cardId === cardId);
    const ref = (y ?? x)!;
    const held = {
      before: x ? side(heldWins(x.winRateHeld, x.heldBy), x.heldBy) : null,
      after: y ? side(heldWins(y.winRateHeld, y.heldBy), y.heldBy) : null,
    };
    return {
      cardId,
      name: ref.name,
      status: x && y ? "both" : x ? "removed" : "added",
      winRateHeld: { key: cardId, label: ref.name, ...held, test: testOf(held.before, held.after) },
      impactBefore: x?.impact ?? null,
      impactAfter: y?.impact ?? null,
      playsPerGameBefore: x ? x.playsPerGame : null,
      playsPerGameAfter: y ? y.playsPerGame : null,
    };
  });
  const bySeat = rateChanges(before.winRate.bySeat, after.winRate.bySeat);
  const byFamily = rateChanges(before.winRate.byFamily, after.winRate.byFamily);
  const byBot = rateChanges(before.winRate.byBot, after.winRate.byBot);
  const stalledBefore = side(before.games.stalled, before.games.total);
  const stalledAfter = side(after.games.stalled, after.games.total);
  const stalled: RateChange = {
    key: "stalled",
    label: "games stalled",
    before: stalledBefore,
    after: stalledAfter,
    test: testOf(stalledBefore, stalledAfter),
  };
  const all = [...bySeat, ...byFamily, ...byBot, stalled, ...cards.map((c) => c.winRateHeld)];
  return {
    sameConfig: configChanges.length === 0,
    configChanges,
    bySeat,
    byFamily,
    byBot,
    stalled,
    length: {
      turnsBefore: before.length.turns.mean,
      turnsAfter: after.length.turns.mean,
      playsBefore: before.length.plays.mean,
      playsAfter: after.length.plays.mean,
    },
    unfinished: { before: noFinishedGames(before), after: noFinishedGames(after) },
    cards,
    significant: all.filter((r) => r.test?.significant).length,
  };
}
