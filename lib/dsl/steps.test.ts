import { describe, expect, it } from "vitest";
import { compileEffect } from "./compile";
import { TEST_CONTEXT } from "./fixtures";
import type { Operation, Step } from "./ir";
import { operationsOf, walkSteps } from "./steps";

/** The steps of the first ability of `source`. */
function stepsOf(source: string): Step[] {
  const ability = compileEffect(source, TEST_CONTEXT).ir?.abilities[0];
  if (!ability || ability.category === "story-requirement") throw new Error(`no steps: ${source}`);
  return ability.steps;
}

const NESTED = stepsOf(
  [
    "on play:",
    "  draw 1 card",
    "  if this character has raven:",
    "    kill this character",
    "    if this character has tide:",
    "      discard 2 cards",
    "  shuffle the discard pile into the draw pile",
  ].join("\n"),
);

describe("walkSteps", () => {
  it("lists every operation in order, through nested if steps", () => {
    expect(operationsOf(NESTED).map((op) => op.type)).toEqual([
      "draw",
      "kill",
      "discard",
      "shuffle-discard-into-draw",
    ]);
  });

  it("passes each if step's context down and skips a branch without one", () => {
    const seen: string[] = [];
    walkSteps(NESTED, 0, {
      operation: (op: Operation, depth) => void seen.push(`${depth}:${op.type}`),
      branch: (step, depth) =>
        step.condition.kind === "character" &&
        step.condition.test.kind === "has-icons" &&
        step.condition.test.icons.includes("tide")
          ? undefined
          : depth + 1,
    });
    expect(seen).toEqual(["0:draw", "1:kill", "0:shuffle-discard-into-draw"]);
  });

  it("hands each branch's context back to the level above when it is done", () => {
    interface Level {
      ops: number;
    }
    const top: Level = { ops: 0 };
    walkSteps(NESTED, top, {
      operation: (_, level) => void level.ops++,
      branch: () => ({ ops: 0 }),
      leave: (inner, outer) => void (outer.ops += inner.ops * 10),
    });
    // draw and shuffle at the top; kill, then discard counted ×10 inside it, all ×10 again.
    expect(top.ops).toBe(2 + (1 + 1 * 10) * 10);
  });
});
