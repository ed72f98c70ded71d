/**
 * What the stack-changing operations (R10: move, discard or swap modifiers, swap stacks, return
 * to life, move an untimely death, kill) could do on a board: every way to do them among given
 * candidates, as hypothetical characters re-read through lib/layers. The greedy bot values an
 * effect by the best of these for whoever chooses, and answers the engine's choices with them.
 */
import type { CharacterSelector, ModifierChoice } from "../dsl";
import type { Board, BoardChar } from "./board";
import {
  killedChar,
  modifierIndices,
  restacked,
  revived,
  topDeath,
  topModifier,
  utility,
  withCard,
  withoutCard,
} from "./board";
import type { Knowledge } from "./knowledge";
import { passesTest } from "./requirements";
import type { Reading } from "./requirements";

/** One way to do an operation: the characters picked in order, and the changed characters. */
export interface Outcome {
  picks: number[];
  /** Stack index (in the first pick's stack) of the card acted on, when there is one. */
  at?: number;
  changes: BoardChar[];
}

/** Candidates for a second pick, given the first. */
type Seconds = (first: BoardChar) => readonly BoardChar[];

/** Stack indices of the modifiers of `c` an operation may take: the top one, or any. */
export function modifierChoicesOf(k: Knowledge, c: BoardChar, which: ModifierChoice): number[] {
  if (which === "chosen") return modifierIndices(k, c);
  const top = topModifier(k, c);
  return top < 0 ? [] : [top];
}

/** move-modifier: a modifier of a source onto a destination (R10). */
export function moveModifierOutcomes(
  k: Knowledge,
  sources: readonly BoardChar[],
  dests: Seconds,
  which: ModifierChoice,
): Outcome[] {
  const out: Outcome[] = [];
  for (const src of sources) {
    for (const at of modifierChoicesOf(k, src, which)) {
      const card = src.ids[at]!;
      const from = withoutCard(k, src, at);
      for (const dst of dests(src)) {
        if (dst.id === src.id || dst.noModifiers) continue;
        out.push({ picks: [src.id, dst.id], at, changes: [from, withCard(k, dst, card)] });
      }
    }
  }
  return out;
}

/** discard-modifier. */
export function discardModifierOutcomes(
  k: Knowledge,
  chars: readonly BoardChar[],
  which: ModifierChoice,
): Outcome[] {
  const out: Outcome[] = [];
  for (const c of chars) {
    for (const at of modifierChoicesOf(k, c, which)) {
      out.push({ picks: [c.id], at, changes: [withoutCard(k, c, at)] });
    }
  }
  return out;
}

/** shuffle-stack-into-draw: a living character keeps only its character card. */
export function shuffleStackOutcomes(k: Knowledge, chars: readonly BoardChar[]): Outcome[] {
  return chars
    .filter((c) => !c.dead && c.ids.length > 1)
    .map((c) => ({ picks: [c.id], changes: [restacked(k, c, c.ids.slice(0, 1))] }));
}

/** swap-stacks: everything above the character cards changes places. */
export function swapStacksOutcomes(
  k: Knowledge,
  firsts: readonly BoardChar[],
  seconds: Seconds,
): Outcome[] {
  const out: Outcome[] = [];
  for (const a of firsts) {
    for (const b of seconds(a)) {
      if (b.id === a.id) continue;
      out.push({
        picks: [a.id, b.id],
        changes: [
          restacked(k, a, [a.ids[0]!, ...b.ids.slice(1)]),
          restacked(k, b, [b.ids[0]!, ...a.ids.slice(1)]),
        ],
      });
    }
  }
  return out;
}

