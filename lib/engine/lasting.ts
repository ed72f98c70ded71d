/**
 * Lasting effects (R6.3 continuous, R6.4 persistent, R8.4 while held) as the rules read them: the
 * draw limit and plays per turn of a seat, the forbids and the permission to play modifiers on
 * dead characters (R5.2), from the characters' live abilities (table-effects.ts) and the held
 * stories (held-lasting.ts). A set-aside (dead) stack has no lasting effects (README "Rules
 * decisions"); identity effects (identity.ts) are the exception.
 *
 * A reading of something no card of the set does (the catalog's `uses`) is skipped: a set with
 * no plays-per-turn effect reads the rules' number and nothing else.
 */
import type { CardFilter } from "../dsl";
import type { Card, CardType, RulesOptions } from "../model";
import { cardOf } from "./catalog";
import { heldLasting } from "./held-lasting";
import type { LastingSum } from "./lasting-sum";
import { NO_RULES } from "./lasting-sum";
import type { ForbidRule } from "./lasting-sum";
import { tableEffects } from "./table-effects";
import type { TableEffects } from "./table-effects";
import type { GameState, InstanceId } from "./types";

export { tableEffects } from "./table-effects";
export type { CharacterPart, TableEffects } from "./table-effects";
export type { ForbidRule, LastingSum } from "./lasting-sum";
export { familiesOf, identityOf, isMemberOf } from "./identity";

/**
 * A number per seat that lasting effects change (`your draw limit +1`, `each other player's
 * plays per turn -1`): the rules' number, what the characters' effects add for the seat, and
 * what held stories add (their holder's own part, the others' part for everyone else).
 */
interface SeatNumber {
  base(rules: RulesOptions): number;
  delta(effects: TableEffects): readonly number[];
  mine(sum: LastingSum): number;
  others(sum: LastingSum): number;
}

const DRAW_LIMIT: SeatNumber = {
  base: (rules) => rules.handSize,
  delta: (effects) => effects.drawDelta,
  mine: (sum) => sum.draw,
  others: (sum) => sum.drawOthers,
};

const PLAYS_PER_TURN: SeatNumber = {
  base: (rules) => rules.playsPerTurn,
  delta: (effects) => effects.playsDelta,
  mine: (sum) => sum.plays,
  others: (sum) => sum.playsOthers,
};

/**
 * `reading` for `seat` now, at least 0; `used`: whether some card of the set changes it
 * (`CatalogUses`; without, the rules' number is all there is to read).
 */
function seatNumber(state: GameState, seat: number, reading: SeatNumber, used: boolean): number {
  let n = reading.base(state.rules);
  if (used) {
    n += reading.delta(tableEffects(state))[seat] ?? 0;
    for (let holder = 0; holder < state.seats.length; holder++) {
      const sum = heldLasting(state, holder);
      if (sum) n += holder === seat ? reading.mine(sum) : reading.others(sum);
    }
  }
  return Math.max(0, n);
}

/** `reading` for every seat now, by seat: {@link seatNumber} reading the table once. */
function seatNumbers(state: GameState, reading: SeatNumber, used: boolean): number[] {
  const out = new Array<number>(state.seats.length).fill(reading.base(state.rules));
  if (used) {
    const delta = reading.delta(tableEffects(state));
    for (let seat = 0; seat < out.length; seat++) out[seat]! += delta[seat] ?? 0;
    for (let holder = 0; holder < out.length; holder++) {
      const sum = heldLasting(state, holder);
      if (!sum) continue;
      for (let seat = 0; seat < out.length; seat++)
        out[seat]! += holder === seat ? reading.mine(sum) : reading.others(sum);
    }
  }
  for (let seat = 0; seat < out.length; seat++) out[seat] = Math.max(0, out[seat]!);
  return out;
}

