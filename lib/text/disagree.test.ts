import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { sampleSet } from "../../test/fixtures/sample-set";
import { checkRulesText, checkSetRulesText, TEXT_DISAGREES } from "./disagree";

/** The minimal set with one event of `effect`, written `text` (and translations), as languages. */
function withCard(
  effect: string,
  text: string,
  translations: Card["translations"] = {},
  type: Card["type"] = "event",
): { set: VellumSet; card: Card } {
  const set = minimalSet();
  const card: Card = { id: "the-card", type, name: "The Card", effect, text, translations };
  set.cards.push(card);
  set.languages = Object.keys(translations);
  return { set, card };
}

/** The messages `checkRulesText` gives for a card of `effect` written `text` in `language`. */
function messages(effect: string, text: string, language = "en"): string[] {
  const translations = language === "en" ? {} : { [language]: { text } };
  const { set, card } = withCard(effect, language === "en" ? text : "", translations);
  if (language !== "en") delete card.text;
  return checkRulesText(card, set, language).map((d) => d.message);
}

describe("checkRulesText: where a written text disagrees with its effect", () => {
  it("a changed number: says what the text states and what the effect does, on the words", () => {
    const { set, card } = withCard("on play:\n  draw 2 cards", "Draw 3 cards.");
    const [d, ...rest] = checkRulesText(card, set);
    expect(rest).toEqual([]);
    expect(d).toEqual({
      code: TEXT_DISAGREES,
      severity: "warning",
      message: "the text says “3 cards”; the effect draws 2 cards",
      source: "card:the-card/text",
      pointer: `/cards/${set.cards.length - 1}/text`,
      range: {
        start: { line: 1, column: 6, offset: 5 },
        end: { line: 1, column: 13, offset: 12 },
      },
    });
  });

  it("reads which verb a number goes with (discard 2, draw 2 against discard 1, draw 2)", () => {
    expect(
      messages("on play:\n  discard 1 card\n  draw 2 cards", "Discard 2 cards, then draw 2 cards."),
    ).toEqual(["the text says “2 cards”; the effect discards 1 card"]);
  });

  it("a die face and a self-worth the effect never states", () => {
    expect(
      messages(
        "on play:\n  roll a die:\n    1-3: draw 1 card\n    otherwise: discard 1 card",
        "Roll a die. On 1–7: draw 1 card.",
      ),
    ).toEqual(["the text says “1–7”; the effect rolls 1–6"]);
    expect(
      messages(
        "on play:\n  if this character has self-worth at most -20: draw 2 cards",
        "If this character's Self-Worth is -10 or lower, draw 2 cards.",
      ),
    ).toEqual(["the text says “-10”; the effect tests self-worth -20"]);
  });

  it("an icon token the effect never mentions, with the one it names instead", () => {
    expect(
      messages(
        "on play:\n  if this character has rose: draw 2 cards",
        "If this character has {raven}: draw 2 cards.",
      ),
    ).toEqual(["the text names {raven}; the effect never mentions raven (it names {rose})"]);
  });

  it("a missing icon: the effect needs one the text never names", () => {
    expect(
      messages(
        "on play:\n  if this character has rose and key: draw 2 cards",
        "If this character has {rose}: draw 2 cards.",
      ),
    ).toEqual(["the effect mentions {key}; the text never names it"]);
  });

  it("a wrong target (people), both ways", () => {
    expect(messages("on play:\n  draw 1 card", "Each player draws 1 card.")).toEqual([
      "the text says “Each player”; the effect gives it to you",
    ]);
    expect(
      messages("on play:\n  each other player draws 1 card", "Each player draws 1 card."),
    ).toEqual(["the text says “Each player”; the effect names each other player"]);
    expect(messages("on play:\n  each player draws 1 card", "Draw 1 card.")).toEqual([
      "the effect names each player; the text names no one but you",
    ]);
  });

  it("a wrong pile", () => {
    expect(
      messages(
        "on play:\n  search the discard pile for an event",
        "Search the draw pile for an event and put it in your hand.",
      ),
    ).toEqual(["the text says “draw pile”; the effect uses the discard pile"]);
  });

  it("a wrong category", () => {
    expect(messages("on play:\n  draw 1 card", "At the start of your turn, draw 1 card.")).toEqual([
      "the text says “At the start of your turn”; the effect acts on play",
    ]);
    expect(
      messages(
        "at the start of your turn:\n  draw 1 card",
        "While this text is visible, draw 1 card.",
        "en",
      ),
    ).toEqual([]); // a trigger that acts while visible: the text may say so
    expect(messages("response: cancel an event", "Persistent: cancel an event.")).toEqual([
      "the text says “Persistent”; the effect acts as a response",
    ]);
  });
});

