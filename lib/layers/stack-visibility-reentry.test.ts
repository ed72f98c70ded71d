/**
 * `visitStackVisibility` shares module scratch with every other stack reading: a visitor that
 * reads another stack (an x-ray that compares each element with a smaller stack, say) must not
 * change what the outer visit reports.
 */
import { describe, expect, it } from "vitest";
import { analyzeStack } from "./analyze-stack";
import { character, modifier, stackOf } from "./fixtures";
import type { ElementVisibility } from "./stack-visibility";
import { elementStates, stackVisibility, visitStackVisibility } from "./stack-visibility";

describe("visitStackVisibility re-entered from its visitor", () => {
  const outer = stackOf([
    character(),
    modifier("a", [3, null, null], ["raven", null, null]),
    modifier("b", [null, -2, null], [null, "rose", null]),
    modifier("c", [null, null, 5]),
  ]);
  const inner = stackOf([character(), modifier("d", ["blank", null, null])]);

  it("reports the same elements whatever the visitor reads", () => {
    const expected = stackVisibility(outer);
    const seen: ElementVisibility[] = [];
    visitStackVisibility(outer, (element, index, coveredFraction, visible) => {
      seen.push({ element, index, coveredFraction, visible });
      analyzeStack(inner);
      elementStates(inner);
    });
    expect(seen).toEqual(expected);
  });

  it("leaves the scratch usable after a visitor throws", () => {
    const expected = stackVisibility(outer);
    expect(() =>
      visitStackVisibility(outer, () => {
        throw new Error("visitor failed");
      }),
    ).toThrow("visitor failed");
    expect(stackVisibility(outer)).toEqual(expected);
  });
});
