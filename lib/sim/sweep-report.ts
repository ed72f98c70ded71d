/**
 * The sweep report: per variant (the current set first), win rates by seat and family, game
 * length and each varied card's impact, with 95% intervals; which variants differ significantly
 * from the current card (lib/sim compare.ts's test); how balanced each leaves the set, and the
 * series a chart plots (the field's value against the shifts). Pure and deterministic: the same
 * reports give the same bytes. No Node modules (the lab can import it).
 */
import type { Diagnostic, Result } from "../model";
import { err, errorDiagnostic, ok } from "../model";
import { compareReports, heldWins as heldWinsOf } from "./compare";
import type { RateChange } from "./compare";
import { num, pct, signedPct as signed, table } from "./format";
import { noFinishedGames, readableReport } from "./readable";
import { differenceInterval, wilson } from "./stats";
import { sweepValueText } from "./sweep";
import type { SweepAxis, SweepPlan, SweepRuns, SweepValue } from "./sweep";
import type { RateRow, SimReport } from "./types";

/** What the games did with one varied card in one variant. */
export interface SweepCardRow {
  cardId: string;
  name: string;
  /** Seats of finished games that held the card, and their wins. */
  heldBy: number;
  heldWins: number;
  winRateHeld: number | null;
  ci95Held: [number, number] | null;
  winRateNotHeld: number | null;
  /** winRateHeld − winRateNotHeld (the report's `impact`: `null` below 30 seats a side). */
  impact: number | null;
  /** Its 95% interval (Newcombe), `null` when `impact` is. */
  impactCi95: [number, number] | null;
  playsPerGame: number;
}

/**
 * Mean (with its 95% interval), median and the middle 80% (p10–p90) of a length; `null` without
 * finished games.
 */
export interface SweepLength {
  mean: number | null;
  meanCi95: [number, number] | null;
  median: number | null;
  p10: number | null;
  p90: number | null;
}

/** One row of the sweep: the current set or a variant. */
export interface SweepRow {
  /** "current", or the variant's changes (`card.points.1=-15`). */
  label: string;
  current: boolean;
  /** The value of each axis in this row (the current value in the current row). */
  values: SweepValue[];
  games: { total: number; finished: number; stalled: number };
  /** Why no game finished (`noFinishedGames`), else `null`. */
  unfinished: string | null;
  bySeat: RateRow[];
  byFamily: RateRow[];
  length: { turns: SweepLength; plays: SweepLength };
  cards: SweepCardRow[];
  /**
   * The spread of family win rates, best − worst (`null` with fewer than two families with
   * games): 0 is a set where every family wins equally often, the sweep's measure of balance.
   */
  spread: number | null;
  /** Against the current row (`null` in it): the tests of the compared figures. */
  comparison: { bySeat: RateChange[]; byFamily: RateChange[]; cards: RateChange[] } | null;
  /** The figures that differ significantly from the current row, in words (none: `[]`). */
  significant: string[];
}

/** One point of the chart: the field's value against the shifts from the current card. */
export interface SweepPoint {
  label: string;
  /** The varied value when the sweep has one numeric axis, else `null` (plot by `label`). */
  x: number | null;
  current: boolean;
  /** Win rate of the seats that held the (first) varied card, and its shift from the current. */
  heldRate: number | null;
  heldShift: number | null;
  /** Spread of family win rates, and its shift from the current (negative: more balanced). */
  spread: number | null;
  spreadShift: number | null;
}

/** The sweep report. */
export interface SweepReport {
  version: 1;
  set: SimReport["set"];
  /** The options every row ran with: the same games (seeds), bots and seats. */
  config: SimReport["config"];
  axes: SweepAxis[];
  /** The current set first, then each variant in the plan's order. */
  rows: SweepRow[];
  /**
   * The row closest to balanced: the smallest spread of family win rates (the first on a tie;
   * `null` when no row has one), and a sentence saying it.
   */
  balance: { measure: "family-spread"; closest: number | null; sentence: string };
  /** The chart's points, one per row (the current row's shifts are 0). */
  series: SweepPoint[];
}

function lengthOf(d: SimReport["length"]["turns"]): SweepLength {
  return { mean: d.mean, meanCi95: d.meanCi95, median: d.median, p10: d.p10, p90: d.p90 };
}

function spreadOf(rows: readonly RateRow[]): number | null {
  const rates = rows.map((r) => r.rate).filter((r): r is number => r !== null);
  return rates.length < 2 ? null : Math.max(...rates) - Math.min(...rates);
}

