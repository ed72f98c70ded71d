/**
 * Death and the end of the game (R7.3, R7.4, R9.1). Death is read off the stack (an untimely
 * death in it, lib/layers) or the `killed` mark; these helpers note changes of it after a stack
 * changed, number deaths, and end the game the instant a family has no living character left.
 */
import { allFacts, isDead } from "./analysis";
import type { Draft } from "./draft";
import { fireTriggers } from "./triggers";
import type { Happening } from "./triggers";
import { familyValues, winners } from "./scoring";
import type { CharacterId, GameOver, InstanceId } from "./types";

/** Whether each of `chs` is dead now (take it before changing their stacks). */
export function deathsBefore(d: Draft, chs: readonly CharacterId[]): boolean[] {
  return chs.map((ch) => isDead(d.state, ch));
}

/**
 * After stacks changed: records who died (numbering the death) and who came back to life, then
 * ends the game if a family has no living character left (R9.1). `by` is the untimely death
 * that killed, when there is one.
 */
export function noteDeaths(
  d: Draft,
  chs: readonly CharacterId[],
  before: readonly boolean[],
  by: InstanceId | null,
): void {
  let died: Happening[] | null = null;
  for (let k = 0; k < chs.length; k++) {
    const ch = chs[k]!;
    const now = isDead(d.state, ch);
    if (now && !before[k]) {
      d.state.deaths += 1;
      d.patchCharacter(ch, { diedAt: d.state.deaths });
      d.emit({ type: "died", character: ch, by: by === null ? null : d.ref(by) });
      if (d.state.catalog.uses.triggers)
        (died ??= []).push({ kind: "character-dies", character: ch });
    } else if (!now && before[k]) {
      d.emit({ type: "returned-to-life", character: ch });
    }
  }
  checkEnd(d);
  // R9.1: a death that ends the game sets nothing off (fireTriggers does nothing once over).
  if (died) fireTriggers(d, died);
}

/** Ends the game if some seat's characters are all dead (R9.1). */
function checkEnd(d: Draft): void {
  if (d.state.over) return;
  const living = new Array<number>(d.state.seats.length).fill(0);
  const all = allFacts(d.state);
  for (let ch = 0; ch < d.state.characters.length; ch++) {
    const c = d.state.characters[ch]!;
    if (!c.killed && !all[ch]!.analysis.dead) living[c.owner] = (living[c.owner] ?? 0) + 1;
  }
  // The lowest seat with no living character, as the seat-by-seat search found it.
  const fallen = living.indexOf(0);
  if (fallen >= 0) endGame(d, "family-dead", fallen);
}

/** Ends the game now: scores it (R9.2, R9.3) and drops everything still to resolve. */
export function endGame(d: Draft, reason: GameOver["reason"], fallen: number | null): void {
  const values = familyValues(d.state);
  const over: GameOver = { reason, values, winners: winners(d.state, values), fallen };
  d.state.over = over;
  d.state.pending = null;
  d.state.tasks = [];
  d.state.queue = [];
  d.emit({ type: "game-over", over });
}
