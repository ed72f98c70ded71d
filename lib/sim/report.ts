/** Turns the totals of a simulation into its report (a pure function of the totals). */
import { CATEGORIES } from "./context";
import type { SimContext } from "./context";
import { familyKey } from "./play-game";
import { seatLabel } from "./readable";
import { distribution, wilson } from "./stats";
import type { Tally } from "./tally";
import { STALL_WINDOW } from "../engine";
import type { CardRow, RateRow, SimReport, StallReport } from "./types";

/** Fewest seats on each side of "held / not held" for a card impact figure. */
export const MIN_IMPACT_SAMPLE = 30;

/** A win rate: `null`, with no interval, without games (a rate of nothing is not 0%). */
function rate(key: string, label: string, games: number, wins: number): RateRow {
  return games > 0
    ? { key, label, games, wins, rate: wins / games, ci95: wilson(wins, games) }
    : { key, label, games, wins, rate: null, ci95: null };
}

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);

/** The report of a simulation. */
export function buildReport(ctx: SimContext, t: Tally): SimReport {
  const { set, config } = ctx;
  const familyName = (key: string) =>
    set.families.find((f) => f.id === key)?.name ?? "the family of removed characters";
  const familyKeys = [...new Set(ctx.families.map(familyKey))];
  const cards: CardRow[] = ctx.rows.map((info, row) => {
    const c = t.card;
    const plays = c.plays[row]!;
    const drawn = c.drawn[row]!;
    const measured = c.measured[row]!;
    const held = c.heldBy[row]!;
    const heldWins = c.heldWins[row]!;
    const notHeld = t.seatsTotal - held;
    const winRateHeld = ratio(heldWins, held);
    const winRateNotHeld = ratio(t.winsTotal - heldWins, notHeld);
    const impact =
      held >= MIN_IMPACT_SAMPLE &&
      notHeld >= MIN_IMPACT_SAMPLE &&
      winRateHeld !== null &&
      winRateNotHeld !== null
        ? winRateHeld - winRateNotHeld
        : null;
    return {
      cardId: info.cardId,
      name: info.name,
      type: info.type,
      plays,
      playsPerGame: t.games > 0 ? plays / t.games : 0,
      drawn,
      playRate: info.type === "story" ? null : ratio(plays, drawn),
      measuredPlays: measured,
      selfWorthChange: ratio(c.swSum[row]!, measured),
      selfWorthMoved: ratio(c.swAbs[row]!, measured),
      heldBy: held,
      winRateHeld,
      winRateNotHeld,
      impact,
      playableGames: c.playable[row]!,
    };
  });
  const neverPlayable = cards
    .filter((c) => c.playableGames === 0 && (c.type === "story" || c.heldBy > 0))
    .map((c) => ({ cardId: c.cardId, name: c.name, type: c.type, heldBy: c.heldBy }));
  const reasons = reasonsByRow(t);
  const effectsNeverFired = ctx.rows.flatMap((info, row) =>
    info.categories
      .filter((k) => t.card.fired[row * CATEGORIES.length + k] === 0)
      .map((k) => ({
        cardId: info.cardId,
        name: info.name,
        category: CATEGORIES[k]!,
        plays: t.card.plays[row]!,
        reason: neverFiredReason(
          cards[row]!,
          CATEGORIES[k]!,
          t.card.covered[row]!,
          reasons.get(row),
        ),
      })),
  );
  return {
    version: 1,
    set: { id: set.id, name: set.name, version: set.version },
    config: {
      games: config.games,
      players: config.players,
      bots: config.bots.slice(),
      seed: config.seed,
      seeds: [config.seed, config.seed + config.games - 1],
      turnCap: config.turnCap,
      checkInvariants: config.checkInvariants,
    },
    games: {
      total: t.games,
      finished: t.finished,
      stalled: t.stalled,
      exhausted: t.exhausted,
      sharedWins: t.sharedWins,
      errored: t.errored,
    },
    seating: seatingOf(ctx),
    winRate: {
      bySeat: t.seatGames.map((n, seat) =>
        rate(String(seat), seatLabel(seat), n, t.seatWins[seat]!),
      ),
      byFamily: familyKeys.map((key) =>
        rate(key, familyName(key), t.familyGames[key] ?? 0, t.familyWins[key] ?? 0),
      ),
      byBot: [...new Set(config.bots)].map((bot) =>
        rate(bot, bot, t.botGames[bot] ?? 0, t.botWins[bot] ?? 0),
      ),
    },
    length: { turns: distribution(t.turns), plays: distribution(t.plays) },
    cards,
    neverPlayable,
    effectsNeverFired,
    stalls: stallsOf(ctx, t),
    invariants: { checked: config.checkInvariants, violations: t.violations, examples: t.examples },
    errors: t.errors,
  };
}

