import { describe, expect, it } from "vitest";
import type { Card } from "../model";
import { analyzeStack } from "./analyze-stack";
import {
  character,
  clearFrame,
  modifier,
  persistent,
  rect,
  stackOf,
  untimelyDeath,
} from "./cards.test-support";

const ch = character();
const live = (cards: Card[]) =>
  analyzeStack(stackOf(cards)).liveEffects.map((e) => `${e.cardId}:${e.kind}`);

describe("R2 the cardinal rule", () => {
  it("R2.1 later cards lie on top", () => {
    const a = modifier("a", [3, null, null]);
    const b = modifier("b", [-2, null, null]);
    expect(analyzeStack(stackOf([ch, a, b])).selfWorth).toBe(-2);
    expect(analyzeStack(stackOf([ch, b, a])).selfWorth).toBe(3);
  });

  it("R2.2 an element counts only while no opaque part of a card above covers it", () => {
    const r = analyzeStack(
      stackOf([ch, modifier("a", [3, null, null]), modifier("b", [null, 1, null])]),
    );
    expect(r.visiblePoints).toEqual([
      { cardId: "a", index: 1, slot: 1, value: 3 },
      { cardId: "b", index: 2, slot: 2, value: 1 },
    ]);
    const over = analyzeStack(
      stackOf([ch, modifier("a", [3, null, null]), modifier("b", [1, null, null])]),
    );
    const covered = over.elements.find((v) => v.element.kind === "points" && v.index === 1);
    expect(covered).toMatchObject({ visible: false, coveredFraction: 1 });
  });

  it("R2.3 self-worth sums visible points", () => {
    const r = analyzeStack(
      stackOf([
        ch,
        modifier("a", [-5, 10, null]),
        modifier("b", [null, -15, null]),
        modifier("c", [null, null, 5]),
      ]),
    );
    expect(r.selfWorth).toBe(-5 - 15 + 5);
  });

  it("R2.3 a character with no visible points has self-worth 0", () => {
    expect(analyzeStack(stackOf([ch])).selfWorth).toBe(0);
    const blanked = analyzeStack(
      stackOf([ch, modifier("a", [-10, null, null]), modifier("b", ["blank", null, null])]),
    );
    expect(blanked.selfWorth).toBe(0);
    expect(blanked.visiblePoints).toEqual([]);
  });

  it("R2.4 a character has the icons visible on its stack, duplicates counted", () => {
    const r = analyzeStack(
      stackOf([
        ch,
        modifier("a", undefined, ["beast", "romance", null]),
        modifier("b", undefined, [null, null, "beast"]),
      ]),
    );
    expect(r.icons).toEqual({ beast: 2, romance: 1 });
    expect(r.visibleIcons.map((i) => `${i.cardId}:${i.slot}:${i.icon}`)).toEqual([
      "a:1:beast",
      "a:2:romance",
      "b:3:beast",
    ]);
    const covered = analyzeStack(
      stackOf([
        ch,
        modifier("a", undefined, ["beast", null, null]),
        modifier("b", undefined, ["duck", null, null]),
      ]),
    );
    expect(covered.icons).toEqual({ duck: 1 });
  });

  it("R2.5 visibility follows the frames' geometry, custom frames included", () => {
    // A custom modifier whose only point slot sits where the built-in slot 2 is.
    const low = clearFrame("low-slot", [rect("p", "points", 3, 35.5, 10, 10, { slot: 1 })]);
    const odd: Card = { ...modifier("odd", [7, null, null]), frame: "low-slot" };
    const covering = modifier("m", [null, 1, null]);
    expect(analyzeStack(stackOf([ch, odd, covering], [low])).selfWorth).toBe(1);
    expect(analyzeStack(stackOf([ch, odd, modifier("n", [1, null, null])], [low])).selfWorth).toBe(
      8,
    );
  });

  it("icon ids that are Object.prototype names count like any other", () => {
    const r = analyzeStack(stackOf([ch, modifier("a", undefined, ["constructor", null, null])]));
    expect(r.icons["constructor"]).toBe(1);
    expect(r.icons["toString"]).toBeUndefined();
  });
});

