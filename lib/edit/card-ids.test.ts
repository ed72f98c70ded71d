import { describe, expect, it } from "vitest";
import { bareSet } from "../../test/fixtures/bare-set";
import type { SavedStack, VellumSet } from "../model";
import { DEFAULT_RULES } from "../model";
import { cardIdUses, idFollowsName, idForName, isPlaceholderId } from "./card-ids";

function set(extra: Partial<VellumSet> = {}): VellumSet {
  return {
    ...bareSet(),
    families: [{ id: "fam", name: "Fam", symbol: "raven" }],
    icons: [],
    cards: [
      { id: "ada", type: "character", name: "Ada", family: "fam" },
      { id: "drowned-lantern", type: "modifier", name: "Drowned Lantern" },
      { id: "new-modifier-4", type: "modifier", name: "New modifier" },
      { id: "mine", type: "modifier", name: "Mine" },
    ],
    rules: { ...DEFAULT_RULES },
    ...extra,
  };
}

const NONE = new Set<string>();

describe("the next id of a card that follows its name", () => {
  it("is the name's slug, unique among the other cards", () => {
    expect(idForName(set(), "mine", "A Lamp, Unlit!")).toBe("a-lamp-unlit");
    expect(idForName(set(), "mine", "Drowned Lantern")).toBe("drowned-lantern-2");
    expect(idForName(set(), "mine", "Ada")).toBe("ada-2");
  });

  it("keeps the card's own id for its own name, and while the name has no letter or digit", () => {
    expect(idForName(set(), "drowned-lantern", "Drowned Lantern")).toBe("drowned-lantern");
    expect(idForName(set(), "mine", "")).toBe("mine");
    expect(idForName(set(), "mine", " — ")).toBe("mine");
  });

  it("stays within the longest id allowed, with room for a suffix", () => {
    const long = "word ".repeat(30);
    const first = idForName(set(), "mine", long);
    const before = set();
    const withFirst: VellumSet = {
      ...before,
      cards: [...before.cards, { id: first, type: "event", name: long }],
    };
    const id = idForName(withFirst, "mine", long);
    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-2$/);
  });
});

describe("whether a card's id follows its name", () => {
  it("follows for a card marked new, or a placeholder id nobody chose", () => {
    expect(idFollowsName(set(), "mine", new Set(["mine"]))).toBe(true);
    expect(idFollowsName(set(), "new-modifier-4", NONE)).toBe(true);
    expect(idFollowsName(set(), "drowned-lantern", NONE)).toBe(false);
  });

  it("stops once a saved stack names the card (its character, cards or live effects)", () => {
    const expect_ = { selfWorth: 0, icons: [], dead: false };
    const stacks = (s: Partial<SavedStack>) =>
      set({
        stacks: [
          { id: "st", name: "Lantern test", character: "ada", cards: [], expect: expect_, ...s },
        ],
      });
    const marked = new Set(["mine", "ada"]);
    expect(idFollowsName(stacks({ cards: ["mine"] }), "mine", marked)).toBe(false);
    expect(idFollowsName(stacks({}), "ada", marked)).toBe(false);
    expect(
      idFollowsName(stacks({ expect: { ...expect_, liveEffects: ["mine"] } }), "mine", marked),
    ).toBe(false);
    expect(cardIdUses(stacks({ cards: ["mine", "mine"] }), "mine")).toEqual([
      "saved stack 'Lantern test'",
    ]);
    expect(idFollowsName(stacks({}), "mine", marked)).toBe(true);
  });

  it("knows a new card's placeholder ids of every type, and nothing else", () => {
    for (const id of ["new-modifier", "new-character-2", "new-untimely-death-12", "new-story"]) {
      expect(isPlaceholderId(id)).toBe(true);
    }
    for (const id of ["new-modifiers", "new-modifier-x", "a-new-modifier", "new"]) {
      expect(isPlaceholderId(id)).toBe(false);
    }
  });
});
