/**
 * Lasting effects (R6.3 continuous, R6.4 persistent, R8.4 while held): the draw limit and the
 * forbids, read from the abilities lib/layers reports live on living characters' stacks and from
 * held stories. A set-aside (dead) stack has no lasting effects (README "Rules decisions").
 *
 * What the characters' stacks contribute is summarised once per `characters` array (states never
 * mutate arrays, so the summary of an unchanged table is reused by every later state).
 */
import type { Operation, Step } from "../dsl";
import type { CardType, RulesOptions } from "../model";
import { factsOf } from "./analysis";
import { cardOf } from "./catalog";
import { amountOf, conditionHolds } from "./interpreter/conditions";
import type { EvalContext } from "./interpreter/conditions";
import type { CharacterState, GameState } from "./types";

type LastingOp = Extract<Operation, { type: "draw-limit" | "forbid" }>;
type Visit = (op: LastingOp, ctx: EvalContext) => void;

/** What the characters' live lasting effects add up to, with who may receive what. */
export interface TableEffects {
  rules: RulesOptions;
  /** Characters that may receive a modifier now (living, not forbidden; R5.1, R5.2). */
  modifierTargets: number[];
  /** Characters that may receive an untimely death now (R7.2, not forbidden). */
  deathTargets: number[];
  /** Draw-limit change per seat. */
  drawDelta: number[];
  /** Per character: card types forbidden on it. */
  forbidOn: (readonly CardType[])[];
  /** Card types forbidden everywhere. */
  forbidAll: CardType[];
}

const tables = new WeakMap<readonly CharacterState[], TableEffects>();

function visitSteps(
  state: GameState,
  steps: readonly Step[],
  ctx: EvalContext,
  visit: Visit,
): void {
  for (const step of steps) {
    if (step.type === "if") {
      if (conditionHolds(state, step.condition, ctx)) visitSteps(state, step.then, ctx, visit);
    } else if (step.type === "draw-limit" || step.type === "forbid") {
      visit(step, ctx);
    }
  }
}

const NONE: readonly CardType[] = Object.freeze([]);

/** The summary of the characters' lasting effects (memoised per `characters` array). */
export function tableEffects(state: GameState): TableEffects {
  const cached = tables.get(state.characters);
  if (cached && cached.rules === state.rules) return cached;
  const drawDelta = state.seats.map(() => 0);
  const forbidOn: (readonly CardType[])[] = [];
  const forbidAll: CardType[] = [];
  const modifierTargets: number[] = [];
  const deathTargets: number[] = [];
  const beginner = state.rules.beginner;
  state.characters.forEach((c, ch) => {
    const facts = factsOf(state, ch);
    const dead = c.killed || facts.analysis.dead;
    let forbids = NONE;
    if (!beginner && !dead && facts.lasting.length > 0) {
      const here: CardType[] = [];
      for (const live of facts.lasting) {
        const instance = c.stack[live.index]!;
        const ability = cardOf(state.catalog, instance).ir?.abilities[live.ability];
        if (!ability || ability.category === "story-requirement") continue;
        const ctx: EvalContext = { resolver: c.owner, self: ch, that: null, card: instance };
        visitSteps(state, ability.steps, ctx, (op) => {
          if (op.type === "draw-limit") {
            const n = amountOf(state, op.amount, ctx);
            drawDelta[c.owner] = (drawDelta[c.owner] ?? 0) + (op.change === "increase" ? n : -n);
          } else if (op.where === "this-character") {
            here.push(op.cardType);
          } else {
            forbidAll.push(op.cardType);
          }
        });
      }
      if (here.length > 0) forbids = here;
    }
    forbidOn.push(forbids);
    if (dead) return;
    if (!forbids.includes("modifier")) modifierTargets.push(ch);
    if (facts.analysis.selfWorth < 0 && !forbids.includes("untimely-death")) deathTargets.push(ch);
  });
  const effects = {
    rules: state.rules,
    modifierTargets,
    deathTargets,
    drawDelta,
    forbidOn,
    forbidAll,
  };
  tables.set(state.characters, effects);
  return effects;
}

/** Calls `visit` for each lasting operation of the stories held now (R8.4). */
function forEachHeld(state: GameState, visit: Visit): void {
  if (state.rules.beginner) return;
  state.seats.forEach((seat, s) => {
    if (seat.held === null) return;
    const ir = cardOf(state.catalog, seat.held).ir;
    ir?.abilities.forEach((ability) => {
      if (ability.category !== "while-held") return;
      const ctx: EvalContext = { resolver: s, self: null, that: null, card: seat.held };
      visitSteps(state, ability.steps, ctx, visit);
    });
  });
}

/** A seat's draw limit now (R4.4): the rules' hand size changed by lasting effects, at least 0. */
export function drawLimit(state: GameState, seat: number): number {
  let limit = state.rules.handSize + (tableEffects(state).drawDelta[seat] ?? 0);
  forEachHeld(state, (op, ctx) => {
    if (op.type !== "draw-limit" || ctx.resolver !== seat) return;
    const n = amountOf(state, op.amount, ctx);
    limit += op.change === "increase" ? n : -n;
  });
  return Math.max(0, limit);
}

/** Whether a live effect on the character forbids cards of `type` on it (R10 forbid). */
export function forbiddenOn(state: GameState, ch: number, type: CardType): boolean {
  return tableEffects(state).forbidOn[ch]?.includes(type) ?? false;
}

/** Whether a live effect forbids playing cards of `type` at all (R10 "no events while visible"). */
export function forbiddenEverywhere(state: GameState, type: CardType): boolean {
  if (tableEffects(state).forbidAll.includes(type)) return true;
  let forbidden = false;
  forEachHeld(state, (op) => {
    if (op.type === "forbid" && op.where === "anywhere" && op.cardType === type) forbidden = true;
  });
  return forbidden;
}
