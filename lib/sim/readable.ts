/**
 * How a report reads to a person: seats numbered from 1 (as the table numbers them; the report
 * keeps the seat's index as its key), and what is not known said in words instead of a rate or
 * a mean of nothing. Pure.
 */
import type { Distribution, RateRow, SimReport, StalledGame } from "./types";

/** A seat as a person reads it: index 0 is "seat 1". */
export function seatLabel(index: number): string {
  return `seat ${index + 1}`;
}

/** A distribution of no values: nothing is known about it. */
export const EMPTY_DISTRIBUTION: Distribution = {
  count: 0,
  mean: null,
  median: null,
  p10: null,
  p90: null,
  min: null,
  max: null,
  meanCi95: null,
  histogram: [],
};

/**
 * Why a report has no finished game, in a sentence ("No game finished: all 200 stalled at the
 * 200-turn cap."), or `null` when some game finished.
 */
export function noFinishedGames(report: Pick<SimReport, "games" | "config">): string | null {
  const g = report.games;
  if (g.finished > 0) return null;
  if (g.total === 0) return "No game was played.";
  const all = g.total === 1 ? "the one game" : `all ${g.total}`;
  const cap = `the ${report.config.turnCap}-turn cap`;
  if (g.stalled === g.total) return `No game finished: ${all} stalled at ${cap}.`;
  if (g.errored === g.total) return `No game finished: ${all} stopped by an engine error.`;
  return `No game finished: ${g.stalled} stalled at ${cap} and ${g.errored} stopped by an engine error.`;
}

/** A rate row whose rate is known only when it has games. */
function readableRate(r: RateRow): RateRow {
  return r.games > 0 ? r : { ...r, rate: null, ci95: null };
}

/** A distribution with its mean's interval: a report kept before it had one has none. */
function readableDistribution(d: Distribution): Distribution {
  return d.count > 0 ? { ...d, meanCi95: d.meanCi95 ?? null } : EMPTY_DISTRIBUTION;
}

/**
 * A report as the current rules write it, from one kept by an older version: seat rows labelled
 * from 1, and no rate, interval or mean where there were no samples (older reports wrote 0).
 * A current report comes back equal.
 */
export function readableReport(r: SimReport): SimReport {
  return {
    ...r,
    winRate: {
      bySeat: r.winRate.bySeat.map((row) =>
        readableRate({ ...row, label: seatLabel(Number(row.key)) }),
      ),
      byFamily: r.winRate.byFamily.map(readableRate),
      byBot: r.winRate.byBot.map(readableRate),
    },
    length: {
      turns: readableDistribution(r.length.turns),
      plays: readableDistribution(r.length.plays),
    },
  };
}

/** A stalled game's loop in words ("; stopped in turn 26 after 2,000 actions, mostly plays of X"). */
export function loopWords(loop: StalledGame["loop"]): string {
  if (!loop) return "";
  const card = loop.name ?? loop.cardId;
  return `; stopped inside a turn that would not end (${loop.actions.toLocaleString("en")} actions${card ? `, ${card} played again and again` : ""})`;
}
