/**
 * `randomBot`: uniform over the legal actions, from its own seeded PRNG. Never reads the view. A
 * forced move (one legal action, e.g. passing a response window with no response in hand) is
 * no decision: it draws nothing from the PRNG, so being asked or not changes nothing after.
 */
import { createRng } from "./rng";
import type { Bot, BotOptions } from "./types";

/** A bot that picks uniformly at random among the legal actions. */
export function randomBot(options: BotOptions): Bot {
  const rng = createRng(options.seed);
  return {
    name: "random",
    choose({ legal }) {
      const action = legal.length === 1 ? legal[0] : legal[rng.int(legal.length)];
      if (action === undefined) throw new Error("randomBot: asked to choose among no actions");
      return action;
    },
  };
}
