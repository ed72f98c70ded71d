import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Card, Frame, VellumSet } from "../../model";
import { BUILTIN_FRAMES } from "../../layers";
import { readsAsRules, validateSetText, validateSetValue } from "../index";
import type { CrossCheckOptions } from "../index";

const SAMPLE_TEXT = readFileSync("examples/saltmarrow/set.json", "utf8");
const sample = (): VellumSet => JSON.parse(SAMPLE_TEXT) as VellumSet;

/** The diagnostics of `code` as [severity, pointer, message]. */
function found(set: VellumSet, code: string, options?: CrossCheckOptions) {
  return validateSetValue(set, "set.json", options)
    .diagnostics.filter((d) => d.code === code)
    .map((d) => [d.severity, d.pointer, d.message]);
}

const indexOf = (set: VellumSet, type: Card["type"], has?: (c: Card) => boolean): number =>
  set.cards.findIndex((c) => c.type === type && (has ? has(c) : true));

describe("set/modifier-without-points (rules.modifiersNeedPoints)", () => {
  const clear = (set: VellumSet): number => {
    const i = indexOf(set, "modifier");
    set.cards[i]!.points = [null, null, null];
    return i;
  };

  it("warns of a modifier with no point value when the rules ask for one", () => {
    const set = sample();
    set.rules.modifiersNeedPoints = true;
    const i = clear(set);
    const name = set.cards[i]!.name;
    expect(found(set, "set/modifier-without-points")).toEqual([
      [
        "warning",
        `/cards/${i}/points`,
        `card “${name}” has no point value, and this set's rules ask every modifier for one (rules.modifiersNeedPoints) — give it a value in one of its point slots, or turn the option off in the settings`,
      ],
    ]);
  });

  it("says nothing when the option is off (the default) and the set still saves", () => {
    const set = sample();
    clear(set);
    expect(found(set, "set/modifier-without-points")).toEqual([]);
    set.rules.modifiersNeedPoints = true;
    // A warning: the set stays valid, so the store writes it and play and print take it.
    expect(validateSetValue(set).set).toBeDefined();
  });

  it("the schema documents the option and refuses a non-boolean", () => {
    const set = sample() as unknown as { rules: Record<string, unknown> };
    set.rules.modifiersNeedPoints = "yes";
    expect(validateSetValue(set).diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
});

describe("set/missing-art (the art folder's files, told by the store)", () => {
  it("points at a card's art that is not in the folder, with the nearest name", () => {
    const set = sample();
    const i = indexOf(set, "modifier");
    set.cards[i]!.art = "gull-portrait.png";
    set.backs = [{ id: "sea", name: "Sea", art: "sea.png" }];
    const text = JSON.stringify(set, null, 2);
    const v = validateSetText(text, "set.json", { artFiles: ["gull-portraits.png", "sea.png"] });
    const missing = v.diagnostics.filter((d) => d.code === "set/missing-art");
    expect(missing.map((d) => [d.severity, d.pointer])).toEqual([["warning", `/cards/${i}/art`]]);
    expect(missing[0]!.message).toContain(
      "names art 'gull-portrait.png', which is not in the set's art folder — did you mean 'gull-portraits.png'? Otherwise add the file on the Art page, or change the name",
    );
    // At the very value in set.json, as the other set checks.
    const at = text.indexOf('"gull-portrait.png"');
    expect(missing[0]!.range.start.offset).toBe(at);
    expect(v.set).toBeDefined();
  });

  it("checks backs too, and nothing at all when the folder is not known", () => {
    const set = sample();
    set.backs = [{ id: "sea", name: "Sea", art: "sea.png" }];
    expect(found(set, "set/missing-art", { artFiles: [] })).toEqual([
      [
        "warning",
        "/backs/0/art",
        "back 'sea' names art 'sea.png', which is not in the set's art folder — add the file on the Art page, or change the name",
      ],
    ]);
    expect(found(set, "set/missing-art")).toEqual([]);
  });

  it("checks a frame's emblem art too", () => {
    const set = sample();
    const frame = structuredClone(BUILTIN_FRAMES.event) as Frame;
    set.frames = [
      ...(set.frames ?? []),
      { ...frame, id: "sealed", name: "Sealed", types: [], emblem: { art: "seal.png" } },
    ];
    const at = set.frames.length - 1;
    expect(found(set, "set/missing-art", { artFiles: ["seals.png"] })).toEqual([
      [
        "warning",
        `/frames/${at}/emblem/art`,
        "the emblem of frame 'sealed' names art 'seal.png', which is not in the set's art folder — did you mean 'seals.png'? Otherwise add the file on the Art page, or change the name",
      ],
    ]);
    expect(found(set, "set/missing-art", { artFiles: ["seal.png"] })).toEqual([]);
  });
});

describe("printed text and effect (set/text-without-effect, set/effect-not-in-text)", () => {
  it("reads rules phrasing as rules, and flavour as flavour", () => {
    for (const rules of [
      "Draw two cards.",
      "Each player discards their hand.",
      "Kill a character.",
      "Return a dead character to life.",
      "Gain one free play.",
      "Skip your next turn.",
      "Swap hands with another player.",
      "{tears} on this character counts twice.",
      "Discard a Misery card.",
    ]) {
      expect(readsAsRules(rules, ["misery"]), rules).toBe(true);
    }
    for (const flavour of [
      "She drew the curtains and waited for the tide.",
      "The band played on as the pier sank.",
      "No one came to the funeral.",
      "Kill the lights, the guests have gone home.",
      "Return to sender.",
      "A draw, said the umpire, and the gulls agreed.",
    ]) {
      expect(readsAsRules(flavour), flavour).toBe(false);
    }
  });

  it("never takes the sample set's flavour for rules", () => {
    const flavours = sample()
      .cards.map((c) => c.flavor)
      .filter((f): f is string => f !== undefined);
    expect(flavours.length).toBeGreaterThan(10);
    expect(flavours.filter((f) => readsAsRules(f))).toEqual([]);
  });

  it("warns of rules text on a card with no effect, and not of flavour-like text", () => {
    const set = sample();
    const i = indexOf(set, "event");
    const card = set.cards[i]!;
    delete card.effect;
    card.text = "Each player draws two cards.";
    expect(found(set, "set/text-without-effect")).toEqual([
      [
        "warning",
        `/cards/${i}/text`,
        `card “${card.name}” prints rules text but has no effect, so the game does nothing of what it says — write the effect in 'effect', or move the words to 'flavor' if they are flavour`,
      ],
    ]);
    card.text = "The tide came in, and nobody noticed.";
    expect(found(set, "set/text-without-effect")).toEqual([]);
  });

  it("warns of an effect whose text is empty or only flavour, not of one that describes it", () => {
    const set = sample();
    const i = indexOf(set, "modifier", (c) => (c.effect ?? "").trim() !== "");
    const card = set.cards[i]!;
    card.text = "";
    const empty = found(set, "set/effect-not-in-text");
    expect(empty.map(([s, p]) => [s, p])).toEqual([["warning", `/cards/${i}/text`]]);
    expect(empty[0]![2]).toContain("has an effect but prints no rules text");
    card.text = "The sea remembers, and so does she.";
    expect(found(set, "set/effect-not-in-text")[0]![2]).toContain(
      "prints text that says nothing of its effect",
    );
    card.text = "You draw 1 card.";
    expect(found(set, "set/effect-not-in-text")).toEqual([]);
    delete card.text; // the effect is printed as written
    expect(found(set, "set/effect-not-in-text")).toEqual([]);
  });
});

describe("set/category-disabled (rules.effectCategories.<category>.enabled: false)", () => {
  const persistentCard = (set: VellumSet) => indexOf(set, "modifier", (c) => c.persistent === true);

  it("warns of a persistent card in a set without persistent effects, both ways", () => {
    const set = sample();
    const i = persistentCard(set);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(found(set, "set/category-disabled")).toEqual([]);
    set.rules.effectCategories = { persistent: { enabled: false } };
    const hits = found(set, "set/category-disabled");
    expect(hits.some(([, p]) => p === `/cards/${i}/persistent`)).toBe(true);
    expect(hits.find(([, p]) => p === `/cards/${i}/persistent`)![2]).toContain(
      "but the set has no persistent effects (rules.effectCategories.persistent.enabled is false) — rewrite the card, or turn the category on in the settings",
    );
    expect(validateSetValue(set).set).toBeDefined();
  });

  it("warns of an effect under a disabled heading, and only of that category", () => {
    const set = sample();
    const i = indexOf(set, "modifier", (c) => /while persistent:/.test(c.effect ?? ""));
    const j = indexOf(set, "event", (c) => /on play:/.test(c.effect ?? ""));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(j).toBeGreaterThanOrEqual(0);
    set.rules.effectCategories = { persistent: { enabled: false } };
    const pointers = found(set, "set/category-disabled").map(([, p]) => p);
    expect(pointers).toContain(`/cards/${i}/effect`);
    expect(pointers).not.toContain(`/cards/${j}/effect`);
    set.rules.effectCategories = { immediate: { enabled: false } };
    const immediate = found(set, "set/category-disabled");
    expect(immediate.map(([, p]) => p)).toContain(`/cards/${j}/effect`);
    expect(immediate.find(([, p]) => p === `/cards/${j}/effect`)![2]).toContain(
      "has an on-play effect ('on play:'), but the set has no immediate effects",
    );
  });

  it("warns of a trigger, `while held:` and `on claim:` in the category each prints in, both ways", () => {
    const set = sample();
    const i = indexOf(set, "modifier");
    set.cards[i]!.effect = "while persistent, at the start of your turn: draw 1 card";
    const j = indexOf(set, "story", (c) => /while held:/.test(c.effect ?? ""));
    const k = indexOf(set, "story", (c) => /on claim:/.test(c.effect ?? ""));
    expect(j).toBeGreaterThanOrEqual(0);
    expect(k).toBeGreaterThanOrEqual(0);
    set.rules.effectCategories = { persistent: { enabled: false } };
    const persistent = found(set, "set/category-disabled").map(([, p]) => p);
    expect(persistent).toContain(`/cards/${i}/effect`);
    expect(persistent).not.toContain(`/cards/${j}/effect`);
    set.rules.effectCategories = { continuous: { enabled: false } };
    const continuous = found(set, "set/category-disabled").map(([, p]) => p);
    expect(continuous).toContain(`/cards/${j}/effect`);
    expect(continuous).not.toContain(`/cards/${i}/effect`);
    set.rules.effectCategories = { immediate: { enabled: false } };
    expect(found(set, "set/category-disabled").map(([, p]) => p)).toContain(`/cards/${k}/effect`);
  });
});
