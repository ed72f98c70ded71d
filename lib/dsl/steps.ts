/**
 * The one walk over an ability's steps through its `if` steps (RULES.md R6.6), for everything
 * that reads compiled effects: the engine's catalog and lasting effects, the bots' knowledge and
 * valuation. (The interpreter runs steps by path instead, so that it can suspend at a choice.)
 */
import type { IfStep, Operation, Step } from "./ir";

/** What a walk does at each step, with a context of the caller's choosing. */
export interface StepVisitor<C> {
  /** Called at each operation, in order. */
  operation(op: Operation, context: C): void;
  /** Called at each `if` step: the context to walk its steps with, or `undefined` to pass them by. */
  branch(step: IfStep, context: C): C | undefined;
  /** Called once an `if` step's steps were walked with `inner`, before the walk goes on in `outer`. */
  leave?(inner: C, outer: C): void;
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
