import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "@/lib/model";
import { sourceFingerprint, translationStatus } from "@/lib/text";
import { minimalSet } from "@/test/fixtures/minimal-set";
import {
  emptyWords,
  hasField,
  rowAfter,
  sameGeneratedText,
  shownRows,
  stateWords,
  summary,
} from "./translate-model";

const cards: Card[] = [
  { id: "a", type: "modifier", name: "A", translations: { it: { name: "Ai" } } },
  { id: "b", type: "modifier", name: "B" },
  {
    id: "c",
    type: "modifier",
    name: "C now",
    translations: { it: { name: "Ci", from: { name: sourceFingerprint("C") } } },
  },
];
const set: VellumSet = { ...minimalSet(), languages: ["it"], cards };
const status = translationStatus(set, "it");

describe("the translation view's model", () => {
  it("shows the cards a filter asks for, and keeps those translated since it was chosen", () => {
    const ids = (rows: { card: Card }[]) => rows.map((r) => r.card.id);
    expect(ids(shownRows(status.cards, "all", new Set()))).toEqual(["a", "b", "c"]);
    expect(ids(shownRows(status.cards, "missing", new Set()))).toEqual(["b"]);
    expect(ids(shownRows(status.cards, "changed", new Set()))).toEqual(["c"]);
    expect(ids(shownRows(status.cards, "missing", new Set(["a"])))).toEqual(["a", "b"]);
  });

  it("names each status, an untracked translation as not tracked", () => {
    const [a, b, c] = status.cards;
    expect(stateWords(a!.fields.name)).toBe("Not tracked");
    expect(stateWords(b!.fields.name)).toBe("Missing");
    expect(stateWords(c!.fields.name)).toBe("Changed since translated");
    expect(stateWords(a!.fields.flavor)).toBe("Not needed");
  });

  it("sums the texts up in words", () => {
    expect(summary(status.counts, "Italian (it)")).toBe(
      "Italian (it): 1 text missing, 1 changed since translated, 1 done (1 not tracked), 9 need no translation.",
    );
  });

  it("moves Enter down and Shift+Enter up to the next card with that field, nowhere past an end", () => {
    const rows = status.cards;
    expect(rowAfter(rows, 0, "name", "it", false)).toBe(1);
    expect(rowAfter(rows, 0, "name", "it", true)).toBeUndefined();
    expect(rowAfter(rows, 2, "name", "it", false)).toBeUndefined();
    // No card has a flavour to translate: Enter stays.
    expect(rowAfter(rows, 0, "flavor", "it", false)).toBeUndefined();
    expect(hasField(rows[0]!, "flavor", "it")).toBe(false);
  });
});

describe("a row's generated text (the view's memo)", () => {
  it("is redrawn when the language's phrases or the set's language change, kept for another rule option", () => {
    const base: VellumSet = { ...set, languages: ["it", "pl"] };
    const same = (after: VellumSet, language = "it") =>
      sameGeneratedText(base, "it", after, language);
    expect(same({ ...base, rules: { ...base.rules, handSize: 7 } })).toBe(true);
    expect(same({ ...base, phrases: { pl: { "op.draw": "weź {n}{per}" } } })).toBe(true);
    expect(same({ ...base, phrases: { it: { "op.draw": "prendi {n}{per}" } } })).toBe(false);
    expect(same({ ...base, language: "de" })).toBe(false);
    expect(same(base, "pl")).toBe(false);
  });
});

describe("R24 point 3: what an empty translation says it prints", () => {
  const effect = "on play:\n  draw 2 cards";
  const withEffect: VellumSet = {
    ...minimalSet(),
    languages: ["it", "nl"],
    cards: [
      { id: "g", type: "event", name: "G", effect },
      { id: "w", type: "event", name: "W", text: "Draw two cards." },
    ],
  };
  const words = (language: string, i: number) =>
    emptyWords(translationStatus(withEffect, language).cards[i]!.fields.text);

  it("says “generated in Italian” only where Italian is generated; the English text elsewhere", () => {
    expect(words("it", 0)).toBe("Empty: generated in Italian from the effect");
    expect(words("nl", 0)).toBe("Empty: prints the English text generated from the effect");
    expect(words("nl", 0)).not.toMatch(/Dutch/);
    expect(words("it", 1)).toBe("Empty: prints the English text");
  });
});
