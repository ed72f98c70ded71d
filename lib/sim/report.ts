/** Turns the totals of a simulation into its report (a pure function of the totals). */
import { CATEGORIES } from "./context";
import type { SimContext } from "./context";
import { familyKey } from "./play-game";
import { distribution, wilson } from "./stats";
import type { Tally } from "./tally";
import type { CardRow, RateRow, SimReport } from "./types";

/** Fewest seats on each side of "held / not held" for a card impact figure. */
export const MIN_IMPACT_SAMPLE = 30;

function rate(key: string, label: string, games: number, wins: number): RateRow {
  return { key, label, games, wins, rate: games > 0 ? wins / games : 0, ci95: wilson(wins, games) };
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
  const effectsNeverFired = ctx.rows.flatMap((info, row) =>
    info.categories
      .filter((k) => t.card.fired[row * CATEGORIES.length + k] === 0)
      .map((k) => ({
        cardId: info.cardId,
        name: info.name,
        category: CATEGORIES[k]!,
        plays: t.card.plays[row]!,
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
    winRate: {
      bySeat: t.seatGames.map((n, seat) =>
        rate(String(seat), `seat ${seat}`, n, t.seatWins[seat]!),
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
    invariants: { checked: config.checkInvariants, violations: t.violations, examples: t.examples },
    errors: t.errors,
  };
}