function cardRows(report: SimReport, axes: readonly SweepAxis[]): SweepCardRow[] {
  const seats = report.winRate.bySeat.reduce((n, r) => n + r.games, 0);
  const wins = report.winRate.bySeat.reduce((n, r) => n + r.wins, 0);
  const ids = [...new Set(axes.map((a) => a.cardId))];
  return ids.map((id) => {
    const c = report.cards.find((x) => x.cardId === id);
    const name = c?.name ?? axes.find((a) => a.cardId === id)!.name;
    if (!c)
      return {
        cardId: id,
        name,
        heldBy: 0,
        heldWins: 0,
        winRateHeld: null,
        ci95Held: null,
        winRateNotHeld: null,
        impact: null,
        impactCi95: null,
        playsPerGame: 0,
      };
    const heldWins = heldWinsOf(c.winRateHeld, c.heldBy);
    return {
      cardId: id,
      name,
      heldBy: c.heldBy,
      heldWins,
      winRateHeld: c.winRateHeld,
      ci95Held: c.heldBy > 0 ? wilson(heldWins, c.heldBy) : null,
      winRateNotHeld: c.winRateNotHeld,
      impact: c.impact,
      impactCi95:
        c.impact === null
          ? null
          : differenceInterval(heldWins, c.heldBy, wins - heldWins, seats - c.heldBy),
      playsPerGame: c.playsPerGame,
    };
  });
}

function rowOf(
  label: string,
  values: SweepValue[],
  report: SimReport,
  axes: readonly SweepAxis[],
  reference: SimReport | null,
): SweepRow {
  const r = readableReport(report);
  const cards = cardRows(r, axes);
  let comparison: SweepRow["comparison"] = null;
  let significant: string[] = [];
  if (reference) {
    const c = compareReports(reference, r);
    const ids = new Set(cards.map((x) => x.cardId));
    comparison = {
      bySeat: c.bySeat,
      byFamily: c.byFamily,
      cards: c.cards.filter((x) => ids.has(x.cardId)).map((x) => x.winRateHeld),
    };
    significant = [
      ...comparison.bySeat.filter((x) => x.test?.significant).map((x) => x.label),
      ...comparison.byFamily.filter((x) => x.test?.significant).map((x) => x.label),
      ...comparison.cards.filter((x) => x.test?.significant).map((x) => `${x.label} when held`),
    ];
  }
  return {
    label,
    current: reference === null,
    values,
    games: { total: r.games.total, finished: r.games.finished, stalled: r.games.stalled },
    unfinished: noFinishedGames(r),
    bySeat: r.winRate.bySeat,
    byFamily: r.winRate.byFamily,
    length: { turns: lengthOf(r.length.turns), plays: lengthOf(r.length.plays) },
    cards,
    spread: spreadOf(r.winRate.byFamily),
    comparison,
    significant,
  };
}

const shift = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

/**
 * The report of a sweep's runs (`runSweep`). Refused when a run's options differ from the
 * current set's (a runner that did not play the same games): a sweep compares like with like.
 */
export function sweepReport(plan: SweepPlan, runs: SweepRuns): Result<SweepReport, Diagnostic> {
  const { reference, variants } = runs;
  for (const [i, v] of variants.entries()) {
    const c = compareReports(reference, v);
    if (!c.sameConfig)
      return err(
        errorDiagnostic(
          "sweep/not-the-same-games",
          `variant ${plan.variants[i]?.label ?? i + 1} ran other games than the current set (${c.configChanges.join(", ")}): a sweep plays every variant on the same seeds`,
          "sweep",
        ),
      );
  }
  const { axes } = plan;
  const rows = [
    rowOf(
      "current",
      axes.map((a) => a.current),
      reference,
      axes,
      null,
    ),
    ...plan.variants.map((v, i) =>
      rowOf(
        v.label,
        axes.map((_, axis) => v.changes.find((c) => c.axis === axis)!.value),
        variants[i]!,
        axes,
        reference,
      ),
    ),
  ];
  let closest: number | null = null;
  rows.forEach((row, i) => {
    if (row.spread !== null && (closest === null || row.spread < rows[closest]!.spread!))
      closest = i;
  });
  const numeric = axes.length === 1 && rows.every((r) => typeof r.values[0] === "number");
  const base = rows[0]!;
  const series: SweepPoint[] = rows.map((row) => {
    const held = row.cards[0]?.winRateHeld ?? null;
    return {
      label: row.label,
      x: numeric ? (row.values[0] as number) : null,
      current: row.current,
      heldRate: held,
      heldShift: shift(held, base.cards[0]?.winRateHeld ?? null),
      spread: row.spread,
      spreadShift: shift(row.spread, base.spread),
    };
  });
  const r = readableReport(reference);
  return ok({
    version: 1,
    set: r.set,
    config: r.config,
    axes,
    rows,
    balance: { measure: "family-spread", closest, sentence: balanceSentence(rows, closest, r) },
    series,
  });
}

const points = (x: number | null) => (x === null ? "–" : (100 * x).toFixed(1));
const interval = (ci: [number, number] | null, show: (x: number) => string) =>
  ci ? `${show(ci[0])}–${show(ci[1])}` : "–";

function balanceSentence(rows: readonly SweepRow[], closest: number | null, r: SimReport): string {
  const families = r.set.familyWord ?? "family";
  if (closest === null)
    return `not known: no row has win rates of two ${families === "family" ? "families" : `${families}s`}`;
  const best = rows[closest]!;
  const spread = `a spread of ${points(best.spread)} points between the best and worst ${families}`;
  if (best.current)
    return `the current card is the closest to balanced (${spread}); no variant narrows it`;
  return `closest to balanced: ${best.label} (${spread}, against ${points(rows[0]!.spread)} now)${
    best.significant.length > 0 ? "" : "; its difference from the current card is within chance"
  }`;
}