/** The engine's reasons per report row, most frequent first (ties by text). */
function reasonsByRow(t: Tally): Map<number, [string, number][]> {
  const out = new Map<number, [string, number][]>();
  for (const [key, n] of Object.entries(t.reasons)) {
    const tab = key.indexOf("\t");
    const row = Number(key.slice(0, tab));
    const list = out.get(row) ?? [];
    list.push([key.slice(tab + 1), n]);
    out.set(row, list);
  }
  for (const list of out.values()) list.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return out;
}

const times = (n: number) => (n === 1 ? "once" : `${n} times`);

/**
 * Why an effect never fired: the engine's words when it gave a reason, else what the counts
 * show.
 */
export function neverFiredReason(
  card: CardRow,
  category: string,
  covered: number,
  engine: readonly [string, number][] | undefined,
): string {
  const isStory = card.type === "story";
  if (card.plays === 0) {
    if (isStory)
      return card.playableGames === 0
        ? "never claimed: no family ever met its requirement"
        : "never claimed: claimable, but no bot chose to";
    if (card.drawn === 0) return "never drawn";
    if (card.playableGames === 0) return "never played: it was never in a legal play of its holder";
    return "never played: playable, but no bot chose to";
  }
  if (engine && engine.length > 0) {
    const [text, n] = engine[0]!;
    return `the engine: “${text}” (${times(n)} in ${card.plays} plays)`;
  }
  if ((category === "continuous" || category === "persistent") && covered > 0)
    return `played ${times(card.plays)}, but its effect was always covered on the stack (not live)`;
  if (category === "on-draw") return "never drawn and played at once";
  if (category === "trigger")
    return `played ${times(card.plays)}, but its trigger's event never happened while its card showed`;
  return `played ${times(card.plays)}, but it never changed anything (its condition never held)`;
}

/** The seating sentence of the report. */
function seatingOf(ctx: SimContext): SimReport["seating"] {
  const { bots, players } = ctx.config;
  const lineup = ctx.lineup.slice();
  const distinct = new Set(bots).size;
  const mix = Array.from({ length: players }, (_, s) => lineup[s % lineup.length]!);
  let note: string;
  if (distinct <= 1) note = `every seat is played by ${bots[0]}`;
  else if (bots.length > players)
    note = `the bots (${lineup.join(", ")}) turn one seat per game: each game seats ${players} of them, and each seat is played by each bot equally often over ${lineup.length} games`;
  else
    note =
      `every game seats the same mix (${mix.join(", ")}), turned one seat per game, so each seat plays each position ` +
      `equally often over ${ctx.period} games: seat rates are not confounded with which bot sat where`;
  if (ctx.config.games % ctx.period !== 0)
    note += ` (${ctx.config.games} games is not a multiple of ${ctx.period}: the last turn of the line-up is incomplete)`;
  return { lineup, note };
}

const mean = (sum: number, n: number) => (n > 0 ? sum / n : null);

/** The stalled games: counts, stuck cards, examples and a summary in sentences. */
function stallsOf(ctx: SimContext, t: Tally): StallReport {
  const st = t.stall;
  const n = t.stalled;
  const nameOf = (id: string) => ctx.rows[ctx.rowOf.get(id) ?? -1]?.name ?? id;
  const stuckCards = ctx.rows
    .map((info, row) => ({
      cardId: info.cardId,
      name: info.name,
      type: info.type,
      games: st.stuck[row]!,
    }))
    .filter((c) => c.games > 0)
    .sort((a, b) => b.games - a.games || (a.cardId < b.cardId ? -1 : 1));
  const meanQuietTurns = mean(st.quietTurns, n);
  const meanDrawPile = mean(st.drawPile, n);
  const meanHand = mean(st.hands, n * ctx.config.players);
  const summary: string[] = [];
  if (n > 0) {
    const cap = ctx.config.turnCap;
    summary.push(
      `${n} of ${t.games} games reached the ${cap}-turn cap; on average the last play came ${meanQuietTurns!.toFixed(1)} turns before it`,
    );
    summary.push(
      st.drawPileEmpty === n
        ? "the draw pile was empty in every one of them: no card was left to draw"
        : `the draw pile was empty in ${st.drawPileEmpty} of them (on average ${meanDrawPile!.toFixed(1)} cards left to draw)`,
    );
    if (stuckCards.length > 0) {
      const top = stuckCards
        .slice(0, 3)
        .map((c) => `${c.name} (${c.games} game${c.games === 1 ? "" : "s"})`)
        .join(", ");
      summary.push(
        `cards stuck in hands, never in a legal play for the last ${STALL_WINDOW} turns: ${top}`,
      );
    } else {
      summary.push(
        `no card sat stuck in a hand: bots could play but the games did not end (${meanHand!.toFixed(1)} cards per hand at the cap)`,
      );
    }
  }
  return {
    games: n,
    meanQuietTurns,
    meanDrawPile,
    meanHand,
    drawPileEmpty: st.drawPileEmpty,
    window: STALL_WINDOW,
    stuckCards,
    examples: st.examples.map((e) => ({
      ...e,
      stuck: e.stuck.map((x) => ({ ...x, name: nameOf(x.cardId) })),
    })),
    summary,
  };
}