describe("slots: blanks and clear film", () => {
  it("a blank over points hides them and counts nothing", () => {
    const r = analyzeStack(
      stackOf([ch, modifier("a", [-10, 5, null]), modifier("b", [null, "blank", null])]),
    );
    expect(r.selfWorth).toBe(-10);
  });

  it("a blank over an icon hides it and gives no icon", () => {
    const r = analyzeStack(
      stackOf([
        ch,
        modifier("a", undefined, ["beast", "duck", null]),
        modifier("b", undefined, ["blank", null, null]),
      ]),
    );
    expect(r.icons).toEqual({ duck: 1 });
  });

  it("clear slots let the values below show through several cards", () => {
    const r = analyzeStack(
      stackOf([
        ch,
        modifier("a", [-20, null, null]),
        modifier("b", [null, 10, null]),
        modifier("c"),
        modifier("d"),
      ]),
    );
    expect(r.selfWorth).toBe(-10);
    expect(r.visiblePoints.map((p) => p.cardId)).toEqual(["a", "b"]);
  });
});

describe("effects", () => {
  it("R6.3 the top card's plate hides the effect text below: only its continuous effect is live", () => {
    expect(live([ch, modifier("a"), modifier("b"), modifier("c")])).toEqual(["c:continuous"]);
    const r = analyzeStack(stackOf([ch, modifier("a"), modifier("b")]));
    expect(r.effects.map((e) => `${e.cardId}:${e.live}`)).toEqual(["a:false", "b:true"]);
  });

  it("R6.3 a card moved to another stack takes its live status with it", () => {
    const a = modifier("a");
    const b = modifier("b");
    const c = modifier("c");
    // b is on top of the first stack, then moved onto the second.
    expect(live([ch, a, b])).toEqual(["b:continuous"]);
    expect(live([character("other"), c])).toEqual(["c:continuous"]);
    expect(live([ch, a])).toEqual(["a:continuous"]);
    expect(live([character("other"), c, b])).toEqual(["b:continuous"]);
  });

  it("R6.4 a persistent effect stays live while its icon or its reminder shows", () => {
    // Covers the persistent icon only, or the reminder only, with custom clear frames.
    const overIcon = clearFrame("over-icon", [rect("d", "decoration", 51, 13, 9, 9)]);
    const overReminder = clearFrame("over-reminder", [rect("d", "decoration", 15, 47, 33, 11)]);
    const on = (id: string): Card => ({ id, type: "modifier", name: id, frame: id });
    const frames = [overIcon, overReminder];
    const p = persistent("p");
    const status = (cards: Card[]) =>
      analyzeStack(stackOf(cards, frames)).effects.find((e) => e.cardId === "p");
    expect(status([ch, p])).toMatchObject({ kind: "persistent", live: true });
    expect(status([ch, p, modifier("m")])).toMatchObject({ live: true }); // plate covered: no matter
    expect(status([ch, p, on("over-icon")])).toMatchObject({ live: true });
    expect(status([ch, p, on("over-reminder")])).toMatchObject({ live: true });
    expect(status([ch, p, on("over-icon"), on("over-reminder")])).toMatchObject({ live: false });
  });

  it("R6.4 a later persistent card covers both marks of an earlier one", () => {
    expect(live([ch, persistent("p"), persistent("q")])).toEqual(["q:persistent"]);
  });

  it("R6.2 immediate effects are reported, never live", () => {
    const r = analyzeStack([
      ...stackOf([ch]),
      ...stackOf([modifier("a")]).map((e) => ({
        ...e,
        effects: ["immediate", "continuous"] as const,
      })),
    ]);
    expect(r.effects.map((e) => `${e.kind}:${e.live}`)).toEqual([
      "immediate:false",
      "continuous:true",
    ]);
    expect(r.liveEffects.map((e) => e.kind)).toEqual(["continuous"]);
  });

  it("copies of one card are told apart by their stack position", () => {
    const r = analyzeStack(
      stackOf([ch, modifier("a", [1, null, null]), modifier("a", [null, 2, null])]),
    );
    expect(r.effects.map((e) => [e.cardId, e.index, e.live])).toEqual([
      ["a", 1, false],
      ["a", 2, true],
    ]);
    expect(r.visiblePoints.map((p) => p.index)).toEqual([1, 2]);
  });
});

