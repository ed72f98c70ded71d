/** `play-modifier` (R5.1, R5.2): a modifier from hand onto a living character, any player's. */
import type { PlayModifier } from "../actions";
import type { Draft } from "../draft";
import type { EngineError } from "../errors";
import { filterRefusal, modifierRefusal, typeRefusal } from "../legality";
import { usePlay } from "../plays";
import { beginPlay } from "../resolve";
import { takeFromHand } from "../zones";
import { handCardRefusal, isError, resourceFor, targetRefusal } from "./common";

/** Plays the modifier, or says why it may not be played. */
export function playModifier(d: Draft, a: PlayModifier): EngineError | null {
  const refusal =
    handCardRefusal(d, a.player, a.card, "modifier") ??
    targetRefusal(d.state, a.target) ??
    typeRefusal(d.state, "modifier") ??
    modifierRefusal(d.state, a.target) ??
    filterRefusal(d.state, a.target, a.card);
  if (refusal) return refusal;
  const resource = resourceFor(d.state, a.player, "modifier");
  if (isError(resource)) return resource;
  usePlay(d, a.player, resource);
  takeFromHand(d, a.player, a.card);
  const resolver = d.character(a.target).owner;
  const play = {
    card: a.card,
    cardType: "modifier" as const,
    player: a.player,
    target: a.target,
    resolver,
    cancelled: false,
    atOnce: false,
  };
  beginPlay(d, play, resource.kind === "free");
  return null;
}
