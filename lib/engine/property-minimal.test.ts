/**
 * Seeded property test on the minimal fixture set: 1,000 random legal games (2 to 5 players,
 * uniform over `legalActions`), every invariant of README "Invariants" checked after every
 * action (property.test-support.ts). The fixture's 6 untimely deaths rarely finish a family, so games
 * are capped at 24 turns (scored as a turn-limit end). Variants: modifiers allowed on the dead,
 * and cards that ask a question when drawn (no hidden card may leak, README "Secrets").
 */
import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { runGames } from "./property.test-support";

describe("property: random legal games on the minimal fixture set", () => {
  it("1,000 games keep every invariant after every action", { timeout: 120_000 }, () => {
    const { reasons, actions, games } = runGames(minimalSet(), 1, 1000, 24);
    expect(games).toBe(1000);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(actions).toBeGreaterThan(20_000);
  });

  it(
    "300 games where some modifiers allow modifiers on the dead keep every invariant",
    { timeout: 120_000 },
    () => {
      const set = minimalSet();
      let allowing = 0;
      for (const card of set.cards) {
        if (card.type !== "modifier" || allowing >= 4) continue;
        card.effect = "while visible:\n  allow modifiers on dead characters";
        allowing++;
      }
      const { games, placedOnDead } = runGames(set, 1, 300, 24);
      expect(games).toBe(300);
      // The permission was used, so the checks ran on modifiers played on the dead.
      expect(placedOnDead).toBeGreaterThan(20);
    },
  );

  it(
    "300 games where cards read whole families (issue 23) keep every invariant",
    { timeout: 120_000 },
    () => {
      const FAMILY = [
        "on play:\n  if your family has a raven and a rose showing: draw 1 card",
        "on play:\n  if an opponent's family has fewer living characters than yours: gain 1 free play",
        "while visible:\n  draw limit +1 for each key icon your family shows",
        "on play:\n  each other player discards 1 card for each living character in your family",
        "on play:\n  if each opponent's family has as many living characters as yours: draw 2 cards",
        "while visible:\n  if your family has at least 1 dead character: draw limit -1",
      ];
      const set = minimalSet();
      set.cards
        .filter((c) => c.type === "modifier" || c.type === "event")
        .forEach((card, i) => (card.effect = FAMILY[i % FAMILY.length]));
      const { games, actions } = runGames(set, 1, 300, 24);
      expect(games).toBe(300);
      expect(actions).toBeGreaterThan(5000);
    },
  );

  it(
    "Secrets: 300 games where some cards ask a question when drawn leak no hidden card",
    { timeout: 120_000 },
    () => {
      // Cards that stay in their drawer's hand while an on-draw step asks something: a card choice
      // of the drawer, a character choice (or a skipped step), a yes/no, a player choice, and a
      // choice asked of the other players.
      const ON_DRAW: Record<string, string> = {
        "lost-at-cards": "on draw: discard 1 card",
        "caught-in-the-rain": "on draw: discard the top modifier of one of your characters",
        "married-for-money": "on draw: you may draw 1 card",
        "haunted-by-an-aunt": "on draw: each other player discards 1 card",
        "the-will-is-read": "on draw: a chosen player draws 1 card\non play: draw 2 cards",
        "fell-down-the-well": "on draw: discard 1 card",
      };
      const set = minimalSet();
      for (const card of set.cards) {
        const effect = ON_DRAW[card.id];
        if (effect !== undefined) card.effect = effect;
      }
      expect(set.cards.filter((c) => ON_DRAW[c.id] !== undefined)).toHaveLength(6);
      const { games, secretChoices } = runGames(set, 1, 300, 24);
      expect(games).toBe(300);
      // The checker saw many choices asked by a card hidden in a hand.
      expect(secretChoices).toBeGreaterThan(300);
    },
  );
});
