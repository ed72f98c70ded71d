/**
 * `elementStates` and `summarizeStack`: the engine's hot path must read exactly what
 * `analyzeStack` reads, and reading a stack on top of the states of its first cards (what the
 * engine does when a card is played) must give the states computed from scratch.
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
import { cardOpaqueRects } from "./opaque-area";
import type { StackEntry } from "./stack";
import {
  ELEMENT_HIDDEN,
  ELEMENT_HIDDEN_NEAR,
  ELEMENT_VISIBLE,
  elementStates,
} from "./stack-visibility";

// A custom frame whose only element sits under half of a built-in modifier's point slot 1:
// exactly at the coverage threshold once one is played on it.
const edge = clearFrame("edge", [rect("p1", "points", 8, 23, 10, 10, { slot: 1 })]);
const edgeCard: Card = { id: "edge", type: "modifier", name: "Edge", frame: "edge" };
const FRAMES: Frame[] = [edge];

const POOL: Card[] = [
  modifier("a", [3, null, null], ["raven", null, null]),
  modifier("b", [null, -2, null], [null, "rose", null]),
  modifier("c", [null, null, 5], [null, null, "blank"]),
  modifier("d", ["blank", null, null]),
  modifier("e", [-1, -1, -1], ["tide", "tide", null], { effect: "" }),
  persistent("p", [null, 2, null]),
  untimelyDeath("u", [null, null, -4]),
  { ...edgeCard, points: [7, null, null] },
];

/** A seeded stream of stacks: a character, then up to six cards of the pool. */
function* stacks(count: number): Generator<Card[]> {
  let s = 12345;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
  for (let i = 0; i < count; i++) {
    const cards: Card[] = [character()];
    const height = 1 + next(6);
    for (let k = 0; k < height; k++) cards.push(POOL[next(POOL.length)]!);
    yield cards;
  }
}

function summaryOf(entries: StackEntry[]) {
  const s = summarizeStack(entries);
  return { analysis: s.analysis, visibleCards: s.visibleCards, states: [...s.states] };
}

describe("elementStates and summarizeStack", () => {
  it("read the same visibility and values as analyzeStack", () => {
    for (const cards of stacks(200)) {
      const entries = stackOf(cards, FRAMES);
      const full = analyzeStack(entries);
      const { analysis, visibleCards } = summarizeStack(entries);
      expect({ ...analysis, elements: full.elements }).toEqual(full);
      const shows = cards.map((_, i) => full.elements.some((e) => e.index === i && e.visible));
      expect(visibleCards).toEqual(shows);
      const visible = [...elementStates(entries)].map((s) => s === ELEMENT_VISIBLE);
      expect(visible).toEqual(full.elements.map((e) => e.visible));
    }
  });

  it("give the same result on top of the states of the stack's first cards", () => {
    for (const cards of stacks(300)) {
      const entries = stackOf(cards, FRAMES);
      const fresh = summaryOf(entries);
      for (let kept = 1; kept < cards.length; kept++) {
        const below = summarizeStack(entries.slice(0, kept));
        const on = summarizeStack(entries, { cards: kept, summary: below });
        expect({ ...on, states: [...on.states] }).toEqual(fresh);
      }
    }
  });

  it("read an edited card (a new object) with its own opaque area, not the cached one", () => {
    const low = modifier("low", [4, null, null]);
    const clearTop = modifier("top", [null, null, null]);
    expect(analyzeStack(stackOf([character(), low, clearTop])).selfWorth).toBe(4);
    // The same card edited to print a blank over slot 1: the cached rectangles must not apply.
    const blankTop = { ...clearTop, points: ["blank", null, null] as Card["points"] };
    const frame = stackOf([clearTop])[0]!.frame;
    expect([...cardOpaqueRects(blankTop, frame)]).not.toEqual([
      ...cardOpaqueRects(clearTop, frame),
    ]);
    expect(analyzeStack(stackOf([character(), low, blankTop])).selfWorth).toBe(0);
    expect(summarizeStack(stackOf([character(), low, blankTop])).analysis.selfWorth).toBe(0);
  });

  it("mark an element covered right at the threshold for recomputation", () => {
    const entries = stackOf([{ ...edgeCard, points: [7, null, null] }, POOL[0]!], FRAMES);
    const slot = analyzeStack(entries).elements.find((e) => e.element.cardId === "edge");
    expect(slot).toMatchObject({ coveredFraction: 0.5, visible: false });
    expect(elementStates(entries)[0]).toBe(ELEMENT_HIDDEN_NEAR);
    expect([...elementStates(stackOf([POOL[0]!, POOL[3]!]))]).toContain(ELEMENT_HIDDEN);
  });
});
