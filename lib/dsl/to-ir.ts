/**
 * The last stage: a checked tree → the IR. Operations and conditions were built in their IR
 * shape and their names resolved in place by the checker, so this only assembles abilities
 * and `if` steps.
 */
import type { Program, RollNode, StepNode } from "./ast";
import { IR_VERSION } from "./ir";
import type { Ability, EffectIR, RollStep, Step } from "./ir";

function toSteps(nodes: readonly StepNode[]): Step[] {
  const steps: Step[] = [];
  for (const node of nodes) {
    if (node.kind === "op") steps.push(node.op);
    else if (node.kind === "if") {
      steps.push({ type: "if", condition: node.condition, then: toSteps(node.body) });
    } else if (node.kind === "roll") steps.push(toRoll(node));
    // An outcome outside a roll is an error of the checker's, so it never reaches here.
  }
  return steps;
}

/**
 * A roll: its outcomes in source order, `otherwise` apart. Each outcome keeps the results it
 * really gets (ascending, once each): one an earlier outcome names goes to that one (the checker
 * warned), and an outcome left with none is dropped.
 */
function toRoll(node: RollNode): RollStep {
  const roll: RollStep = { type: "roll", sides: node.sides, outcomes: [] };
  const taken = new Set<number>();
  for (const child of node.body) {
    if (child.kind !== "outcome") continue;
    if (child.results === "otherwise") roll.otherwise ??= toSteps(child.body);
    else {
      const results = [...new Set(child.results)]
        .filter((n) => !taken.has(n))
        .sort((a, b) => a - b);
      for (const n of results) taken.add(n);
      if (results.length > 0) roll.outcomes.push({ results, then: toSteps(child.body) });
    }
  }
  return roll;
}

/** The IR of a program that checked without errors. */
export function toIR(program: Program): EffectIR {
  const abilities: Ability[] = program.abilities.map((ability) =>
    ability.kind === "story-requirement"
      ? { category: "story-requirement", icons: ability.icons }
      : ability.trigger
        ? { category: ability.category, steps: toSteps(ability.body), trigger: ability.trigger }
        : { category: ability.category, steps: toSteps(ability.body) },
  );
  return { version: IR_VERSION, abilities };
}