/** A seat's draw limit now (R4.4): the rules' hand size changed by lasting effects, at least 0. */
export function drawLimit(state: GameState, seat: number): number {
  return seatNumber(state, seat, DRAW_LIMIT, state.catalog.uses.drawLimit);
}

/** Every seat's draw limit now, by seat (see {@link drawLimit}). */
export function drawLimits(state: GameState): number[] {
  return seatNumbers(state, DRAW_LIMIT, state.catalog.uses.drawLimit);
}

/**
 * A seat's regular plays per turn now (R4.1): the rules' number changed by lasting effects
 * (`your plays per turn +1`, `each other player's plays per turn -1`), at least 0.
 */
export function playsPerTurn(state: GameState, seat: number): number {
  return seatNumber(state, seat, PLAYS_PER_TURN, state.catalog.uses.playsPerTurn);
}

/**
 * Whether modifiers may be played on dead characters now (R5.2 "unless an effect says so"): a
 * live effect on a living character's stack or a held story allows it.
 */
export function modifiersOnDeadAllowed(state: GameState): boolean {
  if (tableEffects(state).modifiersOnDead) return true;
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.allowDead) return true;
  }
  return false;
}

/** The characters that may receive a modifier now, in table order (R5.1, R5.2, forbids). */
export function modifierTargets(state: GameState): readonly number[] {
  const effects = tableEffects(state);
  return modifiersOnDeadAllowed(state) ? effects.modifierTargetsWithDead : effects.modifierTargets;
}

/** Whether a live effect on the character forbids cards of `type` on it (R10 forbid). */
export function forbiddenOn(state: GameState, ch: number, type: CardType): boolean {
  return tableEffects(state).forbidOn[ch]?.includes(type) ?? false;
}

/**
 * Whether a live effect forbids playing card `instance` on character `ch` (or anywhere) by a
 * filter: `no modifiers with a raven on this character`, `no events with negative points`.
 */
export function forbiddingRule(
  state: GameState,
  ch: number | null,
  instance: InstanceId,
): ForbidRule | null {
  if (!state.catalog.uses.filteredForbids) return null;
  const effects = tableEffects(state);
  const here = ch === null ? NO_RULES : (effects.forbidWith[ch] ?? NO_RULES);
  if (here.length === 0 && effects.forbidAllWith.length === 0 && !heldForbidsWith(state))
    return null;
  const card = cardOf(state.catalog, instance).card;
  const hits = (rule: ForbidRule) => rule.cardType === card.type && cardPasses(card, rule.filter);
  const found = here.find(hits) ?? effects.forbidAllWith.find(hits);
  if (found) return found;
  for (let seat = 0; seat < state.seats.length; seat++) {
    const held = heldLasting(state, seat)?.allWith?.find(hits);
    if (held) return held;
  }
  return null;
}

/** Whether any live effect forbids cards by a filter now (legal-actions skips the card test otherwise). */
export function forbidsByFilter(state: GameState): boolean {
  if (!state.catalog.uses.filteredForbids) return false;
  const effects = tableEffects(state);
  return (
    effects.forbidAllWith.length > 0 ||
    effects.forbidWith.some((rules) => rules.length > 0) ||
    heldForbidsWith(state)
  );
}

function heldForbidsWith(state: GameState): boolean {
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.allWith) return true;
  }
  return false;
}

/** Whether a card passes a forbid's filter: it prints the icon; its printed points add below 0. */
export function cardPasses(card: Card, filter: CardFilter): boolean {
  if (filter.kind === "icon") return (card.icons ?? []).some((slot) => slot === filter.icon);
  let sum = 0;
  for (const p of card.points ?? []) if (typeof p === "number") sum += p;
  return sum < 0;
}

/** Whether a live effect forbids playing cards of `type` at all (R10 "no events while visible"). */
export function forbiddenEverywhere(state: GameState, type: CardType): boolean {
  if (tableEffects(state).forbidAll.includes(type)) return true;
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.all?.includes(type)) return true;
  }
  return false;
}
