import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import { nodeFonts } from "../export/fonts-node";
import { cardTextDiagnostics, renderCardSvg, setTextDiagnostics } from "./index";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const modifier = (extra: Partial<Card>): Card => ({
  id: "test-card",
  type: "modifier",
  name: "Test Card",
  points: [-5, null, null],
  icons: [null, null, null],
  effect: "on play:\n  draw 1 card",
  ...extra,
});
const withCards = (...cards: Card[]): VellumSet => ({ ...SET, cards: [...SET.cards, ...cards] });
const brief = (ds: readonly { code: string; message: string; source: string }[]) =>
  ds.map(({ code, message, source }) => ({ code, source, message }));

describe("missing glyphs (render/missing-glyph)", () => {
  const c = modifier({
    id: "babushka",
    translations: {
      fr: { name: "Жена", flavor: "Une tasse de 茶 😀, encore." },
    },
  });
  const set = withCards(c);
  const expected = [
    // In drawing order: the plate's text, then the name on it.
    {
      code: "render/missing-glyph",
      source: "card:babushka/translations/fr/flavor",
      message:
        "card “Test Card”, fr flavour: the card's fonts have no glyph for '茶', '😀' — they print as boxes; write the text with characters the bundled fonts have (Latin, Greek and Cyrillic in the texts, Latin in names)",
    },
    {
      code: "render/missing-glyph",
      source: "card:babushka/translations/fr/name",
      message:
        "card “Test Card”, fr name: the card's fonts have no glyph for 'Ж', 'е', 'н', 'а' — they print as boxes; write the text with characters the bundled fonts have (Latin, Greek and Cyrillic in the texts, Latin in names)",
    },
  ];

  it("rendering a card reports the characters its fonts lack, per field, with the range of the first", () => {
    const { diagnostics } = renderCardSvg(c, set, fonts, { language: "fr" });
    expect(brief(diagnostics)).toEqual(expected);
    expect(diagnostics[0]!.range).toEqual({
      start: { line: 1, column: 14, offset: 13 },
      end: { line: 1, column: 15, offset: 14 },
    });
    expect(renderCardSvg(c, set, fonts).diagnostics).toEqual([]);
  });

  it("Cyrillic is fine in EB Garamond (texts), not in Cinzel (names)", () => {
    const ru = modifier({ id: "ru", flavor: "Жена ушла." });
    expect(renderCardSvg(ru, withCards(ru), fonts).diagnostics).toEqual([]);
  });

  it("the text checks report the same without drawing the card", () => {
    expect(brief(cardTextDiagnostics(c, set, fonts, "fr"))).toEqual(expected);
  });
});

describe("setTextDiagnostics", () => {
  it("the sample set has no text problems in any language", () => {
    expect(setTextDiagnostics(SET, fonts)).toEqual([]);
  });

  it("checks every card in every language, a fallback field once, naming card and language", () => {
    const long = "Draw a card, then discard a card, then draw another card. ".repeat(12).trim();
    const overEn = modifier({ id: "long", name: "Long Winded", text: long });
    const overFr = modifier({
      id: "long-fr",
      name: "Long in French",
      translations: { fr: { text: long } },
    });
    const glyph = modifier({ id: "tea", name: "Tea Time", flavor: "A cup of 茶." });
    const set = withCards(overEn, overFr, glyph);
    expect(brief(setTextDiagnostics(set, fonts))).toEqual([
      {
        code: "render/text-overflow",
        source: "card:long/text",
        message: expect.stringMatching(
          /^card “Long Winded”, en: the effect and flavour text does not fit: .* too tall/,
        ),
      },
      {
        code: "render/text-overflow",
        source: "card:long-fr/translations/fr/text",
        message: expect.stringMatching(
          /^card “Long in French”, fr: the effect and flavour text does not fit: .* too tall/,
        ),
      },
      {
        code: "render/missing-glyph",
        source: "card:tea/flavor",
        message:
          "card “Tea Time”, en flavour: the card's fonts have no glyph for '茶' — it prints as a box; write the text with characters the bundled fonts have (Latin, Greek and Cyrillic in the texts, Latin in names)",
      },
    ]);
  });
});

describe("a family name too long for its characters' plates", () => {
  // The schema's longest family name (80 characters), as one word: no line can hold it.
  const LONG = "TheMostHonourableAndAncientGannettsOfWrackstoneLightUponTheSeaAndTheShingleBeach";
  const set: VellumSet = {
    ...SET,
    families: SET.families.map((f, i) => (i === 0 ? { ...f, name: LONG } : f)),
  };
  const family = set.families[0]!;
  const characters = set.cards.filter((c) => c.family === family.id);

  it("is cut at its end, warned about as the family name at its place in the set, not as the flavour", () => {
    const { diagnostics, svg } = renderCardSvg(characters[0]!, set, fonts);
    expect(LONG).toHaveLength(80);
    expect(brief(diagnostics)).toEqual([
      {
        code: "render/text-overflow",
        source: `family:${family.id}/name`,
        message: expect.stringMatching(
          /^the family name does not fit: a word of it is \d+\.\d mm too wide for its 56\.0 mm box even at the minimum size 4\.2 pt, so it is cut — shorten it by about \d+ characters, or break the word with a space$/,
        ),
      },
    ]);
    expect(diagnostics[0]!.pointer).toBe("/families/0/name");
    // The range runs from the first character left out to the end of the name.
    expect(diagnostics[0]!.range.end.offset).toBe(LONG.length);
    expect(diagnostics[0]!.range.start.offset).toBeGreaterThan(30);
    expect(svg).toContain("<g clip-path");
  });

  it("names the set's word for family, in the language rendered", () => {
    const party: VellumSet = {
      ...set,
      languages: [...(set.languages ?? []), "fr"].filter((l, i, all) => all.indexOf(l) === i),
      rules: { ...set.rules, familyWord: "party", translations: { fr: { familyWord: "bande" } } },
      // The long name in French too (the sample translates it).
      families: set.families.map((f, i) => (i === 0 ? { ...f, translations: {} } : f)),
    };
    const message = (language?: string) =>
      renderCardSvg(characters[0]!, party, fonts, language ? { language } : {}).diagnostics[0]
        ?.message;
    expect(message()).toMatch(/^the party name does not fit: /);
    expect(message("fr")).toMatch(/^the bande name does not fit: /);
  });

  it("is said once for the whole set, not once per character", () => {
    expect(characters.length).toBeGreaterThan(1);
    const overflows = setTextDiagnostics(set, fonts).filter((d) => d.source.startsWith("family:"));
    expect(overflows.map((d) => [d.source, d.pointer])).toEqual([
      [`family:${family.id}/name`, "/families/0/name"],
    ]);
  });
});