describe("per-region opacity overrides", () => {
  it("a plate overridden clear leaves the effect text below live", () => {
    const glass = modifier("glass", undefined, undefined, { opacity: { plate: "clear" } });
    expect(live([ch, modifier("a"), glass])).toEqual(["a:continuous", "glass:continuous"]);
  });

  it("a point slot overridden clear lets the value below count too", () => {
    const see = modifier("see", [2, null, null], undefined, { opacity: { "points-1": "clear" } });
    expect(analyzeStack(stackOf([ch, modifier("a", [3, null, null]), see])).selfWorth).toBe(5);
  });

  it("an empty point or icon slot overridden opaque is an opaque blank: it hides the slot below", () => {
    const veil = modifier("veil", [null, null, null], [null, null, null], {
      opacity: { "points-1": "opaque", "icons-2": "opaque" },
    });
    const below = modifier("a", [-10, null, null], [null, "beast", null]);
    const r = analyzeStack(stackOf([ch, below, veil]));
    expect(r.selfWorth).toBe(0);
    expect({ ...r.icons }).toEqual({});
    expect(analyzeStack(stackOf([ch, below])).selfWorth).toBe(-10);
  });

  it("a plate overridden clear lets the name below show: its own name lies on it, clear too", () => {
    const glass = modifier("glass", undefined, undefined, { opacity: { plate: "clear" } });
    const r = analyzeStack(stackOf([ch, modifier("a"), glass]));
    const name = (index: number) =>
      r.elements.find((v) => v.index === index && v.element.kind === "name")!;
    expect(name(1).visible).toBe(true);
    expect(name(2).element.opaque).toBe(false);
  });

  it("a portrait window overridden opaque hides the character's portrait", () => {
    const veil = modifier("veil", undefined, undefined, { opacity: { portrait: "opaque" } });
    const r = analyzeStack(stackOf([ch, veil]));
    expect(r.elements.find((v) => v.index === 0 && v.element.kind === "portrait")?.visible).toBe(
      false,
    );
  });
});

describe("stacks", () => {
  it("a character alone: self-worth 0, no icons, no effects, alive", () => {
    const r = analyzeStack(stackOf([ch]));
    expect(r).toMatchObject({
      selfWorth: 0,
      visiblePoints: [],
      icons: {},
      liveEffects: [],
      dead: false,
    });
    expect(r.elements.filter((v) => v.visible).map((v) => v.element.kind)).toEqual([
      "name",
      "portrait",
      "family-symbol",
      "plate",
      "text",
    ]);
  });

  it("an empty stack analyses to nothing", () => {
    expect(analyzeStack([])).toMatchObject({
      selfWorth: 0,
      elements: [],
      effects: [],
      dead: false,
    });
  });

  it("R7.3 an untimely death on top: dead, its points count, its image covers the portrait", () => {
    const r = analyzeStack(
      stackOf([ch, modifier("a", [-10, -5, null]), untimelyDeath("d", [null, null, -3])]),
    );
    expect(r.dead).toBe(true);
    expect(r.selfWorth).toBe(-18);
    const shown = (index: number, kind: string) =>
      r.elements.find((v) => v.index === index && v.element.kind === kind)?.visible;
    expect(shown(0, "portrait")).toBe(false);
    expect(shown(0, "name")).toBe(true);
    expect(shown(2, "dead-image")).toBe(true);
    expect(shown(1, "text")).toBe(false);
    expect(r.liveEffects).toEqual([]);
  });
});
