/**
 * The interpreter's driver: walks an ability's steps (through `if` steps, R6.6), running each
 * operation, and suspends at a choice by saving its continuation — the step path, `that`, the
 * half-done operation state — as a plain-JSON task on the agenda. Answering resumes it.
 */
import type { Step, StepCategory } from "../../dsl";
import { cardOf } from "../catalog";
import type { Draft, EveryField } from "../draft";
import type { AbilityTask, CharacterId, InstanceId, OpState } from "../types";
import { conditionHolds } from "./conditions";
import { execOp } from "./exec-op";
import { taskContext } from "./op-kit";
import type { OpRun } from "./op-kit";

/** The step at `path` (indices into nested `steps` / `then` lists), or `undefined` past the end. */
function stepAt(steps: readonly Step[], path: readonly number[]): Step | undefined {
  let list = steps;
  let step: Step | undefined;
  for (let k = 0; k < path.length; k++) {
    step = list[path[k]!];
    if (!step) return undefined;
    if (k < path.length - 1) {
      if (step.type !== "if") return undefined;
      list = step.then;
    }
  }
  return step;
}

function copyOp(op: OpState | null): OpState {
  if (!op) return {};
  // NOTE: a copy then assignments (same keys, same order): spreads with overrides are slow.
  const copy = { ...op };
  if (op.players) copy.players = op.players.slice();
  if (op.chars) copy.chars = op.chars.slice();
  return copy;
}

/**
 * A copy of an ability task with its own `path` and `op` (fields in the order tasks are made;
 * `EveryField`: a field added to `AbilityTask` and not copied here does not compile).
 */
function copyTask(t: AbilityTask, path: number[], op: OpState | null): AbilityTask {
  return {
    kind: "ability",
    card: t.card,
    ability: t.ability,
    resolver: t.resolver,
    self: t.self,
    that: t.that,
    path,
    op,
    respondingTo: t.respondingTo,
  } satisfies EveryField<AbilityTask>;
}

/** Runs (or resumes) an ability task until it ends, suspends at a choice, or the game ends. */
export function runAbility(d: Draft, task: AbilityTask): void {
  const ability = cardOf(d.state.catalog, task.card).ir?.abilities[task.ability];
  if (!ability || ability.category === "story-requirement") return;
  const t: AbilityTask = copyTask(task, task.path.slice(), task.op);
  for (;;) {
    if (d.state.over) return;
    const step = stepAt(ability.steps, t.path);
    if (!step) {
      if (t.path.length <= 1) return;
      t.path.pop();
      t.path[t.path.length - 1]! += 1;
      continue;
    }
    if (step.type === "if") {
      if (conditionHolds(d.state, step.condition, taskContext(t, d.state))) t.path.push(0);
      else t.path[t.path.length - 1]! += 1;
      continue;
    }
    const run: OpRun = { d, task: t, st: copyOp(t.op), pending: null };
    t.op = null;
    if (execOp(run, step) === "suspend") {
      if (!run.pending) throw new Error(`operation ${step.type} suspended without a choice`);
      d.pushTask(copyTask(t, t.path.slice(), run.st));
      d.setPending(run.pending);
      return;
    }
    t.path[t.path.length - 1]! += 1;
  }
}

/**
 * Pushes the abilities of `card` in `categories` on the agenda so that they run in card order.
 * Nothing runs in a beginner game (R6.8).
 */
export function pushAbilities(
  d: Draft,
  card: InstanceId,
  categories: readonly StepCategory[],
  resolver: number,
  self: CharacterId | null,
  respondingTo: InstanceId | null = null,
): void {
  if (d.state.rules.beginner) return;
  const abilities = cardOf(d.state.catalog, card).ir?.abilities ?? [];
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i]!;
    if (a.category === "story-requirement" || !categories.includes(a.category)) continue;
    d.pushTask({
      kind: "ability",
      card,
      ability: i,
      resolver,
      self,
      that: null,
      path: [0],
      op: null,
      respondingTo,
    });
  }
}
