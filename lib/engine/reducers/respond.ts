/**
 * `respond` / `pass-response` (R6.5): in a response window, the asked player plays a response
 * card that cancels the played card's type, or lets the play stand. The response's abilities run
 * for the responder; the window closes once the card is cancelled, else the next player is asked.
 */
import type { PassResponse, Respond } from "../actions";
import { cardTypeWithArticle } from "../../model";
import { cardOf, nameOf } from "../catalog";
import type { Draft } from "../draft";
import { moveError } from "../errors";
import type { EngineError } from "../errors";
import { pushAbilities } from "../interpreter/run-ability";
import type { WindowTask } from "../types";
import { takeFromHand, toResolving } from "../zones";

function windowTask(d: Draft): WindowTask {
  const top = d.state.tasks[d.state.tasks.length - 1];
  if (top?.kind !== "window") throw new Error("a response is pending without a window");
  return top;
}

/** Plays a response card, or says why it does not answer this play. */
export function respond(d: Draft, a: Respond): EngineError | null {
  const window = windowTask(d);
  const played = cardOf(d.state.catalog, window.card).card;
  if (!d.seat(a.player).hand.includes(a.card)) {
    return moveError("card-not-in-hand", "that card is not in your hand");
  }
  if (!cardOf(d.state.catalog, a.card).cancels.includes(played.type)) {
    return moveError(
      "not-a-response",
      `'${nameOf(d.state.catalog, a.card)}' cannot answer '${played.name}' (${cardTypeWithArticle(played.type)})`,
    );
  }
  d.popTask();
  d.state.pending = null;
  d.pushTask({ ...window, responders: (window.responders ?? []).slice(1) });
  takeFromHand(d, a.player, a.card);
  toResolving(d, a.card);
  d.emit({ type: "responded", player: a.player, card: d.ref(a.card), to: d.ref(window.card) });
  d.pushTask({ kind: "finish-event", card: a.card });
  pushAbilities(d, a.card, ["response"], a.player, null, window.card);
  return null;
}

/** Lets the play stand; the next player holding a response is asked. */
export function passResponse(d: Draft, a: PassResponse): EngineError | null {
  const window = windowTask(d);
  d.popTask();
  d.state.pending = null;
  d.pushTask({ ...window, responders: (window.responders ?? []).slice(1) });
  d.emit({ type: "passed-response", player: a.player });
  return null;
}
