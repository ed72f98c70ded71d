/**
 * The last stage: a checked tree → the IR. Operations and conditions were built in their IR
 * shape and their names resolved in place by the checker, so this only assembles abilities
 * and `if` steps.
 */
import type { Program, StepNode } from "./ast";
import { IR_VERSION } from "./ir";
import type { Ability, EffectIR, Step } from "./ir";

function toSteps(nodes: readonly StepNode[]): Step[] {
  return nodes.map((node) =>
    node.kind === "op"
      ? node.op
      : { type: "if", condition: node.condition, then: toSteps(node.body) },
  );
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
