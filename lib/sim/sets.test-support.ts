/** Test support (not exported from index.ts): the sets the simulator's tests play. */
import type { VellumSet } from "../model";
import { validateSetText } from "../schema";
import { minimalSet } from "../../test/fixtures/minimal-set";

/**
 * The minimal set with three more modifiers: one whose effect can never fire (it needs more
 * dead characters than a game has), one whose effect always fires, and a continuous one.
 */
export function effectSet(): VellumSet {
  const set = minimalSet();
  set.cards.push(
    {
      id: "never-fires",
      type: "modifier",
      name: "Never Fires",
      copies: 3,
      points: [-5, null, null],
      effect: "on play:\n  if at least 30 characters are dead: draw 1 card",
    },
    {
      id: "always-fires",
      type: "modifier",
      name: "Always Fires",
      copies: 3,
      points: [null, -5, null],
      effect: "on play:\n  draw 1 card",
    },
    {
      id: "keeps-on",
      type: "modifier",
      name: "Keeps On",
      copies: 3,
      points: [null, null, -5],
      effect: "while visible:\n  draw limit +1",
    },
  );
  const checked = validateSetText(JSON.stringify(set)).set;
  if (!checked) throw new Error("the effect set does not validate");
  return checked;
}

/**
 * The minimal set made to show each reason the report gives (lib/sim README, "Why"): every
 * modifier's points made positive, so no character ever has a negative self-worth, its untimely
 * deaths are never playable and no one dies; an event that returns one of your dead characters
 * to life (no target ever exists); a modifier whose condition needs a death (never holds);
 * stories on, with one story that needs six icons of a five-character family (never claimable)
 * and one any family can claim.
 */
export function reasonSet(): VellumSet {
  const set = minimalSet();
  set.rules = { ...set.rules, stories: true };
  set.cards = set.cards.map((c) =>
    c.type === "modifier" && c.points
      ? {
          ...c,
          points: c.points.map((p) => (typeof p === "number" ? Math.abs(p) : p)) as typeof c.points,
        }
      : c,
  );
  set.cards.push(
    {
      id: "raise-the-dead",
      type: "event",
      name: "Raise the Dead",
      copies: 2,
      effect: "on play: return one of your dead characters to life",
    },
    {
      id: "wake-of-mourning",
      type: "modifier",
      name: "Wake of Mourning",
      copies: 2,
      points: [5, null, null],
      effect: "on play:\n  if at least 1 character is dead: draw 1 card",
    },
    {
      id: "impossible-wedding",
      type: "story",
      name: "The Impossible Wedding",
      points: [-10, null, null],
      effect: "story requires raven, rose, key, candle, coin, mask",
    },
    {
      id: "easy-picnic",
      type: "story",
      name: "An Easy Picnic",
      points: [-5, null, null],
      effect: "story requires coin",
    },
  );
  const checked = validateSetText(JSON.stringify(set)).set;
  if (!checked) throw new Error("the reason set does not validate");
  return checked;
}
