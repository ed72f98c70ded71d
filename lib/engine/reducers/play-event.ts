/** `play-event` (R5.3): an event from hand, resolved by the player who played it (R6.1). */
import type { PlayEvent } from "../actions";
import type { Draft } from "../draft";
import type { EngineError } from "../errors";
import { filterRefusal, typeRefusal } from "../legality";
import { usePlay } from "../plays";
import { beginPlay } from "../resolve";
import { takeFromHand } from "../zones";
import { handCardRefusal, isError, resourceFor } from "./common";

/** Plays the event, or says why it may not be played. */
export function playEvent(d: Draft, a: PlayEvent): EngineError | null {
  const refusal =
    handCardRefusal(d, a.player, a.card, "event") ??
    typeRefusal(d.state, "event") ??
    filterRefusal(d.state, null, a.card);
  if (refusal) return refusal;
  const resource = resourceFor(d.state, a.player, "event");
  if (isError(resource)) return resource;
  usePlay(d, a.player, resource);
  takeFromHand(d, a.player, a.card);
  const play = {
    card: a.card,
    cardType: "event" as const,
    player: a.player,
    target: null,
    resolver: a.player,
    cancelled: false,
    atOnce: false,
  };
  beginPlay(d, play, resource.kind === "free");
  return null;
}
