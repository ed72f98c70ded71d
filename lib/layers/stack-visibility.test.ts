import { describe, expect, it } from "vitest";
import type { Card, Frame } from "../model";
import { character, clearFrame, modifier, rect, stackOf } from "./fixtures";
import type { StackEntry } from "./stack";
import { stackVisibility } from "./stack-visibility";

// A lower card with one 10 × 10 point slot at (10, 10), and an upper card printing one opaque
// decoration of a chosen width over the slot's left part: covering `w` mm of its 10 mm width.
const low = clearFrame("low", [rect("p1", "points", 10, 10, 10, 10, { slot: 1, radius: 5 })]);
const lowCard: Card = {
  id: "low",
  type: "modifier",
  name: "Low",
  frame: "low",
  points: [5, null, null],
};

function coverLeft(w: number): StackEntry[] {
  const high: Frame = clearFrame("high", [rect("shade", "decoration", 0, 10, 10 + w, 10)]);
  const highCard: Card = { id: "high", type: "modifier", name: "High", frame: "high" };
  return stackOf([lowCard, highCard], [low, high]);
}

function slotOf(stack: StackEntry[]) {
  const v = stackVisibility(stack).find((e) => e.element.kind === "points");
  if (!v) throw new Error("no point element");
  return v;
}

describe("the coverage rule: hidden when at least half is covered", () => {
  it.each([
    [0, 0, true],
    [4.9, 0.49, true],
    [5, 0.5, false],
    [5.1, 0.51, false],
    [10, 1, false],
  ])("covering %s mm of 10: fraction %s, visible %s", (w, fraction, visible) => {
    const v = slotOf(coverLeft(w));
    expect(v.coveredFraction).toBeCloseTo(fraction, 12);
    expect(v.visible).toBe(visible);
  });

  it("two partial occluders on different cards add up, without double counting", () => {
    const a = clearFrame("a", [rect("d", "decoration", 0, 10, 13, 10)]); // covers 3 mm
    const b = clearFrame("b", [rect("d", "decoration", 11, 10, 3, 10)]); // 11–14: adds 1 mm
    const c = clearFrame("c", [rect("d", "decoration", 16, 0, 2, 88)]); // 16–18: adds 2 mm
    const on = (id: string): Card => ({ id, type: "modifier", name: id, frame: id });
    const stack = stackOf([lowCard, on("a"), on("b")], [low, a, b, c]);
    expect(slotOf(stack)).toMatchObject({ visible: true });
    expect(slotOf(stack).coveredFraction).toBeCloseTo(0.4, 12);
    const more = stackOf([lowCard, on("a"), on("b"), on("c")], [low, a, b, c]);
    expect(slotOf(more).coveredFraction).toBeCloseTo(0.6, 12);
    expect(slotOf(more).visible).toBe(false);
  });

  it("rounded corners count as their rectangle: equal circles hide each other", () => {
    const circle = clearFrame("circle", [
      rect("p1", "points", 10, 10, 10, 10, { slot: 1, radius: 5 }),
    ]);
    const c = (id: string): Card => ({
      id,
      type: "modifier",
      name: id,
      frame: "circle",
      points: [1, null, null],
    });
    const vis = stackVisibility(stackOf([c("a"), c("b")], [circle]));
    expect(vis.map((v) => v.coveredFraction)).toEqual([1, 0]);
  });

  it("only cards above cover: a card's own regions and the cards below never do", () => {
    const vis = stackVisibility(stackOf([character(), modifier("m", [2, null, null])]));
    const mine = vis.filter((v) => v.index === 1);
    expect(mine.every((v) => v.visible && v.coveredFraction === 0)).toBe(true);
  });

  it("an opaque card covers everything below it, except where a region is overridden clear", () => {
    const shield = clearFrame("shield", [], { opaque: true });
    const window: Card = { id: "w", type: "modifier", name: "W", frame: "shield" };
    const withWindow = clearFrame("window", [rect("hole", "decoration", 0, 0, 15, 88)], {
      opaque: true,
    });
    const holed: Card = { ...window, frame: "window", opacity: { hole: "clear" } };
    expect(slotOf(stackOf([lowCard, window], [low, shield])).visible).toBe(false);
    const v = slotOf(stackOf([lowCard, holed], [low, withWindow]));
    expect(v.coveredFraction).toBeCloseTo(0.5, 12);
    expect(v.visible).toBe(false);
  });

  it("elements come bottom card first, each card in its frame's drawing order", () => {
    const vis = stackVisibility(stackOf([character(), modifier("m", [1, null, null])]));
    expect(vis.map((v) => `${v.index}:${v.element.kind}`)).toEqual([
      "0:name",
      "0:portrait",
      "0:family-symbol",
      "0:plate",
      "0:text",
      "1:portrait",
      "1:plate",
      "1:text",
      "1:name",
      "1:points",
    ]);
  });

  it("the character's name band and portrait show through a modifier; its plate does not", () => {
    const vis = stackVisibility(
      stackOf([character(), modifier("m", [1, 2, 3], ["beast", "duck", "blank"])]),
    );
    const ch = Object.fromEntries(
      vis.filter((v) => v.index === 0).map((v) => [v.element.kind, v.visible]),
    );
    expect(ch).toEqual({
      name: true,
      portrait: true,
      "family-symbol": true,
      plate: false,
      text: false,
    });
  });

  it("an empty stack has no elements", () => {
    expect(stackVisibility([])).toEqual([]);
  });
});
