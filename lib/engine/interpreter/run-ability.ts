/**
 * The interpreter's driver: walks an ability's steps (through `if` steps, R6.6), running each
 * operation, and suspends at a choice by saving its continuation — the step path, `that`, the
 * half-done operation state — as a plain-JSON task on the agenda. Answering resumes it.
 */
import { conditionText, rollBranchOf, rollBranchSteps } from "../../dsl";
import type { RollStep, Step, StepCategory } from "../../dsl";
import { cardOf } from "../catalog";
import type { Draft, EveryField } from "../draft";
import { hiddenHolder } from "../secrets";
import type { AbilityTask, CharacterId, InstanceId, OpState } from "../types";
import { conditionHolds } from "./conditions";
import { execOp } from "./exec-op";
import { emitSkip, taskContext } from "./op-kit";
import type { OpRun } from "./op-kit";

/**
 * The list of steps the last index of `path` points into: `path` indexes nested lists (`steps`,
 * an `if`'s `then`); under a roll two indices stand for one level, the branch taken (see
 * lib/dsl `rollBranchSteps`) then the step in it. `undefined` when `path` ends at a branch index.
 */
function listAt(steps: readonly Step[], path: readonly number[]): readonly Step[] | undefined {
  let list = steps;
  let k = 0;
  while (k < path.length - 1) {
    const step = list[path[k]!];
    if (!step) return undefined;
    if (step.type === "if") {
      list = step.then;
      k += 1;
    } else if (step.type === "roll") {
      if (k + 1 >= path.length - 1) return undefined;
      const branch = rollBranchSteps(step, path[k + 1]!);
      if (!branch) return undefined;
      list = branch;
      k += 2;
    } else return undefined;
  }
  return list;
}

/** The step at `path`, or `undefined` past the end of its list. */
function stepAt(steps: readonly Step[], path: readonly number[]): Step | undefined {
  return listAt(steps, path)?.[path[path.length - 1]!];
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
      // Out of a roll's branch: its index goes too, and the walk goes on after the roll.
      if (!listAt(ability.steps, t.path)) t.path.pop();
      t.path[t.path.length - 1]! += 1;
      continue;
    }
    if (step.type === "roll") {
      const branch = roll(d, t, step);
      if (branch >= 0) t.path.push(branch, 0);
      else t.path[t.path.length - 1]! += 1;
      continue;
    }
    if (step.type === "if") {
      if (conditionHolds(d.state, step.condition, taskContext(t, d.state))) t.path.push(0);
      else {
        // The table log says which requirement kept the steps under it from happening (the
        // words of a card hidden in a hand would tell the others which card it is, so not
        // those); lib/sim's report counts it as "its condition never held".
        const hidden = hiddenHolder(d.state, t.card) !== undefined;
        const family = { familyWord: d.state.rules.familyWord };
        const words = hidden ? "" : `: ${conditionText(step.condition, family)}`;
        emitSkip(d, t.card, `requirement not met${words}`, {
          kind: "condition-false",
          condition: step.condition,
        });
        t.path[t.path.length - 1]! += 1;
      }
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
 * Rolls the die of `step` with the game's seeded RNG, announcing the result to everyone (the card
 * only to its holder while it lies hidden in a hand): the branch the result takes, or -1.
 */
function roll(d: Draft, t: AbilityTask, step: RollStep): number {
  const result = d.randomInt(step.sides) + 1;
  const holder = hiddenHolder(d.state, t.card);
  const card = d.ref(t.card);
  const { sides } = step;
  d.emit(
    holder === undefined
      ? { type: "rolled", player: t.resolver, card, sides, result }
      : { type: "rolled", player: t.resolver, card, sides, result, holder },
  );
  return rollBranchOf(step, result);
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
