import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VellumSet } from "../model";
import { CARD_TYPES } from "../model";
import type * as Dsl from "../dsl";
import { SAMPLE_CONTEXT, compileEffect } from "../dsl";
import { CONSTRUCT_FIXTURES } from "../dsl/fixtures/constructs";
import { OPERATION_FIXTURES } from "../dsl/fixtures/operations";
import { TRIGGER_FIXTURES } from "../dsl/fixtures/triggers";
import { Writer } from "./generate";
import { cardRulesText, checkRulesText } from "./index";

// Every compile lib/text makes, counted: the module's own, wrapped in a spy.
vi.mock("../dsl", async (importOriginal) => {
  const actual = await importOriginal<typeof Dsl>();
  return { ...actual, compileEffect: vi.fn(actual.compileEffect) };
});
const compiles = vi.mocked(compileEffect);

/** The sample set with each card's effect made unique (nothing shared with another test). */
function sample(tag: string, languages = ["fr", "it"]): VellumSet {
  const set = JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;
  set.languages = languages;
  for (const card of set.cards) if (card.effect) card.effect += `  # ${tag}`;
  return set;
}

const withEffect = (set: VellumSet) => set.cards.filter((c) => c.effect);

describe("one compile of each effect for lib/text", () => {
  beforeEach(() => compiles.mockClear());

  it("the generator and the disagreement check share it, in every language", () => {
    const set = sample("shared");
    const cards = withEffect(set);
    for (const language of ["en", "fr", "it"])
      for (const card of cards) {
        cardRulesText(card, set, language);
        checkRulesText(card, set, language);
      }
    expect(compiles).toHaveBeenCalledTimes(new Set(cards.map((c) => c.effect)).size);
  });

  it("an edit that leaves the set's words alone (a new set object) compiles nothing again", () => {
    let set = sample("edit");
    const cards = withEffect(set);
    for (const card of cards) {
      cardRulesText(card, set, "fr");
      checkRulesText(card, set, "en");
    }
    compiles.mockClear();
    set = { ...set, name: `${set.name}!`, rules: { ...set.rules, handSize: 6 } };
    set = { ...set, cards: set.cards.map((c, i) => (i === 0 ? { ...c, name: "Renamed" } : c)) };
    for (const card of withEffect(set)) {
      cardRulesText(card, set, "fr");
      checkRulesText(card, set, "en");
    }
    expect(compiles).not.toHaveBeenCalled();
    // The set's own words are what an effect compiles against: a new one recompiles.
    set = { ...set, icons: [...set.icons, { ...set.icons[0]!, id: "new-icon" }] };
    cardRulesText(cards[0]!, set, "fr");
    expect(compiles).toHaveBeenCalledTimes(1);
  });

  it("a card's type changes no IR and no error, so it is not part of the key", () => {
    const ctx = SAMPLE_CONTEXT;
    const sources = [...OPERATION_FIXTURES, ...TRIGGER_FIXTURES, ...CONSTRUCT_FIXTURES].map(
      (f) => f.source,
    );
    const errors = (r: ReturnType<typeof compileEffect>) =>
      r.diagnostics.filter((d) => d.severity === "error");
    for (const source of sources) {
      const plain = compileEffect(source, ctx);
      for (const cardType of CARD_TYPES) {
        const typed = compileEffect(source, ctx, { cardType });
        expect(typed.ir).toEqual(plain.ir);
        expect(errors(typed)).toEqual(errors(plain));
      }
    }
  });
});

describe("checkRulesText generates nothing to find nothing", () => {
  it("a card without written text of its own in the language: [] before any generation", () => {
    const set = sample("nothing-written", ["fr", "it", "pl"]);
    const effect = vi.spyOn(Writer.prototype, "effect");
    try {
      for (const language of ["it", "pl"])
        for (const card of set.cards) expect(checkRulesText(card, set, language)).toEqual([]);
      for (const card of set.cards) {
        const { text: _written, ...bare } = card;
        expect(checkRulesText(bare, set, "en")).toEqual([]);
      }
      expect(effect).not.toHaveBeenCalled();
    } finally {
      effect.mockRestore();
    }
  });
});
