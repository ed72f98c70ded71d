import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "@/lib/model";
import { DEFAULT_RULES } from "@/lib/model";
import {
  cardIdProblem,
  copiesBadge,
  copiesProblem,
  familyProblem,
  pointProblem,
  typeProblem,
} from "./field-problems";
import { parsePoint } from "./slot-values";

const set: VellumSet = {
  id: "s",
  name: "S",
  version: "1.0.0",
  language: "en",
  families: [{ id: "fam", name: "Fam", symbol: "x" }],
  icons: [],
  cards: [
    { id: "ada", type: "character", name: "Ada", family: "fam" },
    { id: "lamp", type: "modifier", name: "Drowned Lantern" },
  ],
  rules: { ...DEFAULT_RULES },
};

describe("the card form's field problems", () => {
  it("accept point values in the schema's range, blank and clear", () => {
    for (const text of ["", "blank", "-99", "99", "0", "+5", "\u221210"]) {
      expect(pointProblem(parsePoint(text))).toBeUndefined();
    }
  });

  it("say why typed points cannot be used, keeping the value as typed", () => {
    expect(pointProblem(parsePoint("abc"))).toBe(
      "“abc” is not a point value: write a whole number from −99 to 99, “blank” for an opaque blank, or nothing for clear film.",
    );
    expect(pointProblem(parsePoint("1000"))).toBe(
      "1000 is out of range: points are a whole number from −99 to 99.",
    );
    expect(pointProblem(-100)).toBe(
      "−100 is out of range: points are a whole number from −99 to 99.",
    );
    expect(pointProblem(NaN)).toMatch(/^This is not a point value/);
    expect(pointProblem(parsePoint("1.5"))).toMatch(/^“1\.5” is not a point value/);
  });

  it("check copies against the schema's range, and the list shows only usable counts", () => {
    expect(copiesProblem(undefined)).toBeUndefined();
    expect(copiesProblem(99)).toBeUndefined();
    expect(copiesProblem(0)).toBe(
      "0 copies cannot go into a deck: write a whole number from 1 to 99.",
    );
    expect(copiesProblem(1000)).toMatch(/^1000 copies/);
    const card = (copies: number): Card => ({ id: "c", type: "modifier", name: "C", copies });
    expect(copiesBadge(card(3))).toBe("×3");
    expect(copiesBadge(card(1))).toBeUndefined();
    expect(copiesBadge(card(1000))).toBeUndefined();
    expect(copiesBadge(card(NaN))).toBeUndefined();
  });

  it("check an id typed by hand: a slug no other card has", () => {
    expect(cardIdProblem("lamp", set, "lamp")).toBeUndefined();
    expect(cardIdProblem("new-lamp", set, "lamp")).toBeUndefined();
    expect(cardIdProblem("ada", set, "lamp")).toBe("“Ada” already has the id “ada”.");
    expect(cardIdProblem("", set, "lamp")).toBe("Give the card an id.");
    expect(cardIdProblem("Lamp!", set, "lamp")).toMatch(/^An id is lower-case letters/);
  });

  it("name a card type the app does not know", () => {
    expect(typeProblem("modifier")).toBeUndefined();
    expect(typeProblem("modifer")).toBe("“modifer” is not a card type: choose one from the list.");
  });

  it("name a character's missing or unknown family", () => {
    expect(familyProblem(set.cards[0]!, set)).toBeUndefined();
    expect(familyProblem({ id: "x", type: "character", name: "X" }, set)).toBe(
      "A character needs a family.",
    );
    expect(familyProblem({ id: "x", type: "character", name: "X", family: "gone" }, set)).toBe(
      "The set has no family “gone”: choose one of its own.",
    );
  });
});
