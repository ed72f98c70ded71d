/**
 * The lasting operations of held stories (R8.4 `while held:`), read per seat: their conditions
 * and amounts read the characters only, so the sums are memoised per `characters` array and
 * held story (table-memo.ts).
 */
import { cardOf } from "./catalog";
import { addLasting, emptySum } from "./lasting-sum";
import type { LastingSum } from "./lasting-sum";
import { tableMemo } from "./table-memo";
import type { GameState, InstanceId } from "./types";

/** Whether the card has a `while held:` ability. */
function holdsWhileHeld(state: GameState, story: InstanceId): boolean {
  const abilities = cardOf(state.catalog, story).ir?.abilities;
  if (!abilities) return false;
  for (let i = 0; i < abilities.length; i++) {
    if (abilities[i]!.category === "while-held") return true;
  }
  return false;
}

/**
 * The lasting operations of the story `seat` holds that apply now (R8.4), or `null`: memoised per
 * `characters` array and held story (their conditions and amounts read the characters only).
 */
export function heldLasting(state: GameState, seat: number): LastingSum | null {
  if (!state.catalog.uses.whileHeld || state.rules.beginner) return null;
  const held = state.seats[seat]?.held ?? null;
  if (held === null || !holdsWhileHeld(state, held)) return null;
  const memo = tableMemo(state);
  if (memo.heldRules !== state.rules || !memo.heldStory || !memo.heldSum) {
    memo.heldRules = state.rules;
    memo.heldStory = new Array<InstanceId | null>(state.seats.length).fill(null);
    memo.heldSum = new Array<LastingSum | null>(state.seats.length).fill(null);
  }
  if (memo.heldStory[seat] === held) return memo.heldSum[seat] ?? null;
  const sum = computeHeldLasting(state, seat, held);
  memo.heldStory[seat] = held;
  memo.heldSum[seat] = sum;
  return sum;
}

function computeHeldLasting(state: GameState, seat: number, held: InstanceId): LastingSum | null {
  const abilities = cardOf(state.catalog, held).ir?.abilities;
  if (!abilities) return null;
  let sum: LastingSum | null = null;
  for (const ability of abilities) {
    if (ability.category !== "while-held") continue;
    sum ??= emptySum();
    addLasting(state, ability.steps, seat, null, held, sum);
  }
  return sum;
}