function rateCell(r: RateRow | undefined): string {
  return r && r.rate !== null ? `${pct(r.rate)} ${interval(r.ci95, (x) => points(x))}` : "–";
}

/** The sweep as text: one table per figure, a row per variant, then significance and balance. */
export function formatSweep(report: SweepReport): string {
  const c = report.config;
  const family = report.set.familyWord ?? "family";
  const axisLine = (a: SweepAxis) =>
    `  ${a.cardId}.${a.path} (now ${shown(a, a.current)}): ${a.values.map((v) => shown(a, v)).join(", ")}`;
  const out: string[] = [
    `${report.set.name} ${report.set.version}: sweep of ${report.rows.length - 1} variant${report.rows.length === 2 ? "" : "s"} and the current set`,
    ...report.axes.map(axisLine),
    `every row: ${c.games} games, ${c.players} players, bots ${c.bots.join(", ")} (seats rotate), seeds ${c.seeds[0]}–${c.seeds[1]}, turn cap ${c.turnCap} (the same games)`,
    "",
  ];
  const rows = report.rows;
  const oneCard = new Set(report.axes.map((a) => a.cardId)).size === 1;
  // Rows are named by their values only (the card's id once above when there is one card).
  const label = (r: SweepRow) =>
    r.current
      ? "current"
      : report.axes
          .map((a, i) => {
            const v = r.values[i]!;
            const text = a.path === "effect" ? `#${a.values.indexOf(v) + 1}` : sweepValueText(v);
            return `${oneCard ? "" : `${a.cardId}.`}${a.path}=${text}`;
          })
          .join(", ");
  const seatKeys = rows[0]!.bySeat.map((s) => s.key);
  out.push(
    "win rate by seat (95% CI)",
    ...table(
      ["", ...rows[0]!.bySeat.map((s) => s.label)],
      rows.map((r) => [
        label(r),
        ...seatKeys.map((k) => rateCell(r.bySeat.find((s) => s.key === k))),
      ]),
    ),
    "",
  );
  const familyKeys = rows[0]!.byFamily.map((f) => f.key);
  out.push(
    `win rate by ${family} (95% CI), and the spread (best − worst, points)`,
    ...table(
      ["", ...rows[0]!.byFamily.map((f) => f.label), "spread"],
      rows.map((r) => [
        label(r),
        ...familyKeys.map((k) => rateCell(r.byFamily.find((f) => f.key === k))),
        points(r.spread),
      ]),
    ),
    "",
    "game length (finished games)",
    ...table(
      ["", "finished", "stalled", "turns mean", "95% CI", "median", "p10–p90", "plays mean"],
      rows.map((r) => [
        label(r),
        String(r.games.finished),
        String(r.games.stalled),
        num(r.length.turns.mean),
        r.length.turns.meanCi95 === null
          ? "–"
          : `${num(r.length.turns.meanCi95[0])}–${num(r.length.turns.meanCi95[1])}`,
        num(r.length.turns.median),
        r.length.turns.p10 === null ? "–" : `${r.length.turns.p10}–${r.length.turns.p90}`,
        num(r.length.plays.mean),
      ]),
    ),
    "",
  );
  for (const [i, card] of rows[0]!.cards.entries()) {
    out.push(
      `${card.name}: win rate when held, and impact (held − not held, points), 95% CI`,
      ...table(
        ["", "held", "win held", "95% CI", "impact", "95% CI", "plays/game"],
        rows.map((r) => {
          const x = r.cards[i]!;
          return [
            label(r),
            String(x.heldBy),
            pct(x.winRateHeld),
            interval(x.ci95Held, points),
            signed(x.impact),
            interval(x.impactCi95, signed),
            x.playsPerGame.toFixed(2),
          ];
        }),
      ),
      "",
    );
  }
  out.push(
    "significant against the current card (p < 0.05, two-proportion z-test)",
    ...rows
      .filter((r) => !r.current)
      .map((r) => `  ${label(r)}: ${r.significant.length > 0 ? r.significant.join(", ") : "none"}`),
    "",
    `the chart: the varied value against the shift from the current card (points) of ${rows[0]!.cards[0]?.name ?? "the card"}'s win rate when held and of the spread`,
    ...table(
      ["", "value", "held Δ", "spread", "spread Δ"],
      report.series.map((p, i) => [
        label(rows[i]!),
        p.x === null ? "–" : String(p.x),
        signed(p.heldShift),
        points(p.spread),
        signed(p.spreadShift),
      ]),
    ),
    "",
    `balance (the spread of ${family} win rates): ${report.balance.sentence}`,
  );
  for (const r of rows) if (r.unfinished) out.push(`${label(r)}: ${r.unfinished}`);
  return out.join("\n");
}

function shown(a: SweepAxis, v: SweepValue): string {
  return a.path === "effect" ? JSON.stringify(v) : sweepValueText(v);
}
