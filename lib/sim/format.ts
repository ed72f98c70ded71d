/** The report as readable text: aligned tables for a terminal. */
import { loopWords, noFinishedGames, readableReport, seatLabel } from "./readable";
import type { Distribution, RateRow, SimReport } from "./types";

/**
 * Lines of a table: the first column left-aligned, the others right-aligned, except a last
 * column of sentences (`textLast`), left-aligned.
 */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  indent = "  ",
  textLast = false,
): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const left = (i: number) => i === 0 || (textLast && i === header.length - 1);
  const line = (cells: readonly string[]) =>
    indent +
    cells
      .map((c, i) => (left(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("   ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

export const pct = (x: number | null) => (x === null ? "–" : `${(100 * x).toFixed(1)}%`);
export const num = (x: number | null) =>
  x === null ? "–" : Number.isInteger(x) ? String(x) : x.toFixed(1);
export const signedPct = (x: number | null) =>
  x === null ? "–" : `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)}`;

function rates(title: string, rows: readonly RateRow[]): string[] {
  return [
    title,
    ...table(
      ["", "games", "wins", "rate", "95% CI"],
      rows.map((r) => [
        r.label,
        String(r.games),
        String(r.wins),
        pct(r.rate),
        r.ci95 ? `${pct(r.ci95[0])}–${pct(r.ci95[1])}` : "–",
      ]),
    ),
    "",
  ];
}

function histogram(title: string, d: Distribution): string[] {
  if (d.count === 0) return [];
  const top = Math.max(...d.histogram.map((b) => b.count));
  const labels = d.histogram.map((b) => (b.from === b.to ? String(b.from) : `${b.from}–${b.to}`));
  const width = Math.max(...labels.map((l) => l.length));
  return [
    title,
    ...d.histogram.map((b, i) => {
      const bar = "█".repeat(Math.round((30 * b.count) / Math.max(1, top)));
      return `  ${labels[i]!.padStart(width)}  ${bar} ${b.count}`;
    }),
    "",
  ];
}

/**
 * The report as text (tables of win rates, game length, card impact, problems). Seats are
 * numbered from 1; with no finished game, win rates and lengths are said to be unknown instead
 * of printed as 0.
 */
export function formatReport(report: SimReport, top = 5): string {
  const r = readableReport(report);
  const c = r.config;
  const g = r.games;
  const unfinished = noFinishedGames(r);
  const out: string[] = [
    `${r.set.name} ${r.set.version}: ${c.games} games, ${c.players} players, bots ${c.bots.join(", ")} (seats rotate)`,
    `seeds ${c.seeds[0]}–${c.seeds[1]}, turn cap ${c.turnCap}`,
    `seating: ${r.seating.note}`,
    "",
    `games ${g.total}: finished ${g.finished} (exhausted ${g.exhausted}, shared wins ${g.sharedWins}), stalled ${g.stalled}, errors ${g.errored}${g.memosOff ? `, memos off in ${g.memosOff}` : ""}`,
    "",
  ];
  if (unfinished) {
    out.push(
      unfinished,
      "win rates, game length and card impact: not known (they count finished games only)",
      "",
    );
  } else {
    out.push(
      ...rates("win rate by seat", r.winRate.bySeat),
      ...rates(`win rate by ${r.set.familyWord ?? "family"}`, r.winRate.byFamily),
      ...rates("win rate by bot", r.winRate.byBot),
      "game length (finished games)",
      ...table(
        ["", "mean", "median", "p10", "p90", "min", "max"],
        (["turns", "plays"] as const).map((k) => {
          const d = r.length[k];
          return [k, num(d.mean), num(d.median), num(d.p10), num(d.p90), num(d.min), num(d.max)];
        }),
      ),
      "",
      ...histogram("turns per game", r.length.turns),
    );
  }
  const rated = r.cards
    .filter((x) => x.impact !== null)
    .sort((a, b) => b.impact! - a.impact! || (a.cardId < b.cardId ? -1 : 1));
  const impactRows = (list: typeof rated) =>
    table(
      [
        "card",
        "type",
        "held",
        "win held",
        "win not",
        "impact",
        "plays/game",
        `Δ ${r.set.pointsWord ?? "self-worth"}`,
      ],
      list.map((x) => [
        x.name,
        x.type,
        String(x.heldBy),
        pct(x.winRateHeld),
        pct(x.winRateNotHeld),
        signedPct(x.impact),
        x.playsPerGame.toFixed(2),
        x.selfWorthChange === null ? "–" : x.selfWorthChange.toFixed(1),
      ]),
    );
  if (rated.length > 0) {
    const n = Math.min(top, Math.ceil(rated.length / 2));
    out.push(
      `card impact: win rate when held − when not (points), top ${n}`,
      ...impactRows(rated.slice(0, n)),
      "",
    );
    out.push(`card impact, bottom ${n}`, ...impactRows(rated.slice(-n).reverse()), "");
  }
  out.push(
    r.neverPlayable.length === 0
      ? "cards never playable: none"
      : `cards never playable (${r.neverPlayable.length})`,
    ...(r.neverPlayable.length > 0
      ? table(
          ["card", "type", "held by", "why"],
          r.neverPlayable.map((x) => [x.name, x.type, String(x.heldBy), x.reason ?? "–"]),
          "  ",
          true,
        )
      : []),
    r.effectsNeverFired.length === 0
      ? "effects that never fired: none"
      : `effects that never fired (${r.effectsNeverFired.length})`,
    ...(r.effectsNeverFired.length > 0
      ? table(
          ["card", "effect", "plays", "why"],
          r.effectsNeverFired.map((x) => [x.name, x.category, String(x.plays), x.reason]),
          "  ",
          true,
        )
      : []),
    g.stalled === 0
      ? "stalled games: none"
      : `stalled games: ${g.stalled} of ${g.total} hit the ${c.turnCap}-turn cap (not counted in win rates)`,
    ...r.stalls.summary.slice(1).map((line) => `  ${line}`),
    ...r.stalls.examples.map(
      (e) =>
        `  game ${e.game} (seed ${e.seed}): draw pile ${e.drawPile}, discard ${e.discard}, hands ${e.hands.join("/")}, ` +
        `last play ${e.quietTurns} turns before the cap` +
        (e.stuck.length > 0
          ? `; stuck: ${e.stuck.map((x) => `${x.name} (${seatLabel(x.seat)})`).join(", ")}`
          : "") +
        loopWords(e.loop),
    ),
  );
  if (r.invariants.checked) {
    out.push(`invariants: checked after every action, ${r.invariants.violations} violation(s)`);
    for (const v of r.invariants.examples)
      out.push(`  game ${v.game} (seed ${v.seed}), action ${v.action}: ${v.message}`);
  }
  if (r.errors.length > 0) {
    out.push(`engine errors: ${g.errored} game(s)`);
    for (const v of r.errors)
      out.push(`  game ${v.game} (seed ${v.seed}), action ${v.action}: ${v.message}`);
  }
  return out.join("\n");
}
