/** The sets lib/sheet's tests edit: the sample set and a blank one. */
import { readFileSync } from "node:fs";
import type { Card, VellumSet } from "../model";

/** The sample set (examples/saltmarrow), read fresh for each test. */
export function sampleSet(): VellumSet {
  return JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;
}

/** A set with nothing in it: no families, icons or cards. */
export function blankSet(): VellumSet {
  const sample = sampleSet();
  return {
    id: "blank",
    name: "Blank",
    version: "0.1.0",
    language: "en",
    families: [],
    icons: [],
    cards: [],
    rules: sample.rules,
  };
}

/** The card `id` of `set`. */
export function cardOf(set: VellumSet, id: string): Card {
  const card = set.cards.find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
}