/** swap-top-modifiers. */
export function swapTopOutcomes(
  k: Knowledge,
  firsts: readonly BoardChar[],
  seconds: Seconds,
): Outcome[] {
  const out: Outcome[] = [];
  for (const a of firsts) {
    const ta = topModifier(k, a);
    if (ta < 0) continue;
    for (const b of seconds(a)) {
      const tb = topModifier(k, b);
      if (b.id === a.id || tb < 0) continue;
      const ia = a.ids.slice();
      const ib = b.ids.slice();
      ia[ta] = b.ids[tb]!;
      ib[tb] = a.ids[ta]!;
      out.push({ picks: [a.id, b.id], changes: [restacked(k, a, ia), restacked(k, b, ib)] });
    }
  }
  return out;
}

/**
 * return-to-life: only characters the engine may return (dead, and no live effect on them says
 * they cannot return to life), so such a character is worth nothing to return, as nothing happens.
 */
export function reviveOutcomes(k: Knowledge, chars: readonly BoardChar[]): Outcome[] {
  return chars
    .filter((c) => c.dead && !c.noReturn)
    .map((c) => ({ picks: [c.id], changes: [revived(k, c)] }));
}

/** move-untimely-death: the top untimely death of a dead character onto a living one. */
export function moveDeathOutcomes(
  k: Knowledge,
  froms: readonly BoardChar[],
  tos: Seconds,
): Outcome[] {
  const out: Outcome[] = [];
  for (const from of froms) {
    const at = topDeath(k, from);
    if (at < 0) continue;
    const card = from.ids[at]!;
    const after = withoutCard(k, from, at);
    for (const to of tos(from)) {
      if (to.id === from.id) continue;
      out.push({ picks: [from.id, to.id], at, changes: [after, withCard(k, to, card)] });
    }
  }
  return out;
}

/** kill. */
export function killOutcomes(chars: readonly BoardChar[]): Outcome[] {
  return chars.map((c) => ({ picks: [c.id], changes: [killedChar(c)] }));
}

/** Whether `c` may receive an untimely death (R7.2, forbids). */
export function canReceiveDeath(c: BoardChar): boolean {
  return !c.dead && c.worth < 0 && !c.noDeaths;
}

/** Whether `c` may receive a modifier (R5.1, R5.2, forbids). */
export function canReceiveModifier(c: BoardChar): boolean {
  return (!c.dead || c.deadTakesModifiers) && !c.noModifiers;
}

/** The best outcome for `picker`, with its gain for `picker` and for `me`; `null` when none. */
export function bestOutcome(
  board: Board,
  outcomes: readonly Outcome[],
  picker: number,
  me: number,
): { outcome: Outcome; gain: number; mine: number } | null {
  if (outcomes.length === 0) return null;
  const base = utility(board, picker);
  let best: Outcome | null = null;
  let bestGain = -Infinity;
  for (const o of outcomes) {
    const g = utility(board, picker, o.changes) - base;
    if (g > bestGain) {
      bestGain = g;
      best = o;
    }
  }
  if (!best) return null;
  const mine = picker === me ? bestGain : utility(board, me, best.changes) - utility(board, me);
  return { outcome: best, gain: bestGain, mine };
}

/**
 * The characters a selector may name for `r.resolver` (`r.self` = the character the card is on),
 * its filter read as the engine reads it (requirements.ts). An estimate for valuing an effect
 * before it is played: the engine lists the exact options when it asks.
 */
export function candidates(r: Reading, sel: CharacterSelector): BoardChar[] {
  const { board, resolver, self } = r;
  if (sel.kind === "this" || sel.kind === "that") {
    // `that` is the character chosen just before: unknown ahead of time, read as `this`.
    const c = self === null ? undefined : board.chars[self];
    return c ? [c] : [];
  }
  return board.chars.filter((c) => {
    if (sel.owner === "you" && c.owner !== resolver) return false;
    if (sel.owner === "opponent" && c.owner === resolver) return false;
    if (sel.excludeThis && c.id === self) return false;
    if (sel.state !== "any" && c.dead !== (sel.state === "dead")) return false;
    return !sel.filter || passesTest(r, c, sel.filter);
  });
}
