/**
 * The one walk over an ability's steps through its `if` steps (RULES.md R6.6), for everything
 * that reads compiled effects: the engine's catalog and lasting effects, the bots' knowledge and
 * valuation. (The interpreter runs steps by path instead, so that it can suspend at a choice.)
 */
import type { IfStep, Operation, RollStep, Step } from "./ir";

/** What a walk does at each step, with a context of the caller's choosing. */
export interface StepVisitor<C> {
  /** Called at each operation, in order. */
  operation(op: Operation, context: C): void;
  /** Called at each `if` step: the context to walk its steps with, or `undefined` to pass them by. */
  branch(step: IfStep, context: C): C | undefined;
  /** Called once an `if` step's steps were walked with `inner`, before the walk goes on in `outer`. */
  leave?(inner: C, outer: C): void;
  /**
   * Called at each outcome of a die roll (and its `otherwise`), with the chance of it: the context
   * to walk its steps with (then `leave`), or `undefined` to pass them by. Without it every outcome
   * is walked with the outer context.
   */
  chance?(roll: RollStep, probability: number, context: C): C | undefined;
}

/** Walks `steps` in order, into each `if` step whose `branch` gives a context. */
export function walkSteps<C>(steps: readonly Step[], context: C, visitor: StepVisitor<C>): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.type === "if") {
      const inner = visitor.branch(step, context);
      if (inner === undefined) continue;
      walkSteps(step.then, inner, visitor);
      visitor.leave?.(inner, context);
    } else if (step.type === "roll") {
      for (const { results, steps } of rollBranches(step)) {
        const inner = visitor.chance
          ? visitor.chance(step, results / step.sides, context)
          : context;
        if (inner === undefined) continue;
        walkSteps(steps, inner, visitor);
        if (inner !== context) visitor.leave?.(inner, context);
      }
    } else visitor.operation(step, context);
  }
}

const COLLECT: StepVisitor<Operation[]> = {
  operation: (op, out) => {
    out.push(op);
  },
  branch: (_, out) => out,
};

/** Every operation of `steps`, in order, through every `if` step whatever its condition. */
export function operationsOf(steps: readonly Step[]): Operation[] {
  const out: Operation[] = [];
  walkSteps(steps, out, COLLECT);
  return out;
}

/**
 * A roll's branches as the engine takes them: each outcome with how many results lead to it (the
 * first outcome naming a result takes it), then `otherwise` with the results left.
 */
export function rollBranches(roll: RollStep): { results: number; steps: readonly Step[] }[] {
  const taken = new Set<number>();
  const out: { results: number; steps: readonly Step[] }[] = [];
  for (const outcome of roll.outcomes) {
    let results = 0;
    for (const n of outcome.results) {
      if (n < 1 || n > roll.sides || taken.has(n)) continue;
      taken.add(n);
      results++;
    }
    out.push({ results, steps: outcome.then });
  }
  if (roll.otherwise) out.push({ results: roll.sides - taken.size, steps: roll.otherwise });
  return out;
}

/** The index of the branch a result takes (see {@link rollBranches}), or -1 for none. */
export function rollBranchOf(roll: RollStep, result: number): number {
  const b = roll.outcomes.findIndex((o) => o.results.includes(result));
  if (b >= 0) return b;
  return roll.otherwise ? roll.outcomes.length : -1;
}

/** The steps of branch `b` of a roll (`outcomes.length`: `otherwise`). */
export function rollBranchSteps(roll: RollStep, b: number): readonly Step[] | undefined {
  return b === roll.outcomes.length ? roll.otherwise : roll.outcomes[b]?.then;
}