describe("checkRulesText stays quiet where the text says the same", () => {
  it.each([
    [
      "synonyms of people",
      "on play:\n  swap hands with an opponent",
      "Swap hands with another player.",
    ],
    [
      "“another player's” is an opponent",
      "on play:\n  look at an opponent's hand",
      "Look at another player's hand.",
    ],
    [
      "“a card” is 1",
      "on play:\n  each player gives a card of their choice to the next player",
      "Each player gives a card of their choice to the player on their left.",
    ],
    [
      "icon names and plurals",
      "on play:\n  draw 1 card for each rose icon this character has",
      "Draw 1 card for each of this character's roses.",
    ],
    [
      "“two living characters” is no number",
      "on play:\n  swap the top modifiers of any living character and another living character",
      "Swap the top modifiers of two living characters.",
    ],
    [
      "a response's “another player's turn” names no one",
      "response: cancel an event",
      "Play this during another player's turn to cancel an event.",
    ],
    [
      "the longest phrase wins: “one of your opponents” is an opponent",
      "on play:\n  take 1 card from an opponent's hand",
      "Take 1 card from the hand of one of your opponents.",
    ],
    [
      "“your opponents each” is each other player",
      "on play:\n  each other player discards 1 card",
      "Your opponents each discard a card.",
    ],
    [
      "“target player” is a chosen player",
      "on play:\n  a chosen player draws 2 cards",
      "Target player draws 2 cards.",
    ],
    [
      "a text that says less",
      "on play:\n  each other player discards 2 cards",
      "Everyone else suffers.",
    ],
  ])("%s", (_, effect, text) => {
    expect(messages(effect, text)).toEqual([]);
  });

  it("no check for a card without written text, or without an effect", () => {
    const { set, card } = withCard("on play:\n  draw 2 cards", "");
    delete card.text;
    expect(checkRulesText(card, set)).toEqual([]);
    const noEffect = withCard("", "Draw 3 cards.");
    expect(checkRulesText(noEffect.card, noEffect.set)).toEqual([]);
  });
});

describe("checkRulesText in each shipped language: numbers and people", () => {
  const cases: [string, string, string, string[]][] = [
    [
      "fr",
      "Chaque autre joueur pioche 2 cartes.",
      "Chaque joueur pioche 3 cartes.",
      [
        "the text says “Chaque joueur”; the effect names each other player",
        "the text says “3 cartes”; the effect draws 2 cards",
      ],
    ],
    [
      "it",
      "Ogni altro giocatore pesca 2 carte.",
      "Ogni giocatore pesca tre carte.",
      [
        "the text says “Ogni giocatore”; the effect names each other player",
        "the text says “tre carte”; the effect draws 2 cards",
      ],
    ],
    [
      "pl",
      "Każdy inny gracz dobiera 2 karty.",
      "Każdy gracz dobiera 5 kart.",
      [
        "the text says “Każdy gracz”; the effect names each other player",
        "the text says “5 kart”; the effect draws 2 cards",
      ],
    ],
    [
      "de",
      "Jeder andere Spieler zieht 2 Karten.",
      "Jeder Spieler zieht drei Karten.",
      [
        "the text says “Jeder Spieler”; the effect names each other player",
        "the text says “drei Karten”; the effect draws 2 cards",
      ],
    ],
    [
      "es",
      "Cada otro jugador roba 2 cartas.",
      "Cada jugador roba una carta.",
      [
        "the text says “Cada jugador”; the effect names each other player",
        "the text says “una carta”; the effect draws 2 cards",
      ],
    ],
  ];
  it.each(cases)(
    "%s: quiet when it agrees, a person and a number when they differ",
    (language, right, wrong, expected) => {
      const effect = "on play:\n  each other player draws 2 cards";
      expect(messages(effect, right, language)).toEqual([]);
      expect(messages(effect, wrong, language).sort()).toEqual([...expected].sort());
    },
  );

  it("a translation is checked at its own field; a language without a lexicon for numbers and tokens only", () => {
    const { set, card } = withCard(
      "on play:\n  if this character has rose: draw 2 cards",
      "If this character has {rose}: draw 2 cards.",
      {
        fr: { text: "Si ce personnage a {rose} : piochez 3 cartes." },
        nl: { text: "Als dit personage {raven} heeft: elke speler trekt 3 kaarten." },
      },
    );
    const fr = checkRulesText(card, set, "fr");
    expect(fr.map((d) => [d.message, d.source, d.pointer])).toEqual([
      [
        "the text says “3 cartes”; the effect draws 2 cards",
        "card:the-card/translations/fr/text",
        `/cards/${set.cards.length - 1}/translations/fr/text`,
      ],
    ]);
    expect(checkRulesText(card, set, "nl").map((d) => d.message)).toEqual([
      "the text names {raven}; the effect never mentions raven (it names {rose})",
      "the text says “3”; the effect draws 2 cards",
    ]);
  });
});

describe("R24 point 5b: numbers paired with the effect's in reading order", () => {
  it("says the discard, then the draw, once each — in a language read without verbs too", () => {
    const effect = "on play:\n  discard 2 cards\n  draw 2 cards";
    expect(messages(effect, "Leg 3 kaarten af en trek dan 3 kaarten.", "nl")).toEqual([
      "the text says “3”; the effect discards 2 cards",
      "the text says “3”; the effect draws 2 cards",
    ]);
    expect(messages(effect, "Discard 3 cards, then draw 3 cards.")).toEqual([
      "the text says “3 cards”; the effect discards 2 cards",
      "the text says “3 cards”; the effect draws 2 cards",
    ]);
  });

  it("says an identical difference once per text", () => {
    expect(messages("on play:\n  draw 2 cards", "Trek 3 kaarten, ja 3.", "nl")).toEqual([
      "the text says “3”; the effect draws 2 cards",
    ]);
  });
});

describe("the sample sets", () => {
  it("Saltmarrow's own texts, in English and French, agree with their effects: 0 flagged", () => {
    const set = sampleSet();
    expect(set.cards.filter((c) => c.text && c.effect).length).toBe(79);
    expect(set.cards.filter((c) => c.translations?.fr?.text && c.effect).length).toBe(26);
    expect(checkSetRulesText(set)).toEqual([]);
  });

  it("Wobbleton Road's own texts agree with their effects: 0 flagged", () => {
    const file = fileURLToPath(new URL("../../examples/wobbleton-road/set.json", import.meta.url));
    const set = JSON.parse(readFileSync(file, "utf8")) as VellumSet;
    expect(set.cards.filter((c) => c.text && c.effect).length).toBeGreaterThan(30);
    expect(checkSetRulesText(set)).toEqual([]);
  });
});
