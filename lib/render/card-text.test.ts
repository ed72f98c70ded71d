import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { sampleSet } from "../../test/fixtures/sample-set";
import { nodeFonts } from "../export/fonts-node";
import type { Card, VellumSet } from "../model";
import { cardRulesText } from "../text";
import { cardStrings } from "./card-text";
import { cardTextDiagnostics } from "./text-checks";

describe("cardStrings", () => {
  it("takes a translation's fields and falls back to the card's own", () => {
    const set = { ...minimalSet(), languages: ["fr"] };
    const card = set.cards.find((c) => c.effect);
    if (!card) throw new Error("fixture drifted");
    card.translations = { fr: { name: "Le Testament" } };
    const fr = cardStrings(card, set, "fr");
    expect(fr.name.text).toBe("Le Testament");
    expect(fr.text?.text).toBe(cardRulesText(card, set, "fr")?.text);
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "never reads an inherited property as a translation (%s)",
    (language) => {
      const set = minimalSet();
      const card = set.cards[0]!;
      card.translations = {};
      expect(cardStrings(card, set, language).name.text).toBe(card.name);
    },
  );
});

describe("cardStrings: the rules text comes from lib/text cardRulesText", () => {
  const set: VellumSet = { ...minimalSet(), languages: ["it"] };
  const card = (extra: Partial<Card>): { card: Card; set: VellumSet; index: number } => {
    const c: Card = {
      id: "rules-probe",
      type: "event",
      name: "Rules Probe",
      effect: "on play:\n  draw 2 cards",
      ...extra,
    };
    const s = { ...set, cards: [...set.cards, c] };
    return { card: c, set: s, index: s.cards.length - 1 };
  };

  it("a card with only an effect prints the text generated in each language, pointing at its effect", () => {
    const { card: c, set: s, index } = card({});
    for (const language of ["en", "it"]) {
      const text = cardStrings(c, s, language).text;
      const expected = cardRulesText(c, s, language)!;
      expect(text).toEqual({
        text: expected.text,
        origin: "generated",
        language: expected.language,
        source: "card:rules-probe/effect",
        pointer: `/cards/${index}/effect`,
      });
    }
    expect(cardStrings(c, s).text?.origin).toBe("generated");
  });

  it("hand-written text is printed as written in the main language, and as lib/text says in others", () => {
    const { card: c, set: s, index } = card({ text: "Draw two cards, {raven}." });
    for (const language of [undefined, "en"]) {
      expect(cardStrings(c, s, language).text).toEqual({
        text: "Draw two cards, {raven}.",
        origin: "written",
        language: "en",
        source: "card:rules-probe/text",
        pointer: `/cards/${index}/text`,
      });
    }
    // Italian: generated in Italian where Vellum writes it, else the English words.
    const it = cardRulesText(c, s, "it")!;
    expect(cardStrings(c, s, "it").text).toEqual({
      text: it.text,
      origin: it.origin,
      language: it.language,
      source: `card:rules-probe/${it.field}`,
      pointer: `/cards/${index}/${it.field}`,
    });
  });

  it("a translated text is printed in its language, and the others keep theirs", () => {
    const {
      card: c,
      set: s,
      index,
    } = card({
      text: "Draw two cards.",
      translations: { it: { text: "Pesca due carte." } },
    });
    expect(cardStrings(c, s, "it").text).toEqual({
      text: "Pesca due carte.",
      origin: "translated",
      language: "it",
      source: "card:rules-probe/translations/it/text",
      pointer: `/cards/${index}/translations/it/text`,
    });
    expect(cardStrings(c, s, "en").text?.origin).toBe("written");
  });

  it("a translation of an effect-only card is printed instead of the generated text", () => {
    const { card: c, set: s } = card({ translations: { it: { text: "Pesca due carte." } } });
    expect(cardStrings(c, s, "it").text?.origin).toBe("translated");
    expect(cardStrings(c, s, "en").text?.origin).toBe("generated");
  });

  it("a card with neither text nor effect prints none", () => {
    const { card: c, set: s } = card({ effect: undefined });
    expect(cardStrings(c, s, "it").text).toBeUndefined();
  });
});

describe("a generated text that does not fit", () => {
  const SET = sampleSet();
  const fonts = nodeFonts();
  const long: Card = {
    id: "long-effect",
    type: "modifier",
    name: "Long Effect",
    points: [-5, null, null],
    icons: [null, null, null],
    effect: "on play:\n" + "  draw 1 card\n  discard 1 card\n".repeat(40),
  };
  const set = { ...SET, cards: [...SET.cards, long] };

  it("says it is generated and points at the card's effect, with no range inside it", () => {
    const overflow = cardTextDiagnostics(long, set, fonts).filter(
      (d) => d.code === "render/text-overflow",
    );
    expect(overflow).toHaveLength(1);
    const [d] = overflow;
    expect(d!.source).toBe("card:long-effect/effect");
    expect(d!.pointer).toBe(`/cards/${set.cards.length - 1}/effect`);
    expect(d!.message).toMatch(/generated from the card's effect: write a shorter rules text/);
    expect(d!.range.start.offset).toBe(0);
  });

  it("a written text that does not fit keeps its field, range and advice", () => {
    const written = { ...long, text: "Draw a card, then discard a card. ".repeat(20) };
    const s = { ...SET, cards: [...SET.cards, written] };
    const [d] = cardTextDiagnostics(written, s, fonts).filter(
      (x) => x.code === "render/text-overflow",
    );
    expect(d!.source).toBe("card:long-effect/text");
    expect(d!.message).toMatch(/shorten the text by about \d+ characters/);
    expect(d!.range.start.offset).toBeGreaterThan(0);
  });
});
