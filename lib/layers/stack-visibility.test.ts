/**
 * The coverage rule on stacks, through the one production reading (`analyzeStack`'s `elements`,
 * `elementStates`), and that reading checked against the plain oracle on seeded random stacks.
 */
import { describe, expect, it } from "vitest";
import type { Card, Frame } from "../model";
import { analyzeStack, summarizeStack } from "./analyze-stack";
import {
  character,
  clearFrame,
  modifier,
  persistent,
  rect,
  stackOf,
  untimelyDeath,
} from "./cards.test-support";
import type { StackEntry } from "./stack";
import type { ElementVisibility } from "./stack-visibility";
import { ELEMENT_VISIBLE, elementStates } from "./stack-visibility";
import { oracleVisibility } from "./visibility.test-support";

/** Every element of a stack with its visibility: what `analyzeStack` reports. */
const elementsOf = (stack: readonly StackEntry[]): ElementVisibility[] =>
  analyzeStack(stack).elements;

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
  const v = elementsOf(stack).find((e) => e.element.kind === "points");
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
    const vis = elementsOf(stackOf([c("a"), c("b")], [circle]));
    expect(vis.map((v) => v.coveredFraction)).toEqual([1, 0]);
  });

  it("only cards above cover: a card's own regions and the cards below never do", () => {
    const vis = elementsOf(stackOf([character(), modifier("m", [2, null, null])]));
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
    const vis = elementsOf(stackOf([character(), modifier("m", [1, null, null])]));
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
    const vis = elementsOf(
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
    expect(elementsOf([])).toEqual([]);
  });
});

// Frames that make the random stacks below hard: an opaque card with a clear window, a clear
// card whose decorations overlap each other and the built-in slots in part, one element right at
// the threshold under a built-in slot, and a zero-area element.
const ODD_FRAMES: Frame[] = [
  clearFrame("windowed", [rect("hole", "decoration", 0, 20, 20, 40)], { opaque: true }),
  clearFrame("shards", [
    rect("s1", "decoration", 2, 20, 9, 14),
    rect("s2", "decoration", 6, 30, 10, 12),
    rect("s3", "decoration", 45, 40, 18, 6),
    rect("p1", "points", 8, 23, 10, 10, { slot: 1 }),
  ]),
  clearFrame("sliver", [
    rect("p2", "points", 3, 40, 10, 10, { slot: 2 }),
    rect("line", "decoration", 10, 0, 0, 88),
  ]),
];

const ODD_POOL: Card[] = [
  character(),
  modifier("a", [3, null, null], ["raven", null, null]),
  modifier("b", [null, -2, null], [null, "rose", null]),
  modifier("c", [null, null, 5], [null, null, "blank"]),
  modifier("d", ["blank", null, null]),
  modifier("glass", [1, null, null], undefined, {
    opacity: { plate: "clear", "points-1": "clear" },
  }),
  modifier("veil", undefined, undefined, { opacity: { portrait: "opaque", "icons-2": "opaque" } }),
  persistent("p", [null, 2, null]),
  persistent("q", [null, null, -3], { opacity: { reminder: "clear" } }),
  untimelyDeath("u", [null, null, -4]),
  { id: "win", type: "modifier", name: "Win", frame: "windowed", opacity: { hole: "clear" } },
  { id: "wall", type: "modifier", name: "Wall", frame: "windowed" },
  { id: "shards", type: "modifier", name: "Shards", frame: "shards", points: [7, null, null] },
  { id: "sliver", type: "modifier", name: "Sliver", frame: "sliver", points: [null, 4, null] },
];

/** A seeded stream of stacks of one to nine cards of {@link ODD_POOL} (any card at the bottom). */
function* randomStacks(count: number): Generator<StackEntry[]> {
  let s = 2024;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
  for (let i = 0; i < count; i++) {
    const height = 1 + next(9);
    const cards = Array.from({ length: height }, () => ODD_POOL[next(ODD_POOL.length)]!);
    yield stackOf(cards, ODD_FRAMES);
  }
}

/** Which element of which card, where. */
const keyOf = ({ index, element: e }: ElementVisibility) =>
  `${index}:${e.cardId}:${e.kind}:${e.x},${e.y},${e.width},${e.height}:${e.opaque}`;

describe("the compiled reading against the plain oracle (seeded)", () => {
  it("reports every element with the oracle's covered fraction and visibility", () => {
    let hidden = 0;
    for (const stack of randomStacks(400)) {
      const expected = oracleVisibility(stack);
      const got = elementsOf(stack);
      expect(got.map(keyOf)).toEqual(expected.map(keyOf));
      // One assertion per stack (not per element): the differences, expected none.
      const off = got.filter(
        (v, k) =>
          Math.abs(v.coveredFraction - expected[k]!.coveredFraction) > 1e-12 ||
          v.visible !== expected[k]!.visible,
      );
      expect(off).toEqual([]);
      const states = [...elementStates(stack)].map((state) => state === ELEMENT_VISIBLE);
      expect(states).toEqual(expected.map((v) => v.visible));
      hidden += expected.filter((v) => !v.visible).length;
    }
    expect(hidden).toBeGreaterThan(1000);
  });

  it("reads a stack on top of its first cards' reading as the oracle reads it whole", () => {
    for (const stack of randomStacks(300)) {
      const expected = oracleVisibility(stack).map((v) => v.visible);
      for (let kept = 1; kept < stack.length; kept++) {
        const below = stack.slice(0, kept);
        const states = elementStates(stack, { cards: kept, states: elementStates(below) });
        expect([...states].map((state) => state === ELEMENT_VISIBLE)).toEqual(expected);
        const on = summarizeStack(stack, { cards: kept, summary: summarizeStack(below) });
        expect([...on.states].map((state) => state === ELEMENT_VISIBLE)).toEqual(expected);
      }
    }
  });
});
