/** Plays a range of games into a fresh tally: the unit of work of a thread. */
import type { SimContext } from "./context";
import { memosOn, setMemos } from "../engine";
import { playGame } from "./play-game";
import { createTally } from "./tally";
import type { Tally } from "./tally";

/**
 * Plays games `from` (inclusive) to `to` (exclusive); `onGame` after each. The engine's memos
 * follow the run's config for the range and are put back after: every thread (this one and the
 * workers) plays through here, so `--memos off` reaches them all.
 */
export function runRange(ctx: SimContext, from: number, to: number, onGame?: () => void): Tally {
  const tally = createTally(ctx.rows.length, ctx.config.players);
  const before = memosOn();
  setMemos(ctx.config.memos !== false);
  try {
    for (let i = from; i < to; i++) {
      playGame(ctx, i, tally);
      if (!memosOn()) tally.memosOff++;
      onGame?.();
    }
  } finally {
    setMemos(before);
  }
  return tally;
}
