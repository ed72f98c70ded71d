/**
 * Lasting effects (R6.3 continuous, R6.4 persistent, R8.4 while held): the draw limit, the
 * forbids and the permission to play modifiers on dead characters (R5.2), read from the abilities lib/layers reports live on living characters' stacks and from
 * held stories. A set-aside (dead) stack has no lasting effects (README "Rules decisions").
 *
 * What the characters' stacks contribute is summarised once per `characters` array (states never
 * mutate arrays, so the summary of an unchanged table is reused by the states that share it).
 */
import type { Step } from "../dsl";
import type { CardType, RulesOptions } from "../model";
import { allFacts } from "./analysis";
import { cardOf } from "./catalog";
import { tableMemo } from "./table-memo";
import { amountOf, conditionHolds } from "./interpreter/conditions";
import type { EvalContext } from "./interpreter/conditions";
import type { GameState } from "./types";

/** What the characters' live lasting effects add up to, with who may receive what. */
export interface TableEffects {
  rules: RulesOptions;
  /**
   * Characters that may receive a modifier now as far as the characters' stacks tell (living,
   * not forbidden; dead ones too when a stack allows it; R5.1, R5.2). A held story may allow
   * dead ones as well: ask {@link modifierTargets}.
   */
  modifierTargets: number[];
  /** `modifierTargets` with every dead character added (what a held story's permission gives). */
  modifierTargetsWithDead: number[];
  /** Whether a live effect on a living character's stack allows modifiers on the dead. */
  modifiersOnDead: boolean;
  /** Characters that may receive an untimely death now (R7.2, not forbidden). */
  deathTargets: number[];
  /** Draw-limit change per seat. */
  drawDelta: number[];
  /** Per character: card types forbidden on it. */
  forbidOn: (readonly CardType[])[];
  /** Card types forbidden everywhere. */
  forbidAll: CardType[];
}

/** The lasting operations of one effect that apply now, added up. */
interface LastingSum {
  /** Draw-limit change for the effect's resolver. */
  draw: number;
  /** Card types forbidden on `this character`. */
  here: CardType[] | null;
  /** Card types forbidden everywhere. */
  all: CardType[] | null;
  /** Whether modifiers may be played on dead characters (R5.2). */
  allowDead: boolean;
}

/** Adds the lasting operations of `steps` (through `if` steps that hold now) to `sum`. */
function addLasting(
  state: GameState,
  steps: readonly Step[],
  ctx: EvalContext,
  sum: LastingSum,
): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.type === "if") {
      if (conditionHolds(state, step.condition, ctx)) addLasting(state, step.then, ctx, sum);
    } else if (step.type === "draw-limit") {
      const n = amountOf(state, step.amount, ctx);
      sum.draw += step.change === "increase" ? n : -n;
    } else if (step.type === "forbid") {
      if (step.where === "this-character") (sum.here ??= []).push(step.cardType);
      else (sum.all ??= []).push(step.cardType);
    } else if (step.type === "allow-on-dead") {
      sum.allowDead = true;
    }
  }
}

const NONE: readonly CardType[] = Object.freeze([]);

/**
 * The summary of the characters' lasting effects, memoised per `characters` array
 * (table-memo.ts): sound because every condition and amount of a lasting effect reads the
 * characters only (conditions.ts); the rules are compared as they could differ.
 */
export function tableEffects(state: GameState): TableEffects {
  const memo = tableMemo(state);
  let effects = memo.effects;
  if (!effects || effects.rules !== state.rules) {
    effects = computeTableEffects(state);
    memo.effects = effects;
  }
  return effects;
}

function computeTableEffects(state: GameState): TableEffects {
  const drawDelta = new Array<number>(state.seats.length).fill(0);
  const forbidOn: (readonly CardType[])[] = [];
  const forbidAll: CardType[] = [];
  const living: number[] = [];
  const withDead: number[] = [];
  let modifiersOnDead = false;
  const deathTargets: number[] = [];
  const beginner = state.rules.beginner;
  const characters = state.characters;
  const all = allFacts(state);
  for (let ch = 0; ch < characters.length; ch++) {
    const c = characters[ch]!;
    const facts = all[ch]!;
    const dead = c.killed || facts.analysis.dead;
    let forbids = NONE;
    if (!beginner && !dead && facts.lasting.length > 0) {
      const sum: LastingSum = { draw: 0, here: null, all: null, allowDead: false };
      for (const live of facts.lasting) {
        const instance = c.stack[live.index]!;
        const ability = cardOf(state.catalog, instance).ir?.abilities[live.ability];
        if (!ability || ability.category === "story-requirement") continue;
        const ctx: EvalContext = { resolver: c.owner, self: ch, that: null, card: instance };
        addLasting(state, ability.steps, ctx, sum);
      }
      drawDelta[c.owner] = (drawDelta[c.owner] ?? 0) + sum.draw;
      if (sum.here) forbids = sum.here;
      if (sum.all) forbidAll.push(...sum.all);
      if (sum.allowDead) modifiersOnDead = true;
    }
    forbidOn.push(forbids);
    if (dead) {
      // A set-aside stack has no lasting effects, so nothing forbids modifiers on it.
      withDead.push(ch);
      continue;
    }
    if (!forbids.includes("modifier")) {
      living.push(ch);
      withDead.push(ch);
    }
    if (facts.analysis.selfWorth < 0 && !forbids.includes("untimely-death")) deathTargets.push(ch);
  }
  return {
    rules: state.rules,
    modifierTargets: modifiersOnDead ? withDead : living,
    modifierTargetsWithDead: withDead,
    modifiersOnDead,
    deathTargets,
    drawDelta,
    forbidOn,
    forbidAll,
  };
}

/** The lasting operations of the story `seat` holds that apply now (R8.4), or `null`. */
function heldLasting(state: GameState, seat: number): LastingSum | null {
  if (state.rules.beginner) return null;
  const held = state.seats[seat]?.held ?? null;
  if (held === null) return null;
  const abilities = cardOf(state.catalog, held).ir?.abilities;
  if (!abilities) return null;
  let sum: LastingSum | null = null;
  for (const ability of abilities) {
    if (ability.category !== "while-held") continue;
    sum ??= { draw: 0, here: null, all: null, allowDead: false };
    const ctx: EvalContext = { resolver: seat, self: null, that: null, card: held };
    addLasting(state, ability.steps, ctx, sum);
  }
  return sum;
}

/** A seat's draw limit now (R4.4): the rules' hand size changed by lasting effects, at least 0. */
export function drawLimit(state: GameState, seat: number): number {
  const limit =
    state.rules.handSize +
    (tableEffects(state).drawDelta[seat] ?? 0) +
    (heldLasting(state, seat)?.draw ?? 0);
  return Math.max(0, limit);
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

/** Whether a live effect forbids playing cards of `type` at all (R10 "no events while visible"). */
export function forbiddenEverywhere(state: GameState, type: CardType): boolean {
  if (tableEffects(state).forbidAll.includes(type)) return true;
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.all?.includes(type)) return true;
  }
  return false;
}
