/**
 * `greedyBot`: plays like a sensible person, one decision at a time, from its seat's view only.
 * It harms its own characters and cheers the opponents', buries its own negative characters
 * when that lowers its family value (and spares an opponent's very negative one), claims
 * stories, discards its worst cards, picks targets that help it, and cancels a play that would
 * hurt it. See plays.ts (plays), answers.ts (choices and responses), board.ts (utility).
 */
import { answer } from "./answers";
import { knowledgeOf } from "./knowledge";
import { choosePlay } from "./plays";
import { createRng } from "./rng";
import { turnOf } from "./turn";
import type { Memory } from "./turn";
import type { Bot, BotOptions } from "./types";

/** A greedy one-decision-lookahead bot. */
export function greedyBot(options: BotOptions): Bot {
  const k = knowledgeOf(options.set);
  const rng = createRng(options.seed);
  const memory: Memory = { plan: null };
  return {
    name: "greedy",
    choose(decision) {
      const { legal, seat } = decision;
      const only = legal[0];
      if (only === undefined) throw new Error("greedyBot: asked to choose among no actions");
      if (legal.length === 1) return only;
      const view = decision.view();
      const t = turnOf(view, seat, k, rng, memory);
      const pending = view.pending;
      if (pending && pending.player === seat) return answer(t, pending, legal);
      return choosePlay(t, legal);
    },
  };
}
