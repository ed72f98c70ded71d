import { describe, expect, it } from "vitest";
import { createGame } from "@/lib/engine";
import { sampleSet } from "@/test/fixtures/sample-set";
import {
  FIFTH_FAMILY,
  formProblem,
  hasBots,
  initialForm,
  removesCharacters,
  seatCounts,
  setupOf,
  withSeat,
  withSeatCount,
} from "./new-game-model";

const set = sampleSet();

describe("the new-game form", () => {
  it("starts with one person and two bots, each with a family of the set", () => {
    const form = initialForm(set, "42");
    expect(form.seats.map((s) => s.kind)).toEqual(["person", "greedy", "greedy"]);
    expect(form.seats.map((s) => s.family)).toEqual(set.families.slice(0, 3).map((f) => f.id));
    expect(seatCounts(set)).toEqual([2, 3, 4, 5]);
    const setup = setupOf(form, set);
    expect(setup.options).toBeUndefined();
    expect(setup.players.map((p) => p.bot)).toEqual([false, true, true]);
    expect(createGame(set, setup, 42).ok).toBe(true);
  });

  it("R3.2 four seats remove characters; the fifth seat of a four-family set plays the removed ones", () => {
    const four = withSeatCount(initialForm(set, "1"), set, 4);
    expect(removesCharacters(four)).toBe(true);
    const chosen = set.cards.find(
      (c) => c.type === "character" && c.family === four.seats[0]!.family,
    )!;
    const setup = setupOf(
      { ...four, seats: four.seats.map((s, i) => (i === 0 ? { ...s, removes: chosen.id } : s)) },
      set,
    );
    expect(setup.removals).toEqual([[chosen.id], null, null, null]);
    const created = createGame(set, setup, 1);
    expect(created.ok).toBe(true);
    if (created.ok) {
      const inPlay = created.value.characters.map(
        (c) => created.value.catalog.instances[c.stack[0]!],
      );
      const index = created.value.catalog.cards.findIndex((c) => c.card.id === chosen.id);
      expect(inPlay).not.toContain(index);
    }
    const five = withSeatCount(four, set, 5);
    expect(five.seats[4]!.family).toBe(FIFTH_FAMILY);
    expect(setupOf(five, set).players[4]!.family).toBeNull();
    expect(createGame(set, setupOf(five, set), 1).ok).toBe(true);
    expect(withSeatCount(five, set, 3).seats.length).toBe(3);
  });

  it("keeps only the rules this game changes as overrides, and names problems before the engine is asked", () => {
    const form = initialForm(set, "1");
    const setup = setupOf({ ...form, rules: { ...form.rules, handSize: 6, beginner: true } }, set);
    expect(setup.options).toEqual({ handSize: 6, beginner: true });
    const blank = { ...form, seats: form.seats.map((s, i) => (i === 1 ? { ...s, name: " " } : s)) };
    expect(formProblem(blank)).toBe("seat 2 needs a name");
    const twice = { ...form, seats: form.seats.map((s) => ({ ...s, name: "Ada" })) };
    expect(formProblem(twice)).toBe("two seats are called 'Ada'; give each its own name");
    expect(formProblem(form)).toBeNull();
  });

  it("asks everyone in response windows once two people share the device, unless chosen", () => {
    const form = initialForm(set, "1");
    expect(form.responseWindows).toBe("holders");
    const two = withSeat(form, 1, { ...form.seats[1]!, kind: "person" });
    expect(two.responseWindows).toBe("everyone");
    expect(setupOf(two, set).responseWindows).toBe("everyone");
    expect(withSeat(two, 1, { ...two.seats[1]!, kind: "random" }).responseWindows).toBe("holders");
    const chosen = { ...form, responseWindows: "holders" as const, windowsChosen: true };
    expect(withSeat(chosen, 1, { ...form.seats[1]!, kind: "person" }).responseWindows).toBe(
      "holders",
    );
    expect(withSeatCount(two, set, 2).responseWindows).toBe("everyone");
  });
});

describe("the bots' pace", () => {
  it("means something (and is shown) only when a seat is a bot", () => {
    expect(hasBots(["person", "greedy"])).toBe(true);
    expect(hasBots(["person", "random"])).toBe(true);
    expect(hasBots(["person", "person"])).toBe(false);
  });
});
