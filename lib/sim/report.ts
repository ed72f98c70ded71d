/** Turns the totals of a simulation into its report (a pure function of the totals). */
import { CATEGORIES } from "./context";
import type { SimContext } from "./context";
import { familyKey, MAX_ACTIONS_PER_TURN } from "./play-game";
import { seatLabel } from "./readable";
import { distribution, wilson } from "./stats";
import { UNPLAYABLE } from "./tally";
import type { Tally } from "./tally";
import { STALL_WINDOW } from "../engine";
import { readableWords } from "../model";
import type { CardRow, NeverReason, RateRow, ReasonCount, SimReport, StallReport } from "./types";

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
    set.families.find((f) => f.id === key)?.name ??
    `the ${set.rules.familyWord} of removed characters`;
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
  const reasons = reasonsByRow(t);
  const iconName = (id: string) => set.icons.find((i) => i.id === id)?.name ?? id;
  const words = readableWords(set);
  const facts = (row: number): RowFacts => ({
    card: cards[row]!,
    games: t.games,
    heldGames: t.card.heldGames[row]!,
    covered: t.card.covered[row]!,
    requirement: ctx.rows[row]!.requirement,
    unplayable: UNPLAYABLE.map((_, k) => t.card.unplayable[row * UNPLAYABLE.length + k]!),
    engine: reasons.get(row),
    pointsWord: words.pointsWord,
  });
  const neverPlayable = cards.flatMap((c, row) => {
    // Held in any game, stalled ones too (`heldBy` counts finished games' seats only).
    if (c.playableGames !== 0 || (c.type !== "story" && t.card.heldGames[row] === 0)) return [];
    const why = unplayableReasons(facts(row));
    return [
      {
        cardId: c.cardId,
        name: c.name,
        type: c.type,
        heldBy: c.heldBy,
        reason: reasonsText(why, iconName, words.familyWord),
        reasons: why,
      },
    ];
  });
  const effectsNeverFired = ctx.rows.flatMap((info, row) =>
    info.categories
      .filter((k) => t.card.fired[row * CATEGORIES.length + k] === 0)
      .map((k) => {
        const why = neverFiredReasons(facts(row), CATEGORIES[k]!);
        return {
          cardId: info.cardId,
          name: info.name,
          category: CATEGORIES[k]!,
          plays: t.card.plays[row]!,
          reason: reasonsText(why, iconName, words.familyWord),
          reasons: why,
        };
      }),
  );
  return {
    version: 1,
    set: {
      id: set.id,
      name: set.name,
      version: set.version,
      familyWord: set.rules.familyWord,
      pointsWord: set.rules.pointsWord,
    },
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
      ...(t.memosOff > 0 ? { memosOff: t.memosOff } : {}),
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

/** Reasons shown per card: the most frequent, at most this many. */
export const MAX_REASONS = 3;

/** An engine reason as tallied: its kind, its text, how often. */
type Tallied = { kind: NeverReason["kind"]; detail: string; count: number };

/** The reasons the games gave per report row, most frequent first (ties by kind, then text). */
function reasonsByRow(t: Tally): Map<number, Tallied[]> {
  const out = new Map<number, Tallied[]>();
  for (const [key, count] of Object.entries(t.reasons)) {
    const [row, kind, ...rest] = key.split("\t");
    const list = out.get(Number(row)) ?? [];
    list.push({ kind: kind as NeverReason["kind"], detail: rest.join("\t"), count });
    out.set(Number(row), list);
  }
  const order = (a: Tallied) => `${a.kind}\t${a.detail}`;
  for (const list of out.values())
    list.sort((a, b) => b.count - a.count || (order(a) < order(b) ? -1 : 1));
  return out;
}

/** What the report knows of one card, to say why it never played or fired. */
export interface RowFacts {
  card: CardRow;
  /** Games played in all, and games in which some seat held the card. */
  games: number;
  heldGames: number;
  /** Times its lasting effect lay covered on a stack. */
  covered: number;
  /** A story's requirement (icon ids). */
  requirement?: readonly string[];
  /** Per `UNPLAYABLE` kind: games in which it was in no legal play for that reason. */
  unplayable: readonly number[];
  /** Reasons the engine gave when the card's effect did nothing, most frequent first. */
  engine?: readonly Tallied[];
  /** The set's points word ("Self-Worth" when absent), as the reasons say it. */
  pointsWord?: string;
}

/** A tallied reason as report data. */
function asReason(r: Tallied): NeverReason {
  switch (r.kind) {
    case "condition-never-held":
      return { kind: r.kind, condition: r.detail };
    case "no-target":
    case "forbidden":
      return { kind: r.kind, detail: r.detail };
    case "event-never-happened":
      return { kind: r.kind, event: r.detail };
    default:
      return { kind: "no-change" };
  }
}

/** Why a card held (a story: in the centre) was never in a legal play, most frequent first. */
export function unplayableReasons(f: RowFacts): ReasonCount[] {
  if (f.card.type === "story")
    return [
      {
        reason: { kind: "requirement-never-met", requirement: [...(f.requirement ?? [])] },
        count: f.games,
        of: f.games,
        unit: "games",
      },
    ];
  const out: ReasonCount[] = [];
  UNPLAYABLE.forEach((kind, k) => {
    const count = f.unplayable[k]!;
    if (count === 0) return;
    const reason: NeverReason =
      kind === "no-play-left"
        ? { kind }
        : kind === "forbidden"
          ? { kind, detail: `no ${typeWords(f.card.type)} may be played there` }
          : {
              kind,
              detail:
                f.card.type === "untimely-death"
                  ? `no living character had a negative ${(f.pointsWord ?? "self-worth").toLowerCase()}`
                  : "no character could receive it",
            };
    out.push({ reason, count, of: f.heldGames, unit: "games" });
  });
  if (out.length === 0)
    // Held only outside its holder's plays decisions (e.g. drawn on the game's last turn).
    out.push({
      reason: { kind: "no-target", detail: "it was never in a legal play of its holder" },
      count: f.heldGames,
      of: f.heldGames,
      unit: "games",
    });
  return out.sort((a, b) => b.count - a.count).slice(0, MAX_REASONS);
}

const typeWords = (type: string) => `${type.replace("-", " ")}s`;

/**
 * Why an effect never fired, most frequent first: the engine's reasons when it gave some (a
 * step with no target, a condition that never held, a play that fizzled), else what the counts
 * show (never drawn, in no legal play and why, never chosen, covered, nothing changed).
 */
export function neverFiredReasons(f: RowFacts, category: string): ReasonCount[] {
  const { card } = f;
  if (card.plays === 0) {
    if (card.type === "story")
      return card.playableGames === 0
        ? unplayableReasons(f)
        : [
            {
              reason: { kind: "never-chosen" },
              count: card.playableGames,
              of: f.games,
              unit: "games",
            },
          ];
    if (card.drawn === 0)
      return [{ reason: { kind: "never-drawn" }, count: f.games, of: f.games, unit: "games" }];
    if (card.playableGames === 0) return unplayableReasons(f);
    return [
      { reason: { kind: "never-chosen" }, count: card.playableGames, of: f.games, unit: "games" },
    ];
  }
  const plays = (reason: NeverReason, count = card.plays): ReasonCount => ({
    reason,
    count,
    of: card.plays,
    unit: "plays",
  });
  if (f.engine && f.engine.length > 0)
    return f.engine.slice(0, MAX_REASONS).map((r) => plays(asReason(r), r.count));
  if ((category === "continuous" || category === "persistent") && f.covered > 0)
    return [plays({ kind: "covered" })];
  if (category === "on-draw") return [plays({ kind: "never-played-at-once" })];
  return [plays({ kind: "no-change" })];
}

const times = (n: number) => (n === 1 ? "once" : `${n} times`);

/** "in 3 of 40 plays", "in all 500 games". */
function share(r: ReasonCount): string {
  const unit = r.of === 1 ? r.unit.slice(0, -1) : r.unit;
  return r.count === r.of
    ? `in ${r.of === 1 ? "its one" : `all ${r.of}`} ${unit}`
    : `in ${r.count} of ${r.of} ${unit}`;
}

/** "in all 100 games it was held in", "in 3 of the 100 games it was held in". */
function held(r: ReasonCount): string {
  const games = r.of === 1 ? "game" : "games";
  return r.count === r.of
    ? `in ${r.of === 1 ? "the one" : `all ${r.of}`} ${games} it was held in`
    : `in ${r.count} of the ${r.of} ${games} it was held in`;
}

/**
 * A reason in words, for a designer ("its requirement (Raven, Rose) was never met by any family
 * in all 500 games"); `iconName` names an icon id, `familyWord` is the set's word for a family.
 */
export function reasonText(
  r: ReasonCount,
  iconName: (id: string) => string = (id) => id,
  familyWord = "family",
): string {
  const x = r.reason;
  switch (x.kind) {
    case "never-drawn":
      return `never drawn ${share(r)}`;
    case "requirement-never-met":
      return `never claimable: its requirement (${x.requirement.map(iconName).join(", ")}) was never met by any ${familyWord} ${share(r)}`;
    case "condition-never-held":
      return `its condition (${x.condition}) did not hold ${share(r)}`;
    case "no-target":
      return r.unit === "games"
        ? `never playable: ${x.detail} (${held(r)})`
        : `nothing to act on: ${x.detail} ${share(r)}`;
    case "forbidden":
      return r.unit === "games"
        ? `never playable: forbidden by a lasting effect, ${x.detail} (${held(r)})`
        : `forbidden by a lasting effect: ${x.detail} ${share(r)}`;
    case "no-play-left":
      return `never playable: its holder had no play left for it whenever it was held (${held(r)})`;
    case "event-never-happened":
      return `the event it waits for (${x.event}) never happened ${share(r)}`;
    case "never-chosen":
      return `in a legal play in ${r.count} of ${r.of} games, but no bot ever chose it`;
    case "covered":
      return `played ${times(r.of)}, but its effect was always covered on the stack (not live)`;
    case "never-played-at-once":
      return "never drawn and played at once";
    case "no-change":
      return `played ${times(r.of)}, but it never changed anything`;
  }
}

/** The reasons in words, most frequent first, joined. */
export function reasonsText(
  reasons: readonly ReasonCount[],
  iconName?: (id: string) => string,
  familyWord?: string,
): string {
  return reasons.map((r) => reasonText(r, iconName, familyWord)).join("; ");
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
    if (st.loops > 0) {
      const looping = [
        ...new Set(st.examples.flatMap((e) => (e.loop?.cardId ? [nameOf(e.loop.cardId)] : []))),
      ];
      summary.push(
        `${st.loops} of them ${st.loops === 1 ? "was" : "were"} stopped inside a turn that would not end (over ${MAX_ACTIONS_PER_TURN.toLocaleString("en")} actions: a loop of plays the rules allow${looping.length > 0 ? `, e.g. ${looping.join(", ")} played again and again` : ""})`,
      );
    }
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
    ...(st.loops > 0 ? { loops: st.loops } : {}),
    window: STALL_WINDOW,
    stuckCards,
    examples: st.examples.map((e) => ({
      ...e,
      stuck: e.stuck.map((x) => ({ ...x, name: nameOf(x.cardId) })),
      ...(e.loop
        ? {
            loop: {
              ...e.loop,
              ...(e.loop.cardId === null ? {} : { name: nameOf(e.loop.cardId) }),
            },
          }
        : {}),
    })),
    summary,
  };
}
