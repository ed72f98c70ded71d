/** Plays a range of games into a fresh tally: the unit of work of a thread. */
import type { SimContext } from "./context";
import { playGame } from "./play-game";
import { createTally } from "./tally";
import type { Tally } from "./tally";

/** Plays games `from` (inclusive) to `to` (exclusive); `onGame` after each. */
export function runRange(ctx: SimContext, from: number, to: number, onGame?: () => void): Tally {
  const tally = createTally(ctx.rows.length, ctx.config.players);
  for (let i = from; i < to; i++) {
    playGame(ctx, i, tally);
    onGame?.();
  }
  return tally;
}
