/** A small set for lib/text's tests: the effect reference's icons and families, in en/it/pl. */
import type { VellumSet } from "../model";
import { SAMPLE_CONTEXT } from "../dsl";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

/** A fresh test set (a new object each call, so the generator's per-set memo starts empty). */
export function textTestSet(overrides: Partial<VellumSet> = {}): VellumSet {
  return {
    id: "text-test",
    name: "Text test",
    version: "1.0.0",
    language: "en",
    languages: ["it", "pl"],
    families: SAMPLE_CONTEXT.families.map((id) => ({
      id,
      name: id.replace(/^./, (c) => c.toUpperCase()),
      symbol: "raven",
    })),
    icons: SAMPLE_CONTEXT.icons.map((id) => ({ id, name: id, svg: SVG })),
    cards: [],
    rules: {
      handSize: 5,
      playsPerTurn: 2,
      minPlayers: 2,
      maxPlayers: 4,
      fourPlayerRemoval: 1,
      stories: true,
      storiesInCentre: 3,
      ownIconsCountForRequirements: false,
      ties: "share",
      beginner: false,
      familyWord: "family",
      pointsWord: "Self-Worth",
    },
    ...overrides,
  } as VellumSet;
}
