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
