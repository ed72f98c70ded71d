import { describe, expect, it } from "vitest";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { BuiltStack } from "./built-stack";
import {
  EMPTY_STACK,
  loadedStack,
  resolveBuiltStack,
  withCardAt,
  withCharacter,
  withLayerMoved,
  withoutLayer,
} from "./built-stack";
import { readStackExpectation } from "./saved-reading";

const ids = (s: BuiltStack) => s.layers.map((l) => l.cardId);

describe("the lab's stack", () => {
  it("plays cards on top or at a place, each layer with its own key (a card may be played twice)", () => {
    let s = withCharacter(EMPTY_STACK, "captain-absalom-gannett");
    s = withCardAt(s, "a");
    s = withCardAt(s, "b");
    s = withCardAt(s, "a");
    s = withCardAt(s, "c", 1);
    expect(ids(s)).toEqual(["a", "c", "b", "a"]);
    expect(new Set(s.layers.map((l) => l.key)).size).toBe(4);
  });

  it("loads a saved stack: its character, and its cards as layers bottom to top", () => {
    const s = loadedStack({
      id: "x",
      name: "X",
      character: "captain-absalom-gannett",
      cards: ["a", "b", "a"],
      expect: { selfWorth: 0, icons: [], dead: false },
    });
    expect([s.character, s.savedId, ids(s)]).toEqual([
      "captain-absalom-gannett",
      "x",
      ["a", "b", "a"],
    ]);
  });

  it("moves a layer to another's place and removes one by key", () => {
    let s = withCardAt(withCardAt(withCardAt(EMPTY_STACK, "a"), "b"), "c");
    const [a, , c] = s.layers;
    s = withLayerMoved(s, a!.key, c!.key);
    expect(ids(s)).toEqual(["b", "c", "a"]);
    expect(withLayerMoved(s, "nope", c!.key)).toBe(s);
    expect(ids(withoutLayer(s, c!.key))).toEqual(["b", "a"]);
  });

  it("resolves against the set as it is now: gone cards and non-playable ones are left out and named", () => {
    const set = sampleSet();
    let s = withCharacter(EMPTY_STACK, "captain-absalom-gannett");
    s = withCardAt(s, "lost-a-wager-to-a-heron");
    s = withCardAt(s, "no-such-card");
    s = withCardAt(s, "jonah-gannett");
    const r = resolveBuiltStack(s, set);
    expect(r.character?.id).toBe("captain-absalom-gannett");
    expect(r.layers.map((l) => l.card.id)).toEqual(["lost-a-wager-to-a-heron"]);
    expect(r.missing).toEqual(["no-such-card", "jonah-gannett"]);
    expect(resolveBuiltStack(withCharacter(s, "lost-a-wager-to-a-heron"), set).character).toBe(
      undefined,
    );
  });
});

describe("saved stacks", () => {
  const expect0 = { selfWorth: -10, icons: ["key"], dead: false };
  const base = {
    name: "Captain wagered",
    character: "captain-absalom-gannett",
    cards: ["lost-a-wager-to-a-heron"],
    expect: expect0,
  };

  it("reads a saved stack as the set's check does, or names the card that is gone", () => {
    const set = sampleSet();
    const saved = { id: "s", ...base };
    expect(readStackExpectation(saved, set)).toEqual({
      ok: true,
      value: { selfWorth: -10, icons: ["key"], dead: false, liveEffects: [] },
    });
    expect(readStackExpectation({ ...saved, cards: ["gone"] }, set)).toEqual({
      ok: false,
      error: "'gone' no longer exists",
    });
  });
});
