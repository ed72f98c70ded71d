/**
 * Scoring (R9.2, R9.3): family value = own dead characters' self-worth + the held story's points;
 * the lowest value wins; ties per `rules.ties` (default: shared).
 */
import { allFacts, isDead, lonePoints } from "./analysis";
import { tableMemo } from "./table-memo";
import type { GameState } from "./types";

/** Per seat: the self-worth of its dead characters (memoised per `characters` array). */
function deadWorthBySeat(state: GameState): number[] {
  const memo = tableMemo(state);
  let sums = memo.deadWorth;
  if (!sums || sums.length !== state.seats.length) {
    const out = state.seats.map(() => 0);
    // One read of every stack (`isDead` and `selfWorth` would each read it with the memos off).
    const facts = allFacts(state);
    state.characters.forEach((c, ch) => {
      const { dead, selfWorth } = facts[ch]!.analysis;
      if (c.killed || dead) out[c.owner] = (out[c.owner] ?? 0) + selfWorth;
    });
    sums = out;
    memo.deadWorth = sums;
  }
  return sums;
}

/** A seat's family value from the self-worth of each seat's dead (R9.2). */
function valueOf(state: GameState, deadWorth: readonly number[], seat: number): number {
  let value = deadWorth[seat] ?? 0;
  const held = state.seats[seat]?.held ?? null;
  if (held !== null) value += lonePoints(state.catalog, held);
  return value;
}

/** A seat's family value now (R9.2). Living characters count nothing. */
export function familyValue(state: GameState, seat: number): number {
  return valueOf(state, deadWorthBySeat(state), seat);
}

/** Every seat's family value, by seat. */
export function familyValues(state: GameState): number[] {
  const deadWorth = deadWorthBySeat(state);
  return state.seats.map((_, seat) => valueOf(state, deadWorth, seat));
}

/**
 * The winning seats (R9.3): the lowest family value; among tied seats, `fewest-dead` keeps those
 * with the fewest dead characters and `last-to-die` those whose latest death came last; any tie
 * left is shared.
 */
export function winners(state: GameState, values: readonly number[]): number[] {
  const best = Math.min(...values);
  let tied = values.flatMap((v, seat) => (v === best ? [seat] : []));
  if (tied.length < 2 || state.rules.ties === "share") return tied;
  const per = (seat: number, pick: (dead: number, latest: number) => number) => {
    let dead = 0;
    let latest = 0;
    state.characters.forEach((c, ch) => {
      if (c.owner !== seat || !isDead(state, ch)) return;
      dead++;
      latest = Math.max(latest, c.diedAt);
    });
    return pick(dead, latest);
  };
  const key =
    state.rules.ties === "fewest-dead"
      ? (seat: number) => -per(seat, (dead) => dead)
      : (seat: number) => per(seat, (_, latest) => latest);
  const top = Math.max(...tied.map(key));
  tied = tied.filter((seat) => key(seat) === top);
  return tied;
}
